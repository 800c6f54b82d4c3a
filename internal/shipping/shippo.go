package shipping

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"pursetrade/internal/money"
)

// DefaultShippoBase is Shippo's API; SHIPPO_API_BASE overrides it.
const DefaultShippoBase = "https://api.goshippo.com"

// shippoAPIVersion pins the response shapes this client reads.
const shippoAPIVersion = "2018-02-08"

// Shippo is a small typed client over Shippo's REST API: shipments (rates),
// transactions (labels) and tracks.
type Shippo struct {
	token     string
	base      string
	hc        *http.Client
	pollEvery time.Duration // between looks at a queued label
}

// NewShippo builds the client. baseURL "" means DefaultShippoBase; hc nil
// means a client with a 30 s timeout (a context deadline also applies).
func NewShippo(token, baseURL string, hc *http.Client) *Shippo {
	if baseURL == "" {
		baseURL = DefaultShippoBase
	}
	if hc == nil {
		hc = &http.Client{Timeout: 30 * time.Second}
	}
	return &Shippo{token: token, base: strings.TrimRight(baseURL, "/"), hc: hc, pollEvery: time.Second}
}

// Name implements Provider.
func (*Shippo) Name() string { return "shippo" }

// APIError is a failed Shippo call: a non-2xx answer (StatusCode), or a
// label whose transaction ended in a failed state (Status, StatusCode 0).
type APIError struct {
	Op         string
	StatusCode int
	Status     string
	Messages   []string
}

func (e *APIError) Error() string {
	what := e.Status
	if e.StatusCode != 0 {
		what = fmt.Sprintf("HTTP %d", e.StatusCode)
	}
	msg := "shippo " + e.Op + ": " + what
	if len(e.Messages) > 0 {
		msg += ": " + strings.Join(e.Messages, "; ")
	}
	return msg
}

// Temporary reports whether trying again later may succeed (rate limited or
// a server error).
func (e *APIError) Temporary() bool {
	return e.StatusCode == http.StatusTooManyRequests || e.StatusCode >= 500
}

// CarrierToken turns a carrier's display name ("DHL Express") into the
// token tracking uses ("dhl_express").
func CarrierToken(name string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), " ", "_")
}

// Rates implements Provider with POST /shipments/ (synchronous).
func (s *Shippo) Rates(ctx context.Context, from, to Address, parcel Parcel) ([]Rate, error) {
	req := shippoShipmentRequest{
		AddressFrom: shippoAddr(from), AddressTo: shippoAddr(to),
		Parcels: []shippoParcel{{
			Length: num(parcel.LengthIn), Width: num(parcel.WidthIn), Height: num(parcel.HeightIn),
			DistanceUnit: "in", Weight: num(parcel.WeightLb), MassUnit: "lb",
		}},
		Async: false,
	}
	var shipment shippoShipment
	if err := s.do(ctx, http.MethodPost, "/shipments/", req, &shipment, "create shipment"); err != nil {
		return nil, err
	}
	rates := make([]Rate, 0, len(shipment.Rates))
	for _, r := range shipment.Rates {
		cents, err := money.ParseDollars(r.Amount)
		if err != nil || (r.Currency != "" && r.Currency != "USD") {
			continue
		}
		days := 0
		if r.EstimatedDays != nil {
			days = *r.EstimatedDays
		}
		rates = append(rates, Rate{
			AmountCents: cents, EstimatedDays: days, Service: r.Servicelevel.Name,
			Carrier: r.Provider, RateID: r.ObjectID,
		})
	}
	if len(rates) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoRates, messageTexts(shipment.Messages, "no rate returned"))
	}
	return rates, nil
}

// BuyLabel implements Provider with POST /transactions/ (a PDF label),
// looking again while Shippo still queues it.
func (s *Shippo) BuyLabel(ctx context.Context, req LabelRequest) (Label, error) {
	if req.TradeID == "" || req.Leg == "" {
		return Label{}, fmt.Errorf("%w: trade id and leg are required", ErrBadRequest)
	}
	rate := req.Rate
	if rate.RateID == "" {
		rates, err := s.Rates(ctx, req.From, req.To, req.parcel())
		if err != nil {
			return Label{}, err
		}
		rate, _ = Cheapest(rates)
	}
	body := shippoTransactionRequest{
		Rate: rate.RateID, LabelFileType: "PDF", Async: false,
		Metadata: clip("trade "+req.TradeID+" "+req.Leg, 100),
	}
	var tx shippoTransaction
	if err := s.do(ctx, http.MethodPost, "/transactions/", body, &tx, "buy label"); err != nil {
		return Label{}, err
	}
	for tries := 0; (tx.Status == "QUEUED" || tx.Status == "WAITING") && tries < 30; tries++ {
		select {
		case <-ctx.Done():
			return Label{}, ctx.Err()
		case <-time.After(s.pollEvery):
		}
		if err := s.do(ctx, http.MethodGet, "/transactions/"+url.PathEscape(tx.ObjectID), nil, &tx, "get label"); err != nil {
			return Label{}, err
		}
	}
	if tx.Status != "SUCCESS" {
		return Label{}, &APIError{Op: "buy label", Status: tx.Status, Messages: messageList(tx.Messages)}
	}
	carrier, service := rate.Carrier, rate.Service
	if r := tx.rateObject(); r != nil {
		carrier, service = firstNonEmpty(r.Provider, carrier), firstNonEmpty(r.ServicelevelName, service)
	}
	return Label{
		LabelURL: tx.LabelURL, TrackingNumber: tx.TrackingNumber, Carrier: CarrierToken(carrier),
		TrackingURL: tx.TrackingURLProvider, Service: service, AmountCents: rate.AmountCents,
		ProviderID: tx.ObjectID, Status: StatusPreTransit,
	}, nil
}

// Track implements Provider with GET /tracks/{carrier}/{number}.
func (s *Shippo) Track(ctx context.Context, carrier, number string) (TrackingStatus, error) {
	var t shippoTrack
	err := s.do(ctx, http.MethodGet, "/tracks/"+url.PathEscape(carrier)+"/"+url.PathEscape(number), nil, &t, "track")
	var apiErr *APIError
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusNotFound {
		return TrackingStatus{}, fmt.Errorf("%w: %w", ErrUnknownTracking, err)
	}
	if err != nil {
		return TrackingStatus{}, err
	}
	return t.status(), nil
}

// ParseTrackWebhook reads the body of Shippo's track_updated webhook.
func ParseTrackWebhook(body []byte) (TrackingStatus, error) {
	var ev struct {
		Event string      `json:"event"`
		Test  bool        `json:"test"`
		Data  shippoTrack `json:"data"`
	}
	if err := json.Unmarshal(body, &ev); err != nil {
		return TrackingStatus{}, fmt.Errorf("shippo webhook: %w", err)
	}
	if ev.Event != "track_updated" {
		return TrackingStatus{}, fmt.Errorf("shippo webhook: event %q is not track_updated", ev.Event)
	}
	if ev.Data.TrackingNumber == "" {
		return TrackingStatus{}, errors.New("shippo webhook: no tracking number")
	}
	return ev.Data.status(), nil
}

// maxShippoBody bounds what is read from one answer.
const maxShippoBody = 4 << 20

func (s *Shippo) do(ctx context.Context, method, path string, in, out any, op string) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, s.base+path, body)
	if err != nil {
		return fmt.Errorf("shippo %s: %w", op, err)
	}
	req.Header.Set("Authorization", "ShippoToken "+s.token)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("SHIPPO-API-VERSION", shippoAPIVersion)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := s.hc.Do(req)
	if err != nil {
		return fmt.Errorf("shippo %s: %w", op, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxShippoBody))
	if err != nil {
		return fmt.Errorf("shippo %s: read answer: %w", op, err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return &APIError{Op: op, StatusCode: resp.StatusCode, Messages: errorMessages(raw, resp.StatusCode)}
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("shippo %s: decode answer: %w", op, err)
	}
	return nil
}

// errorMessages reads Shippo's error bodies: {"detail": "..."},
// {"messages": [...]}, or field errors {"field": ["..."]}.
func errorMessages(raw []byte, status int) []string {
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		if text := strings.TrimSpace(string(raw)); text != "" && len(text) < 300 {
			return []string{text}
		}
		return []string{http.StatusText(status)}
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []string
	for _, k := range keys {
		for _, text := range jsonTexts(obj[k]) {
			if k == "detail" || k == "messages" || k == "__all__" || k == "error" {
				out = append(out, text)
			} else {
				out = append(out, k+": "+text)
			}
		}
	}
	if len(out) == 0 {
		out = []string{http.StatusText(status)}
	}
	return out
}

// jsonTexts flattens a string, a message object or a list of either.
func jsonTexts(raw json.RawMessage) []string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []string{s}
	}
	var m shippoMessage
	if json.Unmarshal(raw, &m) == nil && m.Text != "" {
		return []string{m.text()}
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) != nil {
		return nil
	}
	var out []string
	for _, item := range list {
		out = append(out, jsonTexts(item)...)
	}
	return out
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
