package api

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// The signals a trade accepts, sent straight to Temporal (as anyone with
// the CLI could) with a member named as the administrator or a trade that
// booked nothing, change nothing: no status, acknowledgement or money
// moves, and each refusal shows in the workflow's memo. The operator's own
// signal, naming a real administrator, works.
func TestForgedSignalsChangeNothingOnTheServer(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	ctx, wid := context.Background(), workflows.WorkflowID(id)
	before := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)
	forged := []struct {
		name    string
		payload any
	}{
		{workflows.SignalOverrideReceived, workflows.AdminSignal{AdminID: ana.user.ID, UserID: ana.user.ID}},
		{workflows.SignalOverrideReturned, workflows.AdminSignal{AdminID: bea.user.ID, UserID: bea.user.ID}},
		{workflows.SignalForceComplete, workflows.AdminSignal{AdminID: ana.user.ID, Action: workflows.ForceCancel, Reason: "refund me"}},
		{workflows.SignalBookingConflict, workflows.BookingConflict{TradeID: id}},
	}
	for _, f := range forged {
		if err := h.temporal.SignalWorkflow(ctx, wid, "", f.name, f.payload); err != nil {
			t.Fatal(err)
		}
	}
	refused := h.waitRefusedSignals(wid, len(forged))
	for i, f := range forged {
		if refused[i].Signal != f.name {
			t.Fatalf("refusal %d: %+v, want %s", i, refused[i], f.name)
		}
	}
	after := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)
	if after["status"] != "accepted" || after["user1_received_at"] != nil || after["transition_seq"] != before["transition_seq"] {
		t.Fatalf("a forged signal changed the trade: %v", after)
	}
	h.wantBalance("requester after forged signals", ana.user.ID, 49_000, 15_000)
	h.wantBalance("owner after forged signals", bea.user.ID, 49_000, 10_000)

	if err := h.temporal.SignalWorkflow(ctx, wid, "", workflows.SignalForceComplete,
		workflows.AdminSignal{AdminID: h.adminUserID(), Action: workflows.ForceCancel, Reason: "operator from the CLI"}); err != nil {
		t.Fatal(err)
	}
	if v := h.waitClosed(id); v.Status != rules.StatusCancelled || v.Forced == nil {
		t.Fatalf("the operator's signal: %+v", v)
	}
	h.wantBalance("requester refunded", ana.user.ID, 50_000, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "forged_signals_refused.json")
}

// waitRefusedSignals waits until the workflow's memo lists n refusals.
func (h *harness) waitRefusedSignals(workflowID string, n int) []workflows.SignalRefusal {
	h.t.Helper()
	var got []workflows.SignalRefusal
	testenv.Eventually(h.t, 20*time.Second, func() error {
		d, err := h.temporal.DescribeWorkflowExecution(context.Background(), workflowID, "")
		if err != nil {
			h.t.Fatal(err)
		}
		got = nil
		if p, ok := d.WorkflowExecutionInfo.GetMemo().GetFields()[workflows.MemoRefusedSignals]; ok {
			if err := json.Unmarshal(p.GetData(), &got); err != nil {
				h.t.Fatal(err)
			}
		}
		if len(got) < n {
			return fmt.Errorf("%d refused signals in the memo, want %d", len(got), n)
		}
		return nil
	})
	return got
}

// A shipping trade runs from request to completion on the members' own
// acknowledgements.
func TestTradesShippingCompletes(t *testing.T) {
	h, ana, bea, id, cost := shippingRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitTrade(id, ana.auth, "labels", func(tr map[string]any) bool { return len(tr["labels"].([]any)) == 4 })
	for _, step := range []string{"received", "returned"} {
		for _, p := range []tradeParty{ana, bea} {
			h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, p.auth)
		}
	}
	if v := h.waitClosed(id); v.Status != rules.StatusCompleted || len(v.Labels) != 4 {
		t.Fatalf("final %s, %d labels", v.Status, len(v.Labels))
	}
	h.wantBalance("requester at the end", ana.user.ID, 50_000-500-int64(cost*100+0.5), 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "shipping_completed.json")
}
