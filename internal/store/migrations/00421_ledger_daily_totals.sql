-- +goose Up
-- The administrators' ledger totals (sum and count of debits and credits
-- under the screen's filters) scan every matching row: about 200 ms at
-- 1,000,000 rows (docs/capacity.md). Filters by type, direction and whole
-- New York days are answered from these per-day sums instead, kept by a
-- trigger in the same transaction as every ledger insert and delete (the
-- ledger is append-only apart from an administrator's deletion). Movements
-- of one type on one day update the same summary row, so they queue on it
-- for the rest of their transaction (a few ms): fine at tens of movements a
-- second; stripe the rows by member when it is not.
CREATE TABLE ledger_daily_totals (
    day           date     NOT NULL,  -- in America/New_York, as the screen's date filters
    type          text     NOT NULL,
    direction     text     NOT NULL,
    amount_cents  bigint   NOT NULL,
    row_count     bigint   NOT NULL,
    PRIMARY KEY (day, type, direction)
);

-- +goose StatementBegin
CREATE FUNCTION count_ledger_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    r transactions;
    sign int := 1;
BEGIN
    IF TG_OP = 'DELETE' THEN
        r := OLD;
        sign := -1;
    ELSE
        r := NEW;
    END IF;
    INSERT INTO ledger_daily_totals AS d (day, type, direction, amount_cents, row_count)
    VALUES ((r.created_at AT TIME ZONE 'America/New_York')::date, r.type, r.direction, sign * r.amount_cents, sign)
    ON CONFLICT (day, type, direction) DO UPDATE
        SET amount_cents = d.amount_cents + EXCLUDED.amount_cents, row_count = d.row_count + EXCLUDED.row_count;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER transactions_daily_totals AFTER INSERT OR DELETE ON transactions
    FOR EACH ROW EXECUTE FUNCTION count_ledger_row();

INSERT INTO ledger_daily_totals (day, type, direction, amount_cents, row_count)
SELECT (created_at AT TIME ZONE 'America/New_York')::date, type, direction, sum(amount_cents), count(*)
FROM transactions GROUP BY 1, 2, 3;

-- +goose Down
DROP TRIGGER transactions_daily_totals ON transactions;
DROP FUNCTION count_ledger_row();
DROP TABLE ledger_daily_totals;
