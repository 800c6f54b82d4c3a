package telemetry_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/telemetry"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// TestGaugesReadWhatAlertsWatch stalls an email and a withdrawal, leaves a
// trade past its expiry and moves money, and reads the gauges the alert and
// recording rules use.
func TestGaugesReadWhatAlertsWatch(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	reg := prometheus.NewRegistry()
	if err := telemetry.RegisterGauges(reg, pool, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	ann := testenv.Member(t, pool, "Ann")
	bea := testenv.Member(t, pool, "Bea")
	hat1 := testenv.Item(t, pool, ann.ID, 10000)
	hat2 := testenv.Item(t, pool, bea.ID, 10000)
	trade := ids.New()
	for _, stmt := range []string{
		`INSERT INTO email_outbox (id, to_address, subject, next_attempt_at) VALUES ('` + ids.New() + `', 'a@test.example', 'due', now() - interval '10 minutes')`,
		`INSERT INTO email_outbox (id, to_address, subject, next_attempt_at) VALUES ('` + ids.New() + `', 'b@test.example', 'later', now() + interval '1 hour')`,
		`INSERT INTO email_outbox (id, to_address, subject, status) VALUES ('` + ids.New() + `', 'c@test.example', 'gave up', 'failed')`,
		`INSERT INTO withdrawals (id, user_id, amount_cents, created_at) VALUES ('` + ids.New() + `', '` + ann.ID + `', 500, now() - interval '2 days')`,
		`INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date, expires_at)
		 VALUES ('` + trade + `', 'trade-` + trade + `', 'pending', '` + ann.ID + `', '` + bea.ID + `', '` + hat1.ID + `', '` + hat2.ID + `', 'pickup', current_date + 5, current_date + 9, now() - interval '1 hour')`,
	} {
		if _, err := pool.Exec(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	for _, m := range []ledger.Manual{
		{AdminID: bea.ID, UserID: ann.ID, Kind: ledger.ManualCredit, Cents: 1500, Reason: "moved"},
		{AdminID: bea.ID, UserID: ann.ID, Kind: ledger.ManualDebit, Cents: 250, Reason: "moved back"},
	} {
		if _, err := ledger.NewService(pool).ApplyManual(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]float64{
		"pursetrade_outbox_pending": 2, "pursetrade_outbox_failed": 1, "pursetrade_withdrawals_pending": 1,
		"pursetrade_trades_past_expiry": 1, "pursetrade_label_voids_overdue": 0, "pursetrade_trades_completed": 0, "pursetrade_ledger_check_problems": 0,
		"pursetrade_money_moved_cents_5m": 1750,
		"pursetrade_ops_gauges_up":        1,
	}
	var got map[string]float64
	testenv.Eventually(t, 10*time.Second, func() error { // the ledger check runs beside the first scrape
		if got = gather(t, reg); got["pursetrade_ledger_check_timestamp_seconds"] == 0 {
			return errors.New("the ledger check never reported")
		}
		return nil
	})
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s = %v, want %v", name, got[name], v)
		}
	}
	if due := got["pursetrade_outbox_oldest_due_seconds"]; due < 590 || due > 700 {
		t.Errorf("oldest due email waited %v s, want about 600", due)
	}
	if age := got["pursetrade_withdrawal_oldest_pending_seconds"]; age < 2*86400-60 {
		t.Errorf("oldest withdrawal %v s, want two days", age)
	}
	if len(got) != len(want)+3 {
		t.Errorf("%d gauges, want %d: %v", len(got), len(want)+3, got)
	}
}

func gather(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range families {
		got[f.GetName()] = f.GetMetric()[0].GetGauge().GetValue()
	}
	return got
}
