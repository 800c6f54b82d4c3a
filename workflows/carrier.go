package workflows

import (
	"slices"
	"time"

	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// SignalCarrierEvent carries one carrier scan of one of the trade's labels
// (Shippo's track_updated webhook, checked and stored by the API). It is a
// signal, not an update, so scans that arrive while no worker runs wait in
// the trade's history instead of failing the webhook.
const SignalCarrierEvent = "carrier_event"

// carrierEventsVersion guards the commands a carrier scan adds (its
// projection write, the delivery reminder's timer).
const carrierEventsVersion = "carrier-events"

// Carrier statuses (Shippo's, lower-cased) and the substatus the timeline names.
const (
	CarrierPreTransit     = "pre_transit"
	CarrierTransit        = "transit"
	CarrierDelivered      = "delivered"
	CarrierReturned       = "returned"
	CarrierFailure        = "failure"
	CarrierOutForDelivery = "out_for_delivery"
)

// CarrierEvent is one scan: which label, what the carrier said and when.
type CarrierEvent struct {
	Leg            string    `json:"leg"`
	Carrier        string    `json:"carrier"`
	TrackingNumber string    `json:"tracking_number"`
	Status         string    `json:"status"`
	Substatus      string    `json:"substatus,omitempty"`
	At             time.Time `json:"status_date"` // the carrier's time of the scan
}

// CarrierStatus is a label's latest scan, as the trade shows it.
type CarrierStatus struct {
	Leg       string    `json:"leg"`
	Status    string    `json:"status"`
	Substatus string    `json:"substatus,omitempty"`
	At        time.Time `json:"status_date"`
}

// Delivery is a parcel the carrier delivered, whose receiver the trade
// reminds once when they have not confirmed it in time.
type Delivery struct {
	Leg         string    `json:"leg"`
	UserID      string    `json:"user_id"`
	DeliveredAt time.Time `json:"delivered_at"`
	Reminded    bool      `json:"reminded,omitempty"`
}

var carrierRank = map[string]int{CarrierPreTransit: 1, CarrierTransit: 2, CarrierFailure: 3, CarrierReturned: 4, CarrierDelivered: 5}

// carrierLine is the timeline kind and text of a scan; pre-transit (the
// label exists) adds no line.
func carrierLine(e CarrierEvent) (kind, text string) {
	switch {
	case e.Status == CarrierTransit && e.Substatus == CarrierOutForDelivery:
		return "carrier_out_for_delivery", "Out for delivery"
	case e.Status == CarrierTransit:
		return "carrier_transit", "In transit"
	case e.Status == CarrierDelivered:
		return "carrier_delivered", "Delivered"
	case e.Status == CarrierReturned:
		return "carrier_returned", "Returned to sender"
	case e.Status == CarrierFailure:
		return "carrier_failure", "Delivery problem"
	}
	return "", ""
}

// later reports whether scan e comes after the leg's latest one: by the
// carrier's time, then by how far along the status is. A copy or an older
// scan is not later, so it changes nothing.
func (s CarrierStatus) later(e CarrierEvent) bool {
	if !e.At.Equal(s.At) {
		return e.At.After(s.At)
	}
	if carrierRank[e.Status] != carrierRank[s.Status] {
		return carrierRank[e.Status] > carrierRank[s.Status]
	}
	return e.Substatus > s.Substatus
}

var errNotOurLabel = rule(CodeInvalid, "The scan is not for a label of this trade")
var errBadScan = rule(CodeInvalid, "The scan has no known status or no time")

// checkCarrierEvent refuses a scan that is not for one of the trade's
// labels (by leg, carrier and tracking number) or that says nothing.
func (t *trade) checkCarrierEvent(e CarrierEvent) error {
	if err := checkText(e); err != nil {
		return err
	}
	if _, known := carrierRank[e.Status]; !known || e.At.IsZero() {
		return errBadScan
	}
	if !slices.ContainsFunc(t.Labels, func(l Label) bool {
		return l.Leg == e.Leg && l.Carrier == e.Carrier && l.TrackingNumber == e.TrackingNumber && l.TrackingNumber != ""
	}) {
		return errNotOurLabel
	}
	return nil
}

// onCarrierEvent applies a scan once: a copy, or a scan older than the
// leg's latest, changes nothing. A delivery the receiver has not confirmed
// arms their reminder.
func (t *trade) onCarrierEvent(ctx workflow.Context, e CarrierEvent) error {
	if err := t.checkCarrierEvent(e); err != nil {
		return err
	}
	i := slices.IndexFunc(t.Carrier, func(s CarrierStatus) bool { return s.Leg == e.Leg })
	if i >= 0 && !t.Carrier[i].later(e) {
		return nil
	}
	if workflow.GetVersion(ctx, carrierEventsVersion, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return nil
	}
	latest := CarrierStatus{Leg: e.Leg, Status: e.Status, Substatus: e.Substatus, At: e.At.UTC()}
	if i >= 0 {
		t.Carrier[i] = latest
	} else {
		t.Carrier = append(t.Carrier, latest)
	}
	if kind, text := carrierLine(e); kind != "" {
		t.record(ctx, kind, "", text, "")
		at := latest.At
		t.Timeline[len(t.Timeline)-1].CarrierAt = &at
		t.Timeline[len(t.Timeline)-1].Leg = e.Leg
	}
	if e.Status == CarrierDelivered && t.State.Status == rules.StatusAccepted {
		t.noteDelivery(ctx, e.Leg, latest.At)
	}
	return t.publish(ctx)
}

// receiverOf is the member a leg delivers to, and whether they have
// confirmed it (receipt of the partner's bag, or their own bag back).
func (t *trade) receiverOf(leg string) (string, bool) {
	switch leg {
	case LegRequesterOut:
		return t.in.OwnerID, t.State.received(t.in.OwnerID)
	case LegOwnerOut:
		return t.in.RequesterID, t.State.received(t.in.RequesterID)
	case LegRequesterReturn:
		return t.in.OwnerID, t.State.returned(t.in.OwnerID)
	}
	return t.in.RequesterID, t.State.returned(t.in.RequesterID)
}

// noteDelivery arms the leg's reminder once, from the carrier's time (never
// later than now).
func (t *trade) noteDelivery(ctx workflow.Context, leg string, at time.Time) {
	user, confirmed := t.receiverOf(leg)
	if confirmed || slices.ContainsFunc(t.Deliveries, func(d Delivery) bool { return d.Leg == leg }) {
		return
	}
	t.Deliveries = append(t.Deliveries, Delivery{Leg: leg, UserID: user, DeliveredAt: earlier(at, workflow.Now(ctx))})
}

func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

func (t *trade) deliveryReminderAfter() time.Duration {
	if t.in.Windows.DeliveryReminder > 0 {
		return t.in.Windows.DeliveryReminder
	}
	return 48 * time.Hour
}

// dueDeliveryReminder is the earliest reminder still to send: a delivered
// parcel its receiver has not confirmed.
func (t *trade) dueDeliveryReminder() (int, time.Time, bool) {
	best, at := -1, time.Time{}
	for i, d := range t.Deliveries {
		if _, confirmed := t.receiverOf(d.Leg); d.Reminded || confirmed {
			continue
		}
		if due := d.DeliveredAt.Add(t.deliveryReminderAfter()); best < 0 || due.Before(at) {
			best, at = i, due
		}
	}
	return best, at, best >= 0
}

// remindDelivery sends the due reminder (its key names the leg: once).
func (t *trade) remindDelivery(ctx workflow.Context) {
	i, _, ok := t.dueDeliveryReminder()
	if !ok {
		return
	}
	d := &t.Deliveries[i]
	d.Reminded = true
	t.op = "deadline:" + deadlineDeliveryReminder + ":" + d.Leg
	t.record(ctx, "delivery_reminder", "", "Receipt reminder sent", "")
	t.Timeline[len(t.Timeline)-1].Leg = d.Leg
	t.notify("trade_delivery_reminder", "Your parcel was delivered: please confirm",
		"The carrier delivered a bag of your trade on "+d.DeliveredAt.Format("Jan 2")+
			". Please check it and confirm it in the trade, or open a dispute if something is wrong.", d.UserID)
}
