package store_test

import (
	"context"
	"errors"
	"testing"

	"pursetrade/internal/store"
	"pursetrade/internal/testenv"
)

func TestPipelineAppliesAllOrNothing(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	if _, err := pool.Exec(ctx, "CREATE TABLE pipe_test (id int PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	var ok store.Pipeline
	_, _ = ok.Exec(ctx, "INSERT INTO pipe_test VALUES ($1)", 1)
	_, _ = ok.Exec(ctx, "INSERT INTO pipe_test VALUES ($1)", 2)
	if err := ok.Send(ctx, pool); err != nil {
		t.Fatal(err)
	}
	var failing store.Pipeline
	_, _ = failing.Exec(ctx, "INSERT INTO pipe_test VALUES ($1)", 3)
	_, _ = failing.Exec(ctx, "INSERT INTO pipe_test VALUES ($1)", 1) // duplicate key
	if err := failing.Send(ctx, pool); err == nil {
		t.Fatal("a failing statement must fail the pipeline")
	}
	var n int
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM pipe_test").Scan(&n); err != nil || n != 2 {
		t.Fatalf("rows = %d (%v), want 2: a failed pipeline leaves nothing", n, err)
	}
}

func TestPipelineRefusesReads(t *testing.T) {
	var p store.Pipeline
	if _, err := p.Query(context.Background(), "SELECT 1"); !errors.Is(err, store.ErrPipelinedRead) {
		t.Fatalf("Query: %v", err)
	}
	var x int
	if err := p.QueryRow(context.Background(), "SELECT 1").Scan(&x); !errors.Is(err, store.ErrPipelinedRead) {
		t.Fatalf("QueryRow: %v", err)
	}
}
