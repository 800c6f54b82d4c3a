-- +goose Up
-- Members follow closets (issue 49). New approved bags in the closets a
-- member follows reach them in a digest at most once a day:
-- follow_digests.told_at is when the member's last one was queued, claimed
-- by the sweep in the statement that reads what is new.
CREATE TABLE follows (
    user_id    text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    owner_id   text        NOT NULL CHECK (owner_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, owner_id),
    CHECK (user_id <> owner_id)
);
CREATE INDEX follows_owner ON follows (owner_id);

CREATE TABLE follow_digests (
    user_id text        PRIMARY KEY CHECK (user_id ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE CASCADE,
    told_at timestamptz NOT NULL
);

-- +goose Down
DROP TABLE follow_digests;
DROP TABLE follows;
