-- Ledger core: balances, holds, transactions rows (internal/ledger).

-- name: LedgerBalance :one
SELECT user_id, balance_cents, held_cents FROM user_balances WHERE user_id = $1;

-- name: BatchRows :many
SELECT * FROM transactions WHERE batch_key = $1 ORDER BY seq;

-- name: GetOpenHoldForUpdate :one
SELECT * FROM holds WHERE trade_id = @trade_id AND user_id = @user_id AND status = 'open' FOR UPDATE;

-- name: OpenHoldUsers :many
SELECT user_id FROM holds WHERE trade_id = $1 AND status = 'open' ORDER BY user_id;

-- name: SetHoldAmount :exec
UPDATE holds SET amount_cents = @amount_cents, updated_at = now() WHERE id = @id;

-- name: ReleaseHoldRow :exec
UPDATE holds SET status = 'released', released_at = now(), updated_at = now() WHERE id = $1;

-- name: ListMemberTransactions :many
SELECT * FROM transactions WHERE user_id = @user_id ORDER BY seq DESC LIMIT @lim OFFSET @off;

-- name: CountMemberTransactions :one
SELECT count(*) FROM transactions WHERE user_id = $1;

-- name: ActiveFees :one
-- Fees charged on the member's trades that are accepted and not completed.
SELECT coalesce(sum(t.amount_cents), 0)::bigint
FROM transactions t JOIN trades tr ON tr.id = t.trade_id
WHERE t.user_id = $1 AND t.direction = 'debit'
  AND t.type IN ('fee_charge', 'pickup_fee', 'shipping_fee')
  AND tr.status IN ('accepted', 'disputed');

-- name: LedgerMemberProblems :many
-- Members whose balance row disagrees with their ledger rows, open holds or
-- latest row. Rows an administrator deleted still happened (their reversal
-- row is in transactions), so both count.
WITH all_rows AS (
    SELECT user_id, type, direction, amount_cents FROM transactions
    UNION ALL
    SELECT user_id, type, direction, amount_cents FROM deleted_transactions
), sums AS (
    SELECT user_id,
           coalesce(sum(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END)
                    FILTER (WHERE type NOT IN ('hold_reserve', 'hold_refund', 'hold_increase', 'hold_decrease')), 0)::bigint AS ledger_balance,
           coalesce(sum(CASE WHEN direction = 'debit' THEN amount_cents ELSE -amount_cents END)
                    FILTER (WHERE type IN ('hold_reserve', 'hold_refund', 'hold_increase', 'hold_decrease')), 0)::bigint AS ledger_held
    FROM all_rows GROUP BY user_id
), holds_open AS (
    SELECT user_id, sum(amount_cents)::bigint AS open_held FROM holds WHERE status = 'open' GROUP BY user_id
), last_row AS (
    SELECT DISTINCT ON (user_id) user_id, balance_after_cents, available_after_cents
    FROM transactions ORDER BY user_id, seq DESC
)
SELECT b.user_id, b.balance_cents, b.held_cents,
       coalesce(s.ledger_balance, 0)::bigint AS ledger_balance,
       coalesce(s.ledger_held, 0)::bigint AS ledger_held,
       coalesce(h.open_held, 0)::bigint AS open_held,
       l.balance_after_cents AS last_balance_after,
       l.available_after_cents AS last_available_after
FROM user_balances b
LEFT JOIN sums s ON s.user_id = b.user_id
LEFT JOIN holds_open h ON h.user_id = b.user_id
LEFT JOIN last_row l ON l.user_id = b.user_id
WHERE b.balance_cents <> coalesce(s.ledger_balance, 0)
   OR b.held_cents <> coalesce(h.open_held, 0)
   OR b.held_cents <> coalesce(s.ledger_held, 0)
   OR b.balance_cents < 0 OR b.held_cents < 0 OR b.held_cents > b.balance_cents
   OR (l.user_id IS NOT NULL AND (l.balance_after_cents <> b.balance_cents
                                  OR l.available_after_cents <> b.balance_cents - b.held_cents))
ORDER BY b.user_id;

-- name: LedgerHoldProblems :many
SELECT h.id, h.user_id, h.status, h.amount_cents,
       coalesce(sum(CASE WHEN t.direction = 'debit' THEN t.amount_cents ELSE -t.amount_cents END), 0)::bigint AS rows_net
FROM holds h
LEFT JOIN transactions t ON t.hold_id = h.id
GROUP BY h.id
HAVING (h.status = 'open' AND coalesce(sum(CASE WHEN t.direction = 'debit' THEN t.amount_cents ELSE -t.amount_cents END), 0) <> h.amount_cents)
    OR (h.status = 'released' AND coalesce(sum(CASE WHEN t.direction = 'debit' THEN t.amount_cents ELSE -t.amount_cents END), 0) <> 0)
ORDER BY h.id;

-- name: LedgerFlows :one
-- Money flows by kind. A refund with a trade returns a fee; a refund keyed
-- withdrawal/... returns a failed withdrawal; any other refund is money the
-- platform paid in (an admin refund).
WITH all_rows AS (
    SELECT type, direction, amount_cents, trade_id, idempotency_key FROM transactions
    UNION ALL
    SELECT type, direction, amount_cents, trade_id, idempotency_key FROM deleted_transactions
)
SELECT
    coalesce(sum(amount_cents) FILTER (WHERE type = 'deposit' AND direction = 'credit'), 0)::bigint AS deposits,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'adjustment' AND direction = 'credit'), 0)::bigint AS admin_credits,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'refund' AND direction = 'credit' AND trade_id IS NULL
                                        AND idempotency_key NOT LIKE 'withdrawal/%'), 0)::bigint AS admin_refunds,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'withdraw' AND direction = 'debit'), 0)::bigint AS withdrawals,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'refund' AND direction = 'credit' AND trade_id IS NULL
                                        AND idempotency_key LIKE 'withdrawal/%'), 0)::bigint AS withdrawal_refunds,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'adjustment' AND direction = 'debit'), 0)::bigint AS admin_debits,
    coalesce(sum(amount_cents) FILTER (WHERE type IN ('fee_charge', 'pickup_fee', 'shipping_fee') AND direction = 'debit'), 0)::bigint AS fees_charged,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'refund' AND direction = 'credit' AND trade_id IS NOT NULL), 0)::bigint AS fees_refunded,
    coalesce(sum(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END) FILTER (WHERE type = 'penalty'), 0)::bigint AS penalty_net,
    coalesce(sum(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END) FILTER (WHERE type = 'award'), 0)::bigint AS award_net,
    count(*) FILTER (WHERE (type IN ('deposit', 'refund') AND direction = 'debit')
                        OR (type IN ('withdraw', 'fee_charge', 'pickup_fee', 'shipping_fee') AND direction = 'credit')) AS misdirected
FROM all_rows;

-- name: LedgerTotals :one
SELECT count(*) AS members,
       coalesce(sum(balance_cents), 0)::bigint AS balances,
       coalesce(sum(held_cents), 0)::bigint AS held
FROM user_balances;

-- name: TradeExists :one
SELECT EXISTS (SELECT 1 FROM trades WHERE id = $1);

-- name: TradeRefundableFees :one
-- What is left to refund of the fees a member paid on a trade: every fee
-- charged (a deleted fee row was charged too) minus every refund that
-- stands on the trade for the member (the reversal of a deleted fee is one;
-- a deleted refund no longer counts).
SELECT greatest(
    (SELECT coalesce(sum(amount_cents), 0) FROM (
        SELECT amount_cents FROM transactions
        WHERE trade_id = @trade_id::text AND user_id = @user_id::text AND direction = 'debit'
          AND type IN ('fee_charge', 'pickup_fee', 'shipping_fee')
        UNION ALL
        SELECT amount_cents FROM deleted_transactions
        WHERE trade_id = @trade_id::text AND user_id = @user_id::text AND direction = 'debit'
          AND type IN ('fee_charge', 'pickup_fee', 'shipping_fee')
    ) charged)
    - (SELECT coalesce(sum(amount_cents), 0) FROM transactions
       WHERE trade_id = @trade_id::text AND user_id = @user_id::text AND direction = 'credit' AND type = 'refund'),
    0)::bigint;

-- name: LockBalances :many
-- Locks the members' balance rows in id order, then checks under the locks
-- whether the plan's key already moved money (lock_balances, migration
-- 00400): every row carries the answer.
SELECT user_id::text, balance_cents::bigint, held_cents::bigint, key_seen::boolean
FROM lock_balances(@user_ids::text[], @batch_key::text);

-- name: BatchSeen :one
-- Whether a plan's key already moved money (its rows exist, or existed and
-- an administrator deleted them).
SELECT EXISTS (
    SELECT 1 FROM transactions WHERE transactions.batch_key = $1
    UNION ALL
    SELECT 1 FROM deleted_transactions WHERE deleted_transactions.batch_key = $1
);

-- name: WritePlanRows :many
-- A plan's new holds, its rows in the order given (their seq follows it)
-- and the members' balances as the plan leaves them (none until its end),
-- in one statement. A new hold fails it (holds_open_trade_user_key) when
-- the member's hold on the trade is open already.
WITH new_holds AS (
    INSERT INTO holds (id, user_id, trade_id, amount_cents)
    SELECT unnest(@new_hold_ids::text[]), unnest(@new_hold_user_ids::text[]), @trade_id::text,
           unnest(@new_hold_cents::bigint[])
), balances AS (
    UPDATE user_balances b
    SET balance_cents = v.balance_cents, held_cents = v.held_cents, updated_at = now()
    FROM (SELECT unnest(@balance_user_ids::text[]) AS user_id, unnest(@balance_cents::bigint[]) AS balance_cents,
                 unnest(@held_cents::bigint[]) AS held_cents) AS v
    WHERE b.user_id = v.user_id
    RETURNING b.user_id
)
INSERT INTO transactions (
    id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
    trade_id, hold_id, counterparty_user_id, description, idempotency_key, batch_key, created_by
)
SELECT r.id, r.user_id, r.type, r.direction, r.amount_cents, r.balance_after_cents, r.available_after_cents,
       NULLIF(@trade_id::text, ''), NULLIF(r.hold_id, ''), NULLIF(r.counterparty_user_id, ''), r.description,
       r.idempotency_key, @batch_key::text, NULLIF(@created_by::text, '')
FROM (SELECT unnest(@ids::text[]) AS id, unnest(@user_ids::text[]) AS user_id, unnest(@types::text[]) AS type,
             unnest(@directions::text[]) AS direction, unnest(@amount_cents::bigint[]) AS amount_cents,
             unnest(@balance_after_cents::bigint[]) AS balance_after_cents,
             unnest(@available_after_cents::bigint[]) AS available_after_cents,
             unnest(@hold_ids::text[]) AS hold_id, unnest(@counterparty_user_ids::text[]) AS counterparty_user_id,
             unnest(@descriptions::text[]) AS description, unnest(@idempotency_keys::text[]) AS idempotency_key) AS r
RETURNING *;
