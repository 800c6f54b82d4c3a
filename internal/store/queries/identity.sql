-- name: IdentityOfUser :one
SELECT identity_status, identity_verified_at, identity_initials, identity_session_id, name, email
FROM users WHERE id = @user_id;

-- name: OpenIdentitySession :execrows
-- Records a session the member started and makes it their latest; a member
-- already verified stays as they are.
WITH s AS (
  INSERT INTO identity_sessions (id, user_id, provider, return_url)
  VALUES (@id, @user_id, @provider, @return_url)
  RETURNING id, user_id
)
UPDATE users u SET identity_status = 'pending', identity_session_id = s.id
FROM s WHERE u.id = s.user_id AND u.identity_status <> 'verified';

-- name: GetIdentitySession :one
SELECT s.*, u.name AS user_name FROM identity_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = @id;

-- name: SetTestIdentityOutcome :execrows
-- The pretend page's choice; the first one stands.
UPDATE identity_sessions SET test_outcome = @outcome
WHERE id = @id AND provider = 'test' AND test_outcome IS NULL AND NOT void;

-- name: ApplyIdentityResult :execrows
-- Applies a session's status to its member once, in any order: verified
-- comes from any session not voided and then stays (a late requires_input or
-- canceled of the same or an older session changes nothing, nor does the
-- same event again); another status counts only for the member's latest
-- session while they are not verified.
UPDATE users u SET
  identity_status = @status::text,
  identity_verified_at = CASE WHEN @status::text = 'verified' THEN now() END,
  identity_initials = CASE WHEN @status::text = 'verified' THEN @initials::text ELSE '' END,
  updated_at = now() -- badges on cached catalog pages
FROM identity_sessions s
WHERE s.id = @session_id AND NOT s.void AND u.id = s.user_id
  AND u.identity_status <> 'verified'
  AND (@status::text = 'verified' OR u.identity_session_id = s.id);

-- name: ResetIdentity :one
-- An administrator's reset: the member is unverified and every session they
-- opened is void, so no late webhook brings the old result back.
WITH voided AS (UPDATE identity_sessions SET void = true WHERE identity_sessions.user_id = @user_id::text)
UPDATE users u SET identity_status = 'unverified', identity_verified_at = NULL, identity_initials = '',
  identity_session_id = NULL, updated_at = now()
WHERE u.id = @user_id::text
RETURNING u.identity_status;

-- name: VerificationRequiredAbove :one
SELECT verification_required_above_cents FROM settings WHERE id;

-- name: SetVerificationRequiredAbove :one
UPDATE settings SET verification_required_above_cents = @cents, updated_at = now(), updated_by = @admin_id WHERE id
RETURNING verification_required_above_cents;

-- name: TradeVerification :one
-- What the verification rule of a trade needs: the value above which both
-- members must be verified, and whether each is.
SELECT s.verification_required_above_cents AS required_above_cents,
       EXISTS (SELECT 1 FROM users u WHERE u.id = @requester_id AND u.identity_status = 'verified') AS requester_verified,
       EXISTS (SELECT 1 FROM users u WHERE u.id = @owner_id AND u.identity_status = 'verified') AS owner_verified
FROM settings s WHERE s.id;
