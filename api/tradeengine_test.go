package api

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/encoding/protojson"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
	"pursetrade/workflows"
)

func newTradeInput(h *harness, window time.Duration) workflows.TradeInput {
	u1 := testenv.Member(h.t, h.pool, "Ana")
	u2 := testenv.Member(h.t, h.pool, "Bea")
	return workflows.TradeInput{
		TradeID: ids.New(), User1ID: u1.ID, User2ID: u2.ID,
		Hat1ID: testenv.Item(h.t, h.pool, u1.ID, 12000).ID, Hat2ID: testenv.Item(h.t, h.pool, u2.ID, 15000).ID,
		StartDate: "2030-01-10", EndDate: "2030-01-17", StartsAt: time.Now().Add(5 * 24 * time.Hour),
		DeliveryMethod: "pickup", Message: "Swap for a week?", ResponseWindow: window,
	}
}

// waitProjection polls the projection until it has the wanted status.
func waitProjection(t *testing.T, h *harness, tradeID, status string) db.Trade {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		tr, err := db.New(h.pool).GetTrade(context.Background(), tradeID)
		if err == nil && tr.Status == status {
			return tr
		}
		if err != nil && err != pgx.ErrNoRows {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("projection of %s never reached %s (last: %+v, %v)", tradeID, status, tr.Status, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestTradeWorkflowThroughEngine(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	in := newTradeInput(h, 72*time.Hour)

	if err := h.srv.trades.Start(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := h.srv.trades.Start(ctx, in); err == nil {
		t.Fatal("starting the same trade twice must be refused")
	}
	row := waitProjection(t, h, in.TradeID, workflows.StatusPending)
	if row.User1ID != in.User1ID || row.Hat2ID != in.Hat2ID || row.WorkflowID != "trade-"+in.TradeID || row.TransitionSeq != 1 {
		t.Fatalf("projection row = %+v", row)
	}

	view, err := h.srv.trades.View(ctx, in.TradeID, in.User1ID)
	if err != nil {
		t.Fatal(err)
	}
	if view.Status != workflows.StatusPending || view.HoldUserID != in.User1ID || len(view.Actions) != 1 {
		t.Fatalf("requester view = %+v", view)
	}
	if v, _ := h.srv.trades.View(ctx, in.TradeID, in.User2ID); len(v.Actions) != 0 {
		t.Fatalf("owner may not cancel a request they did not make: %v", v.Actions)
	}

	_, err = h.srv.trades.Act(ctx, in.TradeID, workflows.UpdateCancel, workflows.ActionInput{UserID: in.User2ID})
	if err == nil || !strings.Contains(err.Error(), workflows.ErrNotAllowed.Error()) {
		t.Fatalf("cancel by the non-holder: %v", err)
	}
	if tr, _ := db.New(h.pool).GetTrade(ctx, in.TradeID); tr.TransitionSeq != 1 {
		t.Fatal("a refused update must write nothing")
	}

	view, err = h.srv.trades.Act(ctx, in.TradeID, workflows.UpdateCancel, workflows.ActionInput{UserID: in.User1ID})
	if err != nil || view.Status != workflows.StatusCancelled {
		t.Fatalf("cancel by the holder: %+v %v", view, err)
	}
	row = waitProjection(t, h, in.TradeID, workflows.StatusCancelled)
	if row.CancelledAt == nil || row.TransitionSeq != 2 {
		t.Fatalf("cancelled projection = %+v", row)
	}
	events, err := db.New(h.pool).ListTradeEvents(ctx, in.TradeID)
	if err != nil || len(events) != 2 || events[0].Kind != "created" || events[1].Kind != "cancelled" || events[0].ActorName != "Ana" {
		t.Fatalf("timeline = %+v %v", events, err)
	}

	run := h.temporal.GetWorkflow(ctx, workflows.WorkflowID(in.TradeID), "")
	var final workflows.TradeView
	if err := run.Get(ctx, &final); err != nil || final.Status != workflows.StatusCancelled {
		t.Fatalf("workflow result %+v %v", final, err)
	}
	assertSearchAttributes(t, h, in, workflows.StatusCancelled)
	if _, err := h.srv.trades.View(ctx, "000000000000000000000000", in.User1ID); err != ErrTradeNotRunning {
		t.Fatalf("unknown trade: %v", err)
	}
	recordHistory(t, h.temporal, in.TradeID, "cancel_pending.json")
}

func TestTradeExpiresOnRealServer(t *testing.T) {
	h := newHarness(t)
	in := newTradeInput(h, 2*time.Second)
	if err := h.srv.trades.Start(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	row := waitProjection(t, h, in.TradeID, workflows.StatusCancelled)
	if row.TransitionSeq != 2 {
		t.Fatalf("expired projection = %+v", row)
	}
	recordHistory(t, h.temporal, in.TradeID, "expire_pending.json")
}

func assertSearchAttributes(t *testing.T, h *harness, in workflows.TradeInput, status string) {
	t.Helper()
	desc, err := h.temporal.DescribeWorkflowExecution(context.Background(), workflows.WorkflowID(in.TradeID), "")
	if err != nil {
		t.Fatal(err)
	}
	fields := desc.WorkflowExecutionInfo.GetSearchAttributes().GetIndexedFields()
	var got string
	_ = converter.GetDefaultDataConverter().FromPayload(fields[workflows.SearchAttrStatus], &got)
	var users []string
	_ = converter.GetDefaultDataConverter().FromPayload(fields[workflows.SearchAttrUserIDs], &users)
	if got != status || len(users) != 2 || users[0] != in.User1ID {
		t.Fatalf("search attributes: status=%q users=%v", got, users)
	}
}

// recordHistory saves the workflow's history for the replay tests when
// UPDATE_HISTORIES is set (run `make histories` after a deliberate,
// versioned workflow change).
func recordHistory(t *testing.T, c client.Client, tradeID, file string) {
	t.Helper()
	if os.Getenv("UPDATE_HISTORIES") == "" {
		return
	}
	ctx := context.Background()
	iter := c.GetWorkflowHistory(ctx, workflows.WorkflowID(tradeID), "", false, 0)
	hist := &history.History{}
	for iter.HasNext() {
		ev, err := iter.Next()
		if err != nil {
			t.Fatal(err)
		}
		hist.Events = append(hist.Events, ev)
	}
	b, err := protojson.MarshalOptions{Indent: "  "}.Marshal(hist)
	if err != nil {
		t.Fatal(err)
	}
	var pretty json.RawMessage = b
	path := filepath.Join(testenv.RepoRoot(t), "workflows", "testdata", file)
	if err := os.WriteFile(path, pretty, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded %s", path)
}
