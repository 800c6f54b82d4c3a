// Package logging builds the process logger (log/slog).
package logging

import (
	"io"
	"log/slog"
	"os"
)

// New returns a logger writing text or JSON at the given level.
func New(format, level string) *slog.Logger { return NewTo(os.Stderr, format, level) }

// NewTo is New writing to w.
func NewTo(w io.Writer, format, level string) *slog.Logger {
	var lvl slog.Level
	_ = lvl.UnmarshalText([]byte(level))
	opts := &slog.HandlerOptions{Level: lvl}
	if format == "json" {
		return slog.New(traceHandler{slog.NewJSONHandler(w, opts)})
	}
	return slog.New(traceHandler{slog.NewTextHandler(w, opts)})
}
