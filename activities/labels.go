package activities

import (
	"context"
	"errors"
	"fmt"

	"pursetrade/internal/shipping"
	"pursetrade/workflows"
)

// legs lists the four shipments and whether the owner sends each.
var legs = []struct {
	leg       string
	fromOwner bool
}{
	{workflows.LegRequesterOut, false},
	{workflows.LegOwnerOut, true},
	{workflows.LegRequesterReturn, false},
	{workflows.LegOwnerReturn, true},
}

// BuyLabels buys the four labels of a shipping trade. Each label is saved as
// soon as it is bought, and legs already bought are skipped, so a retry
// never pays twice for a leg.
func (a *Activities) BuyLabels(ctx context.Context, in workflows.BuyLabelsInput) ([]workflows.Label, error) {
	store := a.store()
	bought, err := store.BoughtLabels(ctx, in.TradeID)
	if err != nil {
		return nil, err
	}
	addrs, err := store.ShippingAddresses(ctx, in.RequesterID, in.OwnerID)
	if err != nil {
		return nil, err
	}
	out := make([]workflows.Label, 0, len(legs))
	for _, leg := range legs {
		if l, ok := bought[leg.leg]; ok {
			out = append(out, l)
			continue
		}
		from, to := addrs[in.RequesterID], addrs[in.OwnerID]
		if leg.fromOwner {
			from, to = to, from
		}
		l, err := a.Shipping.BuyLabel(ctx, shipping.LabelRequest{TradeID: in.TradeID, Leg: leg.leg, From: from, To: to})
		if err != nil {
			return nil, fmt.Errorf("label %s: %w", leg.leg, err)
		}
		label := workflows.Label{Leg: leg.leg, LabelURL: l.LabelURL, TrackingNumber: l.TrackingNumber, Carrier: l.Carrier, TrackingURL: l.TrackingURL}
		if err := store.SaveLabel(ctx, in.TradeID, label, l.ProviderID); err != nil {
			return nil, err
		}
		out = append(out, label)
	}
	return out, nil
}

// VoidLabels voids the trade's labels not voided yet (a shipping trade
// cancelled after its labels were bought). Each label is marked voided as
// soon as the provider voided it, and the provider itself ignores a label
// already voided, so a retry never refunds one twice. A label the carrier
// will not void (already used) is logged and left as it is.
func (a *Activities) VoidLabels(ctx context.Context, in workflows.VoidLabelsInput) error {
	store := a.store()
	labels, err := store.UnvoidedLabels(ctx, in.TradeID)
	if err != nil {
		return err
	}
	for _, l := range labels {
		err := a.Shipping.VoidLabel(ctx, l.ProviderID)
		if errors.Is(err, shipping.ErrNotVoidable) {
			a.Logger.Warn("label not voided", "trade_id", in.TradeID, "leg", l.Leg, "err", err)
			continue
		}
		if err != nil {
			return fmt.Errorf("void label %s: %w", l.Leg, err)
		}
		if err := store.MarkLabelVoided(ctx, in.TradeID, l.Leg); err != nil {
			return err
		}
	}
	return nil
}
