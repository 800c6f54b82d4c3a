-- Discovery (issue 49): favorites, and what a favorite shows of its bag's
-- bookings.

-- name: AddFavorite :exec
-- A second heart (or two at once) finds the first one's row.
INSERT INTO favorites (user_id, item_id) VALUES (@user_id, @item_id)
ON CONFLICT (user_id, item_id) DO NOTHING;

-- name: RemoveFavorite :exec
DELETE FROM favorites WHERE user_id = @user_id AND item_id = @item_id;

-- name: FavoritePage :many
-- A member's favorites that are still listed (an active bag of an active
-- member), newest first.
SELECT f.item_id, f.created_at, count(*) OVER () AS total
FROM favorites f
JOIN items i ON i.id = f.item_id
JOIN users o ON o.id = i.owner_id
WHERE f.user_id = @user_id AND i.status = 'active' AND o.status = 'active'
ORDER BY f.created_at DESC, f.item_id DESC
LIMIT @lim OFFSET @off;

-- name: FavoriteItemIDs :many
-- The listed bags a member keeps, newest first (the hearts on the cards).
SELECT f.item_id
FROM favorites f
JOIN items i ON i.id = f.item_id
JOIN users o ON o.id = i.owner_id
WHERE f.user_id = @user_id AND i.status = 'active' AND o.status = 'active'
ORDER BY f.created_at DESC, f.item_id DESC
LIMIT @lim;

-- name: FavoriteCountsOfOwner :many
-- How many active members keep each of an owner's bags (never who).
SELECT f.item_id, count(*)::bigint AS members
FROM favorites f
JOIN items i ON i.id = f.item_id
JOIN users u ON u.id = f.user_id
WHERE i.owner_id = @owner_id AND u.status = 'active'
GROUP BY f.item_id
ORDER BY f.item_id;

-- name: BookedRangesOfItems :many
-- The bags' booked days from a day on, each with its turnaround, first and
-- last day inclusive.
SELECT item_id, lower(during)::date AS first_day, (upper(during) - 1)::date AS last_day
FROM trade_bookings
WHERE item_id = ANY(@item_ids::text[]) AND upper(during) > @from_day::date
ORDER BY item_id, lower(during);
