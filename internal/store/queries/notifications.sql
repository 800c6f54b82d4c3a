-- Member notifications (internal/notify): a row in the member's Messages tab
-- and, when the member's preferences allow, an email in the outbox. Dedupe
-- keys make a retried activity or request a no-op.

-- name: SendNotification :exec
-- Members' copies of notes in one statement (send_notifications, migration
-- 00401): the arrays run in step, one element per copy.
SELECT send_notifications(@user_ids::text[], @message_ids::text[], @email_ids::text[], @dedupe_keys::text[],
                          @subjects::text[], @contents::text[], @trade_updates::boolean[], @trade_ids::text[]);
