-- name: UpsertTradeProjection :execrows
-- Writes the workflow's view of a trade; an older transition never
-- overwrites a newer one.
INSERT INTO trades (
    id, workflow_id, status, transition_seq, user1_id, user2_id, hat1_id, hat2_id,
    hold_user_id, message, delivery_method, start_date, end_date, expires_at,
    cancelled_at, created_at, updated_at
) VALUES (
    @id, @workflow_id, @status, @transition_seq, @user1_id, @user2_id, @hat1_id, @hat2_id,
    @hold_user_id, @message, @delivery_method, @start_date, @end_date, @expires_at,
    @cancelled_at, @created_at, @updated_at
)
ON CONFLICT (id) DO UPDATE SET
    status = EXCLUDED.status,
    transition_seq = EXCLUDED.transition_seq,
    hold_user_id = EXCLUDED.hold_user_id,
    start_date = EXCLUDED.start_date,
    end_date = EXCLUDED.end_date,
    expires_at = EXCLUDED.expires_at,
    cancelled_at = EXCLUDED.cancelled_at,
    updated_at = EXCLUDED.updated_at
WHERE trades.transition_seq < EXCLUDED.transition_seq;

-- name: InsertTradeEvent :exec
INSERT INTO trade_events (id, trade_id, seq, kind, actor_user_id, actor_name, description, message, created_at)
VALUES (@id, @trade_id, @seq, @kind, @actor_user_id,
        coalesce((SELECT name FROM users WHERE users.id = @actor_user_id), ''),
        @description, @message, @created_at)
ON CONFLICT (trade_id, seq) DO NOTHING;

-- name: GetTrade :one
SELECT * FROM trades WHERE id = $1;

-- name: ListTradeEvents :many
SELECT * FROM trade_events WHERE trade_id = $1 ORDER BY created_at, seq;
