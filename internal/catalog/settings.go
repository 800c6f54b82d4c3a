package catalog

import (
	"context"
	"encoding/json"

	"pursetrade/internal/audit"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Fees are the site's fee settings.
type Fees struct {
	TradeFee  money.Dollars `json:"trade_fee"`
	PickupFee money.Dollars `json:"pickup_fee"`
}

// PublicSettings is GET /settings: fees and the lists of the upload form.
type PublicSettings struct {
	Fees
	Brands          []string `json:"brands"`
	Conditions      []string `json:"conditions"`
	Sizes           []string `json:"sizes"`
	DurationOptions []int    `json:"duration_options"`
	// ConditionPhotosRequiredAbove is the bag value above which confirming
	// receipt or return needs a photo (internal/trades/condition); nil: never.
	ConditionPhotosRequiredAbove *money.Dollars `json:"condition_photos_required_above"`
}

// Which fee an administrator sets.
const (
	TradeFee  = "trade_fee"
	PickupFee = "pickup_fee"
)

// MsgBadFee refuses a fee that is not a number >= 0 with two decimals.
const MsgBadFee = "Fee must be a number of at least 0 with at most two decimals"

func feesOf(s db.Setting) Fees {
	return Fees{TradeFee: money.Dollars(s.TradeFeeCents), PickupFee: money.Dollars(s.PickupFeeCents)}
}

// Fees reads the current fees.
func (s *Service) Fees(ctx context.Context) (Fees, error) {
	st, err := db.New(s.pool).GetSettings(ctx)
	return feesOf(st), err
}

// Settings is everything GET /settings answers.
func (s *Service) Settings(ctx context.Context) (PublicSettings, error) {
	st, err := db.New(s.pool).GetSettings(ctx)
	out := PublicSettings{Fees: feesOf(st), Brands: Brands, Conditions: Conditions, Sizes: Sizes,
		DurationOptions: DurationOptions}
	if above := st.ConditionPhotosRequiredAboveCents; above != nil {
		d := money.Dollars(*above)
		out.ConditionPhotosRequiredAbove = &d
	}
	return out, err
}

// ParseFee reads the fee field of a request: a JSON number (or numeric
// string) of at least 0 with at most two decimals.
func ParseFee(raw json.RawMessage) (int64, error) {
	var a money.Amount
	if len(raw) == 0 || json.Unmarshal(raw, &a) != nil || !a.Set {
		return 0, refusal.New(refusal.Invalid, MsgBadFee)
	}
	return a.Cents, nil
}

// SetFee changes one fee and records who did it.
func (s *Service) SetFee(ctx context.Context, adminID, which string, cents int64) (Fees, error) {
	return audit.SetSetting(ctx, s.pool, adminID, which,
		func(q *db.Queries) (Fees, error) {
			st, err := q.GetSettings(ctx)
			return feesOf(st), err
		},
		func(q *db.Queries) (Fees, error) {
			var st db.Setting
			var err error
			if which == PickupFee {
				st, err = q.SetPickupFee(ctx, db.SetPickupFeeParams{Cents: cents, AdminID: &adminID})
			} else {
				st, err = q.SetTradeFee(ctx, db.SetTradeFeeParams{Cents: cents, AdminID: &adminID})
			}
			return feesOf(st), err
		})
}
