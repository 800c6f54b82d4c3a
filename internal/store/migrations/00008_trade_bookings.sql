-- +goose Up
-- A bag is in at most one accepted trade whose dates overlap. The accept
-- transaction books both bags for the trade's dates; the exclusion
-- constraint makes two accepts at the same instant unable to both win.
-- Bookings go when the trade ends (the projection of a terminal status).
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE trade_bookings (
    trade_id   text        NOT NULL CHECK (trade_id ~ '^[0-9a-f]{24}$') REFERENCES trades (id) ON DELETE CASCADE,
    item_id    text        NOT NULL CHECK (item_id ~ '^[0-9a-f]{24}$') REFERENCES items (id) ON DELETE CASCADE,
    during     daterange   NOT NULL CHECK (NOT isempty(during)),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (trade_id, item_id),
    CONSTRAINT trade_bookings_no_overlap EXCLUDE USING gist (item_id WITH =, during WITH &&)
);

-- +goose Down
DROP TABLE trade_bookings;
