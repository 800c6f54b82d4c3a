-- +goose Up
-- Wrong two-factor codes of an account, counted in the database so every API
-- replica sees the same count: the tenth in a row locks code attempts until
-- totp_locked_until.
ALTER TABLE users
    ADD COLUMN totp_failed_codes integer NOT NULL DEFAULT 0 CHECK (totp_failed_codes >= 0),
    ADD COLUMN totp_locked_until timestamptz;

-- Tokens signed out before they expire (POST /logout), by their jti. A row
-- is useless once its token has expired and is then deleted.
CREATE TABLE revoked_tokens (
    token_id    text        PRIMARY KEY CHECK (char_length(token_id) BETWEEN 1 AND 100),
    user_id     text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    expires_at  timestamptz NOT NULL,
    revoked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

-- +goose Down
DROP TABLE revoked_tokens;
ALTER TABLE users DROP COLUMN totp_locked_until, DROP COLUMN totp_failed_codes;
