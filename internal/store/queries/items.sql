-- name: CreateItem :one
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color, status)
VALUES (@id, @owner_id, @name, @description, @brand, @size, @condition, @value_cents, @material, @color, @status)
RETURNING *;

-- name: RemoveItemsOfOwner :execrows
-- Soft-removes every item of a member (closing or deleting an account);
-- a removed item holds no featured rank.
UPDATE items
SET status = 'removed', removed_at = now(), featured_rank = NULL, updated_at = now()
WHERE owner_id = @owner_id AND status <> 'removed';

-- name: DeleteRemovedItemImages :many
-- Deletes the photo rows of a member's removed items (every member's when
-- @owner_id is ''), answering their files' keys (deleted once the
-- transaction commits).
DELETE FROM item_images ii USING items i
WHERE i.id = ii.item_id AND i.status = 'removed' AND (@owner_id::text = '' OR i.owner_id = @owner_id::text)
RETURNING ii.storage_key, ii.thumb_storage_key;

-- name: LockFeatured :exec
-- Serialises changes of featured ranks for the rest of the transaction.
SELECT pg_advisory_xact_lock(7301001);

-- name: PromoteFeaturedBackup :execrows
-- Moves the backup (rank 4) into the first free home rank (1-3), if any.
UPDATE items
SET featured_rank = free.rank, updated_at = now()
FROM (
    SELECT min(r)::smallint AS rank
    FROM generate_series(1, 3) AS r
    WHERE NOT EXISTS (SELECT 1 FROM items f WHERE f.featured_rank = r)
) AS free
WHERE items.featured_rank = 4 AND free.rank IS NOT NULL;

-- name: GetItemForUpdate :one
SELECT * FROM items WHERE id = $1 FOR UPDATE;

-- name: ItemInActiveTrade :one
-- An item in an accepted or disputed trade cannot be edited or removed.
SELECT EXISTS (
    SELECT 1 FROM trades
    WHERE (hat1_id = @item_id OR hat2_id = @item_id) AND status IN ('accepted', 'disputed')
      AND deleted_at IS NULL
);

-- name: InsertItemImage :exec
INSERT INTO item_images (id, item_id, position, storage_key, thumb_storage_key, content_type, width, height, bytes)
VALUES (@id, @item_id, @position, @storage_key, @thumb_storage_key, @content_type, @width, @height, @bytes);

-- name: ListItemImages :many
SELECT * FROM item_images WHERE item_id = $1 ORDER BY position;

-- name: DeleteItemImages :exec
DELETE FROM item_images WHERE item_id = $1;

-- name: UpdateItemDetails :exec
UPDATE items
SET name = @name, description = @description, brand = @brand, size = @size, condition = @condition,
    material = @material, color = @color, status = @status, updated_at = now()
WHERE id = @id;

-- name: ApproveItem :exec
UPDATE items
SET status = 'active', status_reason = '', approved_at = now(), approved_by = @admin_id, updated_at = now()
WHERE id = @id;

-- name: SetItemModeration :exec
-- Flag or disable; clear_featured also frees the item's featured rank.
UPDATE items
SET status = @status, status_reason = @reason,
    featured_rank = CASE WHEN @clear_featured::boolean THEN NULL ELSE featured_rank END,
    updated_at = now()
WHERE id = @id;

-- name: RemoveItem :exec
UPDATE items
SET status = 'removed', removed_at = now(), featured_rank = NULL, status_reason = @reason, updated_at = now()
WHERE id = @id;

-- name: ClearFeaturedRank :exec
UPDATE items SET featured_rank = NULL, updated_at = now() WHERE featured_rank = @rank;

-- name: SetFeaturedRank :exec
UPDATE items SET featured_rank = sqlc.narg(rank), updated_at = now() WHERE id = @id;

-- name: GetFeaturedHolder :one
SELECT id FROM items WHERE featured_rank = @rank;

-- name: SwapFeaturedRanks :exec
-- The unique constraint on featured_rank is checked at statement end, so one
-- UPDATE may exchange two ranks.
UPDATE items
SET featured_rank = CASE id WHEN @a_id::text THEN sqlc.narg(a_rank)::smallint ELSE sqlc.narg(b_rank)::smallint END,
    updated_at = now()
WHERE id IN (@a_id::text, @b_id::text);

-- name: CountItemsByStatus :many
SELECT status, count(*) AS n FROM items GROUP BY status;

-- name: GetClosetOwner :one
SELECT id, name, closet_name, profile_image_url, zip_code, status, created_at,
       average_rating::float8 AS average_rating, rating_count, identity_status = 'verified' AS verified
FROM users WHERE id = $1;

-- name: SetSeedItemState :exec
-- Demo data only: back-dates a listing and sets its approval and rank.
UPDATE items
SET status = @status, approved_at = sqlc.narg(approved_at), approved_by = sqlc.narg(approved_by),
    featured_rank = sqlc.narg(featured_rank), created_at = @created_at, updated_at = @created_at
WHERE id = @id;

-- name: MarkItemEdited :exec
-- An approved bag's words changed while it stayed listed (migration 00310).
INSERT INTO item_edits (item_id) VALUES (@item_id)
ON CONFLICT (item_id) DO UPDATE SET edited_at = now();

-- name: ClearItemEdit :exec
-- An administrator moderated the bag: its edits are reviewed.
DELETE FROM item_edits WHERE item_id = @item_id;

-- name: CountEditedItems :one
SELECT count(*) FROM item_edits e JOIN items i ON i.id = e.item_id WHERE i.status = 'active';
