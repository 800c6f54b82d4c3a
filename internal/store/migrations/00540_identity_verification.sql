-- +goose Up
-- Identity verification (Stripe Identity, or the pretend flow of dev): a
-- member keeps only the outcome, when they were verified and the verified
-- name's initials; nothing else of the document. identity_session_id is the
-- session they started last.
ALTER TABLE users
    ADD COLUMN identity_status      text        NOT NULL DEFAULT 'unverified'
        CHECK (identity_status IN ('unverified', 'pending', 'requires_input', 'canceled', 'verified')),
    ADD COLUMN identity_verified_at timestamptz,
    ADD COLUMN identity_initials    text        NOT NULL DEFAULT '' CHECK (identity_initials ~ '^[A-Z]{0,3}$'),
    ADD COLUMN identity_session_id  text,
    ADD CONSTRAINT users_identity_verified_at CHECK ((identity_status = 'verified') = (identity_verified_at IS NOT NULL));

-- Every session this platform opened, so a webhook for another site's
-- session or for one voided by an administrator's reset changes nothing.
-- test_outcome: what the pretend page's tester chose (provider 'test' only).
CREATE TABLE identity_sessions (
    id           text        PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_]{1,255}$'),
    user_id      text        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider     text        NOT NULL CHECK (provider IN ('stripe', 'test')),
    return_url   text        NOT NULL,
    test_outcome text        CHECK (test_outcome IN ('verified', 'requires_input', 'canceled')),
    void         boolean     NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_sessions_user_idx ON identity_sessions (user_id);

-- A trade whose either bag is worth more needs both members verified;
-- NULL: never.
ALTER TABLE settings ADD COLUMN verification_required_above_cents bigint
    CHECK (verification_required_above_cents >= 0);

-- +goose Down
ALTER TABLE settings DROP COLUMN verification_required_above_cents;
DROP TABLE identity_sessions;
ALTER TABLE users
    DROP CONSTRAINT users_identity_verified_at,
    DROP COLUMN identity_session_id,
    DROP COLUMN identity_initials,
    DROP COLUMN identity_verified_at,
    DROP COLUMN identity_status;
