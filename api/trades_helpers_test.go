package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// tradeHarness is a harness with trade windows short enough for tests.
func tradeHarness(t *testing.T, mutate ...func(*config.Config)) *harness {
	return newHarness(t, append([]func(*config.Config){func(c *config.Config) { c.Inspection = 0 }}, mutate...)...)
}

// balance reads a member's balance and held cents.
func (h *harness) balance(userID string) (balance, held int64) {
	h.t.Helper()
	b, err := ledger.NewService(h.pool).BalanceOf(context.Background(), userID)
	if err != nil {
		h.t.Fatal(err)
	}
	return b.Balance, b.Held
}

func (h *harness) wantBalance(who, userID string, balance, held int64) {
	h.t.Helper()
	if b, hd := h.balance(userID); b != balance || hd != held {
		h.t.Fatalf("%s: balance %d held %d, want %d and %d", who, b, hd, balance, held)
	}
}

// jsonDo sends a request and decodes the JSON answer, failing on an
// unexpected status.
func (h *harness) jsonDo(want int, method, path string, body any, auth []string) map[string]any {
	h.t.Helper()
	raw := ""
	if body != nil {
		b, _ := json.Marshal(body)
		raw = string(b)
	}
	rec := h.do(method, path, raw, auth...)
	if rec.Code != want {
		h.t.Fatalf("%s %s: status %d, want %d: %s", method, path, rec.Code, want, rec.Body)
	}
	var out map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	return out
}

// refused asserts a 4xx with the exact message.
func (h *harness) refused(rec *httptest.ResponseRecorder, status int, message string) {
	h.t.Helper()
	if rec.Code != status {
		h.t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
	if msg, _ := decodeError(h.t, rec); msg != message {
		h.t.Fatalf("message %q, want %q", msg, message)
	}
}

// tradeDates are valid request dates: start 5 days ahead (New York).
func tradeDates(days int) (string, string) {
	start := rules.EarliestStart(time.Now()).AddDate(0, 0, 2)
	return start.Format(time.DateOnly), start.AddDate(0, 0, days).Format(time.DateOnly)
}

// waitTrade polls GET /trades/{id} as userID until cond holds.
func (h *harness) waitTrade(tradeID string, auth []string, what string, cond func(trade map[string]any) bool) map[string]any {
	h.t.Helper()
	var d map[string]any
	testenv.Eventually(h.t, 20*time.Second, func() error {
		d = h.jsonDo(200, "GET", "/trades/"+tradeID, nil, auth)
		if tr := d["trade"].(map[string]any); !cond(tr) {
			return fmt.Errorf("trade %s never reached %q: %v", tradeID, what, tr["status"])
		}
		return nil
	})
	return d
}

// waitProjection polls the projection row until it has the wanted status.
func (h *harness) waitProjection(tradeID, status string) db.Trade {
	h.t.Helper()
	var tr db.Trade
	testenv.Eventually(h.t, 20*time.Second, func() error {
		var err error
		if tr, err = db.New(h.pool).GetTrade(context.Background(), tradeID); err != nil || tr.Status != status {
			return fmt.Errorf("projection of %s never reached %s (last %q, %v)", tradeID, status, tr.Status, err)
		}
		return nil
	})
	return tr
}

// waitClosed waits until the trade's workflow has finished.
func (h *harness) waitClosed(tradeID string) workflows.TradeView {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var v workflows.TradeView
	if err := h.temporal.GetWorkflow(ctx, workflows.WorkflowID(tradeID), "").Get(ctx, &v); err != nil {
		h.t.Fatalf("workflow of %s: %v", tradeID, err)
	}
	return v
}

func (h *harness) assertSearchAttributes(tradeID, status string, users ...string) {
	h.t.Helper()
	desc, err := h.temporal.DescribeWorkflowExecution(context.Background(), workflows.WorkflowID(tradeID), "")
	if err != nil {
		h.t.Fatal(err)
	}
	fields := desc.WorkflowExecutionInfo.GetSearchAttributes().GetIndexedFields()
	var got string
	var gotUsers []string
	_ = converter.GetDefaultDataConverter().FromPayload(fields[workflows.SearchAttrStatus], &got)
	_ = converter.GetDefaultDataConverter().FromPayload(fields[workflows.SearchAttrUserIDs], &gotUsers)
	if got != status || fmt.Sprint(gotUsers) != fmt.Sprint(users) {
		h.t.Fatalf("search attributes: status=%q users=%v", got, gotUsers)
	}
	h.waitListed(fmt.Sprintf("WorkflowId = %q AND %s = %q AND %s = %q", workflows.WorkflowID(tradeID),
		workflows.SearchAttrStatus, status, workflows.SearchAttrUserIDs, users[0]))
}

// waitListed waits until a visibility query (as the Temporal UI's filter
// sends it) finds exactly one workflow: visibility is written after the
// workflow task, eventually.
func (h *harness) waitListed(query string) {
	h.t.Helper()
	testenv.Eventually(h.t, 10*time.Second, func() error {
		res, err := h.temporal.ListWorkflow(context.Background(), &workflowservice.ListWorkflowExecutionsRequest{Query: query})
		if err != nil || len(res.Executions) != 1 {
			return fmt.Errorf("visibility query %s: %v %v", query, res, err)
		}
		return nil
	})
}

func (h *harness) balanced() { h.t.Helper(); ledgertest.AssertBalanced(h.t, h.pool) }

// recordHistory saves the workflow's history for the replay tests when
// UPDATE_HISTORIES is set (`make histories`, after a change to the trade
// workflow that ships as a new worker build).
func recordHistory(t *testing.T, c client.Client, tradeID, file string) {
	t.Helper()
	if os.Getenv("UPDATE_HISTORIES") == "" {
		return
	}
	path := filepath.Join(testenv.RepoRoot(t), "workflows", "testdata", file)
	if err := os.WriteFile(path, testenv.HistoryJSON(t, c, workflows.WorkflowID(tradeID)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// tradeParty is a funded member with one active bag.
type tradeParty struct {
	user accounts.User
	bag  db.Item
	auth []string
}

func (h *harness) party(name string, fundCents, bagCents int64) tradeParty {
	u := testenv.Member(h.t, h.pool, name)
	if fundCents > 0 {
		testenv.Fund(h.t, h.pool, u.ID, fundCents)
	}
	return tradeParty{user: u, bag: testenv.Item(h.t, h.pool, u.ID, bagCents), auth: h.as(u.ID)}
}

// pickupRequest is the usual start: Ana ($500, a $100 bag) asks Bea ($500,
// a $150 bag) for a pickup trade.
func pickupRequest(t *testing.T) (h *harness, ana, bea tradeParty, id string) {
	h = tradeHarness(t)
	ana = h.party("Ana", 50_000, 10_000)
	bea = h.party("Bea", 50_000, 15_000)
	return h, ana, bea, h.request(ana, bea, "pickup")
}

// shippingRequest is the shipping start: Ana asks Bea, who lives in New
// York, for her bag by shipping; cost is the round trip the server priced.
func shippingRequest(t *testing.T, mutate ...func(*config.Config)) (h *harness, ana, bea tradeParty, id string, cost float64) {
	h = tradeHarness(t, mutate...)
	ana = h.party("Ana", 50_000, 10_000)
	bea = h.party("Bea", 50_000, 15_000)
	if _, err := h.pool.Exec(context.Background(), `UPDATE users SET zip_code = '10001', address = '350 5th Ave', city = 'New York', state = 'NY' WHERE id = $1`, bea.user.ID); err != nil {
		t.Fatal(err)
	}
	id = h.request(ana, bea, "shipping")
	cost = h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)["shipping_cost"].(float64)
	return h, ana, bea, id, cost
}

// request posts a trade request from a for b's bag.
func (h *harness) request(a, b tradeParty, delivery string) string {
	h.t.Helper()
	start, end := tradeDates(7)
	out := h.jsonDo(201, "POST", "/trades", map[string]any{
		"hat1_id": a.bag.ID, "hat2_id": b.bag.ID, "start_date": start, "end_date": end, "delivery_method": delivery,
		"message": "Would love to borrow this!",
	}, a.auth)
	return out["trade"].(map[string]any)["_id"].(string)
}

// doJSON sends body as JSON and returns the raw answer.
func (h *harness) doJSON(method, path string, body any, auth []string) *httptest.ResponseRecorder {
	h.t.Helper()
	b, _ := json.Marshal(body)
	return h.do(method, path, string(b), auth...)
}

// adminUserID makes (once per harness) an administrator and returns its id.
func (h *harness) adminUserID() string {
	h.t.Helper()
	if h.adminID == "" {
		u := testenv.Member(h.t, h.pool, "Admin")
		if _, err := h.pool.Exec(context.Background(), `UPDATE users SET is_admin = true WHERE id = $1`, u.ID); err != nil {
			h.t.Fatal(err)
		}
		h.adminID = u.ID
	}
	return h.adminID
}

// admin returns the auth headers of the harness's administrator.
func (h *harness) admin() []string { return h.as(h.adminUserID()) }
