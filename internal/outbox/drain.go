package outbox

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/email"
	"pursetrade/internal/store/db"
)

// Drainer sends due outbox rows. Several drainers may run at once (one per
// worker): each claims its rows with FOR UPDATE SKIP LOCKED and a lease.
type Drainer struct {
	Pool   *pgxpool.Pool
	Mailer email.Mailer
	Logger *slog.Logger

	Batch       int           // rows claimed per pass
	MaxAttempts int           // a row that failed this many times is marked failed
	BaseDelay   time.Duration // wait after the first failure; doubles each time
	MaxDelay    time.Duration // longest wait between attempts
	Lease       time.Duration // a claimed row is retried after this if its drainer vanished; more than SendTimeout
	SendTimeout time.Duration // per message
	Interval    time.Duration // pause when nothing was due
	Now         func() time.Time
}

// NewDrainer is a drainer with production settings: up to 8 attempts over
// about two hours (30 s, 1, 2, 4, 8, 16, 32 min, then 1 h apart).
func NewDrainer(pool *pgxpool.Pool, mailer email.Mailer, logger *slog.Logger) *Drainer {
	return &Drainer{Pool: pool, Mailer: mailer, Logger: logger, Batch: 20, MaxAttempts: 8,
		BaseDelay: 30 * time.Second, MaxDelay: time.Hour, Lease: 45 * time.Second, SendTimeout: 30 * time.Second,
		Interval: 2 * time.Second, Now: time.Now}
}

// Result counts what one pass did.
type Result struct{ Sent, Retrying, Failed int }

// Backoff is the wait before attempt n+1 after n failed attempts.
func Backoff(base, max time.Duration, attempts int) time.Duration {
	d := base
	for i := 1; i < attempts && d < max; i++ {
		d *= 2
	}
	return min(d, max)
}

// Run drains until ctx ends, pausing Interval whenever nothing was due.
func (d *Drainer) Run(ctx context.Context) {
	for {
		res, err := d.Drain(ctx)
		if err != nil && ctx.Err() == nil {
			d.Logger.Error("email outbox", "err", err)
		}
		if res.Sent+res.Retrying+res.Failed < d.Batch || err != nil {
			select {
			case <-ctx.Done():
				return
			case <-time.After(d.Interval):
			}
		}
		if ctx.Err() != nil {
			return
		}
	}
}

// Drain claims one batch of due rows and sends each.
func (d *Drainer) Drain(ctx context.Context) (Result, error) {
	var res Result
	now := d.Now()
	q := db.New(d.Pool)
	rows, err := q.ClaimOutbox(ctx, db.ClaimOutboxParams{Now: now, LeaseUntil: now.Add(d.Lease), Batch: int32(d.Batch)})
	if err != nil {
		return res, err
	}
	for _, row := range rows {
		// A batch can outlast its lease (a slow mail server): each row is
		// re-leased before its send, and skipped if another drainer took it.
		renewed, err := q.RenewOutboxLease(ctx, db.RenewOutboxLeaseParams{ID: row.ID, Attempts: row.Attempts, LeaseUntil: d.Now().Add(d.Lease)})
		if err != nil {
			return res, err
		}
		if renewed == 0 {
			continue
		}
		sendErr := d.send(ctx, row)
		if err := d.record(ctx, q, row, sendErr, &res); err != nil {
			return res, err
		}
	}
	return res, nil
}

func (d *Drainer) send(ctx context.Context, row db.EmailOutbox) error {
	ctx, cancel := context.WithTimeout(ctx, d.SendTimeout)
	defer cancel()
	m := email.Message{To: row.ToAddress, Subject: row.Subject, Text: row.BodyText, ID: "outbox-" + row.ID}
	if row.UserID != nil {
		m.UserID = *row.UserID
	}
	if row.DedupeKey != nil {
		m.DedupeKey = *row.DedupeKey
	}
	return d.Mailer.Send(ctx, m)
}

// record writes the outcome of one attempt (row.Attempts already counts it).
func (d *Drainer) record(ctx context.Context, q *db.Queries, row db.EmailOutbox, sendErr error, res *Result) error {
	now := d.Now()
	log := d.Logger.With("email_id", row.ID, "to", row.ToAddress, "subject", row.Subject, "attempt", row.Attempts)
	switch {
	case sendErr == nil:
		res.Sent++
		log.Info("email sent")
		return q.MarkOutboxSent(ctx, db.MarkOutboxSentParams{ID: row.ID, SentAt: &now})
	case int(row.Attempts) >= d.MaxAttempts:
		res.Failed++
		log.Error("email failed: giving up", "err", sendErr)
		return q.MarkOutboxFailed(ctx, db.MarkOutboxFailedParams{ID: row.ID, LastError: errText(sendErr)})
	default:
		res.Retrying++
		next := now.Add(Backoff(d.BaseDelay, d.MaxDelay, int(row.Attempts)))
		log.Warn("email not sent: will retry", "err", sendErr, "next_attempt_at", next)
		return q.MarkOutboxRetry(ctx, db.MarkOutboxRetryParams{ID: row.ID, LastError: errText(sendErr), NextAttemptAt: next})
	}
}

func errText(err error) string {
	s := err.Error()
	if len(s) > 1000 {
		s = strings.ToValidUTF8(s[:1000], "")
	}
	return s
}
