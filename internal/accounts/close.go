package accounts

import (
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Reasons recorded in deleted_accounts.
const (
	ReasonUserRequested = "user_requested"
	ReasonAdminDeleted  = "admin_deleted"
)

// Closure closes an account: the member's own request (status disabled)
// or an administrator's delete (status deleted, AdminID set).
type Closure struct {
	UserID  string
	AdminID string
}

// CloseAccount refuses while the member has an accepted or disputed trade;
// otherwise, in one transaction, it removes their items (promoting the
// featured backup into any freed home rank), records the deleted account with
// the final balance and number of transactions, takes the profile picture
// down and sets the status. Every token of the member stops working at once
// (the guard refuses the status). The picture's file is deleted once no
// other profile shows it; the call answers the keys of the removed items'
// photos, whose files the caller deletes (catalog's DropPhotos).
func (s *Service) CloseAccount(ctx context.Context, cl Closure) (photos []string, err error) {
	status, reason, blocked := StatusDisabled, ReasonUserRequested, MsgOpenTrade
	if cl.AdminID == cl.UserID {
		return nil, refusal.New(refusal.Invalid, MsgSelfDelete)
	}
	if cl.AdminID != "" {
		status, reason, blocked = StatusDeleted, ReasonAdminDeleted, MsgMemberOpenTrade
	}
	var picture string
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		u, err := lockExisting(ctx, q, cl.UserID)
		if err != nil {
			return err
		}
		picture = u.ProfileImageUrl
		if Status(u.Status) == StatusDeleted {
			return refusal.New(refusal.Conflict, MsgAlreadyDeleted)
		}
		open, err := q.HasOpenTrade(ctx, u.ID)
		if err != nil {
			return err
		}
		if open {
			return refusal.Coded(refusal.Conflict, "open_trade", blocked)
		}
		if err := recordDeletedAccount(ctx, q, u, reason, cl.AdminID); err != nil {
			return err
		}
		if photos, err = catalog.RemoveOwnerItems(ctx, tx, u.ID); err != nil {
			return err
		}
		if _, err := q.SetProfileImage(ctx, db.SetProfileImageParams{ID: u.ID}); err != nil {
			return err
		}
		if _, err := q.SetUserStatus(ctx, db.SetUserStatusParams{ID: u.ID, Status: string(status), Reason: reason}); err != nil {
			return err
		}
		if cl.AdminID == "" {
			return nil
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: cl.AdminID, Action: "user.delete", TargetType: "user",
			TargetID: u.ID, Reason: reason, Details: map[string]any{"previous_status": u.Status}})
	})
	if err == nil {
		dropProfileImage(context.WithoutCancel(ctx), db.New(s.pool), s.photos, picture)
	}
	return photos, err
}

// recordDeletedAccount writes the deleted-accounts row once per member (an
// administrator deleting an account its member already closed keeps the
// first record).
func recordDeletedAccount(ctx context.Context, q *db.Queries, u db.User, reason, adminID string) error {
	exists, err := q.HasDeletedAccount(ctx, u.ID)
	if err != nil || exists {
		return err
	}
	bal, err := q.GetBalance(ctx, u.ID)
	if err != nil {
		return err
	}
	count, err := q.CountUserTransactions(ctx, u.ID)
	if err != nil {
		return err
	}
	details, err := json.Marshal(map[string]any{
		"phone": u.Phone, "address": u.Address, "city": u.City, "state": u.State, "zip_code": u.ZipCode,
		"closet_name": u.ClosetName, "created_at": u.CreatedAt, "held_cents": bal.HeldCents,
	})
	if err != nil {
		return err
	}
	return q.InsertDeletedAccount(ctx, db.InsertDeletedAccountParams{
		ID: ids.New(), OriginalUserID: u.ID, OriginalEmail: u.Email, Name: u.Name, Reason: reason,
		FinalBalanceCents: bal.BalanceCents, TransactionCount: int32(count), DeletedBy: optional(adminID),
		Details: details,
	})
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// CloseOwnAccount is a member closing their own account, reauthenticated
// (see Reauth); it answers as CloseAccount does.
func (s *Service) CloseOwnAccount(ctx context.Context, userID string, r Reauth) ([]string, error) {
	u, err := db.New(s.pool).GetUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	if err := r.check(ctx, u, s.now()); err != nil {
		return nil, err
	}
	return s.CloseAccount(ctx, Closure{UserID: userID})
}
