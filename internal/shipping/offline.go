package shipping

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"
	"time"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/geo"
)

// OfflineCarrier is the carrier token of offline labels.
const OfflineCarrier = "offline"

const offlineCarrierName = "PurseTrade Post (offline)"

// Offline is the built-in provider: rates from a table by great-circle
// distance between the two ZIP codes, PDF labels drawn locally and kept in
// a file store (the shared bucket when replicas run on several machines),
// tracking derived from a label's age. Deterministic for a given distance;
// no carrier.
type Offline struct {
	files blobstore.Store
	now   func() time.Time
	day   time.Duration // a tracking day: 24 hours, shorter in `make dev` and tests
}

// NewOffline keeps labels and their records in files: the PDF under its
// file name, a tracking record as <tracking number>.json, a void record as
// <label file>.void.json.
func NewOffline(files blobstore.Store) *Offline {
	return &Offline{files: files, now: time.Now, day: 24 * time.Hour}
}

// Paced makes a tracking day last day (OFFLINE_TRACKING_DAY), so a parcel
// is delivered within minutes in `make dev` and seconds in tests; 0 keeps
// 24 hours.
func (o *Offline) Paced(day time.Duration) *Offline {
	if day > 0 {
		o.day = day
	}
	return o
}

// Name implements Provider.
func (*Offline) Name() string { return "offline" }

// offlineService is one row of the rate table: a price for the standard box
// growing with distance, and a delivery estimate by distance.
type offlineService struct {
	token, name    string
	baseCents      int64
	milliCentsMile int64 // thousandths of a cent per mile
	days           func(miles float64) int
}

var offlineServices = []offlineService{
	{"ground", "Ground", 895, 600, func(mi float64) int { return pick(mi, 300, 1000, 3, 4, 5) }},
	{"priority", "Priority", 1395, 900, func(mi float64) int { return pick(mi, 1000, math.Inf(1), 2, 3, 3) }},
	{"express", "Express", 2995, 1700, func(mi float64) int { return pick(mi, 500, math.Inf(1), 1, 2, 2) }},
}

func pick(mi, near, mid float64, a, b, c int) int {
	switch {
	case mi < near:
		return a
	case mi < mid:
		return b
	}
	return c
}

// price is base + distance, plus $1 per pound above the standard 3 lb,
// rounded up to 5 cents.
func (s offlineService) price(miles float64, p Parcel) int64 {
	c := s.baseCents + int64(math.Ceil(miles*float64(s.milliCentsMile)/1000))
	if extra := p.WeightLb - StandardBox.WeightLb; extra > 0 {
		c += 100 * int64(math.Ceil(extra))
	}
	return (c + 4) / 5 * 5
}

func offlineRateID(s offlineService, fromZip, toZip string) string {
	return "offline_" + s.token + "_" + fromZip + "_" + toZip
}

// Rates implements Provider: Ground (3-5 days), Priority (2-3) and Express
// (1-2). An unknown ZIP code has no rate.
func (o *Offline) Rates(ctx context.Context, from, to Address, parcel Parcel) ([]Rate, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	a, okA := geo.Lookup(from.Zip)
	b, okB := geo.Lookup(to.Zip)
	if !okA || !okB {
		return nil, fmt.Errorf("%w: unknown ZIP code (from %q, to %q)", ErrNoRates, from.Zip, to.Zip)
	}
	miles := geo.DistanceMiles(a, b)
	rates := make([]Rate, 0, len(offlineServices))
	for _, s := range offlineServices {
		rates = append(rates, Rate{
			AmountCents: s.price(miles, parcel), EstimatedDays: s.days(miles),
			Service: s.name, Carrier: offlineCarrierName, RateID: offlineRateID(s, from.Zip, to.Zip),
		})
	}
	return rates, nil
}

// offlineShipment is what Track needs to know about a label, kept next to
// the labels as <tracking number>.json (replaced when the leg's label is
// bought again).
type offlineShipment struct {
	CreatedAt     time.Time `json:"created_at"`
	Service       string    `json:"service"`
	EstimatedDays int       `json:"estimated_days"`
	From          string    `json:"from"` // "City, ST"
	To            string    `json:"to"`
	LabelFile     string    `json:"label_file"`
}

// BuyLabel implements Provider: it draws a 4 x 6 in PDF label, stores it
// under a random file name and returns its URL (LabelURLPrefix + name). The
// tracking number depends only on the trade and the leg, so buying a leg's
// label again keeps its number.
func (o *Offline) BuyLabel(ctx context.Context, req LabelRequest) (Label, error) {
	if req.TradeID == "" || req.Leg == "" {
		return Label{}, fmt.Errorf("%w: trade id and leg are required", ErrBadRequest)
	}
	rates, err := o.Rates(ctx, req.From, req.To, req.parcel())
	if err != nil {
		return Label{}, err
	}
	rate, ok := Cheapest(rates)
	if req.Rate.RateID != "" {
		ok = false
		for _, r := range rates {
			if r.RateID == req.Rate.RateID {
				rate, ok = r, true
			}
		}
	}
	if !ok {
		return Label{}, fmt.Errorf("%w: rate %q is not offered from %s to %s", ErrBadRequest, req.Rate.RateID, req.From.Zip, req.To.Zip)
	}
	now := o.now().UTC()
	number := OfflineTrackingNumber(req.TradeID, req.Leg)
	file, err := randomFileName()
	if err != nil {
		return Label{}, err
	}
	pdf := labelPDF(labelSheet{
		From: req.From, To: req.To, Service: rate.Service, EstimatedDays: rate.EstimatedDays,
		TrackingNumber: number, TradeID: req.TradeID, Leg: req.Leg, Created: now,
	})
	if err := o.files.Put(ctx, file, "application/pdf", pdf); err != nil {
		return Label{}, fmt.Errorf("store label: %w", err)
	}
	meta, _ := json.Marshal(offlineShipment{
		CreatedAt: now, Service: rate.Service, EstimatedDays: rate.EstimatedDays,
		From: cityLine(req.From), To: cityLine(req.To), LabelFile: file,
	})
	if err := o.files.Put(ctx, trackKey(number), "application/json", meta); err != nil {
		return Label{}, fmt.Errorf("store tracking: %w", err)
	}
	return Label{
		LabelURL: LabelURLPrefix + file, TrackingNumber: number, Carrier: OfflineCarrier,
		Service: rate.Service, AmountCents: rate.AmountCents, ProviderID: file, Status: StatusPreTransit,
	}, nil
}

var offlineNumberRe = regexp.MustCompile(`^PT[0-9]{12}$`)

// OfflineTrackingNumber is "PT" and 12 digits derived from the trade and leg.
func OfflineTrackingNumber(tradeID, leg string) string {
	sum := sha256.Sum256([]byte(tradeID + "/" + leg))
	return fmt.Sprintf("PT%012d", binary.BigEndian.Uint64(sum[:8])%1_000_000_000_000)
}

func trackKey(number string) string { return number + ".json" }

// read returns a stored record, or ErrNotFound.
func (o *Offline) read(ctx context.Context, key string) ([]byte, error) {
	f, err := o.files.Open(ctx, key)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// Track implements Provider. The parcel is pre_transit for a day after the
// label was made, then in transit for the service's estimated days, then
// delivered.
func (o *Offline) Track(ctx context.Context, carrier, number string) (TrackingStatus, error) {
	if err := ctx.Err(); err != nil {
		return TrackingStatus{}, err
	}
	if carrier != OfflineCarrier || !offlineNumberRe.MatchString(number) {
		return TrackingStatus{}, fmt.Errorf("%w: %s %s", ErrUnknownTracking, carrier, number)
	}
	raw, err := o.read(ctx, trackKey(number))
	if errors.Is(err, blobstore.ErrNotFound) {
		return TrackingStatus{}, fmt.Errorf("%w: %s %s", ErrUnknownTracking, carrier, number)
	}
	if err != nil {
		return TrackingStatus{}, err
	}
	var s offlineShipment
	if err := json.Unmarshal(raw, &s); err != nil {
		return TrackingStatus{}, fmt.Errorf("tracking record %s: %w", number, err)
	}
	return s.progress(carrier, number, o.now().UTC(), o.day), nil
}

// progress is the parcel's history by now: pre-transit for a day, then in
// transit for the service's days, out for delivery the last quarter day,
// then delivered.
func (s offlineShipment) progress(carrier, number string, now time.Time, day time.Duration) TrackingStatus {
	pickedUp := s.CreatedAt.Add(day)
	arrives := pickedUp.Add(time.Duration(s.EstimatedDays) * day)
	onVan := arrives.Add(-day / 4)
	events := []TrackingEvent{{Status: StatusPreTransit, Details: "Label created; waiting for the parcel.", At: s.CreatedAt, Location: s.From}}
	if !now.Before(pickedUp) {
		events = append(events, TrackingEvent{Status: StatusTransit, Details: s.Service + " parcel accepted, on its way to " + s.To + ".", At: pickedUp, Location: s.From})
	}
	if !now.Before(onVan) {
		events = append(events, TrackingEvent{Status: StatusTransit, Substatus: SubstatusOutForDelivery, Details: "Out for delivery.", At: onVan, Location: s.To})
	}
	if !now.Before(arrives) {
		events = append(events, TrackingEvent{Status: StatusDelivered, Details: "Delivered.", At: arrives, Location: s.To})
	}
	last := events[len(events)-1]
	ts := TrackingStatus{
		Carrier: carrier, TrackingNumber: number, Status: last.Status, Substatus: last.Substatus, Details: last.Details,
		UpdatedAt: last.At, Events: events,
	}
	if last.Status != StatusDelivered {
		ts.ETA = &arrives
	}
	return ts
}

func cityLine(a Address) string {
	return strings.TrimSpace(strings.Trim(a.City+", "+a.State, ", "))
}

func randomFileName() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b) + ".pdf", nil
}
