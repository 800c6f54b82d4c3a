package trades

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// ErrNotOurLabel: a carrier scan names no label an accepted trade bought.
var ErrNotOurLabel = errors.New("no trade bought this label")

// scanKey names a scan: its label, status and the carrier's time, so the
// same scan reported twice is one.
func scanKey(s shipping.TrackingStatus) string {
	return s.Carrier + "/" + s.TrackingNumber + "/" + s.Status + "/" + s.Substatus + "/" + s.UpdatedAt.UTC().Format(time.RFC3339Nano)
}

// ReceivedScan is a stored scan with the trade and leg it belongs to;
// ToSend says this call is to send it to the trade.
type ReceivedScan struct {
	TradeID string
	Event   workflows.CarrierEvent
	Key     string
	ToSend  bool
}

// ReceiveScan stores a scan (a parcel's latest status, as the carrier's
// webhook reports it) of one of an accepted trade's labels once.
// A scan of any other label answers ErrNotOurLabel and stores nothing.
func (s Service) ReceiveScan(ctx context.Context, scan shipping.TrackingStatus) (ReceivedScan, error) {
	label, err := s.q().LabelByTracking(ctx, db.LabelByTrackingParams{Carrier: scan.Carrier, TrackingNumber: scan.TrackingNumber})
	if errors.Is(err, pgx.ErrNoRows) {
		return ReceivedScan{}, ErrNotOurLabel
	}
	if err != nil {
		return ReceivedScan{}, err
	}
	r := ReceivedScan{TradeID: label.TradeID, Key: scanKey(scan), Event: workflows.CarrierEvent{
		Leg: label.Leg, Carrier: scan.Carrier, TrackingNumber: scan.TrackingNumber, Status: scan.Status,
		Substatus: scan.Substatus, At: scan.UpdatedAt.UTC(),
	}}
	r.ToSend, err = s.q().RecordCarrierEvent(ctx, db.RecordCarrierEventParams{EventKey: r.Key, TradeID: r.TradeID, Leg: label.Leg,
		Carrier: scan.Carrier, TrackingNumber: scan.TrackingNumber, Status: scan.Status, Substatus: scan.Substatus, StatusDate: r.Event.At})
	return r, err
}

// ScanSent records that a stored scan has reached its trade.
func (s Service) ScanSent(ctx context.Context, key string) error {
	return s.q().MarkCarrierEventSignaled(ctx, key)
}

// OfflineLabelsInTransit lists the offline labels whose parcels are not
// delivered yet, for the offline provider's scans.
func (s Service) OfflineLabelsInTransit(ctx context.Context) ([]shipping.OfflineLabel, error) {
	rows, err := s.q().OfflineLabelsInTransit(ctx)
	out := make([]shipping.OfflineLabel, len(rows))
	for i, r := range rows {
		out[i] = shipping.OfflineLabel{TrackingNumber: r.TrackingNumber, LastScanAt: r.LastScanAt}
	}
	return out, err
}
