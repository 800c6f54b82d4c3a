-- name: DeleteRecoveryCodes :exec
DELETE FROM totp_recovery_codes WHERE user_id = @user_id;

-- name: InsertRecoveryCodes :exec
INSERT INTO totp_recovery_codes (id, user_id, code_hash)
SELECT unnest(@ids::text[]), @user_id, unnest(@code_hashes::text[]);

-- name: UseRecoveryCode :execrows
-- Spends an unused recovery code, unless the account's code lock runs; a
-- spent code clears the count of wrong ones, as a right TOTP code does.
-- Parallel sign-ins with one code serialise on its row: one spends it.
WITH spent AS (
    UPDATE totp_recovery_codes c SET used_at = @now::timestamptz
    WHERE c.user_id = @user_id AND c.code_hash = @code_hash AND c.used_at IS NULL
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = @user_id
                  AND (u.totp_locked_until IS NULL OR u.totp_locked_until <= @now::timestamptz))
    RETURNING c.user_id
)
UPDATE users SET totp_failed_codes = 0, totp_locked_until = NULL
WHERE id IN (SELECT user_id FROM spent);

-- name: EndSessions :one
-- Every token issued so far stops working, as after a password change: the
-- password version moves on (see GetAuthUser). Answers the new version.
UPDATE users SET password_version = password_version + 1, updated_at = now() WHERE id = @id
RETURNING password_version;
