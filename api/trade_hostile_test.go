package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.temporal.io/api/workflowservice/v1"

	"pursetrade/internal/devtools/testenv"
)

// A trade request with any bytes in any field answers with a 2xx or a 4xx
// (a refusal within a second), and a refused one starts no workflow: bad input never
// reaches a trade (the stuck trade of a NUL message retried for ever).
func TestTradeRequestWithAnyBytes(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 500_000, 10_000), h.party("Bea", 50_000, 15_000)
	start, end := tradeDates(7)
	valid := map[string]string{"hat1_id": q(ana.bag.ID), "hat2_id": q(bea.bag.ID), "start_date": q(start), "end_date": q(end),
		"delivery_method": q("pickup"), "message": q("Would love to borrow this!"), "duration": "7"}
	hostile := []string{`"\u0000"`, `"a\u0000b"`, "\"\xff\xfe\"", `"\u0001\u001b\u007f"`, `"\ud800"`, `"` + strings.Repeat("a", 100<<10) + `"`,
		`1e309`, `[]`, `{}`, `true`, `-1`}
	started := 0
	for field := range valid {
		for _, v := range hostile {
			body := tradeBody(valid, field, v)
			began := time.Now()
			rec := h.do(http.MethodPost, "/trades", body, ana.auth...)
			took := time.Since(began)
			what := fmt.Sprintf("%s=%s", field, short(v))
			// A refusal never waits on anything; a trade that opens goes
			// through Temporal, bounded here only against a hang (its speed
			// is make bench-trades').
			if limit := map[bool]time.Duration{true: time.Second, false: 3 * time.Second}[rec.Code >= 400]; took > limit {
				t.Errorf("%s: %d after %v", what, rec.Code, took)
			}
			switch {
			case rec.Code >= 200 && rec.Code < 300:
				started++
				var out struct {
					Trade struct {
						ID string `json:"_id"`
					} `json:"trade"`
				}
				_ = json.Unmarshal(rec.Body.Bytes(), &out)
				h.jsonDo(200, http.MethodPut, "/trades/"+out.Trade.ID+"/cancel", map[string]any{}, ana.auth)
			case rec.Code >= 400 && rec.Code < 500:
			default:
				t.Errorf("%s: %d %s", what, rec.Code, short(rec.Body.String()))
			}
		}
	}
	// Only the messages that are fine text (control characters, a lone
	// surrogate read as U+FFFD, a long message) may open trades.
	if started == 0 || started > 4 {
		t.Errorf("%d hostile requests opened trades", started)
	}
	h.eventuallyWorkflows(started)
	h.balanced()
}

// A duration of the wrong type is refused like every other field.
func TestTradeRequestDurationIsAWholeNumber(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	start, end := tradeDates(7)
	valid := map[string]string{"hat1_id": q(ana.bag.ID), "hat2_id": q(bea.bag.ID), "start_date": q(start), "end_date": q(end),
		"delivery_method": q("pickup")}
	for _, v := range []string{`"7"`, `[7]`, `1e309`, `7.5`, `{}`} {
		h.refused(h.do(http.MethodPost, "/trades", tradeBody(valid, "duration", v), ana.auth...), 400,
			"duration must be a whole number")
	}
	h.eventuallyWorkflows(0)
}

func q(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// tradeBody is the fields as a JSON object, with field set to raw.
func tradeBody(fields map[string]string, field, raw string) string {
	parts := []string{}
	for k, v := range fields {
		if k == field {
			v = raw
		}
		parts = append(parts, fmt.Sprintf("%q:%s", k, v))
	}
	if _, ok := fields[field]; !ok {
		parts = append(parts, fmt.Sprintf("%q:%s", field, raw))
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// eventuallyWorkflows waits until the harness's task queue has run exactly
// want trade workflows, then checks that no more appear.
func (h *harness) eventuallyWorkflows(want int) {
	h.t.Helper()
	query := fmt.Sprintf("TaskQueue = '%s'", h.cfg.TaskQueue)
	count := func() int {
		res, err := h.temporal.CountWorkflow(context.Background(), &workflowservice.CountWorkflowExecutionsRequest{Namespace: h.cfg.TemporalNamespace, Query: query})
		if err != nil {
			h.t.Fatal(err)
		}
		return int(res.GetCount())
	}
	testenv.Eventually(h.t, 5*time.Second, func() error {
		if got := count(); got != want {
			return fmt.Errorf("%d workflows on the task queue, want %d", got, want)
		}
		return nil
	})
	// No condition says that nothing more will come: a refused request must
	// not show up late, so give visibility time to settle and count again.
	time.Sleep(500 * time.Millisecond)
	if got := count(); got != want {
		h.t.Fatalf("%d workflows on the task queue, want %d", got, want)
	}
}
