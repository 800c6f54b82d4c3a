-- +goose Up
-- One-time recovery codes of two-factor sign-in, issued when it is turned
-- on: only a hash of each is kept (sha256 of the member's id and the code),
-- and used_at spends it.
CREATE TABLE totp_recovery_codes (
    id          text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
    user_id     text        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash   text        NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, code_hash)
);

-- When two-factor was turned on: a password reset within
-- accounts.RecentTwoFactor of it turns it off again (someone holding a
-- stolen session may have turned it on); an older one, or one turned on
-- before this column, stays.
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;

-- +goose Down
ALTER TABLE users DROP COLUMN totp_enabled_at;
DROP TABLE totp_recovery_codes;
