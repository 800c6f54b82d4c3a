package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/geo"
	"pursetrade/internal/ids"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

func (h *harness) exec(sql string, args ...any) {
	h.t.Helper()
	if _, err := h.pool.Exec(context.Background(), sql, args...); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) setZip(userID, zip string) {
	h.exec(`UPDATE users SET zip_code = $2 WHERE id = $1`, userID, zip)
}

// wantError checks an error answer's status and exact message.
func wantError(t *testing.T, rec *httptest.ResponseRecorder, status int, message string) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
	if msg, _ := decodeError(t, rec); msg != message {
		t.Fatalf("message %q, want %q", msg, message)
	}
}

type ratesAnswer struct {
	Rates []struct {
		Amount        float64 `json:"amount"`
		EstimatedDays int     `json:"estimated_days"`
		Service       string  `json:"service"`
		Carrier       string  `json:"carrier"`
		RateID        string  `json:"rate_id"`
	} `json:"rates"`
	CheapestRate struct {
		Amount  float64 `json:"amount"`
		Service string  `json:"service"`
	} `json:"cheapest_rate"`
	RoundTripCost float64 `json:"round_trip_cost"`
}

func TestShippingCalculateRates(t *testing.T) {
	h := newHarness(t)
	member := testenv.Member(t, h.pool, "Rita")
	auth := h.as(member.ID)
	const path = "/shipping/calculate-rates"

	wantError(t, h.do("POST", path, `{"from_zip":"33012","to_zip":"10001"}`), 401, "Authentication required")
	for _, body := range []string{`{}`, `{"from_zip":"33012"}`, `{"to_zip":"10001"}`, `{"from_zip":"  ","to_zip":"10001"}`, `{"from_zip":null,"to_zip":null}`} {
		wantError(t, h.do("POST", path, body, auth...), 400, "Please enter both from and to zip codes.")
	}
	for _, body := range []string{`{"from_zip":"3301","to_zip":"10001"}`, `{"from_zip":"33012","to_zip":"100011"}`,
		`{"from_zip":"abcde","to_zip":"10001"}`, `{"from_zip":"33012-1234","to_zip":"10001"}`, `{"from_zip":2134,"to_zip":"10001"}`,
		`{"from_zip":true,"to_zip":"10001"}`} {
		wantError(t, h.do("POST", path, body, auth...), 400, "Please enter valid 5-digit zip codes.")
	}
	wantError(t, h.do("POST", path, `{"from_zip":`, auth...), 400, "Malformed JSON in request body")
	wantError(t, h.do("POST", path, `{"from_zip":"00000","to_zip":"10001"}`, auth...), 422, "No shipping rates available for this route.")

	rec := h.do("POST", path, `{"from_zip":33012,"to_zip":" 10001 "}`, auth...)
	if rec.Code != 200 {
		t.Fatalf("rates: %d %s", rec.Code, rec.Body)
	}
	var got ratesAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Rates) != 3 || got.Rates[0].Service != "Ground" || got.Rates[1].Service != "Priority" || got.Rates[2].Service != "Express" {
		t.Fatalf("rates = %s", rec.Body)
	}
	for i, r := range got.Rates {
		if r.Amount <= 0 || r.EstimatedDays <= 0 || r.Carrier == "" || r.RateID != fmt.Sprintf("offline_%s_33012_10001", strings.ToLower(r.Service)) ||
			(i > 0 && r.Amount < got.Rates[i-1].Amount) {
			t.Fatalf("rate %d = %+v", i, r)
		}
	}
	if got.CheapestRate.Service != "Ground" || got.CheapestRate.Amount != got.Rates[0].Amount ||
		got.RoundTripCost != 2*got.CheapestRate.Amount {
		t.Fatalf("cheapest / round trip: %s", rec.Body)
	}

	h.exec(`UPDATE users SET status = 'restricted' WHERE id = $1`, member.ID)
	if rec := h.do("POST", path, `{"from_zip":"33012","to_zip":"10001"}`, auth...); rec.Code != 403 {
		t.Fatalf("restricted member: %d", rec.Code)
	}
}

// TestShippingCalculateRatesThroughShippo runs the endpoint against a fake
// Shippo: rates, no rates, and a failing carrier service.
func TestShippingCalculateRatesThroughShippo(t *testing.T) {
	answer := `{"object_id": "s1", "status": "SUCCESS", "messages": [], "rates": [
	  {"amount": "11.40", "currency": "USD", "object_id": "r-ups", "provider": "UPS", "servicelevel": {"name": "Ground", "token": "ups_ground"}, "estimated_days": 3},
	  {"amount": "8.05", "currency": "USD", "object_id": "r-usps", "provider": "USPS", "servicelevel": {"name": "Ground Advantage", "token": "usps_ground_advantage"}, "estimated_days": 4}]}`
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			AddressTo struct{ Zip string } `json:"address_to"`
		}
		_ = json.NewDecoder(r.Body).Decode(&body)
		if r.Method != "POST" || r.URL.Path != "/shipments/" || r.Header.Get("Authorization") != "ShippoToken shippo_test_api" {
			w.WriteHeader(400)
			return
		}
		switch body.AddressTo.Zip {
		case "10001":
			w.WriteHeader(201)
			_, _ = w.Write([]byte(answer))
		case "99501":
			w.WriteHeader(201)
			_, _ = w.Write([]byte(`{"object_id": "s2", "status": "SUCCESS", "rates": [], "messages": [{"source": "USPS", "text": "No service"}]}`))
		default:
			w.WriteHeader(503)
			_, _ = w.Write([]byte(`{"detail": "Service unavailable"}`))
		}
	}))
	defer fake.Close()
	h := newHarness(t, func(c *config.Config) { c.ShippoToken, c.ShippoBase = "shippo_test_api", fake.URL })
	if h.backend.Shipping.Name() != "shippo" {
		t.Fatalf("provider %s", h.backend.Shipping.Name())
	}
	auth := h.as(testenv.Member(t, h.pool, "Sam").ID)
	rec := h.do("POST", "/shipping/calculate-rates", `{"from_zip":"33012","to_zip":"10001"}`, auth...)
	want := `{"cheapest_rate":{"amount":8.05,"estimated_days":4,"service":"Ground Advantage","carrier":"USPS","rate_id":"r-usps"},` +
		`"rates":[{"amount":8.05,"estimated_days":4,"service":"Ground Advantage","carrier":"USPS","rate_id":"r-usps"},` +
		`{"amount":11.4,"estimated_days":3,"service":"Ground","carrier":"UPS","rate_id":"r-ups"}],"round_trip_cost":16.1}`
	if rec.Code != 200 || rec.Body.String() != want {
		t.Fatalf("rates: %d %s", rec.Code, rec.Body)
	}
	wantError(t, h.do("POST", "/shipping/calculate-rates", `{"from_zip":"33012","to_zip":"99501"}`, auth...), 422, "No shipping rates available for this route.")
	wantError(t, h.do("POST", "/shipping/calculate-rates", `{"from_zip":"33012","to_zip":"60601"}`, auth...), 502, "Failed to calculate shipping rates.")
}

type pickupAnswer struct {
	Eligible  bool   `json:"eligible"`
	Reason    string `json:"reason"`
	Distances struct {
		Initiator *float64 `json:"initiator_to_33017"`
		Owner     *float64 `json:"owner_to_33017"`
	} `json:"distances"`
	NextPickupDay string `json:"next_pickup_day"`
}

func TestShippingPickupEligible(t *testing.T) {
	h := newHarness(t)
	me := testenv.Member(t, h.pool, "Mia")     // 33012, 1.8 miles from 33017
	owner := testenv.Member(t, h.pool, "Olga") // moved below
	hat := testenv.Item(t, h.pool, owner.ID, 20000)
	auth := h.as(me.ID)
	const path = "/trades/pickup-eligible"
	check := func(hatID string, as []string) pickupAnswer {
		t.Helper()
		rec := h.do("POST", path, `{"hat_id":"`+hatID+`"}`, as...)
		if rec.Code != 200 {
			t.Fatalf("pickup-eligible: %d %s", rec.Code, rec.Body)
		}
		var a pickupAnswer
		if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		return a
	}
	miles := func(p *float64) float64 {
		if p == nil {
			return -1
		}
		return *p
	}

	h.setZip(owner.ID, "33139") // Miami Beach, 9.0 miles
	before := time.Now()
	a := check(hat.ID, auth)
	after := time.Now()
	if !a.Eligible || a.Reason != geo.ReasonEligible || miles(a.Distances.Initiator) != 1.8 || miles(a.Distances.Owner) != 9 {
		t.Fatalf("near: %+v", a)
	}
	day, err := time.Parse(time.DateOnly, a.NextPickupDay)
	if err != nil {
		t.Fatal(err)
	}
	if wd := day.Weekday(); wd != time.Thursday && wd != time.Sunday {
		t.Fatalf("next pickup day %s is a %s", a.NextPickupDay, wd)
	}
	if first, last := geo.NextPickupDay(rules.EarliestStart(before)), geo.NextPickupDay(rules.EarliestStart(after)); day.Before(first) || day.After(last) {
		t.Fatalf("next pickup day %s, want %s", a.NextPickupDay, first.Format(time.DateOnly))
	}

	h.setZip(owner.ID, "10001")
	if a := check(hat.ID, auth); a.Eligible || a.Reason != "Pickup not eligible: both users must be within 50 miles of 33017." ||
		miles(a.Distances.Owner) < 1000 || miles(a.Distances.Initiator) != 1.8 {
		t.Fatalf("far owner: %+v", a)
	}
	h.setZip(owner.ID, "00000")
	if a := check(hat.ID, auth); a.Eligible || a.Reason != `Pickup not eligible: ZIP code "00000" is not a known US ZIP code.` || a.Distances.Owner != nil {
		t.Fatalf("unknown owner ZIP: %+v", a)
	}
	h.setZip(owner.ID, "")
	if a := check(hat.ID, auth); a.Eligible || a.Reason != "Pickup not eligible: the bag's owner has no ZIP code on file." || a.Distances.Owner != nil {
		t.Fatalf("owner without ZIP: %+v", a)
	}
	h.setZip(owner.ID, "33017")
	h.setZip(me.ID, "")
	if a := check(hat.ID, auth); a.Eligible || a.Reason != "Add your ZIP code to your profile to check pickup eligibility." ||
		a.Distances.Initiator != nil || miles(a.Distances.Owner) != 0 {
		t.Fatalf("caller without ZIP: %+v", a)
	}
	h.setZip(me.ID, "33401") // West Palm Beach, about 65 miles
	if a := check(hat.ID, auth); a.Eligible || a.Reason != geo.ReasonTooFar || miles(a.Distances.Initiator) < 60 {
		t.Fatalf("far caller: %+v", a)
	}
	h.setZip(me.ID, "33012")

	wantError(t, h.do("POST", path, `{"hat_id":"`+hat.ID+`"}`), 401, "Authentication required")
	wantError(t, h.do("POST", path, `{}`, auth...), 400, "hat_id is required")
	wantError(t, h.do("POST", path, `{"hat_id":"   "}`, auth...), 400, "hat_id is required")
	wantError(t, h.do("POST", path, `{"hat_id":5}`, auth...), 400, "hat_id must be a string")
	wantError(t, h.do("POST", path, `{"hat_id":"`+ids.New()+`"}`, auth...), 404, "Item not found")
	wantError(t, h.do("POST", path, `{"hat_id":"not-an-id"}`, auth...), 404, "Item not found")

	// A bag that is not listed: only its owner and administrators see it.
	h.exec(`UPDATE items SET status = 'pending' WHERE id = $1`, hat.ID)
	wantError(t, h.do("POST", path, `{"hat_id":"`+hat.ID+`"}`, auth...), 404, "Item not found")
	if a := check(hat.ID, h.as(owner.ID)); !a.Eligible {
		t.Fatalf("owner checking own bag: %+v", a)
	}
	admin := testenv.Member(t, h.pool, "Ada")
	h.exec(`UPDATE users SET is_admin = true WHERE id = $1`, admin.ID)
	if a := check(hat.ID, h.as(admin.ID)); !a.Eligible {
		t.Fatalf("admin: %+v", a)
	}
	// A listed bag of a disabled owner is hidden too; a removed one from all.
	h.exec(`UPDATE items SET status = 'active' WHERE id = $1`, hat.ID)
	h.exec(`UPDATE users SET status = 'disabled' WHERE id = $1`, owner.ID)
	wantError(t, h.do("POST", path, `{"hat_id":"`+hat.ID+`"}`, auth...), 404, "Item not found")
	h.exec(`UPDATE items SET status = 'removed', removed_at = now() WHERE id = $1`, hat.ID)
	wantError(t, h.do("POST", path, `{"hat_id":"`+hat.ID+`"}`, h.as(admin.ID)...), 404, "Item not found")

	h.exec(`UPDATE users SET status = 'restricted' WHERE id = $1`, me.ID)
	if rec := h.do("POST", path, `{"hat_id":"`+hat.ID+`"}`, auth...); rec.Code != 403 {
		t.Fatalf("restricted member: %d", rec.Code)
	}
}

func TestShippingLabelDownload(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.DataDir = t.TempDir() })
	u1, u2, other := testenv.Member(t, h.pool, "Una"), testenv.Member(t, h.pool, "Vera"), testenv.Member(t, h.pool, "Wes")
	admin := testenv.Member(t, h.pool, "Ada")
	h.exec(`UPDATE users SET is_admin = true WHERE id = $1`, admin.ID)
	hat1, hat2 := testenv.Item(t, h.pool, u1.ID, 10000), testenv.Item(t, h.pool, u2.ID, 12000)
	tradeID := ids.New()
	label, err := h.backend.Shipping.BuyLabel(context.Background(), shipping.LabelRequest{
		TradeID: tradeID, Leg: "user1_out",
		From: shipping.Address{Name: "Una", Street1: "1 Palm Ave", City: "Hialeah", State: "FL", Zip: "33012"},
		To:   shipping.Address{Name: "Vera", Street1: "2 Ocean Dr", City: "Miami Beach", State: "FL", Zip: "33139"},
	})
	if err != nil {
		t.Fatal(err)
	}
	h.exec(`INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method,
	        shipping_cost_cents, start_date, end_date)
	        VALUES ($1, 'trade-' || $1, 'accepted', $2, $3, $4, $5, 'shipping', 3000, '2030-01-10', '2030-01-17')`,
		tradeID, u1.ID, u2.ID, hat1.ID, hat2.ID)
	raw, _ := json.Marshal(label)
	if err := db.New(h.pool).SaveTradeLabel(context.Background(), db.SaveTradeLabelParams{
		TradeID: tradeID, Leg: "user1_out", LabelUrl: label.LabelURL, Label: raw,
	}); err != nil {
		t.Fatal(err)
	}

	for _, who := range []string{u1.ID, u2.ID, admin.ID} {
		rec := h.do("GET", label.LabelURL, "", h.as(who)...)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/pdf" ||
			!strings.HasPrefix(rec.Body.String(), "%PDF-") || !strings.Contains(rec.Body.String(), label.TrackingNumber) ||
			rec.Header().Get("Cache-Control") != "private, no-store" {
			t.Fatalf("download as %s: %d %v", who, rec.Code, rec.Header())
		}
	}
	// Restricted members still reach their own labels.
	h.exec(`UPDATE users SET status = 'restricted' WHERE id = $1`, u2.ID)
	if rec := h.do("GET", label.LabelURL, "", h.as(u2.ID)...); rec.Code != 200 {
		t.Fatalf("restricted participant: %d", rec.Code)
	}
	wantError(t, h.do("GET", label.LabelURL, "", h.as(other.ID)...), 404, "Label not found")
	wantError(t, h.do("GET", label.LabelURL, ""), 401, "Authentication required")
	for _, p := range []string{"/labels/0123456789abcdef0123456789abcdef.pdf", "/labels/0123456789ABCDEF0123456789abcdef.pdf", "/labels/x.pdf",
		strings.Replace(label.LabelURL, ".pdf", ".json", 1)} {
		wantError(t, h.do("GET", p, "", h.as(admin.ID)...), 404, "Label not found")
	}
}
