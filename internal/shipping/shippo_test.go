package shipping

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

const testToken = "shippo_test_0123456789"

// fakeShippo is an httptest stand-in for Shippo's shipments, transactions
// and tracks endpoints. It checks the authentication and content headers
// of every call, records the decoded JSON bodies, and answers what the
// test sets per "METHOD /path".
type fakeShippo struct {
	t       *testing.T
	mu      sync.Mutex
	answers map[string][]fakeAnswer // consumed in order; the last one repeats
	calls   []fakeCall
}

type fakeAnswer struct {
	status int
	body   string
}

type fakeCall struct {
	route string
	body  map[string]any
}

func newFakeShippo(t *testing.T) (*fakeShippo, *Shippo) {
	f := &fakeShippo{t: t, answers: map[string][]fakeAnswer{}}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	client := NewShippo(testToken, srv.URL+"/", nil)
	client.pollEvery = time.Millisecond
	return f, client
}

func (f *fakeShippo) answer(route string, status int, body string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.answers[route] = append(f.answers[route], fakeAnswer{status, body})
}

func (f *fakeShippo) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	route := r.Method + " " + r.URL.EscapedPath()
	if got := r.Header.Get("Authorization"); got != "ShippoToken "+testToken {
		f.t.Errorf("%s: Authorization %q", route, got)
	}
	if r.Header.Get("SHIPPO-API-VERSION") == "" || r.Header.Get("Accept") != "application/json" {
		f.t.Errorf("%s: headers %v", route, r.Header)
	}
	call := fakeCall{route: route}
	if r.Method == http.MethodPost {
		if ct := r.Header.Get("Content-Type"); ct != "application/json" {
			f.t.Errorf("%s: Content-Type %q", route, ct)
		}
		if err := json.NewDecoder(r.Body).Decode(&call.body); err != nil {
			f.t.Errorf("%s: body: %v", route, err)
		}
	}
	f.mu.Lock()
	f.calls = append(f.calls, call)
	queue := f.answers[route]
	var a fakeAnswer
	switch {
	case len(queue) == 0:
		a = fakeAnswer{404, `{"detail": "Not found."}`}
	case len(queue) == 1:
		a = queue[0]
	default:
		a, f.answers[route] = queue[0], queue[1:]
	}
	f.mu.Unlock()
	if a.status == 0 { // hang until the client gives up
		<-r.Context().Done()
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(a.status)
	_, _ = w.Write([]byte(a.body))
}

func (f *fakeShippo) routes() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for _, c := range f.calls {
		out = append(out, c.route)
	}
	return out
}

func (f *fakeShippo) body(i int) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[i].body
}

// Answers shaped like Shippo's documented examples.
const shipmentAnswer = `{
  "object_created": "2026-06-01T12:00:00Z", "object_id": "5e40ead7cffe4cc1ad45108696162e42",
  "object_owner": "shippotle@shippo.com", "status": "SUCCESS", "test": true,
  "address_from": {"object_id": "d799c2679e644279b59fe661ac8fa488"}, "parcels": [{"object_id": "e94c7fdfdc7b495dbb390a28d929d90a"}],
  "messages": [{"source": "DHLExpress", "code": "", "text": "Shippo's DHL Express master account doesn't support shipments to this destination"}],
  "rates": [
    {"amount": "9.25", "amount_local": "9.25", "currency": "USD", "currency_local": "USD", "attributes": ["FASTEST"],
     "carrier_account": "078870331023437cb917f5187429b093", "object_id": "adcfdddf8ec64b84ad22772bce3ea37a",
     "provider": "USPS", "servicelevel": {"name": "Priority Mail", "token": "usps_priority", "terms": ""},
     "estimated_days": 2, "duration_terms": "Delivery in 1 to 3 business days", "zone": "7", "test": true},
    {"amount": "7.50", "amount_local": "7.50", "currency": "USD", "currency_local": "USD", "attributes": ["CHEAPEST", "BESTVALUE"],
     "object_id": "b2c3d4e5f60718293a4b5c6d7e8f9012", "provider": "USPS",
     "servicelevel": {"name": "Ground Advantage", "token": "usps_ground_advantage"}, "estimated_days": 4},
    {"amount": "12.10", "currency": "USD", "object_id": "c3d4e5f60718293a4b5c6d7e8f901234", "provider": "UPS",
     "servicelevel": {"name": "Ground", "token": "ups_ground"}, "estimated_days": null},
    {"amount": "6.00", "currency": "EUR", "object_id": "d4e5f60718293a4b5c6d7e8f90123456", "provider": "DHL Express",
     "servicelevel": {"name": "Economy", "token": "dhl_economy"}, "estimated_days": 6}
  ]
}`

const transactionAnswer = `{
  "object_id": "915d94940ea54c3a80cbfa328722f5a1", "object_state": "VALID", "status": "SUCCESS",
  "object_created": "2026-06-01T12:00:05Z", "test": true, "label_file_type": "PDF",
  "rate": {"amount": "7.50", "currency": "USD", "object_id": "b2c3d4e5f60718293a4b5c6d7e8f9012", "provider": "USPS",
           "servicelevel_name": "Ground Advantage", "servicelevel_token": "usps_ground_advantage"},
  "tracking_number": "9499907123456123456781", "tracking_status": "UNKNOWN",
  "tracking_url_provider": "https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=9499907123456123456781",
  "label_url": "https://shippo-delivery.s3.amazonaws.com/70ae8117ee1749e393f249d5b77c45e0.pdf?Signature=x&Expires=1437093830",
  "eta": null, "messages": [], "metadata": "trade 65f1c0ffee0000000000abcd user1_out"
}`

const trackAnswer = `{
  "carrier": "usps", "tracking_number": "9499907123456123456781", "metadata": null,
  "address_from": {"city": "Hialeah", "state": "FL", "zip": "33012", "country": "US"},
  "address_to": {"city": "New York", "state": "NY", "zip": "10001", "country": "US"},
  "eta": "2026-06-05T18:00:00Z", "original_eta": "2026-06-05T18:00:00Z",
  "servicelevel": {"token": "usps_ground_advantage", "name": "Ground Advantage"},
  "tracking_status": {"object_created": "2026-06-03T08:00:00Z", "object_id": "x1", "status": "TRANSIT",
    "status_details": "Your shipment has departed from the origin.", "status_date": "2026-06-03T07:59:00Z",
    "substatus": {"code": "package_departed", "text": "Package has departed from an intermediate location in the carrier network.", "action_required": false},
    "location": {"city": "Miami", "state": "FL", "zip": "33166", "country": "US"}},
  "tracking_history": [
    {"object_id": "x0", "status": "PRE_TRANSIT", "status_details": "The carrier has received the electronic shipment information.",
     "status_date": "2026-06-01T12:00:00Z", "location": null},
    {"object_id": "x1", "status": "TRANSIT", "status_details": "Your shipment has departed from the origin.",
     "status_date": "2026-06-03T07:59:00Z", "location": {"city": "Miami", "state": "FL", "zip": "33166", "country": "US"}}
  ],
  "messages": []
}`

func TestShippoRates(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /shipments/", 201, shipmentAnswer)
	rates, err := c.Rates(context.Background(), hialeah, Address{Zip: "10001"}, StandardBox)
	if err != nil {
		t.Fatal(err)
	}
	want := []Rate{
		{AmountCents: 925, EstimatedDays: 2, Service: "Priority Mail", Carrier: "USPS", RateID: "adcfdddf8ec64b84ad22772bce3ea37a"},
		{AmountCents: 750, EstimatedDays: 4, Service: "Ground Advantage", Carrier: "USPS", RateID: "b2c3d4e5f60718293a4b5c6d7e8f9012"},
		{AmountCents: 1210, EstimatedDays: 0, Service: "Ground", Carrier: "UPS", RateID: "c3d4e5f60718293a4b5c6d7e8f901234"},
	}
	if len(rates) != len(want) {
		t.Fatalf("rates = %+v", rates)
	}
	for i := range want {
		if rates[i] != want[i] {
			t.Fatalf("rate %d = %+v, want %+v", i, rates[i], want[i])
		}
	}
	body := f.body(0)
	from, to := body["address_from"].(map[string]any), body["address_to"].(map[string]any)
	parcel := body["parcels"].([]any)[0].(map[string]any)
	if from["zip"] != "33012" || from["country"] != "US" || from["name"] != "Sofia Reyes" || from["street1"] != "100 W 49th St" ||
		to["zip"] != "10001" || to["country"] != "US" || body["async"] != false {
		t.Fatalf("shipment body %v", body)
	}
	if parcel["length"] != "15" || parcel["width"] != "8" || parcel["height"] != "14" || parcel["distance_unit"] != "in" ||
		parcel["weight"] != "3" || parcel["mass_unit"] != "lb" {
		t.Fatalf("parcel %v", parcel)
	}
}

func TestShippoNoRates(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /shipments/", 201, `{"object_id": "s1", "status": "SUCCESS", "rates": [],
	  "messages": [{"source": "USPS", "code": "", "text": "The address as submitted could not be found."}]}`)
	_, err := c.Rates(context.Background(), hialeah, Address{Zip: "00000"}, StandardBox)
	if !errors.Is(err, ErrNoRates) || !strings.Contains(err.Error(), "USPS: The address as submitted could not be found.") {
		t.Fatalf("err = %v", err)
	}
}

func TestShippoHTTPErrors(t *testing.T) {
	cases := []struct {
		status    int
		body      string
		messages  []string
		temporary bool
	}{
		{401, `{"detail": "Invalid token."}`, []string{"Invalid token."}, false},
		{400, `{"address_to": ["This field is required."], "parcels": {"0": "bad"}, "__all__": ["Bad shipment."]}`,
			[]string{"Bad shipment.", "address_to: This field is required."}, false},
		{400, `{"messages": [{"source": "Shippo", "code": "invalid_parcel", "text": "Parcel is too heavy."}]}`,
			[]string{"Shippo: Parcel is too heavy."}, false},
		{429, `{"detail": "Request was throttled."}`, []string{"Request was throttled."}, true},
		{502, `<html>Bad Gateway</html>`, []string{"<html>Bad Gateway</html>"}, true},
		{500, ``, []string{"Internal Server Error"}, true},
	}
	for _, tc := range cases {
		f, c := newFakeShippo(t)
		f.answer("POST /shipments/", tc.status, tc.body)
		_, err := c.Rates(context.Background(), hialeah, nyc, StandardBox)
		var apiErr *APIError
		if !errors.As(err, &apiErr) || apiErr.StatusCode != tc.status || apiErr.Temporary() != tc.temporary ||
			strings.Join(apiErr.Messages, "|") != strings.Join(tc.messages, "|") {
			t.Fatalf("%d %s: %#v", tc.status, tc.body, err)
		}
		if !strings.HasPrefix(err.Error(), "shippo create shipment: HTTP ") {
			t.Fatalf("message %q", err)
		}
	}
	f, c := newFakeShippo(t)
	f.answer("POST /shipments/", 201, `not json`)
	if _, err := c.Rates(context.Background(), hialeah, nyc, StandardBox); err == nil || !strings.Contains(err.Error(), "decode answer") {
		t.Fatalf("garbage answer: %v", err)
	}
}

func TestShippoBuyCheapestLabel(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /shipments/", 201, shipmentAnswer)
	f.answer("POST /transactions/", 201, transactionAnswer)
	label, err := c.BuyLabel(context.Background(), LabelRequest{TradeID: "65f1c0ffee0000000000abcd", Leg: "user1_out", From: hialeah, To: nyc})
	if err != nil {
		t.Fatal(err)
	}
	want := Label{
		LabelURL:       "https://shippo-delivery.s3.amazonaws.com/70ae8117ee1749e393f249d5b77c45e0.pdf?Signature=x&Expires=1437093830",
		TrackingNumber: "9499907123456123456781", Carrier: "usps",
		TrackingURL: "https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=9499907123456123456781",
		Service:     "Ground Advantage", AmountCents: 750, ProviderID: "915d94940ea54c3a80cbfa328722f5a1", Status: StatusPreTransit,
	}
	if label != want {
		t.Fatalf("label = %+v", label)
	}
	if got := strings.Join(f.routes(), ", "); got != "POST /shipments/, POST /transactions/" {
		t.Fatalf("calls: %s", got)
	}
	tx := f.body(1)
	if tx["rate"] != "b2c3d4e5f60718293a4b5c6d7e8f9012" || tx["label_file_type"] != "PDF" || tx["async"] != false ||
		tx["metadata"] != "trade 65f1c0ffee0000000000abcd user1_out" {
		t.Fatalf("transaction body %v", tx)
	}
}

func TestShippoBuyChosenRateAndQueuedLabel(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /transactions/", 201, `{"object_id": "tx9", "status": "QUEUED", "rate": "r-express", "messages": []}`)
	f.answer("GET /transactions/tx9", 200, `{"object_id": "tx9", "status": "WAITING", "rate": "r-express", "messages": []}`)
	f.answer("GET /transactions/tx9", 200, `{"object_id": "tx9", "status": "SUCCESS", "rate": "r-express",
	  "tracking_number": "1Z999AA10123456784", "tracking_url_provider": "https://www.ups.com/track?tracknum=1Z999AA10123456784",
	  "label_url": "https://shippo-delivery.s3.amazonaws.com/tx9.pdf", "messages": []}`)
	rate := Rate{AmountCents: 3100, EstimatedDays: 1, Service: "Next Day Air", Carrier: "UPS", RateID: "r-express"}
	label, err := c.BuyLabel(context.Background(), LabelRequest{TradeID: "t1", Leg: "user2_return", From: nyc, To: hialeah, Rate: rate})
	if err != nil {
		t.Fatal(err)
	}
	if label.Carrier != "ups" || label.Service != "Next Day Air" || label.AmountCents != 3100 || label.TrackingNumber != "1Z999AA10123456784" {
		t.Fatalf("label = %+v", label)
	}
	if got := strings.Join(f.routes(), ", "); got != "POST /transactions/, GET /transactions/tx9, GET /transactions/tx9" {
		t.Fatalf("calls: %s", got)
	}
	if _, err := c.BuyLabel(context.Background(), LabelRequest{Leg: "user1_out", Rate: rate}); !errors.Is(err, ErrBadRequest) {
		t.Fatalf("no trade id: %v", err)
	}
}

func TestShippoLabelError(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /transactions/", 201, `{"object_id": "tx1", "status": "ERROR", "rate": "r1",
	  "messages": [{"source": "UPS", "code": "carrier_timeout", "text": "UPS API did not respond. Please try again in a few minutes."}]}`)
	_, err := c.BuyLabel(context.Background(), LabelRequest{TradeID: "t1", Leg: "user1_out", Rate: Rate{RateID: "r1", Carrier: "UPS"}})
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != "ERROR" || apiErr.StatusCode != 0 || apiErr.Temporary() ||
		err.Error() != "shippo buy label: ERROR: UPS: UPS API did not respond. Please try again in a few minutes." {
		t.Fatalf("err = %v", err)
	}
}

func TestShippoTrack(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("GET /tracks/usps/9499907123456123456781", 200, trackAnswer)
	ts, err := c.Track(context.Background(), "usps", "9499907123456123456781")
	if err != nil {
		t.Fatal(err)
	}
	if ts.Status != StatusTransit || ts.Details != "Your shipment has departed from the origin." || ts.Carrier != "usps" ||
		!ts.UpdatedAt.Equal(time.Date(2026, 6, 3, 7, 59, 0, 0, time.UTC)) || ts.ETA == nil ||
		!ts.ETA.Equal(time.Date(2026, 6, 5, 18, 0, 0, 0, time.UTC)) || len(ts.Events) != 2 ||
		ts.Events[0].Status != StatusPreTransit || ts.Events[0].Location != "" || ts.Events[1].Location != "Miami, FL" {
		t.Fatalf("track = %+v", ts)
	}
	if _, err := c.Track(context.Background(), "usps", "nope/../x"); !errors.Is(err, ErrUnknownTracking) {
		t.Fatalf("unknown number: %v", err)
	}
	if got := f.routes()[1]; got != "GET /tracks/usps/nope%2F..%2Fx" {
		t.Fatalf("path not escaped: %s", got)
	}
}

func TestShippoTimeoutFromContext(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("POST /shipments/", 0, "")
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.Rates(ctx, hialeah, nyc, StandardBox)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Fatalf("err = %v after %v", err, time.Since(start))
	}
}

func TestParseTrackWebhook(t *testing.T) {
	ts, err := ParseTrackWebhook([]byte(`{"event": "track_updated", "test": true, "data": ` + trackAnswer + `}`))
	if err != nil || ts.Status != StatusTransit || ts.TrackingNumber != "9499907123456123456781" || len(ts.Events) != 2 {
		t.Fatalf("%+v %v", ts, err)
	}
	delivered := strings.Replace(trackAnswer, `"status": "TRANSIT",
    "status_details"`, `"status": "DELIVERED",
    "status_details"`, 1)
	if ts, _ := ParseTrackWebhook([]byte(`{"event": "track_updated", "data": ` + delivered + `}`)); ts.Status != StatusDelivered {
		t.Fatalf("delivered: %+v", ts)
	}
	if ts, _ := ParseTrackWebhook([]byte(`{"event": "track_updated", "data": {"carrier": "usps", "tracking_number": "1", "tracking_status": {"status": "SOMETHING_NEW", "status_date": ""}}}`)); ts.Status != StatusUnknown {
		t.Fatalf("unexpected status: %+v", ts)
	}
	for _, body := range []string{`{"event": "transaction_created", "data": {}}`, `{"event": "track_updated", "data": {}}`, `{`, `{"event": "track_updated", "data": {"tracking_number": "1", "eta": 12}}`} {
		if _, err := ParseTrackWebhook([]byte(body)); err == nil {
			t.Errorf("accepted %s", body)
		}
	}
}

// The webhook's substatus comes as Shippo's object or a bare string, and
// the body the offline provider sends reads back as the scan it was.
func TestTrackWebhookSubstatus(t *testing.T) {
	for _, sub := range []string{`{"code": "out_for_delivery", "text": "Out for delivery"}`, `"OUT_FOR_DELIVERY"`} {
		ts, err := ParseTrackWebhook([]byte(`{"event": "track_updated", "data": {"carrier": "usps", "tracking_number": "9400", ` +
			`"tracking_status": {"status": "TRANSIT", "substatus": ` + sub + `, "status_date": "2026-12-01T10:00:00Z"}}}`))
		if err != nil || ts.Status != StatusTransit || ts.Substatus != SubstatusOutForDelivery {
			t.Fatalf("substatus %s: %+v %v", sub, ts, err)
		}
	}
	at := time.Date(2026, 12, 1, 10, 0, 0, 123456000, time.UTC)
	body := TrackWebhookBody(OfflineCarrier, "PT000000000001", TrackingEvent{Status: StatusDelivered, At: at})
	ts, err := ParseTrackWebhook(body)
	if err != nil || ts.Carrier != OfflineCarrier || ts.TrackingNumber != "PT000000000001" || ts.Status != StatusDelivered ||
		ts.Substatus != "" || !ts.UpdatedAt.Equal(at) {
		t.Fatalf("offline body %s: %+v %v", body, ts, err)
	}
}
