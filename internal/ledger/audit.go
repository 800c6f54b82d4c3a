package ledger

import (
	"context"
	"encoding/json"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Audit records an administrator's money action (who, what, on what, why).
type Audit struct {
	AdminID    string
	Action     string // e.g. "money.refund", "withdrawal.mark_paid"
	TargetType string // "user", "transaction", "withdrawal", ...
	TargetID   string
	Reason     string
	Details    map[string]any
}

// WriteAudit stores the record, normally in the transaction of the action.
func WriteAudit(ctx context.Context, q db.DBTX, a Audit) error {
	details, err := json.Marshal(a.Details)
	if err != nil || a.Details == nil {
		details = []byte("{}")
	}
	return db.New(q).InsertAdminAudit(ctx, db.InsertAdminAuditParams{
		ID: ids.New(), AdminUserID: ptr(a.AdminID), Action: a.Action, TargetType: a.TargetType,
		TargetID: a.TargetID, Reason: a.Reason, Details: details,
	})
}
