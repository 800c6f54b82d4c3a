package api

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"go.opentelemetry.io/contrib/instrumentation/github.com/gin-gonic/gin/otelgin"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"pursetrade/internal/telemetry"
)

// traced starts a span per request (continuing a caller's traceparent) and
// tags it with the request id every answer carries (X-Request-ID), so the
// id in a member's error report finds the trace. Health checks, metrics and
// the live event stream (one span lasting hours) are left out. Only
// installed when tracing is on.
func traced(t *telemetry.Tracing) []gin.HandlerFunc {
	return []gin.HandlerFunc{
		otelgin.Middleware("pursetrade-api", otelgin.WithTracerProvider(t.Provider()), otelgin.WithPropagators(propagation.TraceContext{}),
			otelgin.WithFilter(func(r *http.Request) bool { return tracedPath(r.URL.Path) })),
		tagRequestID,
	}
}

func tracedPath(path string) bool {
	switch path {
	case "/healthz", "/readyz", "/metrics", "/events":
		return false
	}
	// The carrier webhook's URL carries its secret.
	return !strings.HasPrefix(path, "/assets/") && !strings.HasPrefix(path, "/shipping/webhook/")
}

// tagRequestID names the request's span after its request id once known,
// and a trade route's span after its trade (trade.id, TRACES_UI_URL's search).
func tagRequestID(c *gin.Context) {
	c.Next()
	span := trace.SpanFromContext(c.Request.Context())
	span.SetAttributes(attribute.String("request_id", c.GetString("request_id")))
	if strings.Contains(c.FullPath(), "trades/:id") {
		span.SetAttributes(telemetry.TradeIDKey.String(c.Param("id")))
	}
}
