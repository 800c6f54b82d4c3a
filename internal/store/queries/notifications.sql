-- Member notifications (internal/notify): a row in the member's Messages tab
-- and, when the member's preferences allow, an email in the outbox. Dedupe
-- keys make a retried activity or request a no-op.

-- name: InsertNotification :execrows
INSERT INTO member_messages (id, user_id, kind, subject, content, trade_id, dedupe_key)
SELECT @id, u.id, 'notification', @subject, @content, @trade_id, @dedupe_key
FROM users u WHERE u.id = @user_id
ON CONFLICT (dedupe_key) DO NOTHING;

-- name: QueueMemberEmail :execrows
-- Queues the email copy of a notification: never when the member turned
-- email_notifications off, and for trade updates only with trade_updates on.
INSERT INTO email_outbox (id, user_id, to_address, subject, body_text, dedupe_key)
SELECT @id, u.id, u.email, @subject, @body_text, @dedupe_key
FROM users u
WHERE u.id = @user_id AND u.email_notifications AND (NOT @trade_update::boolean OR u.trade_updates)
  AND u.status IN ('active', 'restricted')
ON CONFLICT (dedupe_key) DO NOTHING;
