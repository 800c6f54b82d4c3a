package shipping

import (
	"encoding/json"
	"strings"
	"time"
)

// Shippo's JSON shapes, reduced to the fields this client reads or sends.

type shippoAddress struct {
	Name    string `json:"name,omitempty"`
	Street1 string `json:"street1,omitempty"`
	Street2 string `json:"street2,omitempty"`
	City    string `json:"city,omitempty"`
	State   string `json:"state,omitempty"`
	Zip     string `json:"zip"`
	Country string `json:"country"`
	Phone   string `json:"phone,omitempty"`
	Email   string `json:"email,omitempty"`
}

func shippoAddr(a Address) shippoAddress {
	country := a.Country
	if country == "" {
		country = "US"
	}
	return shippoAddress{
		Name: a.Name, Street1: a.Street1, Street2: a.Street2, City: a.City, State: a.State,
		Zip: a.Zip, Country: country, Phone: a.Phone, Email: a.Email,
	}
}

type shippoParcel struct {
	Length       string `json:"length"`
	Width        string `json:"width"`
	Height       string `json:"height"`
	DistanceUnit string `json:"distance_unit"`
	Weight       string `json:"weight"`
	MassUnit     string `json:"mass_unit"`
}

type shippoShipmentRequest struct {
	AddressFrom shippoAddress  `json:"address_from"`
	AddressTo   shippoAddress  `json:"address_to"`
	Parcels     []shippoParcel `json:"parcels"`
	Async       bool           `json:"async"`
}

type shippoMessage struct {
	Source string `json:"source"`
	Code   string `json:"code"`
	Text   string `json:"text"`
}

func (m shippoMessage) text() string {
	if m.Source != "" {
		return m.Source + ": " + m.Text
	}
	return m.Text
}

func messageList(ms []shippoMessage) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.text())
	}
	return out
}

func messageTexts(ms []shippoMessage, none string) string {
	if len(ms) == 0 {
		return none
	}
	return strings.Join(messageList(ms), "; ")
}

type shippoRate struct {
	ObjectID      string `json:"object_id"`
	Amount        string `json:"amount"`
	Currency      string `json:"currency"`
	Provider      string `json:"provider"`
	EstimatedDays *int   `json:"estimated_days"`
	Servicelevel  struct {
		Name  string `json:"name"`
		Token string `json:"token"`
	} `json:"servicelevel"`
}

type shippoShipment struct {
	ObjectID string          `json:"object_id"`
	Status   string          `json:"status"`
	Rates    []shippoRate    `json:"rates"`
	Messages []shippoMessage `json:"messages"`
}

type shippoTransactionRequest struct {
	Rate          string `json:"rate"`
	LabelFileType string `json:"label_file_type"`
	Async         bool   `json:"async"`
	Metadata      string `json:"metadata,omitempty"`
}

type shippoTransaction struct {
	ObjectID            string          `json:"object_id"`
	Status              string          `json:"status"`
	TrackingNumber      string          `json:"tracking_number"`
	TrackingURLProvider string          `json:"tracking_url_provider"`
	LabelURL            string          `json:"label_url"`
	Rate                json.RawMessage `json:"rate"` // an id, or the rate object
	Messages            []shippoMessage `json:"messages"`
}

type shippoTransactionRate struct {
	Provider         string `json:"provider"`
	ServicelevelName string `json:"servicelevel_name"`
}

// rateObject is the expanded rate of a transaction, nil when Shippo sent
// only its id.
func (t shippoTransaction) rateObject() *shippoTransactionRate {
	var r shippoTransactionRate
	if json.Unmarshal(t.Rate, &r) != nil {
		return nil
	}
	return &r
}

// shippoTime tolerates null and "" where Shippo has no date.
type shippoTime struct{ time.Time }

func (t *shippoTime) UnmarshalJSON(b []byte) error {
	var s *string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if s == nil || *s == "" {
		t.Time = time.Time{}
		return nil
	}
	v, err := time.Parse(time.RFC3339, *s)
	t.Time = v
	return err
}

type shippoLocation struct {
	City    string `json:"city"`
	State   string `json:"state"`
	Zip     string `json:"zip"`
	Country string `json:"country"`
}

type shippoTrackEvent struct {
	Status        string          `json:"status"`
	Substatus     json.RawMessage `json:"substatus,omitempty"`
	StatusDetails string          `json:"status_details"`
	StatusDate    shippoTime      `json:"status_date"`
	Location      *shippoLocation `json:"location"`
}

func (e shippoTrackEvent) event() TrackingEvent {
	ev := TrackingEvent{Status: normalStatus(e.Status), Substatus: substatusCode(e.Substatus), Details: e.StatusDetails, At: e.StatusDate.Time}
	if e.Location != nil {
		ev.Location = strings.Trim(e.Location.City+", "+e.Location.State, ", ")
	}
	return ev
}

type shippoTrack struct {
	Carrier         string             `json:"carrier"`
	TrackingNumber  string             `json:"tracking_number"`
	ETA             shippoTime         `json:"eta"`
	TrackingStatus  *shippoTrackEvent  `json:"tracking_status"`
	TrackingHistory []shippoTrackEvent `json:"tracking_history"`
}

func (t shippoTrack) status() TrackingStatus {
	ts := TrackingStatus{Carrier: t.Carrier, TrackingNumber: t.TrackingNumber, Status: StatusUnknown, Events: []TrackingEvent{}}
	if t.TrackingStatus != nil {
		now := t.TrackingStatus.event()
		ts.Status, ts.Substatus, ts.Details, ts.UpdatedAt = now.Status, now.Substatus, now.Details, now.At
	}
	if !t.ETA.IsZero() {
		eta := t.ETA.Time
		ts.ETA = &eta
	}
	for _, e := range t.TrackingHistory {
		ts.Events = append(ts.Events, e.event())
	}
	return ts
}

// normalStatus lower-cases Shippo's status; anything unexpected is unknown.
func normalStatus(s string) string {
	switch v := strings.ToLower(s); v {
	case StatusPreTransit, StatusTransit, StatusDelivered, StatusReturned, StatusFailure:
		return v
	}
	return StatusUnknown
}
