package temporalx

import (
	"log/slog"

	sdklog "go.temporal.io/sdk/log"
)

// QuietLogger discards the Temporal client's logs (readiness polling, tests).
func QuietLogger() sdklog.Logger { return sdklog.NewStructuredLogger(slog.New(slog.DiscardHandler)) }
