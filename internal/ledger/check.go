package ledger

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/money"
	"pursetrade/internal/store/db"
)

// Flows sums the ledger by kind of money movement (cents).
type Flows struct {
	Deposits          int64 `json:"deposits"`
	AdminCredits      int64 `json:"admin_credits"`
	AdminRefunds      int64 `json:"admin_refunds"`
	Withdrawals       int64 `json:"withdrawals"`
	WithdrawalRefunds int64 `json:"withdrawal_refunds"`
	AdminDebits       int64 `json:"admin_debits"`
	FeesCharged       int64 `json:"fees_charged"`
	FeesRefunded      int64 `json:"fees_refunded"`
	PenaltyNet        int64 `json:"penalty_net"`
	AwardNet          int64 `json:"award_net"`
}

// MoneyIn came onto the platform: deposits, admin credits and refunds.
func (f Flows) MoneyIn() int64 { return f.Deposits + f.AdminCredits + f.AdminRefunds }

// MoneyOut left it: withdrawals not refunded, admin debits.
func (f Flows) MoneyOut() int64 { return f.Withdrawals - f.WithdrawalRefunds + f.AdminDebits }

// FeesKept is what the platform earned: fees charged minus fees refunded.
func (f Flows) FeesKept() int64 { return f.FeesCharged - f.FeesRefunded }

// Report is the outcome of Check; OK when Problems is empty.
type Report struct {
	OK           bool     `json:"ok"`
	Members      int64    `json:"members"`
	TotalBalance int64    `json:"total_balance"`
	TotalHeld    int64    `json:"total_held"`
	Flows        Flows    `json:"flows"`
	Problems     []string `json:"problems"`
}

// Check recomputes every member's balance from their ledger rows and held
// funds from their open holds and compares them with user_balances; checks
// each hold against its rows, that no balance or available balance is
// negative, that the latest row of each member shows their balance, that
// penalties and awards only move money between members, and that all
// balances together equal money in minus money out minus fees kept. It reads
// one consistent snapshot.
func (s *Service) Check(ctx context.Context) (Report, error) {
	var rep Report
	err := pgx.BeginTxFunc(ctx, s.conn, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error {
			var err error
			rep, err = check(ctx, db.New(tx))
			return err
		})
	return rep, err
}

func check(ctx context.Context, q *db.Queries) (Report, error) {
	rep := Report{Problems: []string{}}
	add := func(format string, a ...any) { rep.Problems = append(rep.Problems, fmt.Sprintf(format, a...)) }
	members, err := q.LedgerMemberProblems(ctx)
	if err != nil {
		return rep, err
	}
	for _, m := range members {
		add("member %s: balance %s held %s; ledger rows say balance %s held %s; open holds %s; latest row %s/%s",
			m.UserID, money.USD(m.BalanceCents), money.USD(m.HeldCents), money.USD(m.LedgerBalance),
			money.USD(m.LedgerHeld), money.USD(m.OpenHeld), optUSD(m.LastBalanceAfter), optUSD(m.LastAvailableAfter))
	}
	holds, err := q.LedgerHoldProblems(ctx)
	if err != nil {
		return rep, err
	}
	for _, h := range holds {
		add("hold %s of %s (%s, %s): its rows net %s", h.ID, h.UserID, h.Status, money.USD(h.AmountCents), money.USD(h.RowsNet))
	}
	f, err := q.LedgerFlows(ctx)
	if err != nil {
		return rep, err
	}
	rep.Flows = Flows{Deposits: f.Deposits, AdminCredits: f.AdminCredits, AdminRefunds: f.AdminRefunds,
		Withdrawals: f.Withdrawals, WithdrawalRefunds: f.WithdrawalRefunds, AdminDebits: f.AdminDebits,
		FeesCharged: f.FeesCharged, FeesRefunded: f.FeesRefunded, PenaltyNet: f.PenaltyNet, AwardNet: f.AwardNet}
	if f.PenaltyNet != 0 {
		add("penalties do not sum to zero across members: %s", money.USD(f.PenaltyNet))
	}
	if f.AwardNet != 0 {
		add("awards do not sum to zero across members: %s", money.USD(f.AwardNet))
	}
	if f.Misdirected != 0 {
		add("%d rows have a direction their type forbids", f.Misdirected)
	}
	t, err := q.LedgerTotals(ctx)
	if err != nil {
		return rep, err
	}
	rep.Members, rep.TotalBalance, rep.TotalHeld = t.Members, t.Balances, t.Held
	fl := rep.Flows
	if want := fl.MoneyIn() - fl.MoneyOut() - fl.FeesKept() + fl.PenaltyNet + fl.AwardNet; want != t.Balances {
		add("balances total %s but money in %s - out %s - fees kept %s = %s", money.USD(t.Balances),
			money.USD(fl.MoneyIn()), money.USD(fl.MoneyOut()), money.USD(fl.FeesKept()), money.USD(want))
	}
	rep.OK = len(rep.Problems) == 0
	return rep, nil
}

func optUSD(c *int64) string {
	if c == nil {
		return "none"
	}
	return money.USD(*c)
}
