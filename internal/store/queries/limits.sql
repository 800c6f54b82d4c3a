-- name: TakeToken :one
-- Takes a token from key's bucket, which holds up to @burst tokens and
-- refills at @per_second; a refused hit takes nothing. The row lock of the
-- upsert orders concurrent hits on one key, on any replica. @now is the
-- caller's clock (a replica slightly behind refills nothing).
INSERT INTO rate_limit_buckets AS b (key, tokens, allowed, updated_at)
VALUES (@key, CAST(@burst AS float8) - 1, true, @now)
ON CONFLICT (key) DO UPDATE SET
    allowed = least(CAST(@burst AS float8), b.tokens + greatest(0, extract(epoch FROM CAST(@now AS timestamptz) - b.updated_at)::float8) * CAST(@per_second AS float8)) >= 1,
    tokens = least(CAST(@burst AS float8), b.tokens + greatest(0, extract(epoch FROM CAST(@now AS timestamptz) - b.updated_at)::float8) * CAST(@per_second AS float8))
           - CASE WHEN least(CAST(@burst AS float8), b.tokens + greatest(0, extract(epoch FROM CAST(@now AS timestamptz) - b.updated_at)::float8) * CAST(@per_second AS float8)) >= 1
                  THEN 1 ELSE 0 END,
    updated_at = greatest(b.updated_at, @now)
RETURNING allowed, tokens;

-- name: PruneTokenBuckets :exec
-- Buckets untouched since @before have refilled: the same as no bucket.
DELETE FROM rate_limit_buckets WHERE updated_at < @before;

-- name: SignInFailures :one
-- Wrong passwords for email since its last success, counted after @since.
SELECT coalesce((SELECT failures FROM sign_in_failures WHERE email = @email AND last_at > @since), 0)::int AS failures;

-- name: RecordSignInFailure :exec
-- Counts a wrong password at @now; failures before @since are forgotten.
INSERT INTO sign_in_failures AS f (email, failures, last_at) VALUES (@email, 1, @now)
ON CONFLICT (email) DO UPDATE SET
    failures = CASE WHEN f.last_at > @since THEN f.failures + 1 ELSE 1 END,
    last_at = greatest(f.last_at, @now);

-- name: ClearSignInFailures :exec
DELETE FROM sign_in_failures WHERE email = @email;

-- name: PruneSignInFailures :exec
DELETE FROM sign_in_failures WHERE last_at < @before;
