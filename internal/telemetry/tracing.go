package telemetry

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/exaring/otelpgx"
	"github.com/jackc/pgx/v5"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"
	"go.temporal.io/sdk/contrib/opentelemetry"
	"go.temporal.io/sdk/interceptor"
)

// Tracing is a process's OpenTelemetry tracing. It is on only when an OTLP
// endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); off, nothing is instrumented at all,
// so it costs nothing.
type Tracing struct {
	provider *sdktrace.TracerProvider
}

// TracingConfigured reports whether the environment names an OTLP endpoint.
func TracingConfigured() bool {
	return os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
}

// StartTracing exports spans over OTLP/HTTP when an endpoint is configured;
// service names the process unless OTEL_SERVICE_NAME does. The exporter
// reads the rest of the standard OTEL_* variables (headers, sampler,
// timeouts). Each instrumentation is handed the provider: nothing global
// changes, so a test can trace on its own.
func StartTracing(ctx context.Context, service string) (*Tracing, error) {
	if !TracingConfigured() {
		return &Tracing{}, nil
	}
	exporter, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, fmt.Errorf("OTEL_EXPORTER_OTLP_ENDPOINT: %w", err)
	}
	// OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read last, win.
	res, err := resource.New(ctx, resource.WithTelemetrySDK(), resource.WithAttributes(semconv.ServiceName(service)),
		resource.WithFromEnv())
	if err != nil {
		return nil, fmt.Errorf("OTEL_RESOURCE_ATTRIBUTES: %w", err)
	}
	provider := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exporter), sdktrace.WithResource(res))
	return &Tracing{provider: provider}, nil
}

// On reports whether spans are exported.
func (t *Tracing) On() bool { return t != nil && t.provider != nil }

// Provider is the tracer provider (nil when off).
func (t *Tracing) Provider() trace.TracerProvider {
	if !t.On() {
		return nil
	}
	return t.provider
}

// Shutdown sends the spans still buffered.
func (t *Tracing) Shutdown(ctx context.Context) error {
	if !t.On() {
		return nil
	}
	return t.provider.Shutdown(ctx)
}

// QueryTracer traces every SQL statement and batch, or is nil when off.
func (t *Tracing) QueryTracer() pgx.QueryTracer {
	if !t.On() {
		return nil
	}
	return otelpgx.NewTracer(otelpgx.WithTracerProvider(t.provider), otelpgx.WithDisableConnectionDetailsInAttributes())
}

// TraceOutgoingHTTP makes the process's default HTTP transport, which the
// Stripe and Shippo clients use, report each call as a span (without
// sending our trace context to them); nothing when off. It changes a
// global, so only a process's main calls it.
func (t *Tracing) TraceOutgoingHTTP() {
	if !t.On() {
		return
	}
	http.DefaultTransport = otelhttp.NewTransport(http.DefaultTransport, otelhttp.WithTracerProvider(t.provider),
		otelhttp.WithPropagators(propagation.NewCompositeTextMapPropagator()))
}

// TemporalInterceptors trace Temporal calls, and, set on the client its
// workers use, workflows, updates, activities and local activities; none
// when off.
func (t *Tracing) TemporalInterceptors() ([]interceptor.ClientInterceptor, error) {
	if !t.On() {
		return nil, nil
	}
	i, err := opentelemetry.NewTracingInterceptor(opentelemetry.TracerOptions{
		Tracer: t.provider.Tracer("temporal-sdk-go"),
		SpanStarter: func(ctx context.Context, tr trace.Tracer, name string, opts ...trace.SpanStartOption) trace.Span {
			_, span := tr.Start(ctx, name, opts...)
			return tradeTagged{span}
		},
	})
	if err != nil {
		return nil, err
	}
	return []interceptor.ClientInterceptor{i}, nil
}

// TradeIDKey is the span attribute naming the trade a span works on: a
// trace store's search by this tag (TRACES_UI_URL) finds a trade's traces.
const TradeIDKey = attribute.Key("trade.id")

// tradeWorkflowPrefix starts the workflow id of a trade (workflows.WorkflowID).
const tradeWorkflowPrefix = "trade-"

// tradeTagged is a Temporal span that also carries trade.id when the
// interceptor tags it with a trade's workflow id.
type tradeTagged struct{ trace.Span }

func (s tradeTagged) SetAttributes(kv ...attribute.KeyValue) {
	for _, a := range kv {
		if id, ok := strings.CutPrefix(a.Value.AsString(), tradeWorkflowPrefix); ok && a.Key == "temporalWorkflowID" {
			kv = append(kv[:len(kv):len(kv)], TradeIDKey.String(id))
			break
		}
	}
	s.Span.SetAttributes(kv...)
}
