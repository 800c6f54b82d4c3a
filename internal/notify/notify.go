// Package notify tells members what happened: each notification
// is stored in the member's Messages tab and, when the member's preferences
// allow, queued as an email in the outbox, in the caller's transaction. The
// outbox is drained by the worker (internal/outbox), so a slow or failing
// mail server never blocks a trade or a request.
//
// Preferences: email_notifications off means no email at all; trade_updates
// off means no email about trade events (dispute, money and account emails
// still go). marketing_emails is kept on the profile but no event uses it:
// the product sends no marketing email.
package notify

import (
	"context"
	"slices"
	"strings"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Note is one event to tell members about.
type Note struct {
	// Event names what happened (trade_accepted, dispute_resolved,
	// deposit_processed, ...); it decides which preference governs the email.
	Event   string
	Subject string
	Content string
	TradeID string // optional: links the message to a trade
	// Key makes a retry a no-op; each member's copy is keyed Key + ":" + user id.
	Key string
}

// TradeUpdate reports whether an event is a trade update (governed by the
// trade_updates preference). Dispute and money events are not.
func TradeUpdate(event string) bool {
	for _, p := range []string{"dispute_", "deposit_", "withdrawal_"} {
		if strings.HasPrefix(event, p) {
			return false
		}
	}
	return true
}

// Send stores the note for each member and queues the emails their
// preferences allow in one statement, on q (a pool or the caller's
// transaction): either every member is told or none is, and a retry tells
// them.
func Send(ctx context.Context, q db.DBTX, n Note, userIDs ...string) error {
	var p db.SendNotificationParams
	AddCopies(&p, n, userIDs...)
	if len(p.UserIds) == 0 {
		return nil
	}
	return db.New(q).SendNotification(ctx, p)
}

// AddCopies adds each member's copy of the note (a member listed twice gets
// one) to p, for SendNotification or for a statement that sends notes with
// the writes they tell about.
func AddCopies(p *db.SendNotificationParams, n Note, userIDs ...string) {
	var added []string
	for _, userID := range userIDs {
		if slices.Contains(added, userID) {
			continue
		}
		added = append(added, userID)
		p.UserIds = append(p.UserIds, userID)
		p.MessageIds = append(p.MessageIds, ids.New())
		p.EmailIds = append(p.EmailIds, ids.New())
		p.DedupeKeys = append(p.DedupeKeys, n.Key+":"+userID)
		p.Subjects = append(p.Subjects, n.Subject)
		p.Contents = append(p.Contents, n.Content)
		p.TradeUpdates = append(p.TradeUpdates, TradeUpdate(n.Event))
		p.TradeIds = append(p.TradeIds, n.TradeID)
	}
}
