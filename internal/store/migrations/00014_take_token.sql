-- +goose Up
-- The token bucket of the request limits, in one place: a plain limit
-- (TakeToken) and the per-member limit, which an authenticated request
-- takes in the statement that reads its session (GetAuthUser). A bucket
-- holds up to p_burst tokens and refills at p_per_second; a refused hit
-- takes nothing. The answer is how many seconds until a token is back: 0
-- when this hit took one. The row lock of the upsert orders concurrent hits
-- on one key, on any replica. p_now is the caller's clock (a replica
-- slightly behind refills nothing). PL/pgSQL, so a session plans the upsert
-- once (a SQL-language function with an INSERT is planned on every call).
-- +goose StatementBegin
CREATE FUNCTION take_token(p_key text, p_burst float8, p_per_second float8, p_now timestamptz)
RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE
    wait float8;
BEGIN
    INSERT INTO rate_limit_buckets AS b (key, tokens, allowed, updated_at)
    VALUES (p_key, p_burst - 1, true, p_now)
    ON CONFLICT (key) DO UPDATE SET
        allowed = least(p_burst, b.tokens + greatest(0, extract(epoch FROM p_now - b.updated_at)::float8) * p_per_second) >= 1,
        tokens = least(p_burst, b.tokens + greatest(0, extract(epoch FROM p_now - b.updated_at)::float8) * p_per_second)
               - CASE WHEN least(p_burst, b.tokens + greatest(0, extract(epoch FROM p_now - b.updated_at)::float8) * p_per_second) >= 1
                      THEN 1 ELSE 0 END,
        updated_at = greatest(b.updated_at, p_now)
    RETURNING CASE WHEN b.allowed THEN 0 ELSE (1 - b.tokens) / p_per_second END INTO wait;
    RETURN wait;
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION take_token(text, float8, float8, timestamptz);
