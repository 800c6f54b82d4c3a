-- +goose Up
-- Notifications in one place: each element of the arrays (which run in
-- step) is one member's copy of a note, stored in their Messages tab and,
-- when their preferences allow, queued as an email (never with
-- email_notifications off, and for trade updates only with trade_updates
-- on). Dedupe keys make a retry a no-op; members who do not exist are
-- skipped. Called by SendNotification and by the trade projection's
-- statement, which tells members about a change in the statement that
-- records it. PL/pgSQL, so a session plans its statement once.
-- +goose StatementBegin
CREATE FUNCTION send_notifications(p_user_ids text[], p_message_ids text[], p_email_ids text[], p_dedupe_keys text[],
                                   p_subjects text[], p_contents text[], p_trade_updates boolean[], p_trade_ids text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    WITH recipients AS (
        SELECT u.id, u.email, u.email_notifications, u.trade_updates, u.status,
               n.message_id, n.email_id, n.dedupe_key, n.subject, n.content, n.trade_update, n.trade_id
        FROM unnest(p_user_ids, p_message_ids, p_email_ids, p_dedupe_keys, p_subjects, p_contents, p_trade_updates, p_trade_ids)
             AS n (user_id, message_id, email_id, dedupe_key, subject, content, trade_update, trade_id)
        JOIN users u ON u.id = n.user_id
    ), messages AS (
        INSERT INTO member_messages (id, user_id, kind, subject, content, trade_id, dedupe_key)
        SELECT r.message_id, r.id, 'notification', r.subject, r.content, NULLIF(r.trade_id, ''), r.dedupe_key
        FROM recipients r
        ON CONFLICT (dedupe_key) DO NOTHING
    )
    INSERT INTO email_outbox (id, user_id, to_address, subject, body_text, dedupe_key)
    SELECT r.email_id, r.id, r.email, r.subject, r.content, r.dedupe_key
    FROM recipients r
    WHERE r.email_notifications AND (NOT r.trade_update OR r.trade_updates) AND r.status IN ('active', 'restricted')
    ON CONFLICT (dedupe_key) DO NOTHING;
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION send_notifications(text[], text[], text[], text[], text[], text[], boolean[], text[]);
