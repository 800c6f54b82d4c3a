package shipping

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
)

func zipAddr(zip string) Address { return Address{Zip: zip} }

var (
	hialeah = Address{Name: "Sofia Reyes", Street1: "100 W 49th St", City: "Hialeah", State: "FL", Zip: "33012"}
	nyc     = Address{Name: "Ann (Annie) O'Neil \\ Jr.", Street1: "350 5th Ave", Street2: "Apt 7", City: "New York", State: "NY", Zip: "10001"}
)

func TestOfflineRatesGrowWithDistance(t *testing.T) {
	o := NewOffline(blobstore.Local{Dir: t.TempDir()})
	ctx := context.Background()
	same, err := o.Rates(ctx, zipAddr("33017"), zipAddr("33017"), StandardBox)
	if err != nil {
		t.Fatal(err)
	}
	want := []Rate{
		{AmountCents: 895, EstimatedDays: 3, Service: "Ground", Carrier: offlineCarrierName, RateID: "offline_ground_33017_33017"},
		{AmountCents: 1395, EstimatedDays: 2, Service: "Priority", Carrier: offlineCarrierName, RateID: "offline_priority_33017_33017"},
		{AmountCents: 2995, EstimatedDays: 1, Service: "Express", Carrier: offlineCarrierName, RateID: "offline_express_33017_33017"},
	}
	for i := range want {
		if same[i] != want[i] {
			t.Fatalf("rate %d = %+v, want %+v", i, same[i], want[i])
		}
	}
	var prev []Rate = same
	for _, to := range []string{"33139", "10001", "90210"} { // 9, ~1100, ~2350 miles
		rates, err := o.Rates(ctx, hialeah, zipAddr(to), StandardBox)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := o.Rates(ctx, hialeah, zipAddr(to), StandardBox)
		for i, r := range rates {
			if r != again[i] {
				t.Fatalf("not deterministic: %+v vs %+v", r, again[i])
			}
			if r.AmountCents < prev[i].AmountCents || r.AmountCents%5 != 0 {
				t.Fatalf("%s to %s: %d cents after %d", r.Service, to, r.AmountCents, prev[i].AmountCents)
			}
			if r.EstimatedDays < prev[i].EstimatedDays {
				t.Fatalf("%s to %s faster than nearer: %+v", r.Service, to, r)
			}
		}
		if !(rates[0].AmountCents < rates[1].AmountCents && rates[1].AmountCents < rates[2].AmountCents) {
			t.Fatalf("services not ordered by price: %+v", rates)
		}
		if c, _ := Cheapest(rates); c.Service != "Ground" {
			t.Fatalf("cheapest = %+v", c)
		}
		prev = rates
	}
	far := prev // Hialeah to Beverly Hills
	if far[0].EstimatedDays != 5 || far[1].EstimatedDays != 3 || far[2].EstimatedDays != 2 {
		t.Fatalf("cross-country days: %+v", far)
	}
	heavy, _ := o.Rates(ctx, hialeah, zipAddr("90210"), Parcel{15, 8, 14, 5.5})
	if heavy[0].AmountCents != far[0].AmountCents+300 {
		t.Fatalf("5.5 lb ground %d vs 3 lb %d", heavy[0].AmountCents, far[0].AmountCents)
	}
}

func TestOfflineRatesUnknownZIP(t *testing.T) {
	o := NewOffline(blobstore.Local{Dir: t.TempDir()})
	for _, pair := range [][2]string{{"00000", "33012"}, {"33012", "99999"}, {"", ""}} {
		_, err := o.Rates(context.Background(), zipAddr(pair[0]), zipAddr(pair[1]), StandardBox)
		if !errors.Is(err, ErrNoRates) {
			t.Fatalf("%v: err = %v", pair, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := o.Rates(ctx, hialeah, nyc, StandardBox); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
}

func TestOfflineLabelEndToEnd(t *testing.T) {
	o := NewOffline(blobstore.Local{Dir: t.TempDir()})
	clock := time.Date(2026, 6, 1, 15, 0, 0, 0, time.UTC)
	o.now = func() time.Time { return clock }
	ctx := context.Background()

	if _, err := o.BuyLabel(ctx, LabelRequest{From: hialeah, To: nyc}); !errors.Is(err, ErrBadRequest) {
		t.Fatalf("no trade: %v", err)
	}
	req := LabelRequest{TradeID: "65f1c0ffee0000000000abcd", Leg: "user1_out", From: hialeah, To: nyc}
	if _, err := o.BuyLabel(ctx, LabelRequest{TradeID: req.TradeID, Leg: req.Leg, From: hialeah, To: zipAddr("00000")}); !errors.Is(err, ErrNoRates) {
		t.Fatalf("unknown ZIP: %v", err)
	}
	bad := req
	bad.Rate = Rate{RateID: "offline_express_33012_90210"}
	if _, err := o.BuyLabel(ctx, bad); !errors.Is(err, ErrBadRequest) {
		t.Fatalf("rate of another route: %v", err)
	}

	label, err := o.BuyLabel(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	file := strings.TrimPrefix(label.LabelURL, LabelURLPrefix)
	if !strings.HasPrefix(label.LabelURL, LabelURLPrefix) || !ValidLabelFile(file) || label.ProviderID != file {
		t.Fatalf("label URL %q", label.LabelURL)
	}
	if label.Carrier != OfflineCarrier || label.Service != "Ground" || label.Status != StatusPreTransit ||
		label.TrackingNumber != OfflineTrackingNumber(req.TradeID, req.Leg) || !offlineNumberRe.MatchString(label.TrackingNumber) {
		t.Fatalf("label = %+v", label)
	}
	pdf, err := o.read(ctx, file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-1.4")) || !bytes.Contains(pdf, []byte(label.TrackingNumber)) ||
		!bytes.Contains(pdf, []byte("Sofia Reyes")) || !bytes.Contains(pdf, []byte(`Ann \(Annie\) O'Neil \\ Jr.`)) ||
		!bytes.HasSuffix(pdf, []byte("%%EOF\n")) {
		t.Fatalf("label PDF content:\n%s", pdf)
	}

	// Buying the leg again (regenerate) keeps the number, not the file.
	express := req
	express.Rate = Rate{RateID: "offline_express_33012_10001"}
	again, err := o.BuyLabel(ctx, express)
	if err != nil {
		t.Fatal(err)
	}
	if again.TrackingNumber != label.TrackingNumber || again.LabelURL == label.LabelURL || again.Service != "Express" {
		t.Fatalf("regenerated: %+v vs %+v", again, label)
	}
	other, _ := o.BuyLabel(ctx, LabelRequest{TradeID: req.TradeID, Leg: "user2_out", From: nyc, To: hialeah})
	if other.TrackingNumber == label.TrackingNumber {
		t.Fatal("two legs share a tracking number")
	}

	// Tracking follows the label's age: express is 2 days from Hialeah to NYC.
	steps := []struct {
		after  time.Duration
		status string
		events int
	}{
		{0, StatusPreTransit, 1},
		{23 * time.Hour, StatusPreTransit, 1},
		{24 * time.Hour, StatusTransit, 2},
		{65 * time.Hour, StatusTransit, 2},
		{66 * time.Hour, StatusTransit, 3}, // out for delivery
		{72 * time.Hour, StatusDelivered, 4},
		{30 * 24 * time.Hour, StatusDelivered, 4},
	}
	for _, s := range steps {
		clock = time.Date(2026, 6, 1, 15, 0, 0, 0, time.UTC).Add(s.after)
		ts, err := o.Track(ctx, label.Carrier, label.TrackingNumber)
		if err != nil {
			t.Fatal(err)
		}
		if ts.Status != s.status || len(ts.Events) != s.events || ts.TrackingNumber != label.TrackingNumber || ts.Details == "" {
			t.Fatalf("after %v: %+v", s.after, ts)
		}
		if (ts.ETA == nil) != (s.status == StatusDelivered) {
			t.Fatalf("after %v: eta %v", s.after, ts.ETA)
		}
		if s.status == StatusDelivered && (ts.Events[3].Location != "New York, NY" || ts.Events[2].Substatus != SubstatusOutForDelivery) {
			t.Fatalf("delivered where? %+v", ts.Events)
		}
	}

	for _, c := range [][2]string{{"usps", label.TrackingNumber}, {OfflineCarrier, "PT000000000000"}, {OfflineCarrier, "../../etc/passwd"}} {
		if _, err := o.Track(ctx, c[0], c[1]); !errors.Is(err, ErrUnknownTracking) {
			t.Fatalf("Track(%q, %q) = %v", c[0], c[1], err)
		}
	}
}

func TestCheapest(t *testing.T) {
	if _, ok := Cheapest(nil); ok {
		t.Fatal("cheapest of nothing")
	}
	r, _ := Cheapest([]Rate{{AmountCents: 900, EstimatedDays: 5, RateID: "a"}, {AmountCents: 800, EstimatedDays: 4, RateID: "b"}, {AmountCents: 800, EstimatedDays: 2, RateID: "c"}})
	if r.RateID != "c" {
		t.Fatalf("cheapest = %+v", r)
	}
}

func TestNewPicksProvider(t *testing.T) {
	if p := New(config.Config{}, blobstore.Local{Dir: t.TempDir()}); p.Name() != "offline" {
		t.Fatalf("default provider %s", p.Name())
	}
	p := New(config.Config{ShippoToken: "shippo_test_x", ShippoBase: "http://127.0.0.1:1"}, nil)
	if s, ok := p.(*Shippo); !ok || s.base != "http://127.0.0.1:1" || p.Name() != "shippo" {
		t.Fatalf("with token: %#v", p)
	}
	for name, ok := range map[string]bool{
		"0123456789abcdef0123456789abcdef.pdf": true, "0123456789ABCDEF0123456789abcdef.pdf": false,
		"../0123456789abcdef0123456789abcd.pdf": false, "0123456789abcdef0123456789abcdef.json": false, "": false,
	} {
		if ValidLabelFile(name) != ok {
			t.Errorf("ValidLabelFile(%q) != %v", name, ok)
		}
	}
}

func BenchmarkOfflineRates(b *testing.B) {
	o := NewOffline(blobstore.Local{Dir: b.TempDir()})
	ctx := context.Background()
	for b.Loop() {
		if _, err := o.Rates(ctx, hialeah, nyc, StandardBox); err != nil {
			b.Fatal(err)
		}
	}
}
