package logging

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/trace"
)

func TestLogLinesCarryTheTraceID(t *testing.T) {
	var out bytes.Buffer
	logger := NewTo(&out, "json", "info")
	sc := trace.NewSpanContext(trace.SpanContextConfig{
		TraceID: trace.TraceID{1, 2, 3}, SpanID: trace.SpanID{4, 5}, TraceFlags: trace.FlagsSampled})
	logger.With("component", "api").InfoContext(trace.ContextWithSpanContext(context.Background(), sc), "traced")
	logger.InfoContext(context.Background(), "untraced")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("lines: %q", lines)
	}
	if !strings.Contains(lines[0], `"trace_id":"`+sc.TraceID().String()+`"`) || !strings.Contains(lines[0], `"span_id":"`+sc.SpanID().String()+`"`) ||
		!strings.Contains(lines[0], `"component":"api"`) {
		t.Errorf("traced line: %s", lines[0])
	}
	if strings.Contains(lines[1], "trace_id") {
		t.Errorf("untraced line: %s", lines[1])
	}
}
