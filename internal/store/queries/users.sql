-- name: CreateUser :one
INSERT INTO users (id, email, password_hash, name, phone, address, city, state, zip_code, closet_name, bio, is_admin)
VALUES (@id, @email, @password_hash, @name, @phone, @address, @city, @state, @zip_code, @closet_name, @bio, @is_admin)
RETURNING *;

-- name: CreateUserBalance :exec
INSERT INTO user_balances (user_id) VALUES ($1) ON CONFLICT DO NOTHING;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE lower(email) = lower(@email);

-- name: IsActiveAdministrator :one
SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND is_admin AND status = 'active');

-- name: GetAuthUser :one
-- What every authenticated request needs to know about its caller, whether
-- this token was signed out, and, given @bucket_key, a token taken from the
-- member's request limit: one round trip. The token is taken only for a
-- session that authenticates (an account neither disabled nor deleted, a
-- token not signed out, issued under the current @password_version, which a
-- password change and a two-factor switch move on, and at @issued_at, whole
-- seconds, no earlier than the last password change), so a refused token
-- drains nothing: the
-- bucket CTE's WHERE is applied before take_token (migration 00014) is
-- called. wait_seconds is NULL when no token was taken, else take_token's
-- answer (0: allowed).
WITH caller AS (
    SELECT u.id, u.email, u.name, u.is_admin, u.totp_enabled, u.status, u.password_changed_at, u.password_version,
           EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = @token_id::text) AS revoked
    FROM users u WHERE u.id = @id
), bucket AS (
    SELECT take_token(sqlc.narg('bucket_key')::text, CAST(@burst AS float8), CAST(@per_second AS float8), CAST(@now AS timestamptz))::float8 AS wait_seconds
    FROM caller
    WHERE sqlc.narg('bucket_key')::text IS NOT NULL
      AND NOT caller.revoked AND caller.status NOT IN ('disabled', 'deleted')
      AND caller.password_version = CAST(@password_version AS integer)
      AND (caller.password_changed_at IS NULL OR date_trunc('second', caller.password_changed_at) <= CAST(@issued_at AS timestamptz))
)
SELECT caller.id, caller.email, caller.name, caller.is_admin, caller.totp_enabled, caller.status, caller.password_changed_at,
       caller.password_version, caller.revoked,
       bucket.wait_seconds
FROM caller LEFT JOIN bucket ON true;

-- name: GetUser :one
SELECT * FROM users WHERE id = $1;

-- name: LockUser :one
SELECT * FROM users WHERE id = $1 FOR UPDATE;

-- name: RecordLogin :exec
UPDATE users SET last_login_at = now() WHERE id = $1;

-- name: SetPassword :one
-- Tokens issued under an earlier password version, or before
-- password_changed_at, stop working. The time comes from the API's clock,
-- which also stamps the tokens. Answers the new version.
UPDATE users SET password_hash = @password_hash, password_changed_at = @changed_at,
    password_version = password_version + 1, updated_at = now()
WHERE id = @id
RETURNING password_version;

-- name: UpdateProfile :one
UPDATE users
SET name = @name, closet_name = @closet_name, phone = @phone, address = @address, city = @city,
    state = @state, zip_code = @zip_code, bio = @bio, updated_at = now()
WHERE id = @id
RETURNING *;

-- name: SetProfileImage :one
UPDATE users SET profile_image_url = @profile_image_url, updated_at = now() WHERE id = @id RETURNING *;

-- name: ProfileImageInUse :one
-- Whether a member's profile shows the image at @url (keys are content
-- hashes: two members may upload the same picture).
SELECT EXISTS (SELECT 1 FROM users WHERE profile_image_url = @url);

-- name: SetNotificationPrefs :one
UPDATE users
SET email_notifications = @email_notifications, trade_updates = @trade_updates,
    marketing_emails = @marketing_emails, updated_at = now()
WHERE id = @id
RETURNING *;

-- name: SetTOTPPending :exec
UPDATE users SET totp_pending_secret = @secret, updated_at = now() WHERE id = @id;

-- name: EnableTOTP :execrows
-- The pending secret becomes the secret; step is the code just used. No
-- row changes while the account's code lock runs (checked here, not on a
-- copy read before the code was checked).
UPDATE users
SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = true,
    totp_last_step = @step::bigint, totp_failed_codes = 0, totp_locked_until = NULL,
    totp_enabled_at = @now::timestamptz, updated_at = now()
WHERE id = @id AND totp_pending_secret IS NOT NULL
  AND (totp_locked_until IS NULL OR totp_locked_until <= @now::timestamptz);

-- name: DisableTOTP :execrows
UPDATE users
SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled = false, totp_last_step = NULL,
    totp_enabled_at = NULL, updated_at = now()
WHERE id = @id AND totp_enabled;

-- name: ClaimTOTPStep :execrows
-- Records a used TOTP step; no row changes when that step (or a later one)
-- was already used, so a code cannot be replayed.
-- A right code also clears the count of wrong ones. No row changes while
-- the account's code lock runs: a code checked in parallel with the
-- guesses that set the lock is refused too.
UPDATE users SET totp_last_step = @step::bigint, totp_failed_codes = 0, totp_locked_until = NULL
WHERE id = @id AND (totp_last_step IS NULL OR totp_last_step < @step::bigint)
  AND (totp_locked_until IS NULL OR totp_locked_until <= @now::timestamptz);

-- name: CreatePasswordResetToken :exec
INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (@token_hash, @user_id, @expires_at);

-- name: UsePasswordResetToken :one
-- Marks an unused, unexpired token used and returns its member.
UPDATE password_reset_tokens SET used_at = now()
WHERE token_hash = @token_hash AND used_at IS NULL AND expires_at > now()
RETURNING user_id;

-- name: ExpirePasswordResetTokens :exec
UPDATE password_reset_tokens SET used_at = now() WHERE user_id = @user_id AND used_at IS NULL;

-- name: CreateEmailVerificationToken :exec
INSERT INTO email_verification_tokens (token_hash, user_id, expires_at) VALUES (@token_hash, @user_id, @expires_at);

-- name: UseEmailVerificationToken :one
UPDATE email_verification_tokens SET used_at = now()
WHERE token_hash = @token_hash AND used_at IS NULL AND expires_at > now()
RETURNING user_id;

-- name: MarkEmailVerified :exec
UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1;

-- name: HasOpenTrade :one
-- An accepted or disputed trade blocks closing or deleting the account.
SELECT EXISTS (
    SELECT 1 FROM trades
    WHERE (user1_id = @user_id OR user2_id = @user_id) AND status IN ('accepted', 'disputed')
      AND deleted_at IS NULL
);

-- name: SetUserStatus :one
UPDATE users
SET status = @status, status_reason = @reason, status_changed_at = now(), updated_at = now()
WHERE id = @id
RETURNING *;

-- name: GetBalance :one
-- A member's balance row; zeros when none exists yet.
SELECT coalesce(b.balance_cents, 0)::bigint AS balance_cents, coalesce(b.held_cents, 0)::bigint AS held_cents
FROM users u LEFT JOIN user_balances b ON b.user_id = u.id
WHERE u.id = $1;

-- name: CountUserTransactions :one
SELECT count(*) FROM transactions WHERE user_id = $1;

-- name: InsertDeletedAccount :exec
INSERT INTO deleted_accounts (id, original_user_id, original_email, name, reason, final_balance_cents,
                              transaction_count, deleted_by, details)
VALUES (@id, @original_user_id, @original_email, @name, @reason, @final_balance_cents,
        @transaction_count, @deleted_by, @details);

-- name: InsertAdminAudit :exec
INSERT INTO admin_audit_log (id, admin_user_id, action, target_type, target_id, reason, details)
VALUES (@id, @admin_user_id, @action, @target_type, @target_id, @reason, @details);

-- name: AdminListUsers :many
-- Newest first. q matches name or email (ILIKE pattern, already escaped);
-- id_suffix matches the end of the id; an empty filter matches everything.
SELECT sqlc.embed(u),
       coalesce(b.balance_cents, 0)::bigint AS balance_cents,
       coalesce(b.held_cents, 0)::bigint AS held_cents,
       (SELECT count(*) FROM items i WHERE i.owner_id = u.id AND i.status <> 'removed') AS items_count,
       (SELECT count(*) FROM trades t WHERE (t.user1_id = u.id OR t.user2_id = u.id)
            AND t.status = 'completed' AND t.deleted_at IS NULL) AS trades_completed,
       count(*) OVER () AS total
FROM users u LEFT JOIN user_balances b ON b.user_id = u.id
WHERE (@status::text = '' OR u.status = @status)
  AND (@pattern::text = ''
       OR u.name ILIKE @pattern OR u.email ILIKE @pattern OR u.closet_name ILIKE @pattern
       OR (@id_suffix::text <> '' AND lower(u.id) LIKE '%' || @id_suffix))
ORDER BY u.created_at DESC, u.id DESC
LIMIT @lim OFFSET @off;

-- name: AdminUserStats :one
SELECT
    (SELECT count(*) FROM items i WHERE i.owner_id = @user_id AND i.status <> 'removed') AS items_count,
    (SELECT count(*) FROM trades t WHERE (t.user1_id = @user_id OR t.user2_id = @user_id)
         AND t.deleted_at IS NULL) AS trades_count,
    (SELECT count(*) FROM trades t WHERE (t.user1_id = @user_id OR t.user2_id = @user_id)
         AND t.status = 'completed' AND t.deleted_at IS NULL) AS trades_completed,
    (SELECT count(*) FROM disputes d JOIN trades t ON t.id = d.trade_id
         WHERE (t.user1_id = @user_id OR t.user2_id = @user_id)
           AND d.status IN ('open', 'new', 'pending')) AS open_disputes;

-- name: ListRecentTransactions :many
SELECT * FROM transactions WHERE user_id = @user_id ORDER BY created_at DESC, id DESC LIMIT @lim;

-- name: InsertMemberMessage :one
INSERT INTO member_messages (id, user_id, kind, subject, content, sent_by)
VALUES (@id, @user_id, @kind, @subject, @content, @sent_by)
RETURNING *;

-- name: ListMemberMessages :many
SELECT sqlc.embed(member_messages), count(*) OVER () AS total FROM member_messages
WHERE user_id = @user_id
ORDER BY created_at DESC, id DESC
LIMIT @lim OFFSET @off;

-- name: CountUnreadMemberMessages :one
SELECT count(*) FROM member_messages WHERE user_id = @user_id AND read_at IS NULL;

-- name: MarkMemberMessageRead :execrows
UPDATE member_messages SET read_at = coalesce(read_at, now()) WHERE id = @id AND user_id = @user_id;

-- name: HasDeletedAccount :one
SELECT EXISTS (SELECT 1 FROM deleted_accounts WHERE original_user_id = $1);
