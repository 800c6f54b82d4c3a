package shipping

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// OfflineLabel is an offline label whose parcel is not delivered yet, with
// the carrier's time of its latest stored scan (the epoch when none).
type OfflineLabel struct {
	TrackingNumber string
	LastScanAt     time.Time
}

// OfflineScans sends the offline provider's scans to the track_updated
// webhook, as Shippo sends a real carrier's, so `make dev` and the tests
// run the whole tracking path without Shippo. Each round sends, oldest
// first, every scan that has happened since the label's latest stored one.
type OfflineScans struct {
	Provider *Offline
	Labels   func(context.Context) ([]OfflineLabel, error)
	URL      string        // the webhook's URL, secret included
	Every    time.Duration // between rounds
	Client   *http.Client
	Logger   *slog.Logger
}

// Run sends rounds until ctx ends.
func (s OfflineScans) Run(ctx context.Context) {
	tick := time.NewTicker(s.Every)
	defer tick.Stop()
	for {
		if _, err := s.SendDue(ctx); err != nil && ctx.Err() == nil {
			s.Logger.WarnContext(ctx, "offline scans", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// SendDue sends one round and answers how many scans it sent.
func (s OfflineScans) SendDue(ctx context.Context) (int, error) {
	labels, err := s.Labels(ctx)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, l := range labels {
		ts, err := s.Provider.Track(ctx, OfflineCarrier, l.TrackingNumber)
		if err != nil {
			return sent, err
		}
		for _, e := range ts.Events {
			// Stored times keep microseconds.
			if !e.At.Truncate(time.Microsecond).After(l.LastScanAt) {
				continue
			}
			if err := s.post(ctx, TrackWebhookBody(OfflineCarrier, l.TrackingNumber, e)); err != nil {
				return sent, err
			}
			sent++
		}
	}
	return sent, nil
}

func (s OfflineScans) post(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.Client.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("webhook answered %d", resp.StatusCode)
	}
	return nil
}
