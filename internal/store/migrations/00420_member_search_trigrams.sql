-- +goose Up
-- The administrators' member searches match any part of a name, email or
-- closet name (ILIKE '%text%') and the end of an id; at 100,000 members a
-- sequential scan of users misses the 50 ms target (docs/capacity.md).
-- Trigram indexes answer both kinds of pattern. The id's is on lower(id),
-- which the queries match on: a trigram index on id itself also answers
-- id = ..., and the planner then used it for the primary-key joins (5 ms a
-- lookup instead of microseconds).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_closet_name_trgm_idx ON users USING gin (closet_name gin_trgm_ops);
CREATE INDEX users_id_trgm_idx ON users USING gin (lower(id) gin_trgm_ops);

-- +goose Down
DROP INDEX users_id_trgm_idx;
DROP INDEX users_closet_name_trgm_idx;
DROP INDEX users_email_trgm_idx;
DROP INDEX users_name_trgm_idx;
DROP EXTENSION IF EXISTS pg_trgm;
