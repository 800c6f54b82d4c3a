package accounts

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"

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
func (s *Service) SendAdminMessage(ctx context.Context, adminID, userID, subject, content string) (Message, User, error) {
	content = strings.TrimSpace(content)
	subject = strings.TrimSpace(subject)
	switch {
	case content == "":
		return Message{}, User{}, refusal.New(refusal.Invalid, MsgMessageEmpty)
	case strings.ContainsRune(content+subject, 0):
		return Message{}, User{}, refusal.New(refusal.Invalid, MsgNUL)
	case utf8.RuneCountInString(content) > 5000:
		return Message{}, User{}, refusal.New(refusal.Invalid, MsgMessageLong)
	case utf8.RuneCountInString(subject) > 200:
		return Message{}, User{}, refusal.New(refusal.Invalid, MsgSubjectLong)
	}
	if subject == "" {
		subject = DefaultAdminSubject
	}
	var msg db.MemberMessage
	var member db.User
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		var err error
		if member, err = getUser(ctx, tx, userID); err != nil {
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
	return messageOf(msg), userOf(member), err
}

// MarkMessageRead marks one of the member's own messages read and returns
// how many stay unread.
func (s *Service) MarkMessageRead(ctx context.Context, userID, messageID string) (int64, error) {
	if !ids.Valid(messageID) {
		return 0, refusal.New(refusal.NotFound, MsgMessageNotFound)
	}
	q := db.New(s.pool)
	n, err := q.MarkMemberMessageRead(ctx, db.MarkMemberMessageReadParams{ID: messageID, UserID: userID})
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, refusal.New(refusal.NotFound, MsgMessageNotFound)
	}
	return q.CountUnreadMemberMessages(ctx, userID)
}

// Inbox is one page of a member's messages, newest first, the count of all
// and of the unread ones.
type Inbox struct {
	Messages      []Message
	Total, Unread int64
}

// ReadInbox reads a page of the member's messages.
func (s *Service) ReadInbox(ctx context.Context, userID string, limit, offset int32) (Inbox, error) {
	q := db.New(s.pool)
	rows, err := q.ListMemberMessages(ctx, db.ListMemberMessagesParams{UserID: userID, Lim: limit, Off: offset})
	if err != nil {
		return Inbox{}, err
	}
	in := Inbox{Messages: make([]Message, len(rows))}
	for i, r := range rows {
		in.Messages[i], in.Total = messageOf(r.MemberMessage), r.Total
	}
	in.Unread, err = q.CountUnreadMemberMessages(ctx, userID)
	return in, err
}
