package api

import (
	"context"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/telemetry"
	"pursetrade/workflows"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"
)

// access says who may call a route; the authorization matrix test reads it.
type access int

const (
	accessPublic   access = iota // anyone
	accessOptional               // anyone; a valid token identifies the caller
	accessAccount                // any signed-in account, restricted ones included
	accessMember                 // a signed-in member who is not restricted (or an admin)
	accessAdmin                  // an administrator
)

// route is one row of the API: the router registers these and the route
// tests (OpenAPI sync, authorization matrix) walk the same table.
type route struct {
	method  string
	path    string
	access  access
	handler gin.HandlerFunc
	maxBody int64 // the limit of a multipart upload; 0: the route takes no files
	// jsonUploads: JSON bodies may carry photos as data URLs (the design's
	// bag and profile photo uploads) and get maxBody too; elsewhere JSON
	// gets the standard cap.
	jsonUploads bool
	stream      bool // answers at once and stays open until its client leaves
	// keyed: the handler claims its Idempotency-Key itself (a money
	// movement); other administrators' actions are made retry-safe by adminRetries.
	keyed bool
}

// wire builds every handler group from the process's dependencies, each
// with only what it calls, and lists their routes and the background jobs
// of an API replica.
func wire(d Deps, limits *rateLimits, events *liveHandlers) (table []route, jobs []func(context.Context)) {
	cfg, b := d.Config, d.Backend
	f := failer{d.Logger}
	engine := NewTradeEngine(d.Temporal, cfg.TaskQueue)
	reader := &tradeReader{failer: f, svc: b.Trades, ledger: b.Ledger, trades: engine, chat: b.Chat, photos: b.ConditionPhotos}
	conditionPhotos := conditionPhotoHandlers{tradeReader: reader}
	ender := tradeEnder{svc: b.Trades, trades: engine, logger: d.Logger}
	mail := mailSender{mailer: b.Mailer, logger: d.Logger}
	views := disputeViews{tradeReader: reader, disputes: b.Disputes}
	disputeGroup := disputeHandlers{disputeViews: views, chat: b.Chat, evidenceQuota: int64(cfg.MemberEvidenceQuotaMB) << 20}
	catalogGroup := &catalogAPI{failer: f, svc: b.Catalog, photos: b.ItemPhotos, ender: ender}
	lending := lendingHandlers{tradeReader: reader, graceDays: cfg.Lending.ReturnGraceDays}
	watches := watchHandlers{failer: f, svc: b.Discovery, every: cfg.Lending.WatchSweepEvery}
	table = slices.Concat(
		opsHandlers{logger: d.Logger, pool: d.Pool, temporal: d.Temporal, metrics: d.Metrics,
			metricsPrivate: metricsPrivate(cfg), metricsToken: cfg.MetricsToken}.routes(),
		(&moneyHandlers{failer: f, ledger: b.Ledger, payments: b.Payments, cards: b.Cards, test: b.TestCheckout,
			webhookSecret: cfg.StripeWebhookSecret, identity: b.Identity, cashAppTag: cfg.CashAppTag, zelleAddress: cfg.ZelleAddress}).routes(),
		(&adminMoneyHandlers{failer: f, ledger: b.Ledger, payments: b.Payments, approvalCents: cfg.AdminApprovalCents}).routes(),
		authHandlers{failer: f, accounts: b.Accounts, tokens: b.Tokens, limits: limits, mail: mail,
			webOrigin: cfg.WebOrigin, requireVerified: cfg.RequireEmailVerification}.routes(),
		profileHandlers{failer: f, accounts: b.Accounts, photos: b.ProfilePhotos, catalog: b.Catalog, limits: limits, ender: ender}.routes(),
		inboxHandlers{failer: f, accounts: b.Accounts}.routes(),
		adminUserHandlers{failer: f, accounts: b.Accounts, catalog: b.Catalog, ender: ender, mail: mail}.routes(),
		catalogGroup.routes(),
		shippingHandlers{failer: f, trades: b.Trades, shipping: b.Shipping, labels: b.Files.Labels}.routes(),
		tradeHandlers{tradeReader: reader, chat: b.Chat, shipping: b.Shipping, historyLimit: cfg.TradeHistoryLimit,
			windows: workflows.Windows{Response: cfg.ResponseWindow, Inspection: cfg.Inspection, Reminder: 24 * time.Hour,
				DeliveryReminder: cfg.DeliveryReminderAfter}}.routes(),
		adminTradeHandlers{tradeReader: reader, audit: b.Audit, temporalUI: cfg.TemporalUIURL, temporalNamespace: cfg.TemporalNamespace,
			tracesURL: cfg.TracesURL}.routes(),
		disputeGroup.routes(),
		adminDisputeHandlers{disputeViews: views, audit: b.Audit, member: disputeGroup}.routes(),
		reviewHandlers{failer: f, reviews: b.Reviews, accounts: b.Accounts}.routes(),
		events.routes(),
		activityHandlers{failer: f, trades: b.Trades}.routes(),
		lending.routes(),
		carrierWebhook{failer: f, svc: b.Trades, trades: engine, secret: cfg.ShippoWebhookSecret}.routes(),
		conditionPhotos.routes(),
		favoriteHandlers{failer: f, svc: b.Discovery}.routes(),
		watches.routes(),
		followHandlers{failer: f, svc: b.Discovery}.routes(),
		identityHandlers{failer: f, identity: b.Identity, test: b.IdentityTest}.routes(),
	)
	if cfg.Mode == config.ModeDev {
		table = append(table, devMailHandlers{failer: f, mailbox: b.Mailbox}.routes()...)
	}
	jobs = []func(context.Context){b.Live.Run, lending.watchOverdueReturns, conditionPhotos.sweepConditionPhotos, watches.sweep}
	if scans := offlineScans(cfg, b.Shipping, b.Trades, d.Logger); scans != nil {
		jobs = append(jobs, scans)
	}
	return table, jobs
}

// opsHandlers serve health, metrics and the API document.
type opsHandlers struct {
	logger         *slog.Logger
	pool           *pgxpool.Pool
	temporal       client.Client
	metrics        *telemetry.Metrics
	metricsPrivate bool   // /metrics only with metricsToken (METRICS_TOKEN)
	metricsToken   string // "": never
}

func (h opsHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/healthz", access: accessPublic, handler: h.healthz},
		{method: http.MethodGet, path: "/readyz", access: accessPublic, handler: h.readyz},
		{method: http.MethodGet, path: "/metrics", access: accessPublic, handler: h.serveMetrics},
		{method: http.MethodGet, path: "/openapi.yaml", access: accessPublic, handler: h.openAPIDocument},
		{method: http.MethodGet, path: "/docs", access: accessPublic, handler: h.docsPage},
	}
}

const ctxUserID = "user_id"
