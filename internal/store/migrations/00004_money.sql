-- Money: what the ledger needs beyond the baseline.
--
--   * transactions.seq: a gap-tolerant, strictly increasing insert order.
--     created_at is the transaction start time (equal for every row of one
--     movement) and ids are only ordered within one process, so "newest first"
--     and "the member's latest row" use seq. Rows of one member are inserted
--     while their user_balances row is locked, so per member seq order is the
--     order the movements happened in.
--   * batch_key: the idempotency key of the whole movement (a plan of one or
--     more rows applied in one database transaction). A plan whose key already
--     has rows is a replay and moves nothing. Kept on deleted rows too, so a
--     late retry of a movement an administrator deleted still does nothing.
--   * card_deposits.return_url: where the built-in test checkout sends the
--     member back (Stripe keeps its own copy).

-- +goose Up

ALTER TABLE transactions ADD COLUMN seq bigint NOT NULL GENERATED ALWAYS AS IDENTITY;
ALTER TABLE transactions ADD COLUMN batch_key text CHECK (batch_key <> '');
UPDATE transactions SET batch_key = idempotency_key;
ALTER TABLE transactions ALTER COLUMN batch_key SET NOT NULL;
CREATE UNIQUE INDEX transactions_seq_key ON transactions (seq);
CREATE INDEX transactions_user_seq_idx ON transactions (user_id, seq DESC);
CREATE INDEX transactions_batch_key_idx ON transactions (batch_key);

ALTER TABLE deleted_transactions ADD COLUMN seq bigint;
ALTER TABLE deleted_transactions ADD COLUMN batch_key text;
UPDATE deleted_transactions SET batch_key = idempotency_key;
ALTER TABLE deleted_transactions ALTER COLUMN batch_key SET NOT NULL;
CREATE INDEX deleted_transactions_batch_key_idx ON deleted_transactions (batch_key);

ALTER TABLE card_deposits ADD COLUMN return_url text NOT NULL DEFAULT '';

-- +goose Down

ALTER TABLE card_deposits DROP COLUMN return_url;
DROP INDEX deleted_transactions_batch_key_idx;
ALTER TABLE deleted_transactions DROP COLUMN batch_key;
ALTER TABLE deleted_transactions DROP COLUMN seq;
DROP INDEX transactions_batch_key_idx;
DROP INDEX transactions_user_seq_idx;
DROP INDEX transactions_seq_key;
ALTER TABLE transactions DROP COLUMN batch_key;
ALTER TABLE transactions DROP COLUMN seq;
