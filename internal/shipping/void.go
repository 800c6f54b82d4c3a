package shipping

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"pursetrade/internal/blobstore"
)

// VoidLabel implements Provider: the label is marked void by a record
// <label file>.void.json beside it.
func (o *Offline) VoidLabel(ctx context.Context, providerID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !ValidLabelFile(providerID) {
		return fmt.Errorf("%w: unknown offline label %q", ErrNotVoidable, providerID)
	}
	if err := o.exists(ctx, providerID); errors.Is(err, blobstore.ErrNotFound) {
		return fmt.Errorf("%w: unknown offline label %q", ErrNotVoidable, providerID)
	} else if err != nil {
		return err
	}
	voided, err := o.Voided(ctx, providerID)
	if err != nil || voided {
		return err
	}
	rec, _ := json.Marshal(map[string]any{"voided_at": o.now().UTC()})
	return o.files.Put(ctx, voidKey(providerID), "application/json", rec)
}

// Voided reports whether an offline label was voided.
func (o *Offline) Voided(ctx context.Context, providerID string) (bool, error) {
	err := o.exists(ctx, voidKey(providerID))
	if errors.Is(err, blobstore.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// exists answers nil when the store holds key, or ErrNotFound.
func (o *Offline) exists(ctx context.Context, key string) error {
	f, err := o.files.Open(ctx, key)
	if err == nil {
		f.Close()
	}
	return err
}

func voidKey(file string) string { return file + ".void.json" }

// Shippo transaction states of a label that was refunded or is being
// refunded, and of one whose refund the carrier rejected.
const (
	shippoRefunded       = "REFUNDED"
	shippoRefundPending  = "REFUNDPENDING"
	shippoRefundRejected = "REFUNDREJECTED"
)

type shippoRefundRequest struct {
	Transaction string `json:"transaction"`
	Async       bool   `json:"async"`
}

type shippoRefund struct {
	ObjectID    string `json:"object_id"`
	Status      string `json:"status"` // QUEUED, PENDING, SUCCESS, ERROR
	Transaction string `json:"transaction"`
}

// VoidLabel implements Provider with POST /refunds/. It looks at the label's
// transaction first, so a retry after a refund whose answer was lost does
// not ask again.
func (s *Shippo) VoidLabel(ctx context.Context, transactionID string) error {
	if transactionID == "" {
		return fmt.Errorf("%w: no Shippo transaction id", ErrNotVoidable)
	}
	var tx shippoTransaction
	if err := s.do(ctx, http.MethodGet, "/transactions/"+url.PathEscape(transactionID), nil, &tx, "get label"); err != nil {
		return err
	}
	switch tx.Status {
	case shippoRefunded, shippoRefundPending:
		return nil
	case shippoRefundRejected:
		return fmt.Errorf("%w: the carrier rejected the refund of %s", ErrNotVoidable, transactionID)
	}
	var r shippoRefund
	err := s.do(ctx, http.MethodPost, "/refunds/", shippoRefundRequest{Transaction: transactionID}, &r, "refund label")
	var apiErr *APIError
	if errors.As(err, &apiErr) && !apiErr.Temporary() {
		return fmt.Errorf("%w: %w", ErrNotVoidable, err)
	}
	if err != nil {
		return err
	}
	if r.Status == "ERROR" {
		return fmt.Errorf("%w: Shippo refund %s of %s ended in ERROR", ErrNotVoidable, r.ObjectID, transactionID)
	}
	return nil
}
