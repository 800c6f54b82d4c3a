-- +goose Up
-- A money request (withdrawal, admin credit, debit or refund) sent with an
-- Idempotency-Key moves money once. The key is claimed by the caller, per
-- route, in the transaction that moves the money; movement_id names what the
-- first request made (the withdrawal, or the admin movement's ledger key),
-- and request_digest lets the same key sent with another request be refused.
CREATE TABLE money_request_keys (
    user_id          text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    route            text        NOT NULL,
    idempotency_key  text        NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 100),
    request_digest   text        NOT NULL,
    movement_id      text        NOT NULL CHECK (movement_id ~ '^[0-9a-f]{24}$'),
    created_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, route, idempotency_key)
);

-- A cancelled shipping trade's unused labels are voided (refunded) once:
-- provider_id is what the provider needs for it (Shippo's transaction
-- object id; offline, the label file name), voided_at when it was done.
ALTER TABLE trade_labels
    ADD COLUMN provider_id text NOT NULL DEFAULT '',
    ADD COLUMN voided_at   timestamptz;
UPDATE trade_labels SET provider_id = substr(label_url, char_length('/labels/') + 1)
WHERE label_url LIKE '/labels/%';

-- +goose Down
ALTER TABLE trade_labels DROP COLUMN voided_at, DROP COLUMN provider_id;
DROP TABLE money_request_keys;
