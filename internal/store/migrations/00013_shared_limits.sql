-- +goose Up
-- Request limits and sign-in slow-downs shared by every API replica: a
-- token bucket per limit and key, and the wrong-password count per email.
-- Keys and emails are stored as SHA-256 digests.
CREATE TABLE rate_limit_buckets (
    key        text PRIMARY KEY,
    tokens     double precision NOT NULL,
    allowed    boolean NOT NULL,
    updated_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_updated_at ON rate_limit_buckets (updated_at);

CREATE TABLE sign_in_failures (
    email     text PRIMARY KEY,
    failures  integer NOT NULL,
    last_at   timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_last_at ON sign_in_failures (last_at);

-- +goose Down
DROP TABLE sign_in_failures;
DROP TABLE rate_limit_buckets;
