package api

import (
	"context"
	"encoding/csv"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/ledger"
)

func TestMoneyExportCSV(t *testing.T) {
	h := moneyHarness(t)
	ann, _ := moneyMember(h, "Ann", 1234)
	bea, _ := moneyMember(h, "=Bea", 500)
	if _, err := h.backend.Ledger.Apply(context.Background(), ledger.Plan{Key: "p", Ops: []ledger.Op{
		ledger.Penalty(ann, bea, 99, "=HYPERLINK(\"http://evil\")"),
	}}); err != nil {
		t.Fatal(err)
	}
	rec := h.do("GET", "/admin/transactions/export", "", h.admin()...)
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("export: %d %v", rec.Code, rec.Header())
	}
	rows, err := csv.NewReader(strings.NewReader(rec.Body.String())).ReadAll()
	if err != nil || len(rows) != 5 {
		t.Fatalf("csv: %v %q", err, rec.Body)
	}
	if strings.Join(rows[0], ",") != "id,created_at,user_id,user_name,user_email,type,direction,amount,balance_after,available_after,trade_id,user_b_id,description" {
		t.Fatalf("header: %v", rows[0])
	}
	credit := rows[1] // newest first: Bea's penalty credit
	if credit[2] != bea || credit[3] != "'=Bea" || credit[5] != "penalty" || credit[6] != "credit" || credit[7] != "0.99" ||
		credit[8] != "5.99" || credit[11] != ann || credit[12] != `'=HYPERLINK("http://evil")` {
		t.Fatalf("penalty row: %v", credit)
	}
	if last := rows[4]; last[2] != ann || last[5] != "deposit" || last[7] != "12.34" {
		t.Fatalf("oldest row: %v", last)
	}
	only := h.do("GET", "/admin/transactions/export?type=deposit&user_id="+bea, "", h.admin()...)
	if rows, _ := csv.NewReader(strings.NewReader(only.Body.String())).ReadAll(); len(rows) != 2 || rows[1][7] != "5.00" {
		t.Fatalf("filtered export: %q", only.Body)
	}
	none := h.do("GET", "/admin/transactions/export?type=award", "", h.admin()...)
	if none.Code != 200 || strings.Count(none.Body.String(), "\n") != 1 {
		t.Fatalf("empty export: %d %q", none.Code, none.Body)
	}
	h.refused(h.do("GET", "/admin/transactions/export?direction=sideways", "", h.admin()...), 400, "direction must be credit or debit")
}

// gateWriter is a response writer whose first Flush waits for the test.
type gateWriter struct {
	header   http.Header
	mu       sync.Mutex
	body     strings.Builder
	once     sync.Once
	flushed  chan struct{}
	released chan struct{}
}

func (w *gateWriter) Header() http.Header { return w.header }
func (w *gateWriter) WriteHeader(int)     {}
func (w *gateWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.body.Write(p)
}
func (w *gateWriter) Flush() {
	w.once.Do(func() {
		close(w.flushed)
		<-w.released
	})
}

// The export writes rows while PostgreSQL is still sending them: when the
// first rows are flushed to the client, the export query is still running
// on the server (it cannot have been read into memory first).
func TestMoneyExportStreamsWhileTheQueryRuns(t *testing.T) {
	h := moneyHarness(t)
	ctx := context.Background()
	mia, _ := moneyMember(h, "Mia", 0)
	const n = 100_000
	sqlExec(t, h.pool, `INSERT INTO transactions (id, user_id, type, direction, amount_cents, balance_after_cents,
			available_after_cents, description, idempotency_key, batch_key)
		SELECT 'e' || lpad(to_hex(i), 23, '0'), $1, 'deposit', 'credit', 100, i * 100, i * 100,
		       'Bulk deposit for the export test, long enough to fill socket buffers quickly', 'bulk/' || i, 'bulk/' || i
		FROM generate_series(1, $2::int) AS i`, mia, n)
	sqlExec(t, h.pool, `UPDATE user_balances SET balance_cents = $2 WHERE user_id = $1`, mia, int64(n)*100)

	w := &gateWriter{header: http.Header{}, flushed: make(chan struct{}), released: make(chan struct{})}
	req := httptest.NewRequest("GET", "/admin/transactions/export", nil)
	for i := 0; i+1 < len(h.admin()); i += 2 {
		req.Header.Set(h.admin()[i], h.admin()[i+1])
	}
	done := make(chan struct{})
	go func() { defer close(done); h.handler.ServeHTTP(w, req) }()
	select {
	case <-w.flushed:
	case <-done:
		t.Fatal("the export finished without flushing")
	case <-time.After(60 * time.Second):
		t.Fatal("no flush")
	}
	var active int
	err := h.pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active' AND query LIKE '/* ledger export */%'`).Scan(&active)
	close(w.released)
	<-done
	if err != nil || active != 1 {
		t.Fatalf("export query running at the first flush: %d (%v)", active, err)
	}
	if lines := strings.Count(w.body.String(), "\n"); lines != n+1 {
		t.Fatalf("%d lines, want %d", lines, n+1)
	}
}
