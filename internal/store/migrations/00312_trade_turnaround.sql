-- +goose Up
-- A booking keeps the trade's turnaround after its end date
-- (terms.turnaround_days in the trade's view: a day for pickup, the
-- carrier's transit days for shipping), so a bag on its way back is not
-- booked from the next day. Trades requested before have none.
-- +goose StatementBegin
CREATE FUNCTION trade_turnaround_days(view jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT COALESCE((view->'terms'->>'turnaround_days')::integer, 0)
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION trade_turnaround_days(jsonb);
