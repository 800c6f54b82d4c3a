package trades

import (
	"context"

	"pursetrade/internal/catalog"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Screen is what showing trades needs besides the trades themselves: the
// members and bags they name, and today's fees and balances for the
// estimate of a trade not yet accepted.
type Screen struct {
	Users    map[string]Member
	Items    map[string]catalog.Item
	fees     rules.Fees
	balances map[string]int64 // cents, by member
}

// Member is a member as trade screens show them.
type Member struct {
	ID, Name, ClosetName, ZipCode, ProfileImageURL string
	AverageRating                                  float64 // 0 before the first review
	RatingCount                                    int32
	IsAdmin                                        bool
	Verified                                       bool // identity verified
}

func member(u db.TradeUsersRow) Member {
	rating, _ := u.AverageRating.Float64Value()
	return Member{ID: u.ID, Name: u.Name, ClosetName: u.ClosetName, ZipCode: u.ZipCode, ProfileImageURL: u.ProfileImageUrl,
		AverageRating: rating.Float64, RatingCount: u.RatingCount, IsAdmin: u.IsAdmin,
		Verified: u.Verified}
}

// ReadScreen reads the members and bags of the trades being shown, and,
// when one of them still needs an estimate, today's fees and balances (an
// accepted trade shows its frozen snapshot instead, so most screens skip
// those two reads).
func (s Service) ReadScreen(ctx context.Context, userIDs, itemIDs []string, withEstimates bool) (*Screen, error) {
	sc := newScreen()
	if err := sc.readUsers(ctx, s.q(), userIDs); err != nil {
		return nil, err
	}
	var err error
	if sc.Items, err = s.Catalog.ItemsByID(ctx, itemIDs); err != nil {
		return nil, err
	}
	if withEstimates {
		err = sc.readEstimates(ctx, s.q(), userIDs)
	}
	return sc, err
}

// ReadTradeScreen reads one trade's members and bags by the trade's id
// alone, for a screen read before the view it will show is known (an
// action's answer, read beside its update); ReadMissing then adds what
// that view needs beyond them.
func (s Service) ReadTradeScreen(ctx context.Context, tradeID string) (*Screen, error) {
	sc := newScreen()
	users, err := s.q().UsersOfTrade(ctx, tradeID)
	if err != nil {
		return nil, err
	}
	for _, u := range users {
		sc.Users[u.ID] = member(db.TradeUsersRow(u))
	}
	sc.Items, err = s.Catalog.ItemsOfTrade(ctx, tradeID)
	return sc, err
}

// ReadMissing reads what a screen read before an action still lacks to
// show the trade after it: members it has not read, the bags again when
// one is missing or may have been freed by the action (bagsHeld tells
// whether the trade now holds its bags; while it does they are in a trade,
// and a bag that was in none before still is in none), and the estimate's
// fees and balances, which the action may have changed.
func (s Service) ReadMissing(ctx context.Context, sc *Screen, userIDs, itemIDs []string, bagsHeld, withEstimates bool) error {
	var missing []string
	for _, id := range userIDs {
		if _, ok := sc.Users[id]; !ok {
			missing = append(missing, id)
		}
	}
	if err := sc.readUsers(ctx, s.q(), missing); err != nil {
		return err
	}
	reread := false
	for _, id := range itemIDs {
		it, ok := sc.Items[id]
		reread = reread || !ok || it.InTrade && !bagsHeld
		it.InTrade = it.InTrade || bagsHeld
		sc.Items[id] = it
	}
	if reread {
		items, err := s.Catalog.ItemsByID(ctx, itemIDs)
		if err != nil {
			return err
		}
		sc.Items = items
	}
	if withEstimates {
		return sc.readEstimates(ctx, s.q(), userIDs)
	}
	return nil
}

func newScreen() *Screen {
	return &Screen{Users: map[string]Member{}, Items: map[string]catalog.Item{}, balances: map[string]int64{}}
}

// readUsers adds the members of userIDs (no query when there are none).
func (sc *Screen) readUsers(ctx context.Context, q *db.Queries, userIDs []string) error {
	if len(userIDs) == 0 {
		return nil
	}
	users, err := q.TradeUsers(ctx, userIDs)
	for _, u := range users {
		sc.Users[u.ID] = member(u)
	}
	return err
}

func (sc *Screen) readEstimates(ctx context.Context, q *db.Queries, userIDs []string) error {
	settings, err := q.GetSettings(ctx)
	if err != nil {
		return err
	}
	sc.fees = rules.Fees{SiteFeeCents: settings.TradeFeeCents, PickupFeeCents: settings.PickupFeeCents}
	bals, err := q.TradeBalances(ctx, userIDs)
	for _, bal := range bals {
		sc.balances[bal.UserID] = bal.BalanceCents
	}
	return err
}

// Estimate is what accepting a trade would take from one member at today's
// fees, and their balance before and after.
type Estimate struct {
	rules.Charge
	BalanceCents, EndingBalanceCents int64
}

// Estimates are what accepting the trade would take from each member at
// today's fees (rules.Charges).
func (sc Screen) Estimates(requesterID, ownerID string, t rules.ChargedTrade) (requester, owner Estimate) {
	r, o := rules.Charges(sc.fees, t)
	return sc.estimate(requesterID, r), sc.estimate(ownerID, o)
}

func (sc Screen) estimate(userID string, c rules.Charge) Estimate {
	e := Estimate{Charge: c, BalanceCents: sc.balances[userID]}
	e.EndingBalanceCents = e.BalanceCents - e.TotalCents()
	return e
}
