package api

import (
	"context"
	"net/http/httptest"
	"os"
	"runtime/pprof"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/catalog"
)

func TestZZCatalogProfile(t *testing.T) {
	if os.Getenv("CATPROF") == "" {
		t.Skip()
	}
	h := newHarness(t)
	sql := strings.ReplaceAll(strings.ReplaceAll(benchCatalogData, "105000", "21000"), "100000", "20000")
	if _, err := h.pool.Exec(context.Background(), sql); err != nil {
		t.Fatal(err)
	}
	h.pool.Exec(context.Background(), "VACUUM ANALYZE items")
	handler := h.srv.Handler()
	for _, path := range []string{"/hats?sort=value&order=desc", "/hats?q=leather+tote"} {
		f, _ := os.Create("/tmp/cat" + map[bool]string{true: "search", false: "value"}[strings.Contains(path, "q=")] + ".prof")
		for i := 0; i < 200; i++ {
			handler.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
		}
		pprof.StartCPUProfile(f)
		t0 := time.Now()
		n := 3000
		for i := 0; i < n; i++ {
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
			if rec.Code != 200 {
				t.Fatal(rec.Code)
			}
		}
		pprof.StopCPUProfile()
		f.Close()
		t.Logf("%s: %v per request (sequential)", path, time.Since(t0)/time.Duration(n))
	}
}

func TestZZCatalogHandler(t *testing.T) {
	if os.Getenv("CATPROF") == "" {
		t.Skip()
	}
	h := newHarness(t)
	sql := strings.ReplaceAll(strings.ReplaceAll(benchCatalogData, "105000", "21000"), "100000", "20000")
	if _, err := h.pool.Exec(context.Background(), sql); err != nil {
		t.Fatal(err)
	}
	handler := h.srv.Handler()
	path := "/hats?sort=value&order=desc"
	for i := 0; i < 20; i++ {
		handler.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
	}
	before := catalog.DebugLoads.Load()
	t0 := time.Now()
	for i := 0; i < 200; i++ {
		handler.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", path, nil))
	}
	t.Logf("handler: %v, loads %d", time.Since(t0)/200, catalog.DebugLoads.Load()-before)
	var v1, v2 time.Time
	h.pool.QueryRow(context.Background(), `SELECT max(updated_at) FROM users`).Scan(&v1)
	time.Sleep(time.Second)
	h.pool.QueryRow(context.Background(), `SELECT max(updated_at) FROM users`).Scan(&v2)
	t.Log(v1, v2)
}
