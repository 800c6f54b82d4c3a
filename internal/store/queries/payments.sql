-- Money in and out of the platform: card and manual deposits, withdrawals,
-- refunds of closed accounts (internal/payments).

-- name: InsertCardDeposit :one
INSERT INTO card_deposits (id, user_id, provider, session_id, amount_cents, return_url)
VALUES (@id, @user_id, @provider, @session_id, @amount_cents, @return_url)
RETURNING *;

-- name: GetCardDepositBySession :one
SELECT * FROM card_deposits WHERE session_id = $1;

-- name: LockCardDeposit :one
SELECT * FROM card_deposits WHERE session_id = $1 FOR UPDATE;

-- name: CompleteTestCheckout :execrows
-- The built-in test checkout "charges" the card: the session becomes paid.
UPDATE card_deposits SET status = 'paid', funding = @funding, updated_at = now()
WHERE session_id = @session_id AND provider = 'test' AND status = 'created';

-- name: MarkCardDepositCredited :exec
UPDATE card_deposits
SET status = 'credited', funding = @funding, payment_intent_id = @payment_intent_id,
    credited_transaction_id = @credited_transaction_id, credited_at = now(), updated_at = now()
WHERE id = @id;

-- name: MarkCardDepositRejected :execrows
UPDATE card_deposits
SET status = 'rejected_credit_card', funding = 'credit', payment_intent_id = @payment_intent_id,
    provider_refund_id = @provider_refund_id,
    failure_reason = 'Credit cards are not accepted', updated_at = now()
WHERE session_id = @session_id AND status IN ('created', 'paid');

-- name: InsertManualDeposit :one
INSERT INTO manual_deposits (id, user_id, amount_cents, payment_method, reference_number, reference_note)
VALUES (@id, @user_id, @amount_cents, @payment_method, @reference_number, @reference_note)
RETURNING *;

-- name: ListMemberManualDeposits :many
SELECT * FROM manual_deposits WHERE user_id = @user_id ORDER BY created_at DESC, id DESC LIMIT @lim OFFSET @off;

-- name: CountMemberManualDeposits :one
SELECT count(*) FROM manual_deposits WHERE user_id = $1;

-- name: ListManualDeposits :many
SELECT sqlc.embed(d), coalesce(u.name, '')::text AS user_name, coalesce(u.email, '')::text AS user_email
FROM manual_deposits d LEFT JOIN users u ON u.id = d.user_id
WHERE (sqlc.narg(status)::text IS NULL OR d.status = sqlc.narg(status))
ORDER BY d.created_at DESC, d.id DESC
LIMIT @lim OFFSET @off;

-- name: CountManualDeposits :one
SELECT count(*) FROM manual_deposits WHERE (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status));

-- name: LockManualDeposit :one
SELECT * FROM manual_deposits WHERE id = $1 FOR UPDATE;

-- name: SetManualDepositStatus :one
UPDATE manual_deposits
SET status = @status, admin_note = @admin_note, processed_by = @processed_by, processed_at = now(),
    credited_transaction_id = @credited_transaction_id, updated_at = now()
WHERE id = @id
RETURNING *;

-- name: InsertWithdrawal :one
INSERT INTO withdrawals (id, user_id, amount_cents, method, note, debit_transaction_id)
VALUES (@id, @user_id, @amount_cents, @method, @note, @debit_transaction_id)
RETURNING *;

-- name: WithdrawnSince :one
-- What the member asked to withdraw since a moment (failed requests do not count).
SELECT coalesce(sum(amount_cents), 0)::bigint FROM withdrawals
WHERE user_id = @user_id AND status <> 'failed' AND created_at >= @since;

-- name: ListMemberWithdrawals :many
SELECT * FROM withdrawals WHERE user_id = @user_id ORDER BY created_at DESC, id DESC LIMIT @lim OFFSET @off;

-- name: CountMemberWithdrawals :one
SELECT count(*) FROM withdrawals WHERE user_id = $1;

-- name: ListWithdrawals :many
SELECT sqlc.embed(w), coalesce(u.name, '')::text AS user_name, coalesce(u.email, '')::text AS user_email
FROM withdrawals w LEFT JOIN users u ON u.id = w.user_id
WHERE (sqlc.narg(status)::text IS NULL OR w.status = sqlc.narg(status))
ORDER BY w.created_at DESC, w.id DESC
LIMIT @lim OFFSET @off;

-- name: CountWithdrawals :one
SELECT count(*) FROM withdrawals WHERE (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status));

-- name: LockWithdrawal :one
SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE;

-- name: SetWithdrawalStatus :one
UPDATE withdrawals
SET status = @status, admin_note = @admin_note, processed_by = @processed_by, processed_at = now(),
    refund_transaction_id = coalesce(@refund_transaction_id, refund_transaction_id), updated_at = now()
WHERE id = @id
RETURNING *;

-- name: ListDeletedAccounts :many
SELECT sqlc.embed(d), coalesce(b.balance_cents, 0)::bigint AS current_balance_cents
FROM deleted_accounts d LEFT JOIN user_balances b ON b.user_id = d.original_user_id
WHERE (sqlc.narg(email)::text IS NULL OR d.original_email ILIKE '%' || sqlc.narg(email) || '%')
  AND (sqlc.narg(date_from)::timestamptz IS NULL OR d.deletion_date >= sqlc.narg(date_from))
  AND (sqlc.narg(date_to)::timestamptz IS NULL OR d.deletion_date < sqlc.narg(date_to))
  AND (sqlc.narg(min_balance)::bigint IS NULL OR d.final_balance_cents >= sqlc.narg(min_balance))
  AND (sqlc.narg(max_balance)::bigint IS NULL OR d.final_balance_cents <= sqlc.narg(max_balance))
ORDER BY d.deletion_date DESC, d.id DESC
LIMIT 500;

-- name: GetDeletedAccount :one
SELECT sqlc.embed(d), coalesce(b.balance_cents, 0)::bigint AS current_balance_cents
FROM deleted_accounts d LEFT JOIN user_balances b ON b.user_id = d.original_user_id
WHERE d.id = $1;

-- name: LockDeletedAccount :one
SELECT * FROM deleted_accounts WHERE id = $1 FOR UPDATE;

-- name: AddDeletedAccountRefund :exec
UPDATE deleted_accounts
SET refunded_cents = refunded_cents + @amount_cents, refunded_at = now(), refunded_by = @refunded_by
WHERE id = @id;
