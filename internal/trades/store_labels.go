package trades

import (
	"context"
	"encoding/json"

	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// BoughtLabels are the labels already bought for the trade, by leg.
func (s Store) BoughtLabels(ctx context.Context, tradeID string) (map[string]workflows.Label, error) {
	rows, err := s.q().TradeLabels(ctx, tradeID)
	if err != nil {
		return nil, err
	}
	bought := map[string]workflows.Label{}
	for _, row := range rows {
		var l workflows.Label
		if err := json.Unmarshal(row.Label, &l); err != nil {
			return nil, err
		}
		bought[row.Leg] = l
	}
	return bought, nil
}

// SaveLabel records a label as soon as it is bought, with the provider's id
// that voids it.
func (s Store) SaveLabel(ctx context.Context, tradeID string, label workflows.Label, providerID string) error {
	raw, _ := json.Marshal(label)
	return s.q().SaveTradeLabel(ctx, db.SaveTradeLabelParams{TradeID: tradeID, Leg: label.Leg, LabelUrl: label.LabelURL, Label: raw,
		ProviderID: providerID})
}

// UnvoidedLabel is a bought label not voided yet.
type UnvoidedLabel struct {
	Leg, ProviderID string
}

// UnvoidedLabels are the trade's labels not voided yet.
func (s Store) UnvoidedLabels(ctx context.Context, tradeID string) ([]UnvoidedLabel, error) {
	rows, err := s.q().UnvoidedTradeLabels(ctx, tradeID)
	out := make([]UnvoidedLabel, len(rows))
	for i, r := range rows {
		out[i] = UnvoidedLabel{Leg: r.Leg, ProviderID: r.ProviderID}
	}
	return out, err
}

// MarkLabelVoided records that the provider voided the leg's label.
func (s Store) MarkLabelVoided(ctx context.Context, tradeID, leg string) error {
	return s.q().MarkTradeLabelVoided(ctx, db.MarkTradeLabelVoidedParams{TradeID: tradeID, Leg: leg})
}

// ShippingAddresses are the members' addresses, by member, as labels name them.
func (s Store) ShippingAddresses(ctx context.Context, userIDs ...string) (map[string]shipping.Address, error) {
	rows, err := s.q().ShippingAddresses(ctx, userIDs)
	if err != nil {
		return nil, err
	}
	out := map[string]shipping.Address{}
	for _, r := range rows {
		out[r.ID] = shipping.Address{Name: r.Name, Street1: r.Address, City: r.City, State: r.State, Zip: r.ZipCode, Phone: r.Phone, Email: r.Email}
	}
	return out, nil
}
