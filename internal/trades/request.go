// Package trades is the trade's home outside the workflow. Its Service
// applies the trade rules that need the database or the shipping service,
// before a trade workflow starts or changes (a request's and a
// modification's validation and price, a bag's bookings, pickup
// eligibility), and reads the trades' read model and screens; its Store
// owns the tables the workflow's activities write (Store). The pure rules
// are in trades/rules, the chat in trades/chat.
package trades

import (
	"context"
	"strings"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/geo"
	"pursetrade/internal/refusal"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Service applies the trade rules that read the database or ask for a
// shipping quote, before a trade workflow starts or changes.
type Service struct {
	DB         db.DBTX
	Catalog    *catalog.Service // the bags trade screens show
	Shipping   shipping.Provider
	Turnaround Turnaround
	Clock      func() time.Time // time.Now when nil
}

func (s Service) q() *db.Queries { return db.New(s.DB) }

func (s Service) store() Store { return Store{DB: s.DB} }

func (s Service) now() time.Time {
	if s.Clock == nil {
		return time.Now()
	}
	return s.Clock()
}

// RequestForm is a member's trade request as sent.
type RequestForm struct {
	RequesterBagID, OwnerBagID string
	StartDate, EndDate         string
	DeliveryMethod             string
	Message                    string
}

// Request is a valid, priced request: what a new trade starts from.
type Request struct {
	OwnerID           string // the owner of ownerBag
	Terms             rules.Terms
	DeliveryMethod    string
	Message           string
	ShippingCostCents int64 // round trip; 0 for pickup
}

func (f RequestForm) check() error {
	switch {
	case f.OwnerBagID == "":
		return refusal.New(refusal.Invalid, "Please choose the bag you would like to borrow")
	case f.RequesterBagID == "":
		return refusal.New(refusal.Invalid, "Please select an item to trade")
	case f.DeliveryMethod == "":
		return refusal.New(refusal.Invalid, "Please select a delivery method")
	case f.DeliveryMethod != rules.DeliveryPickup && f.DeliveryMethod != rules.DeliveryShipping:
		return refusal.New(refusal.Invalid, "Delivery method must be pickup or shipping")
	case len([]rune(f.Message)) > 1000:
		return refusal.New(refusal.Invalid, "The message can be at most 1000 characters")
	}
	return nil
}

// Request validates the requester's request and prices it: both bags, the dates in
// New York, pickup eligibility or the round-trip shipping rate.
func (s Service) Request(ctx context.Context, requesterID string, f RequestForm) (Request, error) {
	if err := f.check(); err != nil {
		return Request{}, err
	}
	q := db.New(s.DB)
	ownerBag, err := Item(ctx, q, f.OwnerBagID)
	if err != nil {
		return Request{}, err
	}
	if ownerBag.OwnerID == requesterID {
		return Request{}, refusal.New(refusal.Rule, "You can't trade your own item.")
	}
	requesterBag, err := Item(ctx, q, f.RequesterBagID)
	if err != nil {
		return Request{}, err
	}
	if requesterBag.OwnerID != requesterID {
		return Request{}, refusal.New(refusal.Forbidden, "You can only offer your own bags")
	}
	dates, err := rules.CheckDates(f.StartDate, f.EndDate, s.now(), rules.MaxDays)
	if err == nil && f.DeliveryMethod == rules.DeliveryPickup {
		err = rules.CheckPickupDay(dates)
	}
	if err != nil {
		return Request{}, err
	}
	r := Request{OwnerID: ownerBag.OwnerID, Terms: termsOf(requesterBag, ownerBag, dates, f.DeliveryMethod),
		DeliveryMethod: f.DeliveryMethod, Message: strings.TrimSpace(f.Message)}
	r.ShippingCostCents, r.Terms.TurnaroundDays, err = s.delivery(ctx, f.DeliveryMethod, requesterBag.OwnerZip, ownerBag.OwnerZip)
	if err == nil {
		err = s.checkVerified(ctx, requesterID, ownerBag.OwnerID, r.Terms, true)
	}
	if err == nil {
		err = s.store().CheckFree(ctx, "", dates, r.Terms.TurnaroundDays, requesterBag.ID, ownerBag.ID)
	}
	return r, err
}

// delivery refuses a pickup between members too far apart, and prices
// shipping on the server (the member's figure is informative only): twice
// the cheapest one-way rate. It also gives the turnaround the trade keeps.
func (s Service) delivery(ctx context.Context, method, zip1, zip2 string) (costCents int64, turnaroundDays int, err error) {
	if method == rules.DeliveryPickup {
		if e := geo.PickupEligibility(zip1, zip2); !e.Eligible {
			return 0, 0, refusal.New(refusal.Rule, e.Reason)
		}
	}
	turnaroundDays, costCents, err = s.priceDelivery(ctx, method, zip1, zip2)
	if err != nil {
		return 0, 0, err
	}
	return costCents, turnaroundDays, nil
}

// priceDelivery is the turnaround and the round-trip shipping cost (0 for
// pickup) of a trade between the two ZIP codes; without a shipping rate it
// counts the default gap and answers the refusal.
func (s Service) priceDelivery(ctx context.Context, method, zip1, zip2 string) (turnaroundDays int, shippingCents int64, err error) {
	if method != rules.DeliveryShipping {
		return s.Turnaround.days(rules.DeliveryPickup, shipping.Rate{}), 0, nil
	}
	cheapest, err := s.cheapestRate(ctx, zip1, zip2)
	return s.Turnaround.days(method, cheapest), cheapest.RoundTripCents(), err
}

func (s Service) cheapestRate(ctx context.Context, zip1, zip2 string) (shipping.Rate, error) {
	rates, err := s.Shipping.Rates(ctx, shipping.Address{Zip: zip1}, shipping.Address{Zip: zip2}, shipping.StandardBox)
	if err != nil {
		return shipping.Rate{}, err
	}
	cheapest, ok := shipping.Cheapest(rates)
	if !ok {
		return shipping.Rate{}, refusal.New(refusal.Rule, "No shipping rates available for this route.")
	}
	return cheapest, nil
}

// ModifyForm is a modification as sent: only non-empty fields change.
type ModifyForm struct {
	ModifierID                 string // the member sending it
	RequesterBagID, OwnerBagID string
	StartDate, EndDate         string
	Message                    string
}

// Trade is what a modification needs to know of the trade it changes.
type Trade struct {
	ID                   string
	RequesterID, OwnerID string
	Terms                rules.Terms
	DeliveryMethod       string
}

// Modify applies a modification to the trade's terms and checks them again.
func (s Service) Modify(ctx context.Context, t Trade, f ModifyForm) (rules.Terms, error) {
	if len([]rune(f.Message)) > 500 {
		return rules.Terms{}, refusal.New(refusal.Invalid, "The message can be at most 500 characters")
	}
	q := db.New(s.DB)
	requesterBag, err := Item(ctx, q, pick(f.RequesterBagID, t.Terms.RequesterBagID))
	if err != nil {
		return rules.Terms{}, err
	}
	ownerBag, err := Item(ctx, q, pick(f.OwnerBagID, t.Terms.OwnerBagID))
	if err != nil {
		return rules.Terms{}, err
	}
	if requesterBag.OwnerID != t.RequesterID || ownerBag.OwnerID != t.OwnerID {
		return rules.Terms{}, refusal.New(refusal.Rule, "Each member can only offer their own bags")
	}
	dates, err := rules.CheckDates(pick(f.StartDate, t.Terms.StartDate), pick(f.EndDate, t.Terms.EndDate), s.now(), rules.MaxDaysModify)
	if err == nil && t.DeliveryMethod == rules.DeliveryPickup {
		err = rules.CheckPickupDay(dates)
	}
	if err == nil {
		err = s.store().CheckFree(ctx, t.ID, dates, t.Terms.TurnaroundDays, requesterBag.ID, ownerBag.ID)
	}
	if err != nil {
		return rules.Terms{}, err
	}
	terms := termsOf(requesterBag, ownerBag, dates, t.DeliveryMethod)
	terms.TurnaroundDays = t.Terms.TurnaroundDays // the same two members: the same gap
	return terms, s.checkVerified(ctx, t.RequesterID, t.OwnerID, terms, f.ModifierID == t.RequesterID)
}

func pick(v, fallback string) string {
	if strings.TrimSpace(v) == "" {
		return fallback
	}
	return strings.TrimSpace(v)
}

func termsOf(requesterBag, ownerBag db.TradeItemRow, d rules.Dates, delivery string) rules.Terms {
	t := rules.Terms{
		RequesterBagID: requesterBag.ID, OwnerBagID: ownerBag.ID, RequesterBagValueCents: requesterBag.ValueCents, OwnerBagValueCents: ownerBag.ValueCents,
		StartDate: d.Start, EndDate: d.End, StartsAt: d.StartsAt, EndsAt: d.EndsAt,
	}
	if delivery == rules.DeliveryPickup {
		start, _ := time.Parse(time.DateOnly, d.Start)
		t.PickupDate = geo.NextPickupDay(start).Format(time.DateOnly)
	}
	return t
}

// checkVerified applies rules.CheckVerified to the trade's two members.
func (s Service) checkVerified(ctx context.Context, requesterID, ownerID string, t rules.Terms, callerIsRequester bool) error {
	v, err := s.q().TradeVerification(ctx, db.TradeVerificationParams{RequesterID: requesterID, OwnerID: ownerID})
	if err != nil {
		return err
	}
	return rules.CheckVerified(rules.Verification{RequiredAboveCents: v.RequiredAboveCents,
		RequesterVerified: v.RequesterVerified, OwnerVerified: v.OwnerVerified},
		t.RequesterBagValueCents, t.OwnerBagValueCents, callerIsRequester)
}
