package api

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/catalog"
)

func TestZZCatalogTiming(t *testing.T) {
	if os.Getenv("CATPROF") == "" {
		t.Skip()
	}
	h := newHarness(t)
	ctx := context.Background()
	sql := strings.ReplaceAll(strings.ReplaceAll(benchCatalogData, "105000", "21000"), "100000", "20000")
	if _, err := h.pool.Exec(ctx, sql); err != nil {
		t.Fatal(err)
	}
	h.pool.Exec(ctx, "VACUUM ANALYZE items")
	h.pool.Exec(ctx, "VACUUM ANALYZE users")
	b, _ := catalog.ParseBrowse(map[string][]string{"sort": {"value"}})
	version, page, total, args := catalog.BrowseStatements(b)
	for name, q := range map[string]string{"version": version, "page": page, "total": total} {
		for i := 0; i < 20; i++ {
			rows, _ := h.pool.Query(ctx, q, args...)
			for rows.Next() {
			}
			rows.Close()
		}
		t0 := time.Now()
		for i := 0; i < 200; i++ {
			rows, err := h.pool.Query(ctx, q, args...)
			if err != nil {
				t.Fatal(err)
			}
			for rows.Next() {
			}
			rows.Close()
		}
		t.Logf("%s: %v", name, time.Since(t0)/200)
	}
	svc := catalog.NewService(h.pool, nil)
	for i := 0; i < 20; i++ {
		svc.Browse(ctx, b)
	}
	t0 := time.Now()
	for i := 0; i < 200; i++ {
		if _, err := svc.Browse(ctx, b); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("service browse: %v", time.Since(t0)/200)
}
