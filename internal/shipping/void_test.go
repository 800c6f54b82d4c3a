package shipping

import (
	"context"
	"errors"
	"testing"

	"pursetrade/internal/blobstore"
)

// refundAnswer is shaped like Shippo's documented refund.
const refundAnswer = `{
  "object_created": "2026-06-02T09:00:00Z", "object_id": "adcfdddf8ec64b84ad22772bce3ea37a",
  "object_owner": "shippotle@shippo.com", "object_updated": "2026-06-02T09:00:00Z",
  "status": "QUEUED", "test": true, "transaction": "915d94940ea54c3a80cbfa328722f5a1"
}`

const labelTx = "915d94940ea54c3a80cbfa328722f5a1"

func transactionIn(status string) string {
	return `{"object_id": "` + labelTx + `", "status": "` + status + `", "rate": "r1", "messages": []}`
}

func TestShippoVoidLabelRefundsOnce(t *testing.T) {
	f, c := newFakeShippo(t)
	f.answer("GET /transactions/"+labelTx, 200, transactionIn("SUCCESS"))
	f.answer("GET /transactions/"+labelTx, 200, transactionIn(shippoRefundPending)) // once refunded
	f.answer("POST /refunds/", 201, refundAnswer)
	ctx := context.Background()
	for range 2 {
		if err := c.VoidLabel(ctx, labelTx); err != nil {
			t.Fatal(err)
		}
	}
	got := f.routes()
	if len(got) != 3 || got[0] != "GET /transactions/"+labelTx || got[1] != "POST /refunds/" || got[2] != "GET /transactions/"+labelTx {
		t.Fatalf("calls %v: the second void must not refund again", got)
	}
	if b := f.body(1); b["transaction"] != labelTx || b["async"] != false {
		t.Fatalf("refund body %v", b)
	}
}

func TestShippoVoidLabelRefusals(t *testing.T) {
	for _, tc := range []struct {
		name         string
		tx           string
		refundStatus int
		refund       string
		voidable     bool // the error is a retryable one, not ErrNotVoidable
	}{
		{name: "carrier rejected it before", tx: transactionIn(shippoRefundRejected)},
		{name: "refund refused", tx: transactionIn("SUCCESS"), refundStatus: 400,
			refund: `{"transaction": ["Refund with this Transaction already exists or the label was used."]}`},
		{name: "refund in error", tx: transactionIn("SUCCESS"), refundStatus: 201,
			refund: `{"object_id": "r1", "status": "ERROR", "transaction": "` + labelTx + `"}`},
		{name: "Shippo down", tx: transactionIn("SUCCESS"), refundStatus: 503, refund: `{"detail": "unavailable"}`, voidable: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, c := newFakeShippo(t)
			f.answer("GET /transactions/"+labelTx, 200, tc.tx)
			if tc.refund != "" {
				f.answer("POST /refunds/", tc.refundStatus, tc.refund)
			}
			err := c.VoidLabel(context.Background(), labelTx)
			if err == nil || errors.Is(err, ErrNotVoidable) == tc.voidable {
				t.Fatalf("err = %v", err)
			}
		})
	}
	if err := NewShippo(testToken, "http://127.0.0.1:1", nil).VoidLabel(context.Background(), ""); !errors.Is(err, ErrNotVoidable) {
		t.Fatalf("a label without a transaction id: %v", err)
	}
}

func TestOfflineVoidLabel(t *testing.T) {
	o := NewOffline(blobstore.Local{Dir: t.TempDir()})
	ctx := context.Background()
	label, err := o.BuyLabel(ctx, LabelRequest{TradeID: "65f1c0ffee0000000000abcd", Leg: "user1_out", From: hialeah, To: nyc})
	if err != nil {
		t.Fatal(err)
	}
	if voided, err := o.Voided(ctx, label.ProviderID); err != nil || voided {
		t.Fatal("a new label is not void")
	}
	for range 2 {
		if err := o.VoidLabel(ctx, label.ProviderID); err != nil {
			t.Fatal(err)
		}
	}
	if voided, err := o.Voided(ctx, label.ProviderID); err != nil || !voided {
		t.Fatal("label not marked void")
	}
	for _, bad := range []string{"", "../x.pdf", "0123456789abcdef0123456789abcdef.pdf"} {
		if err := o.VoidLabel(ctx, bad); !errors.Is(err, ErrNotVoidable) {
			t.Fatalf("%q: %v", bad, err)
		}
	}
}
