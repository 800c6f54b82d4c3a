//go:build tools

// Package jaeger records the trace store we build: Jaeger v2 (`cmd/jaeger`,
// an OpenTelemetry Collector distribution with an in-memory store and the
// query API), pinned in a module of its own so its dependencies stay out of
// the project's go.mod. `make jaeger` builds it into .bin/jaeger.
package jaeger

import _ "github.com/jaegertracing/jaeger/cmd/jaeger"
