-- Disputes (internal/disputes): one per trade (disputes_trade_id_key), their
-- evidence files and messages.

-- name: InsertDispute :one
INSERT INTO disputes (id, trade_id, user_id, reason, issue, description)
VALUES (@id, @trade_id, @user_id, @reason, @issue, @description)
RETURNING *;

-- name: InsertDisputeEvidence :exec
INSERT INTO dispute_evidence (id, dispute_id, uploaded_by, storage_key, original_filename, content_type, bytes)
VALUES (@id, @dispute_id, @uploaded_by, @storage_key, @original_filename, @content_type, @bytes);

-- name: DeleteDispute :exec
DELETE FROM disputes WHERE id = $1;

-- name: GetDispute :one
-- The dispute with its trade's members, who may see it.
SELECT sqlc.embed(d), t.user1_id, t.user2_id
FROM disputes d JOIN trades t ON t.id = d.trade_id
WHERE d.id = $1;

-- name: LockDispute :one
SELECT * FROM disputes WHERE id = $1 FOR UPDATE;

-- name: ListDisputes :many
-- Open and new first, then pending, then resolved and closed; newest first
-- within each. member limits the list to that member's trades.
SELECT sqlc.embed(d), t.user1_id, t.user2_id, count(*) OVER () AS total
FROM disputes d JOIN trades t ON t.id = d.trade_id
WHERE (sqlc.narg(member)::text IS NULL OR t.user1_id = sqlc.narg(member) OR t.user2_id = sqlc.narg(member))
  AND (@show_closed::boolean OR d.status NOT IN ('resolved', 'closed'))
ORDER BY CASE d.status WHEN 'open' THEN 0 WHEN 'new' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END,
         d.created_at DESC, d.id DESC
LIMIT @lim OFFSET @off;

-- name: CountOpenDisputes :one
-- Disputes not yet resolved or closed (the badge), optionally of one member.
SELECT count(*)
FROM disputes d JOIN trades t ON t.id = d.trade_id
WHERE d.status NOT IN ('resolved', 'closed')
  AND (sqlc.narg(member)::text IS NULL OR t.user1_id = sqlc.narg(member) OR t.user2_id = sqlc.narg(member));

-- name: ListDisputeEvidence :many
SELECT * FROM dispute_evidence WHERE dispute_id = ANY(@dispute_ids::text[]) ORDER BY created_at, id;

-- name: GetDisputeEvidence :one
SELECT * FROM dispute_evidence WHERE dispute_id = @dispute_id AND storage_key = @storage_key;

-- name: InsertDisputeMessage :one
-- Stores a message only while the dispute is open, new or pending.
INSERT INTO dispute_messages (id, dispute_id, sender_user_id, is_admin, sender_name, message)
SELECT @id, d.id, @sender_user_id, @is_admin, @sender_name, @message
FROM disputes d WHERE d.id = @dispute_id AND d.status IN ('open', 'new', 'pending')
RETURNING *;

-- name: MarkDisputePending :exec
-- An administrator took up a new dispute.
UPDATE disputes SET status = 'pending', updated_at = now() WHERE id = $1 AND status IN ('open', 'new');

-- name: ListDisputeMessages :many
SELECT * FROM dispute_messages WHERE dispute_id = $1 ORDER BY created_at, id;

-- name: ResolveDispute :one
UPDATE disputes
SET status = 'resolved', resolution = @resolution, admin_response = @resolution,
    award_to_user_id = @award_to_user_id, award_cents = @award_cents,
    resolved_by = @resolved_by, resolved_at = now(), updated_at = now()
WHERE id = @id
RETURNING *;

-- name: OpenHoldCents :one
-- What a member still holds on a trade (an award is paid out of it).
SELECT coalesce(sum(amount_cents), 0)::bigint FROM holds
WHERE trade_id = @trade_id AND user_id = @user_id AND status = 'open';

-- name: DuplicateDisputes :many
-- Disputes sharing a trade, oldest first per trade (only possible for rows
-- written before the unique index).
SELECT * FROM disputes
WHERE trade_id IN (SELECT trade_id FROM disputes GROUP BY trade_id HAVING count(*) > 1)
ORDER BY trade_id, created_at, id;

-- name: CountDisputes :one
SELECT count(*) FROM disputes;

-- name: InsertMergeNote :exec
-- Keeps a duplicate's report as a message of the dispute it merges into.
INSERT INTO dispute_messages (id, dispute_id, sender_user_id, sender_name, message, created_at)
SELECT @id, @into_id, dup.user_id, u.name,
       'Merged duplicate dispute (' || dup.reason || '): ' || dup.description, dup.created_at
FROM disputes dup JOIN users u ON u.id = dup.user_id
WHERE dup.id = @from_id;

-- name: MoveDisputeMessages :exec
UPDATE dispute_messages SET dispute_id = @into_id WHERE dispute_id = @from_id;

-- name: MoveDisputeEvidence :exec
UPDATE dispute_evidence SET dispute_id = @into_id WHERE dispute_id = @from_id;

-- name: DisputeTrades :many
-- The trades of a page of disputes.
SELECT * FROM trades WHERE id = ANY(@ids::text[]);

-- name: MemberEvidenceBytes :one
-- Bytes of dispute evidence a member has stored.
SELECT coalesce(sum(bytes), 0)::bigint FROM dispute_evidence WHERE uploaded_by = @user_id;
