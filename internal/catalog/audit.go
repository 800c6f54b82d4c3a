package catalog

import (
	"context"
	"encoding/json"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// audit records an administrator's catalog action in admin_audit_log, in
// the action's transaction. (accounts.Audit does the same for accounts, but
// accounts imports catalog, so catalog cannot import it.)
func audit(ctx context.Context, q *db.Queries, adminID, action, targetType, targetID, reason string, details map[string]any) error {
	raw, err := json.Marshal(details)
	if err != nil {
		return err
	}
	return q.InsertAdminAudit(ctx, db.InsertAdminAuditParams{
		ID: ids.New(), AdminUserID: &adminID, Action: action, TargetType: targetType, TargetID: targetID,
		Reason: reason, Details: raw,
	})
}
