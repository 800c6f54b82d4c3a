package activities

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/sdk/temporal"

	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	refusalpkg "pursetrade/internal/refusal"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// Every money activity is one ledger plan keyed by the workflow's step, so
// a retry (or a replay after a crash) moves nothing twice. Business refusals
// are non-retryable errors typed with the workflow's refusal codes.

// OpenTrade writes the trade's first projection and reserves the requester's
// hold in one transaction: either the trade exists with its hold or nothing
// does.
func (a *Activities) OpenTrade(ctx context.Context, in workflows.OpenTradeInput) error {
	err := a.Ledger.RunTx(ctx, func(tx pgx.Tx) error {
		if err := (trades.Store{DB: tx}).WriteProjection(ctx, in.Projection); err != nil {
			return err
		}
		_, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: in.Key, TradeID: in.Projection.TradeID, Ops: []ledger.Op{
			ledger.ReserveHold(in.HoldUserID, in.HoldCents, "Security hold for trade request").Named("hold"),
		}})
		return err
	})
	return refusal(err, func(f *ledger.InsufficientFunds) string { return ledger.RequestMessage(f.Needed) })
}

// SetHold sets the requester's hold to the value of the bag a modification
// asks for.
func (a *Activities) SetHold(ctx context.Context, in workflows.SetHoldInput) error {
	op := ledger.SetHold(in.UserID, in.Cents, "Hold adjusted for modified trade")
	_, err := a.Ledger.Apply(ctx, ledger.Plan{Key: in.Key, TradeID: in.TradeID, Ops: []ledger.Op{op.Named("adjust")}})
	return refusal(err, func(f *ledger.InsufficientFunds) string {
		return fmt.Sprintf("Insufficient current balance. You need %s for this change. Please add funds.", money.USD(f.Needed))
	})
}

// AcceptTrade charges each member the site fee and their delivery fee and
// reserves the owner's hold, at the fees in force now, books both bags,
// writes the accepted trade's projection with the frozen financial snapshot
// (computed from the rows written, so a retry answers the same snapshot)
// and lists the open requests the booking rules out, in one transaction.
func (a *Activities) AcceptTrade(ctx context.Context, in workflows.AcceptTradeInput) (workflows.AcceptTradeResult, error) {
	var out workflows.AcceptTradeResult
	err := a.Ledger.RunTx(ctx, func(tx pgx.Tx) error {
		store := trades.Store{DB: tx}
		fees, overlapping, err := store.CheckAndBook(ctx, trades.Booking{TradeID: in.TradeID, RequesterBagID: in.RequesterBagID,
			OwnerBagID: in.OwnerBagID, Dates: rules.Dates{Start: in.StartDate, End: in.EndDate},
			TurnaroundDays: in.Projection.Terms.TurnaroundDays, RequesterBagCents: in.Projection.Terms.RequesterBagValueCents,
			OwnerBagCents: in.Projection.Terms.OwnerBagValueCents, AccepterIsRequester: in.AccepterID == in.RequesterID})
		if err != nil {
			return err
		}
		ops, deliveryType := acceptOps(in, fees)
		res, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: in.KeyPrefix, TradeID: in.TradeID, Ops: ops})
		if err != nil {
			return err
		}
		acceptedAt := fees.CheckedAt // the transaction's time, the rows' created_at
		if res.Replayed {
			acceptedAt = time.Time{} // from the rows written then
		}
		out = workflows.AcceptTradeResult{FinancialSnapshot: snapshotOf(res, in, deliveryType, acceptedAt), Overlapping: overlapping}
		p := in.Projection
		p.Snapshot = &out.FinancialSnapshot
		return store.WriteProjection(ctx, p)
	})
	switch {
	case errors.Is(err, rules.ErrBooked):
		return out, temporal.NewNonRetryableApplicationError(workflows.ErrBooked.Message, workflows.ErrBooked.Code, nil)
	case isVerificationRefusal(err):
		return out, temporal.NewNonRetryableApplicationError(err.Error(), workflows.CodeVerificationRequired, nil)
	case errors.Is(err, rules.ErrUnavailable):
		return out, temporal.NewNonRetryableApplicationError(workflows.ErrUnavailable.Message, workflows.ErrUnavailable.Code, nil)
	case err != nil:
		return out, refusal(err, func(f *ledger.InsufficientFunds) string {
			if f.UserID == in.AccepterID {
				return ledger.AcceptMessage(f.Needed)
			}
			return "The other member's balance cannot cover this trade right now. Please try again later."
		})
	}
	return out, nil
}

func isVerificationRefusal(err error) bool {
	r, ok := refusalpkg.As(err)
	return ok && r.Code == rules.CodeVerificationRequired
}

// acceptOps charges each member the site fee and their delivery fee and
// reserves the owner's hold (rules.Charges).
func acceptOps(in workflows.AcceptTradeInput, fees trades.AcceptFees) ([]ledger.Op, ledger.Type) {
	deliveryType := ledger.TypePickupFee
	if in.DeliveryMethod == workflows.DeliveryShipping {
		deliveryType = ledger.TypeShippingFee
	}
	requester, owner := rules.Charges(fees.Fees, rules.ChargedTrade{DeliveryMethod: in.DeliveryMethod,
		ShippingCostCents: in.ShippingCostCents, RequesterHoldCents: in.RequesterHoldCents, OwnerHoldCents: in.OwnerHoldCents})
	var ops []ledger.Op
	for _, m := range []struct {
		userID string
		charge rules.Charge
	}{{in.RequesterID, requester}, {in.OwnerID, owner}} {
		if m.charge.SiteFeeCents > 0 {
			ops = append(ops, ledger.ChargeFee(m.userID, ledger.TypeFeeCharge, m.charge.SiteFeeCents, "Site fee").Named("site-fee-"+m.userID))
		}
		if m.charge.DeliveryCents > 0 {
			ops = append(ops, ledger.ChargeFee(m.userID, deliveryType, m.charge.DeliveryCents, "Delivery fee ("+in.DeliveryMethod+")").Named("delivery-"+m.userID))
		}
	}
	ops = append(ops, ledger.ReserveHold(in.OwnerID, owner.HoldCents, "Security hold for accepted trade").Named("hold-"+in.OwnerID))
	return ops, deliveryType
}

// snapshotOf freezes the accepted trade's figures from the rows the plan
// writes (or, on a retry, had written), accepted at their creation time
// (at, for rows not written yet).
func snapshotOf(res ledger.Result, in workflows.AcceptTradeInput, deliveryType ledger.Type, at time.Time) workflows.FinancialSnapshot {
	snap := workflows.FinancialSnapshot{
		Requester:  userFinancials(res, in.RequesterID, in.RequesterHoldCents, deliveryType),
		Owner:      userFinancials(res, in.OwnerID, in.OwnerHoldCents, deliveryType),
		AcceptedAt: at,
	}
	if len(res.Entries) > 0 && at.IsZero() {
		snap.AcceptedAt = res.Entries[0].CreatedAt
	}
	return snap
}

func userFinancials(res ledger.Result, userID string, holdCents int64, deliveryType ledger.Type) workflows.UserFinancials {
	f := workflows.UserFinancials{UserID: userID, HoldCents: holdCents}
	if site, ok := res.Entry(userID, ledger.TypeFeeCharge); ok {
		f.PlatformFeeCents = site.Cents
	}
	if d, ok := res.Entry(userID, deliveryType); ok {
		if deliveryType == ledger.TypeShippingFee {
			f.ShippingFeeCents = d.Cents
		} else {
			f.PickupFeeCents = d.Cents
		}
	}
	f.TotalDueCents = f.PlatformFeeCents + f.ShippingFeeCents + f.PickupFeeCents
	f.BalanceAtAcceptance = balanceBefore(res, userID, f.TotalDueCents)
	f.TotalWithHoldCents = f.TotalDueCents + holdCents
	f.EndingBalanceCents = f.BalanceAtAcceptance - f.TotalWithHoldCents
	return f
}

// balanceBefore is the member's balance before the plan: the balance after
// its first row plus that row's amount (holds do not change the balance).
func balanceBefore(res ledger.Result, userID string, feesCents int64) int64 {
	for _, e := range res.Entries {
		if e.UserID == userID && !e.Type.IsHold() {
			return e.BalanceAfter + e.Cents
		}
	}
	return res.Balances[userID].Balance + feesCents
}

// ReleaseHolds releases every open hold of the trade.
func (a *Activities) ReleaseHolds(ctx context.Context, in workflows.ReleaseHoldsInput) error {
	_, err := a.Ledger.Apply(ctx, ledger.Plan{Key: in.KeyPrefix, TradeID: in.TradeID, Ops: []ledger.Op{
		ledger.ReleaseTradeHolds("Trade hold released").Named("release"),
	}})
	return refusal(err, nil)
}

// SettleCancellation: after acceptance the canceller's fees are kept and a
// penalty equal to the site fee goes to the partner, whose fees are
// refunded (less any an administrator already reversed); both holds are
// released.
func (a *Activities) SettleCancellation(ctx context.Context, in workflows.SettleCancellationInput) error {
	canceller, partner := in.Snapshot.Requester, in.Snapshot.Owner
	if in.CancellerID == in.Snapshot.Owner.UserID {
		canceller, partner = partner, canceller
	}
	ops := []ledger.Op{ledger.ReleaseTradeHolds("Trade cancelled: hold released").Named("release")}
	if refund := partner.TotalDueCents; refund > 0 {
		ops = append(ops, ledger.RefundTradeFees(partner.UserID, refund, "Fees refunded: your partner cancelled the trade").Named("refund-partner"))
	}
	if canceller.PlatformFeeCents > 0 {
		ops = append(ops, ledger.Penalty(canceller.UserID, partner.UserID, canceller.PlatformFeeCents, "Cancellation penalty").Named("penalty"))
	}
	_, err := a.Ledger.Apply(ctx, ledger.Plan{Key: in.KeyPrefix, TradeID: in.TradeID, Ops: ops})
	return refusal(err, func(f *ledger.InsufficientFunds) string {
		return fmt.Sprintf("Insufficient current balance. You need %s to cancel this trade. Please add funds.", money.USD(f.Needed))
	})
}

// RefundFees returns both members' fees (less any an administrator already
// reversed) and releases the holds (an administrator cancelling an accepted
// trade).
func (a *Activities) RefundFees(ctx context.Context, in workflows.RefundFeesInput) error {
	ops := []ledger.Op{ledger.ReleaseTradeHolds("Trade cancelled by an administrator: hold released").Named("release")}
	for _, u := range []workflows.UserFinancials{in.Snapshot.Requester, in.Snapshot.Owner} {
		if u.TotalDueCents > 0 {
			ops = append(ops, ledger.RefundTradeFees(u.UserID, u.TotalDueCents, "Fees refunded: trade cancelled by an administrator").Named("refund-"+u.UserID))
		}
	}
	_, err := a.Ledger.Apply(ctx, ledger.Plan{Key: in.KeyPrefix, TradeID: in.TradeID, Ops: ops})
	return refusal(err, nil)
}

// AwardFromHold pays a dispute award out of one member's hold to the other.
func (a *Activities) AwardFromHold(ctx context.Context, in workflows.AwardInput) error {
	_, err := a.Ledger.Apply(ctx, ledger.Plan{Key: in.Key, TradeID: in.TradeID, Ops: []ledger.Op{
		ledger.TransferFromHold(in.FromUserID, in.ToUserID, in.AmountCents, "Dispute award").Named("award"),
	}})
	return refusal(err, nil)
}

// refusal turns the ledger's refusals into non-retryable activity errors
// typed with the workflow's codes; other errors are retried.
func refusal(err error, insufficient func(*ledger.InsufficientFunds) string) error {
	if err == nil {
		return nil
	}
	if f, ok := ledger.AsInsufficient(err); ok && insufficient != nil {
		return temporal.NewNonRetryableApplicationError(insufficient(f), workflows.CodeInsufficient, nil)
	}
	for _, bad := range []error{ledger.ErrBadPlan, ledger.ErrHoldTooSmall, ledger.ErrNoOpenHold, ledger.ErrHoldExists, ledger.ErrUnknownUser} {
		if errors.Is(err, bad) {
			return temporal.NewNonRetryableApplicationError(err.Error(), workflows.CodeInvalid, nil)
		}
	}
	return err
}
