-- name: LockPhotoOwner :exec
-- Serialises a member's uploads, so parallel ones cannot all pass the
-- quota and the per-handover count.
SELECT id FROM users WHERE id = @user_id FOR UPDATE;

-- name: CountConditionPhotos :one
SELECT count(*) FROM trade_condition_photos
WHERE trade_id = @trade_id AND user_id = @user_id AND handover = @handover;

-- name: InsertConditionPhoto :one
INSERT INTO trade_condition_photos (id, trade_id, user_id, handover, storage_key, thumb_storage_key,
    content_type, width, height, bytes)
VALUES (@id, @trade_id, @user_id, @handover, @storage_key, @thumb_storage_key,
    @content_type, @width, @height, @bytes)
RETURNING *;

-- name: DeleteUnattachedConditionPhotos :many
-- The member's uploads among @ids for the trade that no confirmation
-- attached yet.
DELETE FROM trade_condition_photos
WHERE trade_id = @trade_id AND user_id = @user_id AND attached_at IS NULL AND id = ANY(@ids::text[])
RETURNING storage_key, thumb_storage_key;

-- name: AttachConditionPhotos :many
-- Attaches the member's uploads among @ids for the handover; photos
-- already attached to it come back too, so a retried confirmation
-- attaches the same set again.
UPDATE trade_condition_photos SET attached_at = COALESCE(attached_at, now())
WHERE trade_id = @trade_id AND user_id = @user_id AND handover = @handover AND id = ANY(@ids::text[])
RETURNING id;

-- name: ConditionPhotosRequiredAbove :one
SELECT condition_photos_required_above_cents FROM settings WHERE id;

-- name: SetConditionPhotosRequiredAbove :one
UPDATE settings SET condition_photos_required_above_cents = @cents, updated_at = now(), updated_by = @admin_id
WHERE id
RETURNING condition_photos_required_above_cents;

-- name: AttachedConditionPhotos :many
SELECT * FROM trade_condition_photos
WHERE trade_id = ANY(@trade_ids::text[]) AND attached_at IS NOT NULL
ORDER BY trade_id, handover, user_id, created_at, id;

-- name: DeleteTradeConditionPhotos :many
DELETE FROM trade_condition_photos WHERE trade_id = @trade_id
RETURNING storage_key, thumb_storage_key;

-- name: SweepUnattachedConditionPhotos :many
-- Uploads no confirmation named within the day; SKIP LOCKED shares them
-- between concurrent sweeps.
DELETE FROM trade_condition_photos WHERE id IN (
    SELECT u.id FROM trade_condition_photos u
    WHERE u.attached_at IS NULL AND u.created_at < @before::timestamptz
    ORDER BY u.created_at LIMIT 1000 FOR UPDATE SKIP LOCKED)
RETURNING storage_key, thumb_storage_key;
