-- +goose Up
-- Photos a member takes of the bag that reached them at a handover
-- (received: the partner's bag as lent; returned: their own bag back).
-- An upload waits unattached (attached_at NULL) until the member's
-- confirmation names it; unattached uploads are swept after a day.
CREATE TABLE trade_condition_photos (
    id                 text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
    trade_id           text        NOT NULL CHECK (trade_id ~ '^[0-9a-f]{24}$')
                                   REFERENCES trades (id) ON DELETE CASCADE,
    user_id            text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$')
                                   REFERENCES users (id) ON DELETE RESTRICT,
    handover           text        NOT NULL CHECK (handover IN ('received', 'returned')),
    storage_key        text        NOT NULL CHECK (storage_key <> ''),
    thumb_storage_key  text        NOT NULL CHECK (thumb_storage_key <> ''),
    content_type       text        NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
    width              integer     NOT NULL CHECK (width > 0),
    height             integer     NOT NULL CHECK (height > 0),
    bytes              bigint      NOT NULL CHECK (bytes > 0 AND bytes <= 5242880),
    created_at         timestamptz NOT NULL DEFAULT now(),
    attached_at        timestamptz
);
CREATE INDEX trade_condition_photos_trade_idx ON trade_condition_photos (trade_id, user_id, handover, created_at);
CREATE INDEX trade_condition_photos_user_idx ON trade_condition_photos (user_id);
CREATE INDEX trade_condition_photos_unattached_idx ON trade_condition_photos (created_at) WHERE attached_at IS NULL;
CREATE INDEX trade_condition_photos_key_idx ON trade_condition_photos (storage_key);
CREATE INDEX trade_condition_photos_thumb_idx ON trade_condition_photos (thumb_storage_key);

-- Above this bag value (cents) a confirmation needs at least one photo;
-- NULL (the default): photos are optional.
ALTER TABLE settings ADD COLUMN condition_photos_required_above_cents bigint
    CHECK (condition_photos_required_above_cents >= 0);

-- +goose Down
ALTER TABLE settings DROP COLUMN condition_photos_required_above_cents;
DROP TABLE trade_condition_photos;
