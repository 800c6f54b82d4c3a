-- The email outbox (internal/outbox): queued in the transaction that decided
-- to send, drained by the worker with FOR UPDATE SKIP LOCKED, retried with
-- back-off.

-- name: QueueEmail :execrows
-- A transactional email (password reset, verification, admin message) sent
-- whatever the notification preferences say.
INSERT INTO email_outbox (id, user_id, to_address, subject, body_text, dedupe_key)
VALUES (@id, @user_id, @to_address, @subject, @body_text, @dedupe_key)
ON CONFLICT (dedupe_key) DO NOTHING;

-- name: ClaimOutbox :many
-- Leases due mails to this drainer: attempts counts the try, and
-- next_attempt_at moves to the end of the lease so a drainer that dies while
-- sending leaves the mail to be tried again later.
UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = @lease_until
WHERE id IN (
    SELECT o.id FROM email_outbox o
    WHERE o.status = 'pending' AND o.next_attempt_at <= @now
    ORDER BY o.next_attempt_at, o.id
    LIMIT @batch
    FOR UPDATE SKIP LOCKED
)
RETURNING *;

-- name: RenewOutboxLease :execrows
-- Right before sending, the drainer that claimed the row (its claim is the
-- attempt count) extends its lease; no row means another drainer has
-- claimed it since, and this one must not send it.
UPDATE email_outbox SET next_attempt_at = @lease_until
WHERE id = @id AND attempts = @attempts AND status = 'pending';

-- name: MarkOutboxSent :exec
UPDATE email_outbox SET status = 'sent', sent_at = @sent_at, last_error = '' WHERE id = @id;

-- name: MarkOutboxRetry :exec
UPDATE email_outbox SET next_attempt_at = @next_attempt_at, last_error = @last_error WHERE id = @id;

-- name: MarkOutboxFailed :exec
UPDATE email_outbox SET status = 'failed', last_error = @last_error WHERE id = @id;

-- name: RecentOutbox :many
-- The dev mailbox: newest first.
SELECT * FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT @lim;
