-- name: AdminDailyActivity :many
-- Trades requested and money moved (every non-hold ledger row) per New
-- York day over [from_day, to_day], every day present, computed in SQL so
-- any range and any volume count.
WITH bounds AS (
    SELECT (@from_day::date)::timestamp AT TIME ZONE 'America/New_York' AS lo,
           ((@to_day::date) + 1)::timestamp AT TIME ZONE 'America/New_York' AS hi
), t AS (
    SELECT (created_at AT TIME ZONE 'America/New_York')::date AS day, count(*) AS n
    FROM trades, bounds WHERE created_at >= bounds.lo AND created_at < bounds.hi
    GROUP BY 1
), m AS (
    SELECT (created_at AT TIME ZONE 'America/New_York')::date AS day, sum(amount_cents) AS cents
    FROM transactions, bounds
    WHERE created_at >= bounds.lo AND created_at < bounds.hi
      AND type NOT IN ('hold_reserve', 'hold_refund', 'hold_increase', 'hold_decrease')
    GROUP BY 1
)
SELECT d.day::date AS day, COALESCE(t.n, 0)::bigint AS trades, COALESCE(m.cents, 0)::bigint AS money_cents
FROM generate_series(@from_day::date, @to_day::date, interval '1 day') AS d(day)
LEFT JOIN t ON t.day = d.day::date
LEFT JOIN m ON m.day = d.day::date
ORDER BY 1;
