package accounts

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/audit"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// DefaultAdminSubject is the subject of an admin message sent without one.
const DefaultAdminSubject = "Message from the PurseTrade team"

// SendAdminMessage stores an administrator's message in the member's
// Messages tab and records it in the audit log. It returns the message and
// the member (to notify by email).
func SendAdminMessage(ctx context.Context, pool *pgxpool.Pool, adminID, userID, subject, content string) (db.MemberMessage, db.User, error) {
	content = strings.TrimSpace(content)
	subject = strings.TrimSpace(subject)
	switch {
	case content == "":
		return db.MemberMessage{}, db.User{}, refusal.New(refusal.Invalid, MsgMessageEmpty)
	case strings.ContainsRune(content+subject, 0):
		return db.MemberMessage{}, db.User{}, refusal.New(refusal.Invalid, MsgNUL)
	case utf8.RuneCountInString(content) > 5000:
		return db.MemberMessage{}, db.User{}, refusal.New(refusal.Invalid, MsgMessageLong)
	case utf8.RuneCountInString(subject) > 200:
		return db.MemberMessage{}, db.User{}, refusal.New(refusal.Invalid, MsgSubjectLong)
	}
	if subject == "" {
		subject = DefaultAdminSubject
	}
	var msg db.MemberMessage
	var member db.User
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		var err error
		if member, err = GetUser(ctx, q, userID); err != nil {
			return err
		}
		msg, err = q.InsertMemberMessage(ctx, db.InsertMemberMessageParams{
			ID: ids.New(), UserID: userID, Kind: "admin", Subject: subject, Content: content, SentBy: &adminID,
		})
		if err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "user.message", TargetType: "user",
			TargetID: userID, Details: map[string]any{"message_id": msg.ID, "subject": subject}})
	})
	return msg, member, err
}

// MarkMessageRead marks one of the member's own messages read.
func MarkMessageRead(ctx context.Context, q *db.Queries, userID, messageID string) error {
	n, err := q.MarkMemberMessageRead(ctx, db.MarkMemberMessageReadParams{ID: messageID, UserID: userID})
	if err != nil {
		return err
	}
	if n == 0 {
		return refusal.New(refusal.NotFound, MsgMessageNotFound)
	}
	return nil
}
