-- name: RecordWrongTOTPCode :one
-- Counts a wrong two-factor code. A lock that has run out starts a new
-- count; the @max_codes-th wrong code in a row locks code attempts until
-- @lock_until. Concurrent calls serialise on the row, so exactly one of
-- them sees the count reach @max_codes.
UPDATE users SET
    totp_failed_codes = CASE WHEN totp_locked_until <= @now::timestamptz THEN 1 ELSE totp_failed_codes + 1 END,
    totp_locked_until = CASE
        WHEN (CASE WHEN totp_locked_until <= @now::timestamptz THEN 1 ELSE totp_failed_codes + 1 END) >= @max_codes::int
            THEN @lock_until::timestamptz
        WHEN totp_locked_until <= @now::timestamptz THEN NULL
        ELSE totp_locked_until END
WHERE id = @id
RETURNING totp_failed_codes, totp_locked_until;

-- name: ResealTOTPSecret :exec
-- Replaces a two-factor secret stored before encryption with its sealed
-- form, unless it changed meanwhile.
UPDATE users SET totp_secret = @sealed WHERE id = @id AND totp_secret = @stored;

-- name: RevokeToken :exec
INSERT INTO revoked_tokens (token_id, user_id, expires_at) VALUES (@token_id, @user_id, @expires_at)
ON CONFLICT (token_id) DO NOTHING;

-- name: DeleteExpiredRevokedTokens :exec
DELETE FROM revoked_tokens WHERE expires_at < now();

-- name: CountPendingItems :one
SELECT count(*) FROM items WHERE owner_id = @owner_id AND status = 'pending';

-- name: OwnerPhotoBytes :one
-- Bytes of every photo a member's items keep, but for @except_item_id (the
-- item being edited; '' for none), and of the condition photos they took
-- of trades' bags. A removed item keeps none.
SELECT (COALESCE((SELECT sum(ii.bytes) FROM item_images ii
JOIN items i ON i.id = ii.item_id
WHERE i.owner_id = @owner_id AND i.id <> @except_item_id::text), 0)
+ COALESCE((SELECT sum(cp.bytes) FROM trade_condition_photos cp WHERE cp.user_id = @owner_id), 0))::bigint;

-- name: PhotoKeysInUse :many
-- The keys among @keys that a photo row still names, found through the two
-- key indexes (the thumbnail's covers non-empty keys only, so its half says
-- so). A probe per key under an OR could not use that index: it read the
-- whole table for each thumbnail key, minutes of a core for a sweep of a few
-- thousand keys.
SELECT storage_key AS key FROM item_images WHERE storage_key = ANY(@keys::text[])
UNION
SELECT thumb_storage_key FROM item_images WHERE thumb_storage_key = ANY(@keys::text[]) AND thumb_storage_key <> ''
UNION
SELECT storage_key FROM trade_condition_photos WHERE storage_key = ANY(@keys::text[])
UNION
SELECT thumb_storage_key FROM trade_condition_photos WHERE thumb_storage_key = ANY(@keys::text[]);
