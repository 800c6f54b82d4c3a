// Package audit records administrators' actions in admin_audit_log: who did
// what to which record, and why. Write it in the action's own transaction.
package audit

import (
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Entry is one administrator action.
type Entry struct {
	AdminID    string
	Action     string // e.g. "user.status", "item.approve", "money.refund", "trade.admin_flag"
	TargetType string // "user", "item", "trade", "transaction", "withdrawal", ...
	TargetID   string
	Reason     string
	Details    map[string]any
}

// Write stores the entry.
func Write(ctx context.Context, q db.DBTX, e Entry) error {
	details := []byte("{}")
	if len(e.Details) > 0 {
		var err error
		if details, err = json.Marshal(e.Details); err != nil {
			return err
		}
	}
	var admin *string
	if ids.Valid(e.AdminID) {
		admin = &e.AdminID
	}
	return db.New(q).InsertAdminAudit(ctx, db.InsertAdminAuditParams{
		ID: ids.New(), AdminUserID: admin, Action: e.Action, TargetType: e.TargetType,
		TargetID: e.TargetID, Reason: e.Reason, Details: details,
	})
}

// Log records actions that are done outside a transaction of ours (a trade
// workflow's update): the entry is written on its own once the action is.
type Log struct{ pool *pgxpool.Pool }

// NewLog builds the log over pool.
func NewLog(pool *pgxpool.Pool) *Log { return &Log{pool: pool} }

// Write stores the entry.
func (l *Log) Write(ctx context.Context, e Entry) error { return Write(ctx, l.pool, e) }
