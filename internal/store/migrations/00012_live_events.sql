-- +goose Up
-- Live updates: every change a member's open screens show is announced on
-- the channel pursetrade_events as {"kind", "id", "user_ids"}. NOTIFY is
-- delivered at commit, to every API replica listening, whichever process
-- wrote the change (a worker's projection, an API's chat or ledger write).
-- +goose StatementBegin
CREATE FUNCTION announce_change(kind text, id text, user_ids text[]) RETURNS void LANGUAGE sql AS $$
    SELECT pg_notify('pursetrade_events', json_build_object('kind', kind, 'id', id, 'user_ids', user_ids)::text);
$$;

CREATE FUNCTION announce_trade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('trade', NEW.id, ARRAY[NEW.user1_id, NEW.user2_id]);
    RETURN NULL;
END $$;

CREATE FUNCTION announce_trade_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('trade_message', NEW.trade_id, ARRAY[t.user1_id, t.user2_id])
    FROM trades t WHERE t.id = NEW.trade_id;
    RETURN NULL;
END $$;

CREATE FUNCTION announce_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('balance', NEW.user_id, ARRAY[NEW.user_id]);
    RETURN NULL;
END $$;

CREATE FUNCTION announce_member_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('member_message', NEW.id, ARRAY[NEW.user_id]);
    RETURN NULL;
END $$;

CREATE FUNCTION announce_dispute_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('dispute', NEW.dispute_id, ARRAY[t.user1_id, t.user2_id])
    FROM disputes d JOIN trades t ON t.id = d.trade_id WHERE d.id = NEW.dispute_id;
    RETURN NULL;
END $$;

CREATE FUNCTION announce_dispute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM announce_change('dispute', NEW.id, ARRAY[t.user1_id, t.user2_id])
    FROM trades t WHERE t.id = NEW.trade_id;
    RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER trades_announce AFTER INSERT OR UPDATE ON trades FOR EACH ROW EXECUTE FUNCTION announce_trade();
CREATE TRIGGER trade_messages_announce AFTER INSERT ON trade_messages FOR EACH ROW EXECUTE FUNCTION announce_trade_message();
CREATE TRIGGER user_balances_announce AFTER INSERT OR UPDATE ON user_balances FOR EACH ROW EXECUTE FUNCTION announce_balance();
CREATE TRIGGER member_messages_announce AFTER INSERT ON member_messages FOR EACH ROW EXECUTE FUNCTION announce_member_message();
CREATE TRIGGER dispute_messages_announce AFTER INSERT ON dispute_messages FOR EACH ROW EXECUTE FUNCTION announce_dispute_message();
CREATE TRIGGER disputes_announce AFTER INSERT OR UPDATE ON disputes FOR EACH ROW EXECUTE FUNCTION announce_dispute();

-- +goose Down
DROP TRIGGER disputes_announce ON disputes;
DROP TRIGGER dispute_messages_announce ON dispute_messages;
DROP TRIGGER member_messages_announce ON member_messages;
DROP TRIGGER user_balances_announce ON user_balances;
DROP TRIGGER trade_messages_announce ON trade_messages;
DROP TRIGGER trades_announce ON trades;
DROP FUNCTION announce_dispute();
DROP FUNCTION announce_dispute_message();
DROP FUNCTION announce_member_message();
DROP FUNCTION announce_balance();
DROP FUNCTION announce_trade_message();
DROP FUNCTION announce_trade();
DROP FUNCTION announce_change(text, text, text[]);
