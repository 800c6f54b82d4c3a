package accounts

import (
	"context"
	"encoding/json"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// AuditEntry is one administrator action for admin_audit_log.
type AuditEntry struct {
	AdminID    string
	Action     string // e.g. "user.status", "user.delete", "user.message"
	TargetType string
	TargetID   string
	Reason     string
	Details    map[string]any
}

// Audit records an administrator action; run it in the action's transaction.
func Audit(ctx context.Context, q *db.Queries, e AuditEntry) error {
	details := []byte("{}")
	if len(e.Details) > 0 {
		var err error
		if details, err = json.Marshal(e.Details); err != nil {
			return err
		}
	}
	return q.InsertAdminAudit(ctx, db.InsertAdminAuditParams{
		ID: ids.New(), AdminUserID: optional(e.AdminID), Action: e.Action, TargetType: e.TargetType,
		TargetID: e.TargetID, Reason: e.Reason, Details: details,
	})
}
