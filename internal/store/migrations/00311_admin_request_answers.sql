-- +goose Up
-- An administrator's action sent with an Idempotency-Key claims the key in
-- money_request_keys like a money request does (movement_id then names the
-- action) and keeps the answer it gave, so a retry after a lost answer gets
-- that answer instead of a refusal of an action already done.
ALTER TABLE money_request_keys
    ADD COLUMN answer_status smallint,
    ADD COLUMN answer_body   bytea;

-- +goose Down
ALTER TABLE money_request_keys DROP COLUMN answer_status, DROP COLUMN answer_body;
