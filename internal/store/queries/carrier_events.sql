-- Carrier scans of trade labels (internal/trades/carrier.go).

-- name: LabelByTracking :one
-- The unvoided label a scan names, on a trade that is still accepted.
SELECT l.trade_id, l.leg
FROM trade_labels l JOIN trades t ON t.id = l.trade_id
WHERE l.label ->> 'carrier' = @carrier::text AND l.label ->> 'tracking_number' = @tracking_number::text
  AND l.voided_at IS NULL AND t.status = 'accepted'
LIMIT 1;

-- name: RecordCarrierEvent :one
-- Stores a scan once and answers whether this call is to send it to the
-- trade: a new scan, or a stored one that has not reached it yet. A copy
-- stored at the same moment by a concurrent call (not visible here) is
-- that call's to send.
WITH ins AS (
    INSERT INTO carrier_events (event_key, trade_id, leg, carrier, tracking_number, status, substatus, status_date)
    VALUES (@event_key, @trade_id, @leg, @carrier, @tracking_number, @status, @substatus, @status_date)
    ON CONFLICT (event_key) DO NOTHING
    RETURNING true AS inserted
)
SELECT coalesce((SELECT inserted FROM ins),
                (SELECT c.signaled_at IS NULL FROM carrier_events c WHERE c.event_key = @event_key), false)::boolean AS to_send;

-- name: MarkCarrierEventSignaled :exec
UPDATE carrier_events SET signaled_at = now() WHERE event_key = $1 AND signaled_at IS NULL;

-- name: OfflineLabelsInTransit :many
-- Offline labels of accepted trades whose parcel is not delivered yet (a
-- return parcel from the end date on, when the bag goes back), with
-- the carrier's time of their latest stored scan (the epoch when none):
-- the offline provider's scans after it are still to send.
SELECT l.trade_id, l.leg, (l.label ->> 'tracking_number')::text AS tracking_number,
       coalesce((SELECT max(e.status_date) FROM carrier_events e WHERE e.trade_id = l.trade_id AND e.leg = l.leg),
                'epoch'::timestamptz)::timestamptz AS last_scan_at
FROM trade_labels l JOIN trades t ON t.id = l.trade_id
WHERE t.status = 'accepted' AND l.voided_at IS NULL AND l.label ->> 'carrier' = 'offline'
  AND (l.leg IN ('user1_out', 'user2_out') OR t.end_date <= (now() AT TIME ZONE 'America/New_York')::date)
  AND NOT EXISTS (SELECT 1 FROM carrier_events d WHERE d.trade_id = l.trade_id AND d.leg = l.leg AND d.status = 'delivered')
ORDER BY l.trade_id, l.leg
LIMIT 500;
