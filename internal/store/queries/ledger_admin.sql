-- Administrator money tools: deleting ledger rows, member look-up.

-- name: GetTransaction :one
SELECT * FROM transactions WHERE id = $1;

-- name: ArchiveTransaction :exec
-- Copies a ledger row into deleted_transactions and removes it, in one statement.
WITH gone AS (
    DELETE FROM transactions WHERE transactions.id = @id RETURNING *
)
INSERT INTO deleted_transactions (
    id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
    trade_id, hold_id, counterparty_user_id, description, idempotency_key, created_by, created_at,
    seq, batch_key, deleted_by, reason, reversal_transaction_id
)
SELECT id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
       trade_id, hold_id, counterparty_user_id, description, idempotency_key, created_by, created_at,
       seq, batch_key, @deleted_by, @reason, @reversal_transaction_id
FROM gone;

-- name: ListDeletedTransactions :many
SELECT sqlc.embed(d), coalesce(u.name, '')::text AS user_name, coalesce(u.email, '')::text AS user_email,
       coalesce(a.name, '')::text AS deleted_by_name
FROM deleted_transactions d
LEFT JOIN users u ON u.id = d.user_id
LEFT JOIN users a ON a.id = d.deleted_by
WHERE (sqlc.narg(user_id)::text IS NULL OR d.user_id = sqlc.narg(user_id))
ORDER BY d.deleted_at DESC, d.id DESC
LIMIT @lim OFFSET @off;

-- name: CountDeletedTransactions :one
SELECT count(*) FROM deleted_transactions
WHERE (sqlc.narg(user_id)::text IS NULL OR user_id = sqlc.narg(user_id));

-- name: MoneyUserByID :one
SELECT id, name, email, status FROM users WHERE id = $1;

-- name: MoneyUserByEmail :one
SELECT id, name, email, status FROM users WHERE lower(email) = lower(@email);

-- name: MoneyUsersByIDSuffix :many
-- At most two, enough to tell "exactly one" from "ambiguous".
SELECT id, name, email, status FROM users WHERE id LIKE '%' || @suffix::text ORDER BY id LIMIT 2;

-- name: MoneySearchUsers :many
SELECT id, name, email FROM users
WHERE name ILIKE '%' || @q::text || '%' OR email ILIKE '%' || @q::text || '%' OR lower(id) LIKE '%' || lower(@q::text)
ORDER BY (lower(email) = lower(@q::text)) DESC, name, id
LIMIT 8;
