package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/shipping"
	"pursetrade/workflows"
)

// The webhook is public: its secret is its authentication.
func init() {
	addMatrixRows(map[string]matrixRow{"POST /shipping/webhook/:secret": notOwned(nil)})
}

const testWebhookSecret = "carrier-webhook-secret-0123456789"

const webhookPath = "/shipping/webhook/" + testWebhookSecret

// carrierTrade is an accepted shipping trade with its four offline labels,
// on a harness whose webhook takes testWebhookSecret.
func carrierTrade(t *testing.T, mutate ...func(*config.Config)) (h *harness, ana, bea tradeParty, id string, labels map[string]workflows.Label) {
	h, ana, bea, id, _ = shippingRequest(t, append([]func(*config.Config){func(c *config.Config) {
		c.ShippoWebhookSecret = testWebhookSecret
	}}, mutate...)...)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitTrade(id, ana.auth, "labels", func(tr map[string]any) bool { return len(tr["labels"].([]any)) == 4 })
	v, err := NewTradeEngine(h.temporal, h.cfg.TaskQueue).View(context.Background(), id, ana.user.ID)
	if err != nil {
		t.Fatal(err)
	}
	labels = map[string]workflows.Label{}
	for _, l := range v.Labels {
		labels[l.Leg] = l
	}
	return h, ana, bea, id, labels
}

func scanBody(l workflows.Label, status, sub string, at time.Time) string {
	return string(shipping.TrackWebhookBody(l.Carrier, l.TrackingNumber, shipping.TrackingEvent{Status: status, Substatus: sub, At: at}))
}

// carrierLines are the trade's carrier timeline lines as a member reads
// them: "kind carrier-time".
func (h *harness) carrierLines(id string, auth []string) []string {
	h.t.Helper()
	var out []string
	for _, e := range h.jsonDo(200, "GET", "/trades/"+id, nil, auth)["timeline"].([]any) {
		e := e.(map[string]any)
		if at, ok := e["carrier_at"].(string); ok {
			out = append(out, e["kind"].(string)+" "+at)
		}
	}
	return out
}

func (h *harness) storedScans(id string) int {
	var n int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM carrier_events WHERE trade_id = $1`, id).Scan(&n)
	return n
}

func (h *harness) messagesWithSubject(userID, subject string) int {
	var n int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM member_messages WHERE user_id = $1 AND subject = $2`, userID, subject).Scan(&n)
	return n
}

// The webhook: a forged one changes nothing, scans of the trade's labels
// reach both timelines once with the carrier's time (whatever their order,
// however often and however concurrently they come), scans of other labels
// are ignored, and a delivery not confirmed in time is reminded once.
func TestCarrierWebhook(t *testing.T) {
	h, ana, bea, id, labels := carrierTrade(t, func(c *config.Config) { c.DeliveryReminderAfter = 3 * time.Second })
	out, back := labels[workflows.LegRequesterOut], labels[workflows.LegOwnerOut]
	base := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	transit := scanBody(out, shipping.StatusTransit, "", base)

	for _, path := range []string{"/shipping/webhook/wrong", "/shipping/webhook/" + testWebhookSecret[:10], webhookPath + "x"} {
		h.refused(h.do("POST", path, transit), 404, "Not found")
	}
	h.refused(h.do("POST", webhookPath, `{"event":`), 400, "Expected a Shippo track_updated event with a tracking number")
	h.refused(h.do("POST", webhookPath, `{"event":"transaction_created","data":{}}`), 400, "Expected a Shippo track_updated event with a tracking number")
	send := func(body string, applied bool) {
		t.Helper()
		rec := h.do("POST", webhookPath, body)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), fmt.Sprintf(`"applied":%v`, applied)) {
			t.Fatalf("webhook: %d %s", rec.Code, rec.Body)
		}
	}
	foreign := out
	foreign.TrackingNumber = "PT000000000001"
	send(scanBody(foreign, shipping.StatusDelivered, "", base), false)
	if n := h.storedScans(id); n != 0 {
		t.Fatalf("%d scans stored from forged or foreign webhooks", n)
	}

	send(transit, true)
	send(scanBody(out, shipping.StatusTransit, shipping.SubstatusOutForDelivery, base.Add(20*time.Minute)), true)
	send(scanBody(out, shipping.StatusDelivered, "", base.Add(30*time.Minute)), true)
	send(scanBody(out, shipping.StatusDelivered, "", base.Add(30*time.Minute)), false) // the same scan again
	send(scanBody(out, shipping.StatusTransit, "", base.Add(10*time.Minute)), true)    // stored, but older than the delivery
	send(transit, false)

	// The same new scan fired at once by many callers reaches the trade once.
	race := scanBody(back, shipping.StatusTransit, "", base.Add(5*time.Minute))
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if rec := h.do("POST", webhookPath, race); rec.Code != 200 {
				t.Errorf("parallel webhook: %d %s", rec.Code, rec.Body)
			}
		}()
	}
	wg.Wait()

	at := func(d time.Duration) string { return base.Add(d).Format(time.RFC3339) }
	want := []string{"carrier_transit " + at(0), "carrier_out_for_delivery " + at(20*time.Minute),
		"carrier_delivered " + at(30*time.Minute), "carrier_transit " + at(5*time.Minute)}
	for _, who := range [][]string{ana.auth, bea.auth, h.admin()} {
		testenv.Eventually(t, 20*time.Second, func() error {
			if got := h.carrierLines(id, who); fmt.Sprint(got) != fmt.Sprint(want) {
				return fmt.Errorf("carrier lines %v, want %v", got, want)
			}
			return nil
		})
	}
	for _, e := range h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth)["timeline"].([]any) {
		if e := e.(map[string]any); e["kind"] == "carrier_out_for_delivery" && e["description"] != "Out for delivery: "+ana.user.Name+"'s bag to "+bea.user.Name {
			t.Fatalf("the parcel is named by its members: %v", e["description"])
		}
	}
	if n := h.storedScans(id); n != 5 {
		t.Fatalf("%d scans stored, want 5", n)
	}
	tr := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, h.admin())["trade"].(map[string]any)
	if cs := fmt.Sprint(tr["carrier_status"]); !strings.Contains(cs, "leg:user1_out") || !strings.Contains(cs, "status:delivered") {
		t.Fatalf("carrier status: %s", cs)
	}

	// Bea has not confirmed the delivered bag: one reminder after 3 s.
	const subject = "Your parcel was delivered: please confirm"
	testenv.Eventually(t, 20*time.Second, func() error {
		if n := h.messagesWithSubject(bea.user.ID, subject); n != 1 {
			return fmt.Errorf("%d reminders", n)
		}
		return nil
	})
	// Ana confirms hers in time, after its delivery: no reminder for her.
	send(scanBody(back, shipping.StatusDelivered, "", time.Now().UTC().Truncate(time.Second)), true)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, ana.auth)
	time.Sleep(4 * time.Second) // the window in which no second reminder and none for Ana may come
	if a, b := h.messagesWithSubject(ana.user.ID, subject), h.messagesWithSubject(bea.user.ID, subject); a != 0 || b != 1 {
		t.Fatalf("reminders: Ana %d, Bea %d", a, b)
	}
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "complete", "reason": "Test finished"}, h.admin())
	h.waitClosed(id)
	recordHistory(t, h.temporal, id, "shipping_carrier_scans.json")
}

// Without a secret the route is off; nothing reaches a trade.
func TestCarrierWebhookOffWithoutSecret(t *testing.T) {
	srv, _ := testServer(t, testConfig(t), testenv.NewPool(t), nil, nil, nil)
	for _, path := range []string{"/shipping/webhook/anything", "/shipping/webhook/" + testWebhookSecret} {
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, newTestRequest("POST", path, `{"event":"track_updated"}`))
		if rec.Code != 404 {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
	}
}

// The offline provider's scans go through the real route, with the
// secret, and reach the timeline; a second round sends nothing again.
func TestOfflineScansThroughTheWebhook(t *testing.T) {
	h, ana, _, id, _ := carrierTrade(t, func(c *config.Config) { c.OfflineTrackingDay = time.Second })
	web := httptest.NewServer(h.handler)
	t.Cleanup(web.Close)
	offline := h.backend.Shipping.(*shipping.Offline)
	scans := shipping.OfflineScans{Provider: offline, Labels: h.backend.Trades.OfflineLabelsInTransit,
		URL: web.URL + webhookPath, Client: web.Client(), Logger: testenv.Logger()}
	testenv.Eventually(t, 30*time.Second, func() error {
		if _, err := scans.SendDue(context.Background()); err != nil {
			return err
		}
		kinds := strings.Join(h.carrierLines(id, ana.auth), ",")
		if strings.Count(kinds, "carrier_delivered") != 2 || strings.Count(kinds, "carrier_out_for_delivery") != 2 {
			return fmt.Errorf("carrier lines so far: %s", kinds)
		}
		return nil
	})
	stored := h.storedScans(id)
	if n, err := scans.SendDue(context.Background()); err != nil || n != 0 || h.storedScans(id) != stored {
		t.Fatalf("a round after delivery sent %d scans (%v)", n, err)
	}
}

// The webhook's secret never reaches the access log.
func TestCarrierWebhookSecretStaysOutOfTheLog(t *testing.T) {
	var logs strings.Builder
	r := gin.New()
	r.Use(accessLog(slog.New(slog.NewTextHandler(&logs, nil))))
	r.POST("/shipping/webhook/:secret", func(c *gin.Context) { c.Status(404) })
	r.ServeHTTP(httptest.NewRecorder(), newTestRequest("POST", "/shipping/webhook/"+testWebhookSecret, `{}`))
	if strings.Contains(logs.String(), testWebhookSecret) || !strings.Contains(logs.String(), "path=/shipping/webhook/:secret") {
		t.Fatalf("access log: %s", logs.String())
	}
}
