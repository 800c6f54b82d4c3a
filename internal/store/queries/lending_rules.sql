-- Rules of a lending marketplace beyond the specification: open requests
-- that end with their listing, the calendar of booked days, and bags that
-- never come back.

-- name: OpenTradesOfItem :many
-- Pending or modified trades asking for or offering a bag, with the member
-- whose bag it is (removing or disabling the bag cancels them).
SELECT id, (CASE WHEN hat1_id = @item_id::text THEN user1_id ELSE user2_id END)::text AS owner_id
FROM trades
WHERE (hat1_id = @item_id::text OR hat2_id = @item_id::text) AND status IN ('pending', 'modified') AND deleted_at IS NULL
ORDER BY id;

-- name: ItemBookedRanges :many
-- A bag's booked days from a day on, each range with its turnaround, first
-- and last day inclusive.
SELECT lower(during)::date AS first_day, (upper(during) - 1)::date AS last_day
FROM trade_bookings
WHERE item_id = @item_id AND upper(during) > @from_day::date
ORDER BY lower(during);

-- name: OverdueReturns :many
-- Accepted trades whose end date plus the grace days has passed (today is
-- New York's date) without both members acknowledging their bag back.
SELECT sqlc.embed(t), count(*) OVER () AS total
FROM trades t
WHERE t.status = 'accepted' AND t.deleted_at IS NULL
  AND t.end_date + @grace_days::integer < @today::date
  AND (t.user1_returned_at IS NULL OR t.user2_returned_at IS NULL)
ORDER BY t.end_date, t.id
LIMIT @lim OFFSET @off;

-- name: ActiveAdminIDs :many
SELECT id FROM users WHERE is_admin AND status = 'active' ORDER BY id;
