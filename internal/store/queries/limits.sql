-- name: TakeToken :one
-- Takes a token from key's bucket (take_token, migration 00014): the
-- seconds until a token is back, 0 when this hit took one.
SELECT take_token(@key::text, CAST(@burst AS float8), CAST(@per_second AS float8), CAST(@now AS timestamptz))::float8 AS wait_seconds;

-- name: PruneTokenBuckets :exec
-- Buckets untouched since @before have refilled: the same as no bucket.
DELETE FROM rate_limit_buckets WHERE updated_at < @before;

-- name: SignInFailures :one
-- Wrong passwords for email since its last success, counted after @since,
-- and when the last one was.
SELECT coalesce(max(failures), 0)::int AS failures, coalesce(max(last_at), @since)::timestamptz AS last_at
FROM sign_in_failures WHERE email = @email AND last_at > @since;

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
