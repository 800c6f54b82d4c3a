-- Catalog: the version that keys cached browse totals is
-- greatest(max(items.updated_at), max(users.updated_at)); both maxima are
-- one index probe with these indexes.

-- +goose Up
CREATE INDEX items_updated_at_idx ON items (updated_at);
CREATE INDEX users_updated_at_idx ON users (updated_at);

-- +goose Down
DROP INDEX IF EXISTS users_updated_at_idx;
DROP INDEX IF EXISTS items_updated_at_idx;
