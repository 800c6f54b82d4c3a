-- +goose Up
-- Two admin ledger reads missed 50 ms at 1,000,000 rows (docs/capacity.md):
-- a date-filtered page bounds its seq walk by the seq range of the dates'
-- rows (internal/ledger/search.go), which the created_at index now answers
-- without reading the table; and one member's totals sum direction and
-- amount from the member's seq index, also without reading the table.
DROP INDEX transactions_created_idx;
CREATE INDEX transactions_created_idx ON transactions (created_at DESC, id DESC) INCLUDE (seq);
DROP INDEX transactions_user_seq_idx;
CREATE INDEX transactions_user_seq_idx ON transactions (user_id, seq DESC) INCLUDE (direction, amount_cents);

-- +goose Down
DROP INDEX transactions_user_seq_idx;
CREATE INDEX transactions_user_seq_idx ON transactions (user_id, seq DESC);
DROP INDEX transactions_created_idx;
CREATE INDEX transactions_created_idx ON transactions (created_at DESC, id DESC);
