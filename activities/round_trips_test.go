package activities

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/testenv"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

// roundTrips counts what a pool sends to PostgreSQL: each statement, and
// each batch (a pipeline is one round trip however many statements it holds).
type roundTrips struct{ n atomic.Int64 }

func (r *roundTrips) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	r.n.Add(1)
	return ctx
}
func (r *roundTrips) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (r *roundTrips) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	r.n.Add(1)
	return ctx
}
func (r *roundTrips) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (r *roundTrips) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

// An accept is the latency members feel most: its checks, booking, overlap
// lookup, charges, hold and projection take a fixed, small number of round
// trips, however many ledger rows it writes: BEGIN, the checks with the
// booking, the locks with the replay check, the hold with the ledger rows,
// the projection and COMMIT (23 in three transactions before they were
// batched).
func TestAcceptTakesSixRoundTrips(t *testing.T) {
	ctx := context.Background()
	cfg, err := pgxpool.ParseConfig(testenv.DatabaseURL(t))
	if err != nil {
		t.Fatal(err)
	}
	trips := &roundTrips{}
	cfg.ConnConfig.Tracer = trips
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	a := &Activities{Pool: pool, Logger: testenv.Logger()}

	accept := func(day int) (int64, workflows.AcceptTradeResult) {
		owner, asker := testenv.Member(t, pool, "Owner"), testenv.Member(t, pool, "Asker")
		fund(t, pool, owner.ID)
		fund(t, pool, asker.ID)
		bag, offered := testenv.Item(t, pool, owner.ID, 15_000), testenv.Item(t, pool, asker.ID, 10_000)
		start := time.Date(2031, 3, day, 0, 0, 0, 0, time.UTC)
		v, in := pendingPickup(t, a, asker.ID, owner.ID, offered.ID, bag.ID, start)
		accepted := v
		accepted.Status, accepted.Seq = trading.StatusAccepted, 2
		accepted.Timeline = []workflows.TimelineEvent{{Seq: 1, Kind: "accepted", UserID: owner.ID, Description: "Trade accepted", At: time.Now()}}
		in.Projection = &workflows.TradeProjection{TradeView: accepted, Notifications: []workflows.NotifyInput{{
			UserIDs: []string{asker.ID, owner.ID}, TradeID: v.TradeID, Event: "trade_accepted", Subject: "Trade accepted",
			Content: "Your trade was accepted.", DedupeKey: "accept-note:" + v.TradeID}}}
		before := trips.n.Load()
		res, err := a.AcceptTrade(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		return trips.n.Load() - before, res
	}
	accept(1) // prepares the statements
	n, res := accept(20)
	if res.Initiator.TotalDueCents == 0 || res.Receiver.HoldCents != 10_000 {
		t.Fatalf("snapshot: %+v", res.FinancialSnapshot)
	}
	if n > 6 {
		t.Fatalf("an accept took %d round trips, want at most 6", n)
	}
	t.Logf("an accept takes %d round trips", n)
}
