package shipping

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
)

// VoidLabel implements Provider: the label is marked void by a record
// void/<label file>.json beside it.
func (o *Offline) VoidLabel(ctx context.Context, providerID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !ValidLabelFile(providerID) {
		return fmt.Errorf("%w: unknown offline label %q", ErrNotVoidable, providerID)
	}
	if _, err := os.Stat(filepath.Join(o.dir, providerID)); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: unknown offline label %q", ErrNotVoidable, providerID)
	}
	path := o.voidPath(providerID)
	if _, err := os.Stat(path); err == nil {
		return nil
	}
	rec, _ := json.Marshal(map[string]any{"voided_at": o.now().UTC()})
	return writeFileAtomic(path, rec)
}

// Voided reports whether an offline label was voided.
func (o *Offline) Voided(providerID string) bool {
	_, err := os.Stat(o.voidPath(providerID))
	return err == nil
}

func (o *Offline) voidPath(file string) string { return filepath.Join(o.dir, "void", file+".json") }

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
