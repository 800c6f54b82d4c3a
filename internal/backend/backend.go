// Package backend builds, once per API process, everything behind the HTTP
// layer: the file stores, the shipping carrier, card payments, the live
// hub, session tokens, the mailer and the services. cmd/pursetrade (the
// composition root) and the API tests build it with the same Open, so the
// tests run the graph production runs.
package backend

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/audit"
	"pursetrade/internal/auth"
	"pursetrade/internal/blobstore"
	"pursetrade/internal/catalog"
	"pursetrade/internal/config"
	"pursetrade/internal/discovery"
	"pursetrade/internal/disputes"
	"pursetrade/internal/email"
	"pursetrade/internal/identity"
	"pursetrade/internal/images"
	"pursetrade/internal/ledger"
	"pursetrade/internal/live"
	"pursetrade/internal/outbox"
	"pursetrade/internal/payments"
	"pursetrade/internal/reviews"
	"pursetrade/internal/secretbox"
	"pursetrade/internal/shipping"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/chat"
	"pursetrade/internal/trades/condition"
)

// Backend is what the API's handlers are built from.
type Backend struct {
	Tokens   *auth.Tokens
	Files    blobstore.Stores
	Shipping shipping.Provider
	Live     *live.Hub
	Mailer   email.Mailer   // queues in the outbox; the worker sends
	Outbox   *secretbox.Box // seals queued emails that carry sign-in links
	Mailbox  outbox.Mailbox // the newest queued emails, for the dev mail page

	Cards        *payments.Cards        // nil when card payments are off
	TestCheckout *payments.TestCheckout // only under TEST_CHECKOUT without Stripe
	Identity     *identity.Service      // its Provider is nil when verification is off
	IdentityTest *identity.TestFlow     // the pretend check; only under TEST_CHECKOUT without Stripe

	Audit         *audit.Log // administrators' actions on trades and disputes
	Accounts      *accounts.Service
	Catalog       *catalog.Service
	Ledger        *ledger.Service
	Payments      *payments.Service
	Reviews       *reviews.Service
	Chat          *chat.Service
	Disputes      disputes.Service
	Trades        trades.Service
	Discovery     discovery.Service
	ItemPhotos    images.Storage
	ProfilePhotos images.Storage
	// ConditionPhotos are kept beside the bag photos, in the same quota.
	ConditionPhotos condition.Service
}

// Params are what Open builds from.
type Params struct {
	Config config.Config
	Pool   *pgxpool.Pool
	Logger *slog.Logger
	Mailer email.Mailer // nil: the outbox (tests give a recorder)
}

// Open opens the file stores and builds the rest.
func Open(ctx context.Context, p Params) (*Backend, error) {
	cfg, pool := p.Config, p.Pool
	tokens, err := auth.NewTokens(cfg.JWTSecret, auth.TokenTTL)
	if err != nil {
		return nil, fmt.Errorf("JWT_SECRET: %w", err)
	}
	auth.SetHashConcurrency(cfg.PasswordHashConcurrency)
	boxes, err := openSecretBoxes(cfg, p.Logger)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	files, err := blobstore.Open(ctx, cfg.S3, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	mailer := p.Mailer
	if mailer == nil {
		mailer = outbox.Mailer{DB: pool, Box: boxes.outbox}
	}
	ship := shipping.New(cfg, files.Labels)
	itemPhotos, profilePhotos := images.Stored{Files: files.Items}, images.Stored{Files: files.Profiles}
	ledgerSvc := ledger.NewService(pool)
	catalogSvc := catalog.NewService(pool, itemPhotos, catalog.WithPageCacheTTL(cfg.CatalogPageCacheTTL),
		catalog.WithPhotoQuota(int64(cfg.MemberPhotoQuotaMB)<<20), catalog.WithSearchTurnaround(cfg.Lending.TurnaroundPickupDays))
	b := &Backend{
		Tokens: tokens, Files: files, Shipping: ship, Live: live.NewHub(pool, p.Logger), Mailer: mailer, Outbox: boxes.outbox,
		Mailbox: outbox.Mailbox{DB: pool, Box: boxes.outbox},
		Accounts: accounts.NewService(pool, accounts.WithTwoFactor(accounts.TwoFactor{Box: boxes.totp, Mailer: mailer}),
			accounts.WithProfilePhotos(profilePhotos)),
		Catalog:  catalogSvc,
		Audit:    audit.NewLog(pool),
		Ledger:   ledgerSvc,
		Payments: payments.NewService(pool, ledgerSvc),
		Reviews:  reviews.NewService(pool),
		Chat:     chat.NewService(pool, cfg.Lending.ChatNotifyInterval),
		Disputes: disputes.Service{Pool: pool, Files: disputes.Files{Store: files.Evidence}},
		Trades: trades.Service{DB: pool, Catalog: catalogSvc, Shipping: ship, Turnaround: trades.Turnaround{
			PickupDays: cfg.Lending.TurnaroundPickupDays, ShippingDays: cfg.Lending.TurnaroundShippingDays}},
		ItemPhotos: itemPhotos, ProfilePhotos: profilePhotos,
		ConditionPhotos: condition.Service{Pool: pool, Store: itemPhotos, Drop: catalogSvc.DropPhotos,
			Quota: int64(cfg.MemberPhotoQuotaMB) << 20},
		Discovery: discovery.Service{DB: pool, Catalog: catalogSvc, TurnaroundDays: cfg.Lending.TurnaroundPickupDays},
	}
	b.Cards, b.TestCheckout = openCards(cfg, pool, ledgerSvc, p.Logger)
	b.Identity, b.IdentityTest = openIdentity(cfg, pool)
	return b, nil
}

// openIdentity chooses how members verify their identity, as card deposits
// are taken: Stripe Identity, the pretend check of TEST_CHECKOUT, or not at all.
func openIdentity(cfg config.Config, pool *pgxpool.Pool) (*identity.Service, *identity.TestFlow) {
	svc := &identity.Service{Pool: pool, WebOrigin: cfg.WebOrigin}
	var test *identity.TestFlow
	switch cfg.PaymentMode() {
	case config.PaymentsStripe:
		svc.Provider = identity.NewStripe(cfg.StripeSecretKey, cfg.StripeAPIBase)
	case config.PaymentsTestCheckout:
		test = &identity.TestFlow{Pool: pool}
		svc.Provider = test
	}
	return svc, test
}

// openCards chooses how card deposits are taken: Stripe, the built-in
// test checkout (TEST_CHECKOUT) or not at all.
func openCards(cfg config.Config, pool *pgxpool.Pool, ledgerSvc *ledger.Service, logger *slog.Logger) (*payments.Cards, *payments.TestCheckout) {
	var provider payments.Provider
	var test *payments.TestCheckout
	switch cfg.PaymentMode() {
	case config.PaymentsStripe:
		provider = payments.NewStripe(cfg.StripeSecretKey, cfg.StripeAPIBase)
	case config.PaymentsTestCheckout:
		test = &payments.TestCheckout{Pool: pool}
		provider = test
	default:
		return nil, nil
	}
	return &payments.Cards{Pool: pool, Ledger: ledgerSvc, Provider: provider, WebOrigin: cfg.WebOrigin, Logger: logger}, test
}
