-- +goose Up
-- A member keeps the bags they love (issue 49). One row per member and bag,
-- so two hearts at once are one favorite; a removed bag or a closed account
-- leaves its rows, which every list and count skips (and a deleted item or
-- member takes them along).
CREATE TABLE favorites (
    user_id    text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    item_id    text        NOT NULL CHECK (item_id ~ '^[0-9a-f]{24}$') REFERENCES items (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, item_id)
);

-- The Favorites tab, newest first; the owner's counts go through item_id.
CREATE INDEX favorites_user_newest ON favorites (user_id, created_at DESC, item_id DESC);
CREATE INDEX favorites_item ON favorites (item_id);

-- +goose Down
DROP TABLE favorites;
