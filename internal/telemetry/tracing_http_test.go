package telemetry

import (
	"net/http"
	"net/http/httptest"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// TestOutgoingCallsAreSpans: with tracing on, a call through a plain
// http.Client (as the Stripe and Shippo clients make) is a client span,
// and the carrier or payment service gets no trace header of ours.
func TestOutgoingCallsAreSpans(t *testing.T) {
	var sawTraceparent bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sawTraceparent = r.Header.Get("traceparent") != ""
	}))
	defer srv.Close()
	spans := tracetest.NewInMemoryExporter()
	tr := &Tracing{provider: sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))}
	saved := http.DefaultTransport
	t.Cleanup(func() { http.DefaultTransport = saved })

	tr.TraceOutgoingHTTP()
	resp, err := (&http.Client{}).Get(srv.URL + "/v1/checkout/sessions")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := spans.GetSpans(); len(got) != 1 || got[0].Name != "HTTP GET" {
		t.Fatalf("spans: %+v", got.Snapshots())
	}
	if sawTraceparent {
		t.Error("our trace context was sent to a third party")
	}
	http.DefaultTransport = saved
	(&Tracing{}).TraceOutgoingHTTP()
	if http.DefaultTransport != saved {
		t.Error("tracing off changed the default transport")
	}
}
