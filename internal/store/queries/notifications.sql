-- Member notifications (internal/notify): a row in the member's Messages tab
-- and, when the member's preferences allow, an email in the outbox. Dedupe
-- keys make a retried activity or request a no-op.

-- name: SendNotification :exec
-- One notification to several members in one statement: the Messages-tab
-- row of each member who exists, and the email copy of each member whose
-- preferences allow it (never with email_notifications off, and for trade
-- updates only with trade_updates on). The arrays run in step (member,
-- message id, email id, dedupe key), members listed once.
WITH recipients AS (
    SELECT u.id, u.email, u.email_notifications, u.trade_updates, u.status,
           (@message_ids::text[])[array_position(@user_ids::text[], u.id)] AS message_id,
           (@email_ids::text[])[array_position(@user_ids::text[], u.id)] AS email_id,
           (@dedupe_keys::text[])[array_position(@user_ids::text[], u.id)] AS dedupe_key
    FROM users u
    WHERE u.id = ANY(@user_ids::text[])
), messages AS (
    INSERT INTO member_messages (id, user_id, kind, subject, content, trade_id, dedupe_key)
    SELECT message_id, id, 'notification', @subject::text, @content::text, sqlc.narg(trade_id)::text, dedupe_key
    FROM recipients
    ON CONFLICT (dedupe_key) DO NOTHING
)
INSERT INTO email_outbox (id, user_id, to_address, subject, body_text, dedupe_key)
SELECT email_id, id, email, @subject::text, @content::text, dedupe_key
FROM recipients
WHERE email_notifications AND (NOT @trade_update::boolean OR trade_updates) AND status IN ('active', 'restricted')
ON CONFLICT (dedupe_key) DO NOTHING;
