-- name: InsertTradeNotification :execrows
-- A trade event shown in the member's Messages tab; the dedupe key makes a
-- retried activity a no-op.
INSERT INTO member_messages (id, user_id, kind, subject, content, trade_id, dedupe_key)
SELECT @id, u.id, 'notification', @subject, @content, @trade_id, @dedupe_key
FROM users u WHERE u.id = @user_id
ON CONFLICT (dedupe_key) DO NOTHING;

-- name: QueueTradeEmail :execrows
-- Queues the email copy for members who want trade updates by email.
INSERT INTO email_outbox (id, user_id, to_address, subject, body_text, dedupe_key)
SELECT @id, u.id, u.email, @subject, @body_text, @dedupe_key
FROM users u
WHERE u.id = @user_id AND u.email_notifications AND u.trade_updates AND u.status IN ('active', 'restricted')
ON CONFLICT (dedupe_key) DO NOTHING;
