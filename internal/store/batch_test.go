package store_test

import (
	"context"
	"errors"
	"testing"

	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
)

func TestBatchReadsEachCallsResult(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	var settings db.Setting
	var balances []db.TradeBalancesRow
	var b store.Batch
	b.Queue(func(conn db.DBTX) (err error) {
		settings, err = db.New(conn).GetSettings(ctx)
		return err
	})
	b.Queue(func(conn db.DBTX) (err error) {
		balances, err = db.New(conn).TradeBalances(ctx, []string{"nobody"})
		return err
	})
	if err := b.Send(ctx, pool); err != nil {
		t.Fatal(err)
	}
	want, err := db.New(pool).GetSettings(ctx)
	if err != nil || settings.ID != want.ID || settings.TradeFeeCents != want.TradeFeeCents {
		t.Fatalf("settings = %+v, want %+v (%v)", settings, want, err)
	}
	if balances == nil || len(balances) != 0 {
		t.Fatalf("balances = %#v, want an empty list", balances)
	}
}

func TestBatchStopsAtAFailedStatement(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	var settings db.Setting
	var settingsErr, afterErr error
	var b store.Batch
	b.Queue(func(conn db.DBTX) error {
		settings, settingsErr = db.New(conn).GetSettings(ctx)
		return settingsErr
	})
	b.Queue(func(conn db.DBTX) error { return db.New(conn).CreateUserBalance(ctx, "no-such-member") }) // foreign key
	b.Queue(func(conn db.DBTX) error {
		_, afterErr = db.New(conn).GetSettings(ctx)
		return afterErr
	})
	if err := b.Send(ctx, pool); err == nil {
		t.Fatal("a failing statement must fail the batch")
	}
	if settingsErr != nil || !settings.ID {
		t.Fatalf("the statement before the failure: %+v %v", settings, settingsErr)
	}
	if afterErr == nil {
		t.Fatal("the statement after the failure must not run")
	}
}

func TestBatchCallsMakeOneQueryEach(t *testing.T) {
	ctx := context.Background()
	var b store.Batch
	b.Queue(func(conn db.DBTX) error {
		_, _ = db.New(conn).GetSettings(ctx)
		_, err := db.New(conn).GetSettings(ctx)
		return err
	})
	if err := b.Send(ctx, testenv.NewPool(t)); !errors.Is(err, store.ErrNotOneQuery) {
		t.Fatalf("two queries in one call: %v", err)
	}
}
