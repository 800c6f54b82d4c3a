package api

import (
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger/ledgertest"
)

// The test checkout is public: its session ids are lookups, not resources
// of a member (an unknown one answers 404).
func init() {
	addMatrixRows(map[string]matrixRow{
		"GET /payments/test-checkout/:session_id":           notOwned(nil),
		"POST /payments/test-checkout/:session_id/complete": notOwned(nil),
	})
}

// moneyHarness is a harness whose test ends with the ledger invariant check.
func moneyHarness(t *testing.T, mutate ...func(*config.Config)) *harness {
	t.Helper()
	h := newHarness(t, append([]func(*config.Config){raiseLimits}, mutate...)...)
	t.Cleanup(func() {
		if !t.Failed() {
			ledgertest.AssertBalanced(t, h.pool)
		}
	})
	return h
}

// moneyMember creates a member (with a starting deposit when cents > 0)
// and returns their id and auth headers.
func moneyMember(h *harness, name string, cents int64) (string, []string) {
	h.t.Helper()
	id := testenv.Member(h.t, h.pool, name).ID
	if cents > 0 {
		testenv.Fund(h.t, h.pool, id, cents)
	}
	return id, h.as(id)
}

// moneyCount counts rows of a query.
func moneyCount(h *harness, sql string, args ...any) int {
	h.t.Helper()
	var n int
	if err := h.pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		h.t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// moneyNum reads a JSON number field as cents.
func moneyNum(t *testing.T, body map[string]any, key string) int64 {
	t.Helper()
	v, ok := body[key].(float64)
	if !ok {
		t.Fatalf("%s missing in %v", key, body)
	}
	return int64(math.Round(v * 100))
}

// startStripeMock runs .bin/stripe-mock (make stripe-mock) on a free port
// for the test and returns its base URL.
func startStripeMock(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(testenv.RepoRoot(t), ".bin", "stripe-mock")
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("stripe-mock is missing: run `make stripe-mock` (%v)", err)
	}
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	child, err := proc.Start(proc.Spec{Name: "stripe-mock", Path: bin, Args: []string{"-http-addr", strings.TrimPrefix(base, "http://")}, Output: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = child.Stop(syscall.SIGTERM, 5*time.Second) })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err = child.WaitReady(ctx, func(ctx context.Context) error {
		resp, err := http.Get(base + "/v1/charges")
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return base
}

// signedWebhook builds a checkout.session.completed event for the session
// and its Stripe-Signature header.
func signedWebhook(sessionID, secret string) (payload, header string) {
	body := fmt.Sprintf(`{"id":"evt_%s","object":"event","api_version":"2026-03-25.dahlia","type":"checkout.session.completed",`+
		`"data":{"object":{"id":%q,"object":"checkout.session"}}}`, sessionID, sessionID)
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(body), Secret: secret})
	return body, signed.Header
}
