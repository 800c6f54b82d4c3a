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

-- name: AddWatch :one
-- A member waits for a bag (the same dates again find the first watch,
-- told or not: it is waiting again).
INSERT INTO watches (id, user_id, item_id, start_date, end_date)
VALUES (@id, @user_id, @item_id, sqlc.narg(start_date)::date, sqlc.narg(end_date)::date)
ON CONFLICT (user_id, item_id, start_date, end_date) DO UPDATE SET notified_at = NULL, created_at = now()
RETURNING id;

-- name: CountLiveWatches :one
-- The member's watches that have not lapsed.
SELECT count(*) FROM watches
WHERE user_id = @user_id AND (start_date IS NULL OR start_date >= @earliest::date);

-- name: DeleteWatch :execrows
DELETE FROM watches WHERE id = @id AND user_id = @user_id;

-- name: WatchPage :many
-- A member's watches that have not lapsed, newest first.
SELECT w.id, w.item_id, w.start_date, w.end_date, w.created_at, w.notified_at, count(*) OVER () AS total
FROM watches w
WHERE w.user_id = @user_id AND (w.start_date IS NULL OR w.start_date >= @earliest::date)
ORDER BY w.created_at DESC, w.id DESC
LIMIT @lim OFFSET @off;

-- name: TellFreeWatches :many
-- Marks told, at most lim at a time, the watches waiting for a listed bag
-- that the bookings now leave free for their days (their dates, or an
-- undated watch's earliest day and the one after, with the turnaround
-- after them): the sweep queues the notification of each in the same
-- transaction, so a watch is told once. Watches another sweep is telling
-- are skipped; lapsed ones are never told.
WITH due AS (
    SELECT w.id FROM watches w
    JOIN items i ON i.id = w.item_id
    JOIN users o ON o.id = i.owner_id
    JOIN users m ON m.id = w.user_id
    WHERE w.notified_at IS NULL AND i.status = 'active' AND o.status = 'active' AND m.status = 'active'
      AND (w.start_date IS NULL OR w.start_date >= @earliest::date)
      AND NOT EXISTS (
          SELECT FROM trade_bookings b
          WHERE b.item_id = w.item_id
            AND b.during && daterange(coalesce(w.start_date, @earliest::date),
                                      coalesce(w.end_date, @undated_end::date) + @turnaround_days::integer, '[]'))
    ORDER BY w.id
    LIMIT @lim
    FOR UPDATE OF w SKIP LOCKED
)
UPDATE watches w SET notified_at = now()
FROM due, items i
WHERE w.id = due.id AND i.id = w.item_id
RETURNING w.id, w.user_id, w.item_id, w.start_date, w.end_date, w.created_at, i.name AS item_name;

-- name: AddFollow :exec
INSERT INTO follows (user_id, owner_id) VALUES (@user_id, @owner_id)
ON CONFLICT (user_id, owner_id) DO NOTHING;

-- name: RemoveFollow :exec
DELETE FROM follows WHERE user_id = @user_id AND owner_id = @owner_id;

-- name: FollowState :one
-- How many active members follow a closet, and whether the caller does.
SELECT count(*) FILTER (WHERE u.status = 'active') AS followers,
       coalesce(bool_or(f.user_id = @caller_id::text), false)::boolean AS following
FROM follows f JOIN users u ON u.id = f.user_id
WHERE f.owner_id = @owner_id;

-- name: ClaimFollowDigests :many
-- Members with bags approved in the closets they follow since they
-- followed and since their last digest, whose last digest is older than
-- due_before: each claimed (told_at = now) in this statement, so racing
-- sweeps tell a member once. Newest bags first.
WITH news AS (
    SELECT f.user_id, (array_agg(i.name ORDER BY i.approved_at DESC))[1:5]::text[] AS names, count(*) AS bags
    FROM follows f
    JOIN users m ON m.id = f.user_id AND m.status = 'active'
    JOIN users o ON o.id = f.owner_id AND o.status = 'active'
    JOIN items i ON i.owner_id = f.owner_id AND i.status = 'active' AND i.approved_at > f.created_at
    LEFT JOIN follow_digests d ON d.user_id = f.user_id
    WHERE (d.told_at IS NULL OR (d.told_at <= @due_before::timestamptz AND i.approved_at > d.told_at))
    GROUP BY f.user_id
    ORDER BY f.user_id
    LIMIT @lim
), claimed AS (
    INSERT INTO follow_digests (user_id, told_at)
    SELECT user_id, now() FROM news
    ON CONFLICT (user_id) DO UPDATE SET told_at = EXCLUDED.told_at
    WHERE follow_digests.told_at <= @due_before::timestamptz
    RETURNING user_id
)
SELECT n.user_id, n.names, n.bags FROM news n JOIN claimed c ON c.user_id = n.user_id;
