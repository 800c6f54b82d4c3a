-- +goose Up
-- Carrier scans of trade labels (Shippo's track_updated webhook, or the
-- offline provider's), one row per scan: the key (label, status and the
-- carrier's time) makes a repeated or retried webhook one row, and
-- signaled_at says the scan has reached the trade's workflow.
CREATE TABLE carrier_events (
    event_key       text        PRIMARY KEY,
    trade_id        text        NOT NULL REFERENCES trades (id) ON DELETE CASCADE,
    leg             text        NOT NULL CHECK (leg IN ('user1_out', 'user2_out', 'user1_return', 'user2_return')),
    carrier         text        NOT NULL,
    tracking_number text        NOT NULL,
    status          text        NOT NULL,
    substatus       text        NOT NULL DEFAULT '',
    status_date     timestamptz NOT NULL,
    received_at     timestamptz NOT NULL DEFAULT now(),
    signaled_at     timestamptz
);
CREATE INDEX carrier_events_leg_idx ON carrier_events (trade_id, leg, status_date DESC);

-- A scan names its label by carrier and tracking number.
CREATE INDEX trade_labels_tracking_idx ON trade_labels ((label ->> 'carrier'), (label ->> 'tracking_number'));

-- +goose Down
DROP INDEX trade_labels_tracking_idx;
DROP TABLE carrier_events;
