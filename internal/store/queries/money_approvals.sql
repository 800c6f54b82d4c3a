-- Administrators' credits, refunds and debits waiting for a second administrator.

-- name: InsertMoneyApproval :one
INSERT INTO admin_money_approvals (id, kind, user_id, amount_cents, reason, trade_id, requested_by)
VALUES (@id, @kind, @user_id, @amount_cents, @reason, sqlc.narg(trade_id), @requested_by)
RETURNING *;

-- name: LockMoneyApproval :one
SELECT * FROM admin_money_approvals WHERE id = $1 FOR UPDATE;

-- name: DecideMoneyApproval :one
UPDATE admin_money_approvals
SET status = @status, decided_by = @decided_by, decided_at = now(), decision_note = @decision_note,
    transaction_id = sqlc.narg(transaction_id)
WHERE id = @id AND status = 'pending'
RETURNING *;

-- name: GetMoneyApproval :one
SELECT sqlc.embed(a), coalesce(u.name, '')::text AS user_name, coalesce(u.email, '')::text AS user_email,
       coalesce(r.name, '')::text AS requested_by_name, coalesce(d.name, '')::text AS decided_by_name
FROM admin_money_approvals a
LEFT JOIN users u ON u.id = a.user_id
LEFT JOIN users r ON r.id = a.requested_by
LEFT JOIN users d ON d.id = a.decided_by
WHERE a.id = $1;

-- name: ListMoneyApprovals :many
SELECT sqlc.embed(a), coalesce(u.name, '')::text AS user_name, coalesce(u.email, '')::text AS user_email,
       coalesce(r.name, '')::text AS requested_by_name, coalesce(d.name, '')::text AS decided_by_name
FROM admin_money_approvals a
LEFT JOIN users u ON u.id = a.user_id
LEFT JOIN users r ON r.id = a.requested_by
LEFT JOIN users d ON d.id = a.decided_by
WHERE (sqlc.narg(status)::text IS NULL OR a.status = sqlc.narg(status))
ORDER BY a.created_at DESC, a.id DESC
LIMIT @lim OFFSET @off;

-- name: CountMoneyApprovals :one
SELECT count(*) FROM admin_money_approvals WHERE (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status));
