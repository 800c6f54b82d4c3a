package telemetry

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"pursetrade/internal/ledger"
	"pursetrade/internal/store/db"
)

// How stale the SQL-backed gauges may be: scrapes in between reuse the last
// reading, so however many Prometheus servers scrape however often, the
// database answers the gauges once per interval and the ledger check (which
// reads every balance) once per ledgerEvery.
const (
	gaugesEvery = 30 * time.Second
	ledgerEvery = 5 * time.Minute
)

// Gauges reads from PostgreSQL what the alert and recording rules watch
// (deploy/prometheus): the email outbox, label voids, withdrawals, trades
// past their expiry, money moved and the ledger check. The workers register
// it.
type Gauges struct {
	pool   *pgxpool.Pool
	books  *ledger.Service // checked for the ledger_problems gauge
	logger *slog.Logger

	mu          sync.Mutex
	read        time.Time
	row         db.OpsGaugesRow
	readOK      bool
	ledgerTried time.Time
	ledgerRead  time.Time // last success
	ledger      ledger.Report
	ledgerOK    bool
}

var (
	descOutboxPending    = gaugeDesc("outbox_pending", "Emails waiting in the outbox.")
	descOutboxOldestDue  = gaugeDesc("outbox_oldest_due_seconds", "How long the oldest email due for sending has waited (0: none due).")
	descOutboxFailed     = gaugeDesc("outbox_failed", "Emails given up after every attempt.")
	descLabelVoids       = gaugeDesc("label_voids_overdue", "Unused shipping labels of trades cancelled over an hour ago that are not voided.")
	descWithdrawals      = gaugeDesc("withdrawals_pending", "Withdrawals waiting for an administrator.")
	descWithdrawalOldest = gaugeDesc("withdrawal_oldest_pending_seconds", "Age of the oldest pending withdrawal (0: none).")
	descTradesPastExpiry = gaugeDesc("trades_past_expiry", "Pending or modified trades 15 minutes past their expiry (their timer did not run).")
	descTradesCompleted  = gaugeDesc("trades_completed", "Trades completed so far (its increase is trades completed per minute).")
	descMoneyMoved       = gaugeDesc("money_moved_cents_5m", "Cents moved by ledger rows (hold reservations left out) in the last five minutes.")
	descLedgerProblems   = gaugeDesc("ledger_check_problems", "Problems the last ledger check found (0: balanced).")
	descLedgerChecked    = gaugeDesc("ledger_check_timestamp_seconds", "When the ledger was last checked successfully.")
	descGaugesUp         = gaugeDesc("ops_gauges_up", "1 when the last reading of these gauges from PostgreSQL worked.")
)

func gaugeDesc(name, help string) *prometheus.Desc {
	return prometheus.NewDesc("pursetrade_"+name, help, nil, nil)
}

// RegisterGauges adds the SQL-backed gauges to reg.
func RegisterGauges(reg prometheus.Registerer, pool *pgxpool.Pool, logger *slog.Logger) error {
	return reg.Register(&Gauges{pool: pool, books: ledger.NewService(pool), logger: logger})
}

// Describe implements prometheus.Collector.
func (g *Gauges) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descOutboxPending, descOutboxOldestDue, descOutboxFailed, descLabelVoids,
		descWithdrawals, descWithdrawalOldest, descTradesPastExpiry, descTradesCompleted, descMoneyMoved, descLedgerProblems, descLedgerChecked, descGaugesUp} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (g *Gauges) Collect(ch chan<- prometheus.Metric) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.refresh()
	gauge := func(d *prometheus.Desc, v float64) { ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v) }
	up := 0.0
	if g.readOK {
		up = 1
		r := g.row
		gauge(descOutboxPending, float64(r.OutboxPending))
		gauge(descOutboxOldestDue, r.OutboxOldestDueSeconds)
		gauge(descOutboxFailed, float64(r.OutboxFailed))
		gauge(descLabelVoids, float64(r.LabelVoidsOverdue))
		gauge(descWithdrawals, float64(r.WithdrawalsPending))
		gauge(descWithdrawalOldest, r.WithdrawalOldestPendingSeconds)
		gauge(descTradesPastExpiry, float64(r.TradesPastExpiry))
		gauge(descTradesCompleted, float64(r.TradesCompleted))
		gauge(descMoneyMoved, float64(r.MoneyMovedCents5m))
	}
	if g.ledgerOK {
		gauge(descLedgerProblems, float64(len(g.ledger.Problems)))
		gauge(descLedgerChecked, float64(g.ledgerRead.Unix()))
	}
	gauge(descGaugesUp, up)
}

// refresh rereads what is older than its interval; a failed reading leaves
// the gauges out (and ops_gauges_up 0) rather than showing stale numbers.
// The ledger check reads every balance, so it runs beside the scrape and
// the scrape reports the last one that finished.
func (g *Gauges) refresh() {
	now := time.Now()
	if now.Sub(g.read) >= gaugesEvery {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		row, err := db.New(g.pool).OpsGauges(ctx)
		cancel()
		g.row, g.readOK, g.read = row, err == nil, now
		if err != nil {
			g.logger.Warn("ops gauges", "err", err)
		}
	}
	if now.Sub(g.ledgerTried) >= ledgerEvery {
		g.ledgerTried = now
		go g.checkLedger()
	}
}

func (g *Gauges) checkLedger() {
	ctx, cancel := context.WithTimeout(context.Background(), ledgerEvery)
	defer cancel()
	rep, err := g.books.Check(ctx)
	if err != nil {
		g.logger.Warn("ledger check for metrics", "err", err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.ledger, g.ledgerOK = rep, err == nil
	if err == nil {
		g.ledgerRead = time.Now()
	}
}
