-- name: WriteTradeProjection :exec
-- Writes the workflow's view of a trade in one statement: its row (an
-- older transition never overwrites a newer one), its bookings released
-- once it has ended, its timeline (events written before are kept as they
-- are) and the notes telling members about the change (send_notifications,
-- migration 00401; the note arrays run in step, one element per copy).
WITH projected AS (
    INSERT INTO trades (
        id, workflow_id, status, transition_seq, user1_id, user2_id, hat1_id, hat2_id,
        hold_user_id, last_modified_by, message, mod_message, delivery_method, shipping_cost_cents,
        pickup_date, start_date, end_date, expires_at, accepted_at, completed_at, cancelled_at,
        user1_received_at, user2_received_at, user1_returned_at, user2_returned_at, admin_override,
        forced_action, forced_reason, forced_by, forced_at, flagged_reason, flagged_by, flagged_at,
        financial_snapshot, labels, deleted_at, deleted_by, created_at, updated_at, view
    ) VALUES (
        @id, @workflow_id, @status, @transition_seq, @user1_id, @user2_id, @hat1_id, @hat2_id,
        @hold_user_id, @last_modified_by, @message, @mod_message, @delivery_method, @shipping_cost_cents,
        @pickup_date, @start_date, @end_date, @expires_at, @accepted_at, @completed_at, @cancelled_at,
        @user1_received_at, @user2_received_at, @user1_returned_at, @user2_returned_at, @admin_override,
        @forced_action, @forced_reason, @forced_by, @forced_at, @flagged_reason, @flagged_by, @flagged_at,
        @financial_snapshot, @labels, @deleted_at, @deleted_by, @created_at, @updated_at, @view
    )
    ON CONFLICT (id) DO UPDATE SET
        status = EXCLUDED.status,
        transition_seq = EXCLUDED.transition_seq,
        hat1_id = EXCLUDED.hat1_id,
        hat2_id = EXCLUDED.hat2_id,
        hold_user_id = EXCLUDED.hold_user_id,
        last_modified_by = EXCLUDED.last_modified_by,
        mod_message = EXCLUDED.mod_message,
        pickup_date = EXCLUDED.pickup_date,
        start_date = EXCLUDED.start_date,
        end_date = EXCLUDED.end_date,
        expires_at = EXCLUDED.expires_at,
        accepted_at = EXCLUDED.accepted_at,
        completed_at = EXCLUDED.completed_at,
        cancelled_at = EXCLUDED.cancelled_at,
        user1_received_at = EXCLUDED.user1_received_at,
        user2_received_at = EXCLUDED.user2_received_at,
        user1_returned_at = EXCLUDED.user1_returned_at,
        user2_returned_at = EXCLUDED.user2_returned_at,
        admin_override = EXCLUDED.admin_override,
        forced_action = EXCLUDED.forced_action,
        forced_reason = EXCLUDED.forced_reason,
        forced_by = EXCLUDED.forced_by,
        forced_at = EXCLUDED.forced_at,
        flagged_reason = EXCLUDED.flagged_reason,
        flagged_by = EXCLUDED.flagged_by,
        flagged_at = EXCLUDED.flagged_at,
        financial_snapshot = EXCLUDED.financial_snapshot,
        labels = EXCLUDED.labels,
        deleted_at = EXCLUDED.deleted_at,
        deleted_by = EXCLUDED.deleted_by,
        updated_at = EXCLUDED.updated_at,
        view = EXCLUDED.view
    WHERE trades.transition_seq < EXCLUDED.transition_seq
), released AS (
    DELETE FROM trade_bookings WHERE trade_id = @id AND @ended::boolean
), events AS (
    INSERT INTO trade_events (id, trade_id, seq, kind, actor_user_id, actor_name, description, message, created_at)
    SELECT e.id, @id, e.seq, e.kind, NULLIF(e.actor_user_id, ''), coalesce(u.name, ''), e.description, e.message, e.created_at
    FROM (SELECT unnest(@event_ids::text[]) AS id, unnest(@event_seqs::int[]) AS seq, unnest(@event_kinds::text[]) AS kind,
                 unnest(@event_actor_user_ids::text[]) AS actor_user_id, unnest(@event_descriptions::text[]) AS description,
                 unnest(@event_messages::text[]) AS message, unnest(@event_created_ats::timestamptz[]) AS created_at) AS e
    LEFT JOIN users u ON u.id = e.actor_user_id
    ON CONFLICT (trade_id, seq) DO NOTHING
)
SELECT send_notifications(@note_user_ids::text[], @note_message_ids::text[], @note_email_ids::text[], @note_dedupe_keys::text[],
                          @note_subjects::text[], @note_contents::text[], @note_trade_updates::boolean[], @note_trade_ids::text[]);

-- name: GetTrade :one
SELECT * FROM trades WHERE id = $1;

-- name: ListTradeEvents :many
SELECT * FROM trade_events WHERE trade_id = $1 ORDER BY created_at, seq;

-- name: ListMemberTrades :many
-- A member's trades in the given statuses, newest activity first. The
-- member's trades are found first, through the member indexes, and only
-- then sorted: planned as one statement, the LIMIT made the planner walk
-- every trade backwards by updated_at until it had the member's oldest,
-- a cost that grew with all open trades (docs/capacity.md).
WITH mine AS MATERIALIZED (
  SELECT t.id FROM trades t
  WHERE (t.user1_id = @user_id OR t.user2_id = @user_id)
    AND t.status = ANY(@statuses::text[])
    AND t.deleted_at IS NULL
)
SELECT sqlc.embed(t), count(*) OVER () AS total
FROM mine JOIN trades t ON t.id = mine.id
ORDER BY t.updated_at DESC
LIMIT @lim OFFSET @off;

-- name: AdminListTrades :many
SELECT sqlc.embed(t), count(*) OVER () AS total
FROM trades t
JOIN users u1 ON u1.id = t.user1_id
JOIN users u2 ON u2.id = t.user2_id
WHERE (sqlc.narg(status)::text IS NULL OR t.status = sqlc.narg(status))
  AND (sqlc.narg(delivery_method)::text IS NULL OR t.delivery_method = sqlc.narg(delivery_method))
  AND (sqlc.narg(member)::text IS NULL
       OR u1.name ILIKE '%' || sqlc.narg(member) || '%' OR u2.name ILIKE '%' || sqlc.narg(member) || '%'
       OR lower(u1.email) = lower(sqlc.narg(member)) OR lower(u2.email) = lower(sqlc.narg(member))
       OR t.id LIKE '%' || lower(sqlc.narg(member)))
ORDER BY t.created_at DESC
LIMIT @lim OFFSET @off;

-- name: PickupTrades :many
-- Accepted pickup trades by pickup day, for the admin Pickup Tracking tab.
SELECT sqlc.embed(t), count(*) OVER () AS total
FROM trades t
WHERE t.delivery_method = 'pickup' AND t.status IN ('accepted', 'disputed')
ORDER BY t.pickup_date NULLS LAST, t.created_at
LIMIT @lim OFFSET @off;

-- name: TradeItem :one
-- What a trade request needs to know about a bag and its owner.
SELECT i.id, i.owner_id, i.status, i.value_cents, i.name, u.status AS owner_status, u.zip_code AS owner_zip
FROM items i JOIN users u ON u.id = i.owner_id
WHERE i.id = $1;

-- name: TradeUsers :many
SELECT id, name, email, closet_name, zip_code, profile_image_url, average_rating, rating_count, phone, address, city, state, is_admin,
       identity_status = 'verified' AS verified
FROM users WHERE id = ANY(@ids::text[]);

-- name: UsersOfTrade :many
-- The members a trade's screen names: both parties and every actor of its
-- timeline (an administrator who stepped in).
SELECT id, name, email, closet_name, zip_code, profile_image_url, average_rating, rating_count, phone, address, city, state, is_admin,
       identity_status = 'verified' AS verified
FROM users WHERE id IN (
  SELECT t.user1_id FROM trades t WHERE t.id = @trade_id
  UNION SELECT t.user2_id FROM trades t WHERE t.id = @trade_id
  UNION SELECT e.actor_user_id FROM trade_events e WHERE e.trade_id = @trade_id AND e.actor_user_id IS NOT NULL
);

-- name: TradeBalances :many
SELECT user_id, balance_cents, held_cents FROM user_balances WHERE user_id = ANY(@ids::text[]);

-- name: TradeLabels :many
SELECT * FROM trade_labels WHERE trade_id = $1 ORDER BY leg;

-- name: SaveTradeLabel :exec
INSERT INTO trade_labels (trade_id, leg, label_url, label, provider_id) VALUES (@trade_id, @leg, @label_url, @label, @provider_id)
ON CONFLICT (trade_id, leg) DO NOTHING;

-- name: LabelParticipants :many
-- Who may download a label file: the two members of its trade.
SELECT unnest(ARRAY[t.user1_id, t.user2_id])::text AS user_id
FROM trade_labels l JOIN trades t ON t.id = l.trade_id
WHERE l.label_url = $1;

-- name: ShippingAddresses :many
SELECT id, name, phone, email, address, city, state, zip_code FROM users WHERE id = ANY(@ids::text[]);

-- name: TradeHasFees :one
SELECT EXISTS (SELECT 1 FROM transactions WHERE trade_id = $1 AND type IN ('fee_charge', 'pickup_fee', 'shipping_fee'));

-- name: ClaimTradeRequestKey :one
-- Claims the key for trade_id, or returns the trade an earlier request with
-- the same key claimed (claimed = false).
INSERT INTO trade_request_keys (user_id, idempotency_key, trade_id) VALUES (@user_id, @idempotency_key, @trade_id)
ON CONFLICT (user_id, idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
RETURNING trade_id, (xmax = 0)::boolean AS claimed;

-- name: TradeOfRequestKey :one
-- The trade an earlier request with this key claimed.
SELECT trade_id FROM trade_request_keys WHERE user_id = @user_id AND idempotency_key = @idempotency_key;

-- name: ReassignTradeRequestKey :execrows
UPDATE trade_request_keys SET trade_id = @new_trade_id
WHERE user_id = @user_id AND idempotency_key = @idempotency_key AND trade_id = @old_trade_id;

-- name: OpenTradeIDsOfUser :many
-- Pending or modified trades of a member (closing the account cancels them).
SELECT id FROM trades
WHERE (user1_id = @user_id OR user2_id = @user_id) AND status IN ('pending', 'modified') AND deleted_at IS NULL
ORDER BY id;

-- name: AcceptChecks :many
-- What accepting a trade reads before it charges: each bag with its owner's
-- status, the fees in force, and the transaction's time (the created_at of
-- the ledger rows it writes). The two bags are two parameters, not an
-- array: for "= ANY(array)" PostgreSQL estimates a generic plan dearer than
-- one made for the values, and so planned every accept afresh (0.5 ms).
SELECT i.id, i.status, u.status AS owner_status, s.trade_fee_cents, s.pickup_fee_cents,
       now()::timestamptz AS checked_at, u.identity_status = 'verified' AS owner_verified,
       s.verification_required_above_cents
FROM items i
JOIN users u ON u.id = i.owner_id
CROSS JOIN settings s
WHERE i.id IN (@hat1_id::text, @hat2_id::text) AND s.id;
