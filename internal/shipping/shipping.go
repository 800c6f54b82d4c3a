// Package shipping quotes rates, buys labels and tracks parcels.
//
// Two providers implement Provider: Shippo (a small typed client over its
// REST API, used when SHIPPO_API_TOKEN is set) and Offline (a built-in rate
// table by distance and locally drawn PDF labels, the default, so `make dev`
// needs no account). New picks one from the configuration.
package shipping

import (
	"cmp"
	"context"
	"errors"
	"regexp"
	"slices"
	"time"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
)

// Address is one end of a shipment. Country is an ISO code; empty means US.
type Address struct {
	Name    string `json:"name"`
	Street1 string `json:"street1"`
	Street2 string `json:"street2,omitempty"`
	City    string `json:"city"`
	State   string `json:"state"`
	Zip     string `json:"zip"`
	Country string `json:"country,omitempty"`
	Phone   string `json:"phone,omitempty"`
	Email   string `json:"email,omitempty"`
}

// Parcel is a box in inches and pounds.
type Parcel struct {
	LengthIn float64 `json:"length_in"`
	WidthIn  float64 `json:"width_in"`
	HeightIn float64 `json:"height_in"`
	WeightLb float64 `json:"weight_lb"`
}

// StandardBox is the box every bag travels in: 15 x 8 x 14 inches (the
// specification), about 3 lb packed.
var StandardBox = Parcel{LengthIn: 15, WidthIn: 8, HeightIn: 14, WeightLb: 3}

// Rate is one quoted service for one direction.
type Rate struct {
	AmountCents   int64  `json:"amount_cents"`
	EstimatedDays int    `json:"estimated_days"` // 0 when the carrier gives none
	Service       string `json:"service"`        // e.g. "Priority Mail", "Ground"
	Carrier       string `json:"carrier"`        // display name, e.g. "USPS"
	RateID        string `json:"rate_id"`        // the provider's id, for BuyLabel
}

// RoundTripCents is what a trade's shipping costs each member at this
// rate: the bag goes out and comes back, two labels a member.
func (r Rate) RoundTripCents() int64 { return 2 * r.AmountCents }

// Cheapest returns the lowest-priced rate (the faster one on a tie).
func Cheapest(rates []Rate) (Rate, bool) {
	if len(rates) == 0 {
		return Rate{}, false
	}
	return slices.MinFunc(rates, byPrice), true
}

// SortByPrice orders rates cheapest first, the faster first on a tie.
func SortByPrice(rates []Rate) { slices.SortStableFunc(rates, byPrice) }

func byPrice(a, b Rate) int {
	if a.AmountCents != b.AmountCents {
		return cmp.Compare(a.AmountCents, b.AmountCents)
	}
	return cmp.Compare(a.EstimatedDays, b.EstimatedDays)
}

// LabelRequest asks for one label. TradeID and Leg (a trade leg such as
// "user1_out", see workflows.Leg*) identify it: the offline tracking number
// is derived from them; Shippo gets them as metadata.
type LabelRequest struct {
	TradeID string  `json:"trade_id"`
	Leg     string  `json:"leg"`
	From    Address `json:"from"`
	To      Address `json:"to"`
	Parcel  Parcel  `json:"parcel"` // zero value: StandardBox
	// Rate to buy, as returned by Rates; the zero value buys the cheapest
	// rate quoted at purchase time.
	Rate Rate `json:"rate"`
}

func (r LabelRequest) parcel() Parcel {
	if r.Parcel == (Parcel{}) {
		return StandardBox
	}
	return r.Parcel
}

// Label is a bought label.
type Label struct {
	LabelURL       string `json:"label_url"`
	TrackingNumber string `json:"tracking_number"`
	// Carrier is the carrier token Track expects ("usps", "fedex",
	// "offline"), not the display name.
	Carrier     string `json:"carrier"`
	TrackingURL string `json:"tracking_url"` // carrier's tracking page; "" offline
	Service     string `json:"service"`
	AmountCents int64  `json:"amount_cents"`
	ProviderID  string `json:"provider_id"` // Shippo transaction id; offline: label file name
	Status      string `json:"status"`      // tracking status at purchase: StatusPreTransit
}

// Tracking statuses (Shippo's, lower-cased).
const (
	StatusUnknown    = "unknown"
	StatusPreTransit = "pre_transit"
	StatusTransit    = "transit"
	StatusDelivered  = "delivered"
	StatusReturned   = "returned"
	StatusFailure    = "failure"
)

// TrackingEvent is one step of a parcel's history.
type TrackingEvent struct {
	Status    string    `json:"status"`
	Substatus string    `json:"substatus,omitempty"` // e.g. SubstatusOutForDelivery
	Details   string    `json:"details"`
	At        time.Time `json:"at"`
	Location  string    `json:"location,omitempty"`
}

// TrackingStatus is where a parcel is now, with its history (oldest first).
type TrackingStatus struct {
	Carrier        string          `json:"carrier"`
	TrackingNumber string          `json:"tracking_number"`
	Status         string          `json:"status"`
	Substatus      string          `json:"substatus,omitempty"`
	Details        string          `json:"details"`
	UpdatedAt      time.Time       `json:"updated_at"`
	ETA            *time.Time      `json:"eta,omitempty"`
	Events         []TrackingEvent `json:"events"`
}

// Provider quotes, buys and tracks.
type Provider interface {
	// Name is "shippo" or "offline".
	Name() string
	// Rates quotes every service for parcel from one address to the other;
	// only the ZIP codes matter to the offline provider. A route without
	// any rate answers an error matching ErrNoRates.
	Rates(ctx context.Context, from, to Address, parcel Parcel) ([]Rate, error)
	// BuyLabel buys req.Rate (or the cheapest rate) and returns the label.
	BuyLabel(ctx context.Context, req LabelRequest) (Label, error)
	// Track answers the status of a label's parcel; carrier is Label.Carrier.
	Track(ctx context.Context, carrier, trackingNumber string) (TrackingStatus, error)
	// VoidLabel voids (refunds) an unused label; providerID is
	// Label.ProviderID. Voiding a label already voided does nothing; a label
	// the carrier will not void answers an error matching ErrNotVoidable.
	VoidLabel(ctx context.Context, providerID string) error
}

var (
	// ErrNoRates: the route has no rate (unknown ZIP, carrier refusal).
	ErrNoRates = errors.New("No shipping rates available for this route.")
	// ErrUnknownTracking: the provider does not know this tracking number.
	ErrUnknownTracking = errors.New("unknown tracking number")
	// ErrBadRequest: a label request is incomplete (no trade, leg or rate).
	ErrBadRequest = errors.New("invalid label request")
	// ErrNotVoidable: the label cannot be voided (already used, or the
	// carrier refused the refund).
	ErrNotVoidable = errors.New("label cannot be voided")
)

// New returns the provider the configuration selects: Shippo when
// SHIPPO_API_TOKEN is set, otherwise the offline provider keeping its labels
// in labels (blobstore.Stores.Labels: the shared bucket, or
// ${DATA_DIR}/labels).
func New(cfg config.Config, labels blobstore.Store) Provider {
	if cfg.ShippoToken != "" {
		return NewShippo(cfg.ShippoToken, cfg.ShippoBase, nil)
	}
	return NewOffline(labels).Paced(cfg.OfflineTrackingDay)
}

// LabelURLPrefix is the API path serving offline labels: a label's URL is
// LabelURLPrefix + file name, its key in the labels store.
const LabelURLPrefix = "/labels/"

var labelFileRe = regexp.MustCompile(`^[0-9a-f]{32}\.pdf$`)

// ValidLabelFile reports whether name has the form of an offline label file
// (32 random hex digits + ".pdf"), so no other path can be served.
func ValidLabelFile(name string) bool { return labelFileRe.MatchString(name) }

// Open is New with the labels store the configuration chooses
// (blobstore.Open): the shared bucket when S3_* is set, else
// ${DATA_DIR}/labels.
func Open(ctx context.Context, cfg config.Config) (Provider, error) {
	if cfg.ShippoToken != "" {
		return New(cfg, nil), nil
	}
	files, err := blobstore.Open(ctx, cfg.S3, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	return New(cfg, files.Labels), nil
}
