-- Catalog indexes.
--
-- Browse sorts sizes smallest first and conditions best first (not
-- alphabetically), by these expressions; the queries repeat them verbatim
-- (internal/catalog/browse.go), so the planner walks these partial indexes
-- for a page instead of sorting every active item. They replace the
-- alphabetical size and condition indexes of the baseline.
--
-- A browse total counts active items of active owners: the narrow partial
-- index on owner_id lets it read owner ids from the index alone instead of
-- the whole items table.
--
-- Cached browse totals and public pages are keyed by the catalog version,
-- greatest(max(items.updated_at), max(users.updated_at),
-- max(trades.updated_at), settings.updated_at); each maximum is one probe
-- of these updated_at indexes.

-- +goose Up
DROP INDEX IF EXISTS items_active_size_idx;
DROP INDEX IF EXISTS items_active_condition_idx;
CREATE INDEX items_active_size_rank_idx ON items ((CASE size WHEN 'Mini/Clutch' THEN 1 WHEN 'Small/Crossbody' THEN 2 WHEN 'Medium/Shoulder' THEN 3 WHEN 'Large/Tote' THEN 4 WHEN 'Extra Large/Weekend' THEN 5 ELSE 6 END), id)
    WHERE status = 'active';
CREATE INDEX items_active_condition_rank_idx ON items ((CASE condition WHEN 'New' THEN 1 WHEN 'Like New' THEN 2 WHEN 'Good' THEN 3 WHEN 'Fair' THEN 4 WHEN 'Poor' THEN 5 ELSE 6 END), id)
    WHERE status = 'active';
CREATE INDEX items_active_owner_idx ON items (owner_id) WHERE status = 'active';
CREATE INDEX items_updated_at_idx ON items (updated_at);
CREATE INDEX users_updated_at_idx ON users (updated_at);
CREATE INDEX trades_updated_at_idx ON trades (updated_at);

-- +goose Down
DROP INDEX IF EXISTS trades_updated_at_idx;
DROP INDEX IF EXISTS users_updated_at_idx;
DROP INDEX IF EXISTS items_updated_at_idx;
DROP INDEX IF EXISTS items_active_owner_idx;
DROP INDEX IF EXISTS items_active_condition_rank_idx;
DROP INDEX IF EXISTS items_active_size_rank_idx;
CREATE INDEX items_active_size_idx      ON items (size, id)        WHERE status = 'active';
CREATE INDEX items_active_condition_idx ON items (condition, id)   WHERE status = 'active';
