package api

import (
	"context"
	"crypto/subtle"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/config"
	"pursetrade/internal/shipping"
	"pursetrade/internal/trades"
	"pursetrade/workflows"
)

const msgCarrierWebhookOff = "Not found"

// carrierWebhook takes Shippo's track_updated webhooks: the secret in the
// URL (SHIPPO_WEBHOOK_SECRET, compared in constant time) is what
// authenticates them; without one the route answers 404 to everyone.
type carrierWebhook struct {
	failer
	svc    trades.Service
	trades *TradeEngine
	secret string
}

func (h carrierWebhook) routes() []route {
	return []route{{method: http.MethodPost, path: "/shipping/webhook/:secret", access: accessPublic, handler: h.receive}}
}

// receive stores a scan of one of a trade's labels once and sends it to the
// trade. A scan of any other label, a status the trade does not track and
// any other event are acknowledged and change nothing (Shippo retries what
// is not acknowledged); a scan stored but not yet sent (Temporal
// unreachable) answers 503 and is sent on Shippo's retry.
func (h carrierWebhook) receive(c *gin.Context) {
	if h.secret == "" || subtle.ConstantTimeCompare([]byte(c.Param("secret")), []byte(h.secret)) != 1 {
		Fail(c, http.StatusNotFound, CodeNotFound, msgCarrierWebhookOff)
		return
	}
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, "Request body is too large")
		return
	}
	scan, err := shipping.ParseTrackWebhook(body)
	if err != nil {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Expected a Shippo track_updated event with a tracking number")
		return
	}
	if scan.Status == shipping.StatusUnknown || scan.UpdatedAt.IsZero() {
		c.JSON(http.StatusOK, gin.H{"received": true, "applied": false})
		return
	}
	scan.Carrier = shipping.CarrierToken(scan.Carrier)
	got, err := h.svc.ReceiveScan(c, scan)
	if errors.Is(err, trades.ErrNotOurLabel) {
		h.logger.Info("carrier scan for no trade", "carrier", scan.Carrier, "tracking_number", scan.TrackingNumber)
		c.JSON(http.StatusOK, gin.H{"received": true, "applied": false})
		return
	}
	if err != nil {
		h.fail(c, err, "Could not store the scan; Shippo will retry")
		return
	}
	if got.ToSend {
		if err := h.send(c, got); err != nil {
			h.logger.Error("carrier scan not sent", "trade", got.TradeID, "key", got.Key, "err", err)
			Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Could not reach the trade; Shippo will retry")
			return
		}
	}
	c.JSON(http.StatusOK, gin.H{"received": true, "applied": got.ToSend})
}

// send signals the scan to the trade and records it sent; a trade whose
// workflow has ended keeps the stored scan only.
func (h carrierWebhook) send(ctx context.Context, got trades.ReceivedScan) error {
	err := h.trades.Signal(ctx, got.TradeID, workflows.SignalCarrierEvent, got.Event)
	if err != nil && !errors.Is(err, ErrTradeNotRunning) {
		return err
	}
	return h.svc.ScanSent(ctx, got.Key)
}

// offlineScans is the job that sends the offline provider's scans to this
// replica's own webhook route, when OFFLINE_TRACKING_EVENTS asks for it
// (with SHIPPO_WEBHOOK_SECRET, and no Shippo token); nil otherwise.
func offlineScans(cfg config.Config, provider shipping.Provider, svc trades.Service, logger *slog.Logger) func(context.Context) {
	offline, ok := provider.(*shipping.Offline)
	if !cfg.OfflineTrackingEvents || cfg.ShippoWebhookSecret == "" || !ok {
		return nil
	}
	host, port, err := net.SplitHostPort(cfg.HTTPAddr)
	if err != nil {
		return nil
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return shipping.OfflineScans{
		Provider: offline, Labels: svc.OfflineLabelsInTransit, Logger: logger,
		URL:    "http://" + net.JoinHostPort(host, port) + "/shipping/webhook/" + cfg.ShippoWebhookSecret,
		Every:  max(cfg.OfflineTrackingDay/8, time.Second),
		Client: &http.Client{Timeout: 10 * time.Second},
	}.Run
}
