package crashtest

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/shipping"
)

// webhookSecret is the clusters' SHIPPO_WEBHOOK_SECRET.
const webhookSecret = "crash-test-carrier-webhook-secret"

// scansWhileWorkerDown drives a shipping trade to its labels, kills the
// worker, sends the carrier's scans of one label to the webhook (each
// twice, and one out of order) while no worker runs, and starts the worker
// again: the trade shows each scan exactly once.
func scansWhileWorkerDown(t *testing.T, c *cluster, pool *pgxpool.Pool) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := newPairs(t, c, pool, 1)[0]
	if _, err := pool.Exec(ctx, `UPDATE users SET zip_code = '10001', address = '350 5th Ave', city = 'New York', state = 'NY' WHERE id = $1`, p.b.ID); err != nil {
		t.Fatal(err)
	}
	start, end := datesAhead()
	status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
		"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "shipping"})
	if err != nil || status != http.StatusCreated {
		t.Fatalf("shipping request: %d %v %v", status, out, err)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	if status, out, err := c.call(ctx, "PUT", "/trades/"+p.tradeID+"/accept", p.tokB, nil); err != nil || status != http.StatusOK {
		t.Fatalf("accept: %d %v %v", status, out, err)
	}
	var number string
	testenv.Eventually(t, time.Minute, func() error {
		_, cur, err := c.call(ctx, "GET", "/trades/"+p.tradeID, p.tokA, nil)
		if err != nil {
			return err
		}
		for _, l := range cur["trade"].(map[string]any)["labels"].([]any) {
			if l := l.(map[string]any); l["leg"] == "user1_out" {
				number = l["tracking_number"].(string)
				return nil
			}
		}
		return fmt.Errorf("no labels yet")
	})

	c.mu.Lock()
	_ = c.worker.Stop(syscall.SIGKILL, 5*time.Second)
	base := time.Now().UTC().Truncate(time.Second)
	scan := func(status, sub string, after time.Duration) []byte {
		return shipping.TrackWebhookBody(shipping.OfflineCarrier, number, shipping.TrackingEvent{Status: status, Substatus: sub, At: base.Add(after)})
	}
	scans := [][]byte{scan("transit", "", 0), scan("transit", "out_for_delivery", time.Minute), scan("delivered", "", 2*time.Minute)}
	for _, body := range append(append(scans, scans...), scan("transit", "", 30*time.Second)) {
		resp, err := http.Post("http://"+c.apiAddr+"/shipping/webhook/"+webhookSecret, "application/json", bytes.NewReader(body))
		if err != nil || resp.StatusCode != http.StatusOK {
			c.mu.Unlock()
			t.Fatalf("webhook while the worker is down: %v %v", resp, err)
		}
		resp.Body.Close()
	}
	c.worker = c.start("worker", "worker")
	c.mu.Unlock()

	want := "carrier_transit,carrier_out_for_delivery,carrier_delivered"
	testenv.Eventually(t, time.Minute, func() error {
		_, cur, err := c.call(ctx, "GET", "/trades/"+p.tradeID, p.tokA, nil)
		if err != nil {
			return err
		}
		var kinds []string
		for _, e := range cur["timeline"].([]any) {
			if e := e.(map[string]any); e["carrier_at"] != nil {
				kinds = append(kinds, e["kind"].(string))
			}
		}
		if got := strings.Join(kinds, ","); got != want {
			return fmt.Errorf("carrier lines %q, want %q", got, want)
		}
		return nil
	})
	var stored int
	_ = pool.QueryRow(ctx, `SELECT count(*) FROM carrier_events WHERE trade_id = $1 AND signaled_at IS NOT NULL`, p.tradeID).Scan(&stored)
	if stored != 4 {
		t.Fatalf("%d scans stored and sent, want 4 (the three and the late one)", stored)
	}
}
