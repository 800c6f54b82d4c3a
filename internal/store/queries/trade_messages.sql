-- name: LockTradeForMessage :one
-- The trade row, locked until the message is written, so two posts cannot
-- both take the last slot under the cap.
SELECT status, deleted_at, message_count FROM trades WHERE id = $1 FOR UPDATE;

-- name: CountTradeMessage :exec
UPDATE trades SET message_count = message_count + 1 WHERE id = $1;

-- name: InsertTradeMessage :one
INSERT INTO trade_messages (id, trade_id, author_id, author_name, is_admin, body)
VALUES (@id, @trade_id, @author_id, @author_name, @is_admin, @body)
RETURNING *;

-- name: ListTradeMessages :many
-- A page of a trade's messages, newest first, older than the cursor when
-- one is given.
SELECT * FROM trade_messages
WHERE trade_id = @trade_id
  AND (NOT @has_cursor::boolean OR (created_at, id) < (@before_at::timestamptz, @before_id::text))
ORDER BY created_at DESC, id DESC
LIMIT @lim;

-- name: ChatNoticeRecipients :many
-- The members of a trade, other than the author, who have had no chat notice
-- about it within the last within_seconds (the caller holds the trade's row
-- lock, so two messages at once cannot both notice a member).
SELECT m.id::text AS id
FROM trades t
CROSS JOIN LATERAL (VALUES (t.user1_id), (t.user2_id)) AS m(id)
WHERE t.id = @trade_id AND m.id <> @author_id::text
  AND NOT EXISTS (
      SELECT 1 FROM member_messages n
      WHERE n.user_id = m.id AND n.trade_id = t.id AND n.subject = @subject::text
        AND n.created_at > now() - make_interval(secs => @within_seconds::double precision)
  );
