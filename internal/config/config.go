// Package config loads the process configuration from environment variables.
// Every variable has a default suited to `make dev`; Load validates all of
// them and names the first bad one in its error.
package config

import (
	"fmt"
	"net/mail"
	"net/url"
	"runtime"
	"time"
)

// Mode says how the process was started; `dev` relaxes secrets that are
// generated and kept in the data folder instead.
type Mode string

const (
	ModeDev  Mode = "dev"
	ModeProd Mode = "prod"
	// ModeTool is for one-shot commands (migrate, seed, admin) that need only
	// the database.
	ModeTool Mode = "tool"
)

type Config struct {
	Mode Mode

	HTTPAddr          string // API listen address
	WorkerMetrics     string // worker's /metrics listen address
	WebDir            string // built web bundle served at /
	WebOrigin         string // origin allowed by CORS and used in links
	DataDir           string // local state: postgres cluster, uploads, dev secrets
	MaxBodyBytes      int64
	LogLevel          string
	LogFormat         string
	TemporalUIURL     string
	TracesUIURL       string // TRACES_UI_URL: a trade's traces in the trace UI, with {trade_id}; unset = no link
	TaskQueue         string
	TemporalNamespace string
	WorkerDeployment  string // WORKER_DEPLOYMENT_NAME: the Worker Deployment the worker joins
	WorkerBuildID     string // WORKER_BUILD_ID: this build's version in it (default: see BuildID)
	DatabaseURL       string
	JWTSecret         string
	ShutdownGrace     time.Duration
	ResponseWindow    time.Duration // TRADE_RESPONSE_WINDOW
	Inspection        time.Duration // TRADE_INSPECTION_WINDOW
	TradeHistoryLimit int           // TRADE_HISTORY_LIMIT: events before a trade continues as new
	Lending           LendingRules  // turnarounds, overdue returns, chat notices

	AdminEmail    string
	AdminPassword string
	// ADMIN_APPROVAL_CENTS: an administrator's credit, refund or debit above
	// this waits for a second administrator; 0 = never (the dev default).
	AdminApprovalCents int64

	RequireEmailVerification bool // REQUIRE_EMAIL_VERIFICATION: refuse login until the email is verified
	RateLimitLogin           int  // RATE_LIMIT_LOGIN: login and 2FA calls per minute per IP and per email
	RateLimitRegister        int  // RATE_LIMIT_REGISTER: registrations per minute per IP
	RateLimitPasswordReset   int  // RATE_LIMIT_PASSWORD_RESET: reset and verification emails per minute per IP
	RateLimitMember          int  // RATE_LIMIT_MEMBER: authenticated calls per minute per member

	ShippoToken string // SHIPPO_API_TOKEN: use Shippo for rates, labels and tracking
	ShippoBase  string // SHIPPO_API_BASE
	// SHIPPO_WEBHOOK_SECRET: the secret in the track_updated webhook's URL
	// (/shipping/webhook/<secret>); unset = the route is off.
	ShippoWebhookSecret string
	// OFFLINE_TRACKING_DAY: how long a day of the offline provider's
	// tracking lasts (24h; 2m in `dev`, so a parcel arrives while you watch).
	OfflineTrackingDay time.Duration
	// OFFLINE_TRACKING_EVENTS: the offline provider sends its scans to the
	// webhook (needs SHIPPO_WEBHOOK_SECRET, which `dev` generates; on in `dev`).
	OfflineTrackingEvents bool
	// DELIVERY_REMINDER_AFTER: a member who has not confirmed a delivered
	// parcel is reminded once after this.
	DeliveryReminderAfter time.Duration

	StripeSecretKey string // STRIPE_SECRET_KEY: real card payments
	TestCheckout    bool   // TEST_CHECKOUT: without Stripe, a pretend card page that credits without payment (dev default)
	// ALLOW_TEST_CHECKOUT_IN_PRODUCTION: production starts with TEST_CHECKOUT only with this too
	AllowTestCheckoutInProd bool
	StripeWebhookSecret     string // STRIPE_WEBHOOK_SECRET: verifies Stripe-Signature
	StripeAPIBase           string // STRIPE_API_BASE: Stripe's API address (tests: stripe-mock)
	CashAppTag              string // CASHAPP_TAG: where members send Cash App deposits
	ZelleAddress            string // ZELLE_ADDRESS: where members send Zelle deposits

	SMTPHost     string // SMTP_HOST: send email through this server; empty = write it to the log
	SMTPPort     int    // SMTP_PORT (465 = implicit TLS, otherwise STARTTLS, required beyond loopback)
	SMTPUsername string // SMTP_USERNAME: PLAIN auth when set
	SMTPPassword string // SMTP_PASSWORD
	SMTPFrom     string // SMTP_FROM: the sender of every email

	CatalogPageCacheTTL time.Duration // CATALOG_PAGE_CACHE_TTL: longest reuse of a public bag page; 0 = off

	TrustedProxies          []string     // TRUSTED_PROXIES: CIDRs whose X-Forwarded-For names the client; none by default
	S3                      S3           // S3_*: shared object storage for uploads and labels
	MetricsAddr             string       // METRICS_ADDR: `api` serves /metrics here, not on HTTP_ADDR
	Profiling               bool         // PPROF_ENABLED: /debug/pprof/ on the private metrics addresses
	MetricsToken            string       // METRICS_TOKEN: also serve /metrics on HTTP_ADDR to this bearer token
	HTTPTimeouts            HTTPTimeouts // HTTP_*_TIMEOUT
	PasswordHashConcurrency int          // PASSWORD_HASH_CONCURRENCY: password hashes computed at once
	MaxUploadsInFlight      int          // MAX_UPLOADS_IN_FLIGHT: uploads (multipart or photo JSON) one API replica reads at once
	MemberPhotoQuotaMB      int          // MEMBER_PHOTO_QUOTA_MB: most megabytes of bag photos one member may keep
	MemberEvidenceQuotaMB   int          // MEMBER_EVIDENCE_QUOTA_MB: most megabytes of dispute evidence one member may keep

	TOTPEncryptionKey string // TOTP_ENCRYPTION_KEY: 32-byte key (hex or base64) sealing 2FA secrets and link emails

	BackupAgeRecipient    string // BACKUP_AGE_RECIPIENT: the age public key `backup` encrypts to
	BackupAgeIdentityFile string // BACKUP_AGE_IDENTITY_FILE: the age identity file `restore` decrypts with

	Dev DevConfig
}

// HTTPTimeouts bound how long one connection may hold the API server.
type HTTPTimeouts struct {
	ReadHeader time.Duration // HTTP_READ_HEADER_TIMEOUT
	Read       time.Duration // HTTP_READ_TIMEOUT: the whole request, body included
	Upload     time.Duration // HTTP_UPLOAD_TIMEOUT: read and write time of routes that take files
	Write      time.Duration // HTTP_WRITE_TIMEOUT: from the end of the headers to the end of the answer
	Idle       time.Duration // HTTP_IDLE_TIMEOUT: a kept-alive connection waiting for its next request
}

// DevConfig is read only by the `dev` subcommand.
type DevConfig struct {
	PostgresPort int
	TemporalPort int
	TemporalUI   int
	TemporalBin  string
	SkipSeed     bool
}

// Load reads the configuration for the given mode from the process environment.
func Load(mode Mode) (Config, error) { return load(mode, osLookup) }

func load(mode Mode, lookup func(string) (string, bool)) (Config, error) {
	r := &envReader{lookup: lookup}
	c := Config{
		Mode:              mode,
		HTTPAddr:          r.addr("HTTP_ADDR", defaultHTTPAddr(mode)),
		WorkerMetrics:     r.addr("WORKER_METRICS_ADDR", "127.0.0.1:9464"),
		WebDir:            r.str("WEB_DIR", "web/dist"),
		WebOrigin:         r.httpURL("WEB_ORIGIN", "http://localhost:10000"),
		DataDir:           r.str("DATA_DIR", ".data"),
		MaxBodyBytes:      int64(r.integer("MAX_BODY_BYTES", 1<<20, 1024, 1<<30)),
		LogLevel:          r.oneOf("LOG_LEVEL", "info", "debug", "info", "warn", "error"),
		LogFormat:         r.oneOf("LOG_FORMAT", defaultLogFormat(mode), "text", "json"),
		TemporalUIURL:     r.httpURL("TEMPORAL_UI_URL", "http://localhost:8233"),
		TracesUIURL:       r.tracesUIURL("TRACES_UI_URL"),
		TaskQueue:         r.str("TEMPORAL_TASK_QUEUE", "trades"),
		TemporalNamespace: r.str("TEMPORAL_NAMESPACE", "default"),
		WorkerDeployment:  r.str("WORKER_DEPLOYMENT_NAME", "pursetrade"),
		WorkerBuildID:     r.str("WORKER_BUILD_ID", ""),
		DatabaseURL:       r.str("DATABASE_URL", ""),
		JWTSecret:         r.str("JWT_SECRET", ""),
		ShutdownGrace:     r.duration("SHUTDOWN_GRACE", 15*time.Second),
		ResponseWindow:    r.duration("TRADE_RESPONSE_WINDOW", 72*time.Hour),
		Inspection:        r.duration("TRADE_INSPECTION_WINDOW", 48*time.Hour),
		TradeHistoryLimit: r.integer("TRADE_HISTORY_LIMIT", 2000, 50, 40_000),
		AdminEmail:        r.str("ADMIN_EMAIL", ""),
		AdminPassword:     r.str("ADMIN_PASSWORD", ""),

		AdminApprovalCents: int64(r.integer("ADMIN_APPROVAL_CENTS", defaultAdminApprovalCents(mode), 0, 1_000_000_000)),

		RequireEmailVerification: r.boolean("REQUIRE_EMAIL_VERIFICATION", false),
		RateLimitLogin:           r.integer("RATE_LIMIT_LOGIN", 10, 1, 1_000_000),
		RateLimitRegister:        r.integer("RATE_LIMIT_REGISTER", 5, 1, 1_000_000),
		RateLimitPasswordReset:   r.integer("RATE_LIMIT_PASSWORD_RESET", 5, 1, 1_000_000),
		RateLimitMember:          r.integer("RATE_LIMIT_MEMBER", 600, 1, 1_000_000),

		ShippoToken: r.str("SHIPPO_API_TOKEN", ""),
		ShippoBase:  r.httpURL("SHIPPO_API_BASE", "https://api.goshippo.com"),

		ShippoWebhookSecret:   r.str("SHIPPO_WEBHOOK_SECRET", ""),
		OfflineTrackingDay:    r.duration("OFFLINE_TRACKING_DAY", defaultTrackingDay(mode)),
		OfflineTrackingEvents: r.boolean("OFFLINE_TRACKING_EVENTS", mode == ModeDev),
		DeliveryReminderAfter: r.duration("DELIVERY_REMINDER_AFTER", 48*time.Hour),

		StripeSecretKey:         r.str("STRIPE_SECRET_KEY", ""),
		StripeWebhookSecret:     r.str("STRIPE_WEBHOOK_SECRET", ""),
		StripeAPIBase:           r.str("STRIPE_API_BASE", ""),
		TestCheckout:            r.boolean("TEST_CHECKOUT", mode == ModeDev),
		AllowTestCheckoutInProd: r.boolean("ALLOW_TEST_CHECKOUT_IN_PRODUCTION", false),
		CashAppTag:              r.str("CASHAPP_TAG", "$PurseTradeDemo"),
		ZelleAddress:            r.str("ZELLE_ADDRESS", "payments@pursetrade.test"),

		SMTPHost:     r.str("SMTP_HOST", ""),
		SMTPPort:     r.integer("SMTP_PORT", 587, 1, 65535),
		SMTPUsername: r.str("SMTP_USERNAME", ""),
		SMTPPassword: r.str("SMTP_PASSWORD", ""),
		SMTPFrom:     r.str("SMTP_FROM", "PurseTrade <no-reply@pursetrade.test>"),

		CatalogPageCacheTTL: r.duration("CATALOG_PAGE_CACHE_TTL", 2*time.Second),

		TrustedProxies: r.cidrs("TRUSTED_PROXIES"),
		MetricsAddr:    r.addr("METRICS_ADDR", "127.0.0.1:9465"),
		MetricsToken:   r.str("METRICS_TOKEN", ""),
		Profiling:      r.boolean("PPROF_ENABLED", false),
		HTTPTimeouts: HTTPTimeouts{
			ReadHeader: r.duration("HTTP_READ_HEADER_TIMEOUT", 10*time.Second),
			Read:       r.duration("HTTP_READ_TIMEOUT", 30*time.Second),
			Upload:     r.duration("HTTP_UPLOAD_TIMEOUT", 5*time.Minute),
			Write:      r.duration("HTTP_WRITE_TIMEOUT", 60*time.Second),
			Idle:       r.duration("HTTP_IDLE_TIMEOUT", 120*time.Second),
		},
		PasswordHashConcurrency: r.integer("PASSWORD_HASH_CONCURRENCY", runtime.NumCPU(), 1, 1024),
		MaxUploadsInFlight:      r.integer("MAX_UPLOADS_IN_FLIGHT", defaultUploadsInFlight(), 1, 10_000),
		MemberPhotoQuotaMB:      r.integer("MEMBER_PHOTO_QUOTA_MB", 200, 1, 1_000_000),
		MemberEvidenceQuotaMB:   r.integer("MEMBER_EVIDENCE_QUOTA_MB", 100, 1, 1_000_000),

		TOTPEncryptionKey: r.str("TOTP_ENCRYPTION_KEY", ""),

		BackupAgeRecipient:    r.str("BACKUP_AGE_RECIPIENT", ""),
		BackupAgeIdentityFile: r.str("BACKUP_AGE_IDENTITY_FILE", ""),

		S3: S3{
			Endpoint: r.str("S3_ENDPOINT", ""), Bucket: r.str("S3_BUCKET", ""),
			AccessKey: r.str("S3_ACCESS_KEY", ""), SecretKey: r.str("S3_SECRET_KEY", ""),
			Region: r.str("S3_REGION", "us-east-1"), UseTLS: r.boolean("S3_USE_TLS", true),
		},

		Dev: DevConfig{
			PostgresPort: r.integer("DEV_POSTGRES_PORT", 54329, 1, 65535),
			TemporalPort: r.integer("DEV_TEMPORAL_PORT", 7233, 1, 65535),
			TemporalUI:   r.integer("DEV_TEMPORAL_UI_PORT", 8233, 1, 65535),
			TemporalBin:  r.str("TEMPORAL_BIN", ".bin/temporal"),
			SkipSeed:     r.boolean("DEV_SKIP_SEED", false),
		},
		Lending: LendingRules{
			TurnaroundPickupDays:   r.integer("TURNAROUND_PICKUP_DAYS", 1, 0, 14),
			TurnaroundShippingDays: r.integer("TURNAROUND_SHIPPING_DAYS", 3, 0, 14),
			ReturnGraceDays:        r.integer("RETURN_GRACE_DAYS", 2, 0, 30),
			ChatNotifyInterval:     r.duration("CHAT_NOTIFY_INTERVAL", 15*time.Minute),
			WatchSweepEvery:        r.duration("WATCH_SWEEP_EVERY", time.Minute),
		},
	}
	if r.err != nil {
		return Config{}, r.err
	}
	if c.DatabaseURL != "" {
		if u, err := url.Parse(c.DatabaseURL); err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			return Config{}, fmt.Errorf("DATABASE_URL: must be a postgres:// URL")
		}
	}
	if mode != ModeDev && c.DatabaseURL == "" {
		return Config{}, fmt.Errorf("DATABASE_URL: required")
	}
	if mode == ModeProd {
		if err := c.checkProductionSecrets(); err != nil {
			return Config{}, err
		}
		// The pretend card page credits balances for free: a production
		// start takes it only with a second, explicit setting.
		if c.TestCheckout && c.StripeSecretKey == "" && !c.AllowTestCheckoutInProd {
			return Config{}, fmt.Errorf("TEST_CHECKOUT: credits balances without payment; refused in production unless ALLOW_TEST_CHECKOUT_IN_PRODUCTION=true (a private demo)")
		}
	}
	if err := checkEncryptionKey(mode, c.TOTPEncryptionKey); err != nil {
		return Config{}, err
	}
	if err := checkBackupRecipient(c.BackupAgeRecipient); err != nil {
		return Config{}, err
	}
	if _, err := mail.ParseAddress(c.SMTPFrom); err != nil {
		return Config{}, fmt.Errorf("SMTP_FROM=%q: must be an email address such as \"PurseTrade <no-reply@example.com>\"", c.SMTPFrom)
	}
	if err := c.S3.check(); err != nil {
		return Config{}, err
	}
	if c.ShippoWebhookSecret != "" && len(c.ShippoWebhookSecret) < 16 {
		return Config{}, fmt.Errorf("SHIPPO_WEBHOOK_SECRET: at least 16 characters (it is all that authenticates the webhook)")
	}
	if (c.AdminEmail == "") != (c.AdminPassword == "") {
		return Config{}, fmt.Errorf("ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither")
	}
	return c, nil
}

// defaultTrackingDay: in `dev` an offline parcel travels a day in two
// minutes, so a demo trade is delivered within minutes.
func defaultTrackingDay(mode Mode) time.Duration {
	if mode == ModeDev {
		return 2 * time.Minute
	}
	return 24 * time.Hour
}

// defaultHTTPAddr: `dev` listens on loopback only (its /dev/mail shows
// reset links), a production API on every interface of its container.
func defaultHTTPAddr(mode Mode) string {
	if mode == ModeDev {
		return "127.0.0.1:10000"
	}
	return ":10000"
}

// LendingRules are the settings of the rules a lending marketplace needs
// beyond the specification.
type LendingRules struct {
	// TurnaroundPickupDays and TurnaroundShippingDays (TURNAROUND_*_DAYS)
	// stay booked after a trade's end date: a pickup trade's, and a shipping
	// trade's when the carrier's rate gives no transit days.
	TurnaroundPickupDays   int
	TurnaroundShippingDays int
	ReturnGraceDays        int           // RETURN_GRACE_DAYS: days after the end date before an unreturned bag goes to the admins' queue
	ChatNotifyInterval     time.Duration // CHAT_NOTIFY_INTERVAL: at most one chat notice per trade and partner in this time
	WatchSweepEvery        time.Duration // WATCH_SWEEP_EVERY: how often each API replica tells members whose watched bag is free
}

// defaultAdminApprovalCents: outside `dev`, an administrator's movement
// above $500 needs a second administrator.
func defaultAdminApprovalCents(mode Mode) int {
	if mode == ModeDev {
		return 0
	}
	return 50_000
}

// defaultUploadsInFlight is two uploads per CPU, at least four: an upload
// holds up to tens of megabytes while it is read and its photos decoded.
func defaultUploadsInFlight() int { return max(4, 2*runtime.NumCPU()) }

func defaultLogFormat(mode Mode) string {
	if mode == ModeDev {
		return "text"
	}
	return "json"
}
