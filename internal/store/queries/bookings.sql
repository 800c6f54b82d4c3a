-- Bookings of bags by accepted trades (migration 00008).

-- name: BookingsOverlapping :many
-- The bookings of the given bags on days that overlap first_day..last_day
-- (inclusive): whether a bag is free on a trade's days (rules.BookedDays
-- gives them, the turnaround included; a booking holds its own).
SELECT item_id, trade_id FROM trade_bookings
WHERE item_id = ANY(@item_ids::text[])
  AND during && daterange(@first_day::date, @last_day::date, '[]')
ORDER BY item_id, trade_id;

-- name: FlagClosedTrade :one
-- An administrator flags a trade whose workflow has ended (cancelled,
-- rejected or denied): the projection is the trade now.
UPDATE trades SET
    flagged_reason = @reason, flagged_by = @admin_id, flagged_at = @at,
    view = jsonb_set(jsonb_set(view, '{flag}', @flag::jsonb), '{timeline}', COALESCE(view->'timeline', '[]'::jsonb) || @event::jsonb),
    transition_seq = transition_seq + 1, updated_at = @at
WHERE id = @id AND status IN ('cancelled', 'rejected', 'denied')
RETURNING id;

-- name: DeleteClosedTrade :one
-- An administrator deletes a trade whose workflow has ended; its holds were
-- released when it ended.
UPDATE trades SET
    deleted_at = @at, deleted_by = @admin_id,
    view = jsonb_set(jsonb_set(view, '{deleted_at}', to_jsonb(@at::timestamptz)), '{timeline}', COALESCE(view->'timeline', '[]'::jsonb) || @event::jsonb),
    transition_seq = transition_seq + 1, updated_at = @at
WHERE id = @id AND status IN ('cancelled', 'rejected', 'denied') AND deleted_at IS NULL
RETURNING id;

-- name: BookTrade :many
-- Books an accepted trade's bags for the days it holds them (its dates and
-- the turnaround after them, rules.BookedDays), and lists the open
-- requests, other than this trade, that ask for either bag on days that
-- overlap the booking (the accept declines them; BookingsOverlapping is
-- their proof). A retried accept finds its own bookings; another trade's
-- overlapping booking violates trade_bookings_no_overlap.
WITH booked AS (
    INSERT INTO trade_bookings (trade_id, item_id, during)
    SELECT @trade_id, item_id, daterange(@first_day::date, @last_day::date, '[]')
    FROM unnest(@item_ids::text[]) AS item_id
    ON CONFLICT (trade_id, item_id) DO NOTHING
    RETURNING trade_id
)
SELECT t.id FROM trades t
WHERE t.id <> @trade_id AND t.status IN ('pending', 'modified') AND t.deleted_at IS NULL
  AND (t.hat1_id = ANY(@item_ids::text[]) OR t.hat2_id = ANY(@item_ids::text[]))
  AND daterange(t.start_date, t.end_date + trade_turnaround_days(t.view), '[]')
      && daterange(@first_day::date, @last_day::date, '[]')
ORDER BY t.id;
