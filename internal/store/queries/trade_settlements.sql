-- name: TradeSettlements :many
-- What came back after acceptance on the given trades, per member: fees
-- refunded (a fee reversal is one) and cancellation penalties paid and
-- received.
SELECT trade_id::text AS trade_id, user_id,
       coalesce(sum(amount_cents) FILTER (WHERE type = 'refund' AND direction = 'credit'), 0)::bigint AS refunded_cents,
       coalesce(sum(amount_cents) FILTER (WHERE type = 'penalty' AND direction = 'debit'), 0)::bigint AS penalty_paid_cents,
       coalesce(sum(amount_cents) FILTER (WHERE type = 'penalty' AND direction = 'credit'), 0)::bigint AS penalty_received_cents
FROM transactions
WHERE trade_id = ANY(@trade_ids::text[])
GROUP BY trade_id, user_id;
