-- +goose Up
-- The whole trade view as the workflow last published it, so a closed
-- trade's detail (and the admin's) is served from PostgreSQL without
-- replaying its workflow. Columns of trades stay the source for lists.
ALTER TABLE trades ADD COLUMN view jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Labels bought for a trade, one row per leg, written as soon as a label is
-- bought so a retried purchase never buys (and pays for) the same leg twice.
CREATE TABLE trade_labels (
    trade_id    text        NOT NULL CHECK (trade_id ~ '^[0-9a-f]{24}$')
                            REFERENCES trades (id) ON DELETE CASCADE,
    leg         text        NOT NULL CHECK (leg IN ('user1_out', 'user2_out', 'user1_return', 'user2_return')),
    label_url   text        NOT NULL,
    label       jsonb       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (trade_id, leg)
);
CREATE INDEX trade_labels_url_idx ON trade_labels (label_url);

-- +goose Down
DROP TABLE trade_labels;
ALTER TABLE trades DROP COLUMN view;
