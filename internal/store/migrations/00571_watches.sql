-- +goose Up
-- "Tell me when it's free" (issue 49): a member waits for a booked bag, for
-- their dates (start_date..end_date) or for the next free days at all (both
-- null). A sweep tells each watch once, when the bookings at that moment
-- leave its days free, and marks it told in the transaction that queues the
-- notification. A watch whose start has passed the earliest start a request
-- may ask for has lapsed: nothing reads it any more.
CREATE TABLE watches (
    id          text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
    user_id     text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    item_id     text        NOT NULL CHECK (item_id ~ '^[0-9a-f]{24}$') REFERENCES items (id) ON DELETE CASCADE,
    start_date  date,
    end_date    date,
    created_at  timestamptz NOT NULL DEFAULT now(),
    notified_at timestamptz,
    CHECK ((start_date IS NULL) = (end_date IS NULL) AND (start_date IS NULL OR end_date > start_date))
);

-- One watch per member, bag and dates (NULLS NOT DISTINCT: one undated watch).
CREATE UNIQUE INDEX watches_one_per_dates ON watches (user_id, item_id, start_date, end_date) NULLS NOT DISTINCT;
-- The member's list, newest first.
CREATE INDEX watches_user_newest ON watches (user_id, created_at DESC, id DESC);
-- The sweep reads only the watches not told yet, by bag.
CREATE INDEX watches_waiting ON watches (item_id) WHERE notified_at IS NULL;

-- +goose Down
DROP TABLE watches;
