package accounts

import (
	"context"
	"time"

	"pursetrade/internal/email"
	"pursetrade/internal/refusal"
	"pursetrade/internal/secretbox"
	"pursetrade/internal/store/db"
)

// Wrong two-factor codes: the MaxWrongCodes-th in a row locks code attempts
// of the account for CodeLockout, on every API replica (the count is a
// column of users), and the member is emailed once.
const (
	MaxWrongCodes = 10
	CodeLockout   = 15 * time.Minute
)

// TwoFactor is what the two-factor features need besides the database: the
// box sealing secrets at rest and the mailer of the lockout email.
type TwoFactor struct {
	Box    *secretbox.Box
	Mailer email.Mailer
}

// queuesIn is a mailer that can queue in the caller's transaction (the
// outbox; a test's recorder cannot).
type queuesIn interface {
	In(tx db.DBTX) email.Mailer
}

// mailerIn is the mailer whose email goes with tx's change: queued in tx
// where the mailer can, else sent before the commit.
func (tf TwoFactor) mailerIn(tx db.DBTX) email.Mailer {
	if m, ok := tf.Mailer.(queuesIn); ok {
		return m.In(tx)
	}
	return tf.Mailer
}

var errCodesLocked = refusal.Coded(refusal.TooMany, "2fa_locked", MsgCodesLocked)

// codesLocked refuses code attempts while the account's lock runs.
func codesLocked(u db.User, now time.Time) error {
	if u.TotpLockedUntil != nil && now.Before(*u.TotpLockedUntil) {
		return errCodesLocked
	}
	return nil
}

// lockedOr explains a code the database refused to accept: the lock when it
// runs now, otherwise refused.
func lockedOr(ctx context.Context, q *db.Queries, userID string, now time.Time, refused error) error {
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if err := codesLocked(u, now); err != nil {
		return err
	}
	return refused
}

// wrongCode counts a wrong code and returns the refusal to answer: refused
// as is, or the lock once this code reached the limit (then the member is
// told by email).
func (tf TwoFactor) wrongCode(ctx context.Context, q *db.Queries, u db.User, refused error, now time.Time) error {
	row, err := q.RecordWrongTOTPCode(ctx, db.RecordWrongTOTPCodeParams{
		ID: u.ID, Now: now, MaxCodes: MaxWrongCodes, LockUntil: now.Add(CodeLockout),
	})
	if err != nil {
		return err
	}
	if row.TotpFailedCodes < MaxWrongCodes {
		return refused
	}
	if row.TotpFailedCodes == MaxWrongCodes && row.TotpLockedUntil != nil {
		if err := tf.Mailer.Send(ctx, CodesLockedEmail(userOf(u), *row.TotpLockedUntil)); err != nil {
			return err
		}
	}
	return errCodesLocked
}
