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
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/internal/temporalx"
	"pursetrade/workflows"
)

// TestAcceptIsOneTrace accepts a trade with tracing on, exporting to a real
// Jaeger, finds the trace by the request id the answer carries, and checks
// it is one tree: the HTTP request, the Temporal update it sends, the
// update run in the workflow task, the local activity it starts and runs,
// and that activity's SQL. The admin trade details link to the trade's
// traces (TRACES_UI_URL, here a search of Jaeger's query API by the
// trade.id tag), and following the link finds that same trace.
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
	tracesUI := j.Query + "/api/traces?" + url.Values{"service": {service}, "lookback": {"1h"}}.Encode() +
		"&tags=" + url.QueryEscape(`{"trade.id":"`) + config.TradeIDPlaceholder + url.QueryEscape(`"}`)
	h := newHarnessOn(t, pool, tc, tracing, func(c *config.Config) { c.Inspection = 0; c.TracesUIURL = tracesUI })
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

	search := j.Query + "/api/traces?" + url.Values{"service": {service}, "lookback": {"1h"},
		"tags": {fmt.Sprintf(`{"request_id":%q}`, requestID)}}.Encode()
	tr := findTrace(t, search, func(jaegerTrace) bool { return true })
	root := tr.root(t)
	if root.OperationName != "PUT /trades/:id/accept" {
		t.Fatalf("root span %q, want the HTTP request", root.OperationName)
	}
	step := root
	for _, name := range []string{
		"UpdateWorkflow:" + workflows.ActionAccept,
		"HandleUpdate:" + workflows.ActionAccept,
		"StartActivity:AcceptTrade",
		"RunActivity:AcceptTrade",
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
	if got := step.tag(string(telemetry.TradeIDKey)); got != id {
		t.Errorf("the local activity's span has trade.id %q, want %q", got, id)
	}

	full := h.jsonDo(http.StatusOK, "GET", "/admin/trades/"+id, nil, h.admin())
	link, _ := full["traces_url"].(string)
	if link != strings.ReplaceAll(tracesUI, config.TradeIDPlaceholder, id) {
		t.Fatalf("traces_url %q, want the configured search for trade %s", link, id)
	}
	findTrace(t, link, func(byTrade jaegerTrace) bool { return byTrade.has(root.SpanID) })
}

func (tr jaegerTrace) has(spanID string) bool {
	for _, s := range tr.Spans {
		if s.SpanID == spanID {
			return true
		}
	}
	return false
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

// findTrace runs a search of Jaeger's query API until it answers a trace
// of more than five spans that matches, waiting for the store to receive it.
func findTrace(t *testing.T, search string, match func(jaegerTrace) bool) jaegerTrace {
	t.Helper()
	var found jaegerTrace
	testenv.Eventually(t, 20*time.Second, func() error {
		var out struct {
			Data []jaegerTrace `json:"data"`
		}
		resp, err := http.Get(search)
		if err == nil {
			err = json.NewDecoder(resp.Body).Decode(&out)
			resp.Body.Close()
		}
		for _, tr := range out.Data {
			if len(tr.Spans) > 5 && match(tr) {
				found = tr
				return nil
			}
		}
		return fmt.Errorf("no matching trace from %s: %v %+v", search, err, out)
	})
	return found
}
