package activities

import (
	"context"
	"errors"
	"pursetrade/internal/ledger"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/shipping"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// countingProvider counts the voids reaching the provider per label and
// can fail one call, as a network error would.
type countingProvider struct {
	*shipping.Offline
	mu     sync.Mutex
	voids  map[string]int
	failAt int // fail the call with this number (1-based); 0 never
	calls  int
}

func (p *countingProvider) VoidLabel(ctx context.Context, providerID string) error {
	p.mu.Lock()
	p.calls++
	fail := p.calls == p.failAt
	if !fail {
		p.voids[providerID]++
	}
	p.mu.Unlock()
	if fail {
		return errors.New("connection reset")
	}
	return p.Offline.VoidLabel(ctx, providerID)
}

func TestVoidLabelsVoidsEachLabelOnce(t *testing.T) {
	pool := testenv.NewPool(t)
	offline := shipping.NewOffline(blobstore.Local{Dir: t.TempDir()})
	p := &countingProvider{Offline: offline, voids: map[string]int{}, failAt: 3}
	a := &Activities{Pool: pool, Ledger: ledger.NewService(pool), Shipping: p, Logger: testenv.Logger()}
	ctx := context.Background()
	tradeID, u1, u2 := shippingTrade(t, a)
	labels, err := a.BuyLabels(ctx, workflows.BuyLabelsInput{TradeID: tradeID, RequesterID: u1, OwnerID: u2})
	if err != nil || len(labels) != 4 {
		t.Fatalf("labels %d: %v", len(labels), err)
	}

	in := workflows.VoidLabelsInput{TradeID: tradeID}
	if err := a.VoidLabels(ctx, in); err == nil {
		t.Fatal("the failed void must fail the activity so it is retried")
	}
	for range 2 { // the retry, then a duplicate run
		if err := a.VoidLabels(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	unvoided, err := a.store().UnvoidedLabels(ctx, tradeID)
	if err != nil || len(unvoided) != 0 {
		t.Fatalf("labels left unvoided: %+v, %v", unvoided, err)
	}
	for providerID, n := range p.voids {
		if n != 1 || !voided(t, offline, providerID) {
			t.Fatalf("label %s: %d voids", providerID, n)
		}
	}
	if len(p.voids) != 4 || p.calls != 5 {
		t.Fatalf("%d labels voided, %d provider calls (4 voids and the failed one)", len(p.voids), p.calls)
	}
}

// shippingTrade writes an accepted shipping trade between two members with
// addresses and returns its id and theirs.
func shippingTrade(t *testing.T, a *Activities) (tradeID, user1ID, user2ID string) {
	t.Helper()
	u1, u2 := testenv.Member(t, a.Pool, "Ana"), testenv.Member(t, a.Pool, "Bea")
	if _, err := a.Pool.Exec(context.Background(),
		`UPDATE users SET zip_code = '10001', address = '350 5th Ave', city = 'New York', state = 'NY' WHERE id = $1`, u2.ID); err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	view := workflows.TradeView{
		TradeID: ids.New(), Status: rules.StatusAccepted, RequesterID: u1.ID, OwnerID: u2.ID,
		Terms: workflows.Terms{RequesterBagID: testenv.Item(t, a.Pool, u1.ID, 1000).ID, OwnerBagID: testenv.Item(t, a.Pool, u2.ID, 2000).ID,
			StartDate: "2030-01-01", EndDate: "2030-01-05"},
		HoldUserID: u1.ID, DeliveryMethod: workflows.DeliveryShipping, CreatedAt: now, UpdatedAt: now, Seq: 1,
		Timeline: []workflows.TimelineEvent{{Seq: 1, Kind: "created", UserID: u1.ID, Description: "Trade requested", At: now}},
	}
	if err := a.ProjectTrade(context.Background(), workflows.TradeProjection{TradeView: view}); err != nil {
		t.Fatal(err)
	}
	return view.TradeID, u1.ID, u2.ID
}

func voided(t *testing.T, o *shipping.Offline, providerID string) bool {
	t.Helper()
	v, err := o.Voided(context.Background(), providerID)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
