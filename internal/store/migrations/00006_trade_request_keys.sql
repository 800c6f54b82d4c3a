-- +goose Up
-- A trade request sent with an Idempotency-Key header starts at most one
-- trade: a retry (double click, lost answer, crashed API) finds the trade
-- its key started. No foreign key to trades: the key is claimed before the
-- workflow writes the trade's first row.
CREATE TABLE trade_request_keys (
    user_id          text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    idempotency_key  text        NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 100),
    trade_id         text        NOT NULL CHECK (trade_id ~ '^[0-9a-f]{24}$'),
    created_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, idempotency_key)
);

-- +goose Down
DROP TABLE trade_request_keys;
