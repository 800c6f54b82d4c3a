-- name: OpsGauges :one
-- What the alert rules watch, read at most every 30 s by the workers'
-- /metrics (telemetry.Gauges); every part is an index probe or a small count.
SELECT
    (SELECT count(*) FROM email_outbox WHERE status = 'pending')::bigint AS outbox_pending,
    coalesce((SELECT extract(epoch FROM now() - min(next_attempt_at)) FROM email_outbox
              WHERE status = 'pending' AND next_attempt_at <= now()), 0)::float8 AS outbox_oldest_due_seconds,
    (SELECT count(*) FROM email_outbox WHERE status = 'failed')::bigint AS outbox_failed,
    (SELECT count(*) FROM trade_labels l JOIN trades t ON t.id = l.trade_id
      WHERE t.status = 'cancelled' AND l.voided_at IS NULL AND t.cancelled_at < now() - interval '1 hour')::bigint AS label_voids_overdue,
    (SELECT count(*) FROM withdrawals WHERE status = 'pending')::bigint AS withdrawals_pending,
    coalesce((SELECT extract(epoch FROM now() - min(created_at)) FROM withdrawals WHERE status = 'pending'), 0)::float8
        AS withdrawal_oldest_pending_seconds,
    (SELECT count(*) FROM trades WHERE status IN ('pending', 'modified') AND expires_at < now() - interval '15 minutes')::bigint
        AS trades_past_expiry,
    (SELECT count(*) FROM trades WHERE status = 'completed')::bigint AS trades_completed,
    -- Every ledger row but the hold_* ones (which only move money between a
    -- member's available and held funds) moves money; read through
    -- transactions_created_idx, so it costs the last five minutes' rows.
    (SELECT coalesce(sum(amount_cents), 0) FROM transactions
      WHERE created_at > now() - interval '5 minutes' AND type NOT LIKE 'hold\_%')::bigint AS money_moved_cents_5m;
