-- Idempotency-Key claims of money requests (internal/ledger/request_keys.go).

-- name: ClaimMoneyRequestKey :execrows
-- Waits for a concurrent claim of the same key to commit or roll back.
INSERT INTO money_request_keys (user_id, route, idempotency_key, request_digest, movement_id)
VALUES (@user_id, @route, @idempotency_key, @request_digest, @movement_id)
ON CONFLICT (user_id, route, idempotency_key) DO NOTHING;

-- name: MoneyRequestKey :one
SELECT * FROM money_request_keys WHERE user_id = @user_id AND route = @route AND idempotency_key = @idempotency_key;

-- name: SetRequestKeyAnswer :exec
-- Keeps an administrator's answer with the key it claimed (migration 00311).
UPDATE money_request_keys SET answer_status = @answer_status, answer_body = @answer_body
WHERE user_id = @user_id AND route = @route AND idempotency_key = @idempotency_key;
