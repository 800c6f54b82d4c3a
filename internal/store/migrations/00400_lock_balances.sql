-- +goose Up
-- Locks the members' balance rows in id order (two plans never wait on
-- each other crosswise) and then tells whether a plan's key already moved
-- money, in one round trip. The check is a statement of its own, so its
-- snapshot is taken once the locks are held: a concurrent run of the same
-- plan has either committed (its rows are visible) or not started moving
-- money. The rows are read again under the locks, so they are the latest.
-- Members without a balance row are left out (the caller creates them).
-- +goose StatementBegin
CREATE FUNCTION lock_balances(p_user_ids text[], p_batch_key text)
RETURNS TABLE (user_id text, balance_cents bigint, held_cents bigint, key_seen boolean)
LANGUAGE plpgsql AS $$
DECLARE
    seen boolean;
BEGIN
    PERFORM 1 FROM user_balances b WHERE b.user_id = ANY(p_user_ids) ORDER BY b.user_id FOR UPDATE;
    seen := EXISTS (SELECT 1 FROM transactions t WHERE t.batch_key = p_batch_key)
         OR EXISTS (SELECT 1 FROM deleted_transactions d WHERE d.batch_key = p_batch_key);
    RETURN QUERY SELECT b.user_id, b.balance_cents, b.held_cents, seen
                 FROM user_balances b WHERE b.user_id = ANY(p_user_ids) ORDER BY b.user_id;
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION lock_balances(text[], text);
