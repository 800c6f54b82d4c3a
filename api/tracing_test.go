package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/internal/temporalx"
	"pursetrade/internal/testenv"
	"pursetrade/workflows"
)

// TestAcceptIsOneTrace accepts a trade with tracing on, exporting to a real
// Jaeger, finds the trace by the request id the answer carries, and checks
// it is one tree: the HTTP request, the Temporal update it sends, the
// update run in the workflow task, the local activity it starts and runs,
// and that activity's SQL.
func TestAcceptIsOneTrace(t *testing.T) {
	j := testenv.Jaeger(t)
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", j.OTLP)
	ctx := context.Background()
	service := "pursetrade-trace-test"
	tracing, err := telemetry.StartTracing(ctx, service)
	if err != nil || !tracing.On() {
		t.Fatalf("tracing did not start: %v", err)
	}
	pool, err := store.OpenTraced(ctx, testenv.DatabaseURL(t), 20, tracing.QueryTracer())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	interceptors, err := tracing.TemporalInterceptors()
	if err != nil {
		t.Fatal(err)
	}
	tc, err := temporalx.Dial(ctx, testenv.TemporalHostPort(t), testenv.Logger(), nil, interceptors...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tc.Close)
	h := newHarnessOn(t, pool, tc, tracing, func(c *config.Config) { c.Inspection = 0 })
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	id := h.request(ana, bea, "pickup")

	rec := h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...)
	if rec.Code != http.StatusOK {
		t.Fatalf("accept: %d %s", rec.Code, rec.Body)
	}
	requestID := rec.Header().Get("X-Request-ID")
	if err := tracing.Shutdown(ctx); err != nil { // sends what is buffered
		t.Fatal(err)
	}

	tr := findTrace(t, j.Query, service, requestID)
	root := tr.root(t)
	if root.OperationName != "PUT /trades/:id/accept" {
		t.Fatalf("root span %q, want the HTTP request", root.OperationName)
	}
	step := root
	for _, name := range []string{
		"UpdateWorkflow:" + workflows.ActionAccept,
		"HandleUpdate:" + workflows.ActionAccept,
		"StartActivity:" + workflows.ActivityAcceptTrade,
		"RunActivity:" + workflows.ActivityAcceptTrade,
	} {
		next := tr.descendant(step, func(s jaegerSpan) bool { return s.OperationName == name })
		if next == nil {
			t.Fatalf("no %q under %q; spans: %s", name, step.OperationName, tr.names())
		}
		step = next
	}
	// The bookings are written by one statement of the activity's
	// transaction: a span of its own, with its SQL.
	sql := tr.descendant(step, func(s jaegerSpan) bool {
		return s.tag("db.system.name") == "postgresql" && strings.Contains(s.tag("db.query.text"), "trade_bookings")
	})
	if sql == nil {
		t.Fatalf("no SQL statement booking the bags under the local activity; spans: %s", tr.names())
	}
}

type jaegerSpan struct {
	SpanID        string `json:"spanID"`
	OperationName string `json:"operationName"`
	References    []struct {
		RefType string `json:"refType"`
		SpanID  string `json:"spanID"`
	} `json:"references"`
	Tags []struct {
		Key   string `json:"key"`
		Value any    `json:"value"`
	} `json:"tags"`
}

func (s jaegerSpan) tag(key string) string {
	for _, t := range s.Tags {
		if t.Key == key {
			return fmt.Sprint(t.Value)
		}
	}
	return ""
}

func (s jaegerSpan) parent() string {
	if len(s.References) == 0 {
		return ""
	}
	return s.References[0].SpanID
}

type jaegerTrace struct {
	Spans []jaegerSpan `json:"spans"`
}

func (tr jaegerTrace) root(t *testing.T) *jaegerSpan {
	t.Helper()
	var roots []*jaegerSpan
	for i, s := range tr.Spans {
		if s.parent() == "" {
			roots = append(roots, &tr.Spans[i])
		}
	}
	if len(roots) != 1 {
		t.Fatalf("%d root spans, want one tree; spans: %s", len(roots), tr.names())
	}
	return roots[0]
}

// descendant is the first span below from (at any depth) that matches.
func (tr jaegerTrace) descendant(from *jaegerSpan, match func(jaegerSpan) bool) *jaegerSpan {
	for i, s := range tr.Spans {
		if s.parent() == from.SpanID {
			if match(s) {
				return &tr.Spans[i]
			}
			if d := tr.descendant(&tr.Spans[i], match); d != nil {
				return d
			}
		}
	}
	return nil
}

func (tr jaegerTrace) names() string {
	names := make([]string, len(tr.Spans))
	for i, s := range tr.Spans {
		names[i] = s.OperationName
	}
	return strings.Join(names, ", ")
}

// findTrace asks Jaeger's query API for the trace whose HTTP span carries
// requestID, waiting for the store to receive it.
func findTrace(t *testing.T, query, service, requestID string) jaegerTrace {
	t.Helper()
	q := url.Values{"service": {service}, "tags": {fmt.Sprintf(`{"request_id":%q}`, requestID)}, "lookback": {"1h"}, "limit": {"5"}}
	deadline := time.Now().Add(20 * time.Second)
	for {
		var out struct {
			Data []jaegerTrace `json:"data"`
		}
		resp, err := http.Get(query + "/api/traces?" + q.Encode())
		if err == nil {
			err = json.NewDecoder(resp.Body).Decode(&out)
			resp.Body.Close()
		}
		if err == nil && len(out.Data) == 1 && len(out.Data[0].Spans) > 5 {
			return out.Data[0]
		}
		if time.Now().After(deadline) {
			t.Fatalf("no trace for request %s in Jaeger: %v %+v", requestID, err, out)
		}
		time.Sleep(300 * time.Millisecond)
	}
}
