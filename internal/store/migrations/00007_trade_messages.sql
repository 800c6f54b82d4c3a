-- +goose Up
-- Trade chat lives here, not in the trade's workflow: a message is one row,
-- read a page at a time, and never an event of the workflow's history. The
-- baseline's table was never written, so it is reshaped in place.
ALTER TABLE trade_messages RENAME COLUMN user_id TO author_id;
ALTER TABLE trade_messages RENAME COLUMN message TO body;
ALTER TABLE trade_messages
    ADD COLUMN author_name text    NOT NULL DEFAULT '',   -- the name shown when it was sent
    ADD COLUMN is_admin    boolean NOT NULL DEFAULT false,
    ADD CONSTRAINT trade_messages_body_length CHECK (char_length(body) <= 2000);
DROP INDEX trade_messages_trade_idx;
-- Pages run newest first: (created_at, id) is the cursor.
CREATE INDEX trade_messages_page_idx ON trade_messages (trade_id, created_at DESC, id DESC);

-- Messages on the trade, capped per trade; posting locks the trade row and
-- increments this in the same transaction, so the cap is exact. Messages
-- older trades kept in their workflow timeline count too.
ALTER TABLE trades ADD COLUMN message_count integer NOT NULL DEFAULT 0 CHECK (message_count >= 0);
UPDATE trades t SET message_count = e.n
FROM (SELECT trade_id, count(*) AS n FROM trade_events WHERE kind = 'message' GROUP BY trade_id) e
WHERE e.trade_id = t.id;

-- +goose Down
ALTER TABLE trades DROP COLUMN message_count;
DROP INDEX trade_messages_page_idx;
CREATE INDEX trade_messages_trade_idx ON trade_messages (trade_id, created_at);
ALTER TABLE trade_messages
    DROP CONSTRAINT trade_messages_body_length,
    DROP COLUMN is_admin,
    DROP COLUMN author_name;
ALTER TABLE trade_messages RENAME COLUMN body TO message;
ALTER TABLE trade_messages RENAME COLUMN author_id TO user_id;
