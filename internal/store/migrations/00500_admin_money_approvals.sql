-- +goose Up
-- An administrator's credit, refund or debit above ADMIN_APPROVAL_CENTS
-- waits here for a second administrator. The approval is the movement: the
-- transaction that sets status 'approved' writes the ledger rows under the
-- key admin/<kind>/<id>, so it happens once; the asker may only cancel.
CREATE TABLE admin_money_approvals (
    id              text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
    kind            text        NOT NULL CHECK (kind IN ('refund', 'credit', 'debit')),
    user_id         text        NOT NULL CHECK (user_id ~ '^[0-9a-f]{24}$')
                                REFERENCES users (id) ON DELETE RESTRICT,
    amount_cents    bigint      NOT NULL CHECK (amount_cents > 0),
    reason          text        NOT NULL DEFAULT '',
    trade_id        text        CHECK (trade_id ~ '^[0-9a-f]{24}$') REFERENCES trades (id) ON DELETE RESTRICT,
    requested_by    text        CHECK (requested_by ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE SET NULL,
    status          text        NOT NULL DEFAULT 'pending'
                                CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
    decided_by      text        CHECK (decided_by ~ '^[0-9a-f]{24}$') REFERENCES users (id) ON DELETE SET NULL,
    decided_at      timestamptz,
    decision_note   text        NOT NULL DEFAULT '',
    transaction_id  text        CHECK (transaction_id ~ '^[0-9a-f]{24}$') REFERENCES transactions (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT admin_money_approvals_member_is_not_asker CHECK (user_id <> requested_by),
    CONSTRAINT admin_money_approvals_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
    CONSTRAINT admin_money_approvals_second_admin CHECK (status <> 'approved' OR (decided_by <> requested_by AND decided_by <> user_id))
);
CREATE INDEX admin_money_approvals_status_idx ON admin_money_approvals (status, created_at DESC);

-- +goose Down
DROP TABLE admin_money_approvals;
