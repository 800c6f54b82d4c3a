-- +goose Up
-- An approved bag whose owner changes its name, brand, condition or
-- description stays listed with the change live; the edit waits here, in
-- the administrators' "Recently edited" list, until an administrator
-- approves, flags, disables or removes the bag.
CREATE TABLE item_edits (
    item_id    text        PRIMARY KEY CHECK (item_id ~ '^[0-9a-f]{24}$') REFERENCES items (id) ON DELETE CASCADE,
    edited_at  timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE item_edits;
