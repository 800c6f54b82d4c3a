-- +goose Up
-- Each password change bumps the account's password version, and a token
-- names the version it was issued under: a token issued before a change,
-- even within the same second (a JWT's iat has one-second resolution), no
-- longer matches.
ALTER TABLE users ADD COLUMN password_version integer NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE users DROP COLUMN password_version;
