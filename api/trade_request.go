package api

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/geo"
	"pursetrade/internal/ids"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

// tradeRequestBody is POST /trades (member spec section 3).
type tradeRequestBody struct {
	Hat1ID         string       `json:"hat1_id"`
	Hat2ID         string       `json:"hat2_id"`
	StartDate      string       `json:"start_date"`
	EndDate        string       `json:"end_date"`
	DeliveryMethod string       `json:"delivery_method"`
	Message        string       `json:"message"`
	ShippingCost   money.Amount `json:"shipping_cost"` // informative: the server prices shipping itself
	Duration       any          `json:"duration"`
}

var errItemNotFound = refusal.New(refusal.NotFound, "Item not found")

// tradeItem loads a bag for a trade and checks it can be traded.
func (s *Server) tradeItem(ctx context.Context, id string) (db.TradeItemRow, error) {
	if !ids.Valid(id) {
		return db.TradeItemRow{}, errItemNotFound
	}
	it, err := db.New(s.pool).TradeItem(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return it, errItemNotFound
	}
	if err != nil {
		return it, err
	}
	if it.Status != "active" || it.OwnerStatus != StatusActive {
		return it, refusal.New(refusal.Rule, "This item is not available for trading")
	}
	return it, nil
}

// checkNotBooked refuses bags that an accepted trade (other than tradeID)
// has booked on days overlapping the dates.
func (s *Server) checkNotBooked(ctx context.Context, tradeID string, d trading.Dates, itemIDs ...string) error {
	start, end, err := trading.ParseRange(d.Start, d.End)
	if err != nil {
		return err
	}
	booked, err := db.New(s.pool).BookedItems(ctx, db.BookedItemsParams{ItemIds: itemIDs, StartDate: start, EndDate: end, TradeID: tradeID})
	if err != nil {
		return err
	}
	if len(booked) > 0 {
		return workflows.ErrBooked
	}
	return nil
}

// buildTradeInput validates a request and prices it: both bags, the dates in
// New York, pickup eligibility or the round-trip shipping rate.
func (s *Server) buildTradeInput(ctx context.Context, me Caller, b tradeRequestBody, now time.Time) (workflows.TradeInput, error) {
	var in workflows.TradeInput
	switch {
	case b.Hat2ID == "":
		return in, refusal.New(refusal.Invalid, "Please choose the bag you would like to borrow")
	case b.Hat1ID == "":
		return in, refusal.New(refusal.Invalid, "Please select an item to trade")
	case b.DeliveryMethod == "":
		return in, refusal.New(refusal.Invalid, "Please select a delivery method")
	case b.DeliveryMethod != workflows.DeliveryPickup && b.DeliveryMethod != workflows.DeliveryShipping:
		return in, refusal.New(refusal.Invalid, "Delivery method must be pickup or shipping")
	case len([]rune(b.Message)) > 1000:
		return in, refusal.New(refusal.Invalid, "The message can be at most 1000 characters")
	}
	hat2, err := s.tradeItem(ctx, b.Hat2ID)
	if err != nil {
		return in, err
	}
	if hat2.OwnerID == me.ID {
		return in, refusal.New(refusal.Rule, "You can't trade your own item.")
	}
	hat1, err := s.tradeItem(ctx, b.Hat1ID)
	if err != nil {
		return in, err
	}
	if hat1.OwnerID != me.ID {
		return in, refusal.New(refusal.Forbidden, "You can only offer your own bags")
	}
	dates, err := trading.CheckDates(b.StartDate, b.EndDate, now, trading.MaxDays)
	if err != nil {
		return in, refusal.New(refusal.Invalid, err.Error())
	}
	if err := s.checkNotBooked(ctx, "", dates, hat1.ID, hat2.ID); err != nil {
		return in, err
	}
	in = workflows.TradeInput{
		TradeID: ids.New(), User1ID: me.ID, User2ID: hat2.OwnerID, DeliveryMethod: b.DeliveryMethod,
		Message: strings.TrimSpace(b.Message), Windows: s.tradeWindows(), HistoryLimit: s.cfg.TradeHistoryLimit,
		Terms: termsOf(hat1, hat2, dates, b.DeliveryMethod),
	}
	me2, err := db.New(s.pool).TradeUsers(ctx, []string{me.ID, hat2.OwnerID})
	if err != nil {
		return in, err
	}
	zips := map[string]string{}
	for _, u := range me2 {
		zips[u.ID] = u.ZipCode
	}
	if b.DeliveryMethod == workflows.DeliveryPickup {
		if e := geo.PickupEligibility(zips[me.ID], zips[hat2.OwnerID]); !e.Eligible {
			return in, refusal.New(refusal.Rule, e.Reason)
		}
		return in, nil
	}
	cost, err := s.roundTripShipping(ctx, zips[me.ID], zips[hat2.OwnerID])
	if err != nil {
		return in, err
	}
	in.ShippingCostCents = cost
	return in, nil
}

// roundTripShipping prices shipping on the server (the member's figure is
// informative only): twice the cheapest one-way rate.
func (s *Server) roundTripShipping(ctx context.Context, fromZip, toZip string) (int64, error) {
	rates, err := s.shipping.Rates(ctx, shipping.Address{Zip: fromZip}, shipping.Address{Zip: toZip}, shipping.StandardBox)
	if err != nil {
		return 0, err
	}
	cheapest, ok := shipping.Cheapest(rates)
	if !ok {
		return 0, refusal.New(refusal.Rule, "No shipping rates available for this route.")
	}
	return 2 * cheapest.AmountCents, nil
}

func termsOf(hat1, hat2 db.TradeItemRow, d trading.Dates, delivery string) workflows.Terms {
	t := workflows.Terms{
		Hat1ID: hat1.ID, Hat2ID: hat2.ID, Hat1ValueCents: hat1.ValueCents, Hat2ValueCents: hat2.ValueCents,
		StartDate: d.Start, EndDate: d.End, StartsAt: d.StartsAt, EndsAt: d.EndsAt,
	}
	if delivery == workflows.DeliveryPickup {
		start, _ := time.Parse(time.DateOnly, d.Start)
		t.PickupDate = geo.NextPickupDay(start).Format(time.DateOnly)
	}
	return t
}

func (s *Server) tradeWindows() workflows.Windows {
	return workflows.Windows{Response: s.cfg.ResponseWindow, Inspection: s.cfg.Inspection, Reminder: 24 * time.Hour}
}

// modifyBody is PUT /trades/{id}/modify: only non-empty fields change.
type modifyBody struct {
	StartDate  string `json:"start_date"`
	EndDate    string `json:"end_date"`
	Hat1ID     string `json:"hat1_id"`
	Hat2ID     string `json:"hat2_id"`
	ModMessage string `json:"mod_message"`
	Revision   int64  `json:"revision"` // the revision the member saw (optional)
}

// modifiedTerms applies a modification to the live terms and re-prices it.
func (s *Server) modifiedTerms(ctx context.Context, v workflows.TradeView, b modifyBody, now time.Time) (workflows.Terms, error) {
	if len([]rune(b.ModMessage)) > 500 {
		return workflows.Terms{}, refusal.New(refusal.Invalid, "The message can be at most 500 characters")
	}
	hat1ID, hat2ID := pick(b.Hat1ID, v.Terms.Hat1ID), pick(b.Hat2ID, v.Terms.Hat2ID)
	hat1, err := s.tradeItem(ctx, hat1ID)
	if err != nil {
		return workflows.Terms{}, err
	}
	hat2, err := s.tradeItem(ctx, hat2ID)
	if err != nil {
		return workflows.Terms{}, err
	}
	if hat1.OwnerID != v.User1ID || hat2.OwnerID != v.User2ID {
		return workflows.Terms{}, refusal.New(refusal.Rule, "Each member can only offer their own bags")
	}
	dates, err := trading.CheckDates(pick(b.StartDate, v.Terms.StartDate), pick(b.EndDate, v.Terms.EndDate), now, trading.MaxDaysModify)
	if err != nil {
		return workflows.Terms{}, refusal.New(refusal.Invalid, err.Error())
	}
	if err := s.checkNotBooked(ctx, v.TradeID, dates, hat1.ID, hat2.ID); err != nil {
		return workflows.Terms{}, err
	}
	return termsOf(hat1, hat2, dates, v.DeliveryMethod), nil
}

func pick(v, fallback string) string {
	if strings.TrimSpace(v) == "" {
		return fallback
	}
	return strings.TrimSpace(v)
}
