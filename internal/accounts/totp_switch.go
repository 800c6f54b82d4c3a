package accounts

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/auth"
	"pursetrade/internal/email"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// RecentTwoFactor is how long after two-factor sign-in is turned on a
// password reset through the emailed link turns it off again. The member is
// emailed when it is turned on: if that was someone holding a stolen
// session, the owner resets the password and is back in. Later a reset
// keeps it, so whoever reads the mailbox alone cannot strip it; a member who
// lost the authenticator signs in with a recovery code.
const RecentTwoFactor = 72 * time.Hour

// errNoSwitch is a switch the database did not make (the code lock was set
// meanwhile, or another setup replaced the pending secret).
var errNoSwitch = errors.New("two-factor switch not applied")

// switchTOTP turns two-factor sign-in on or off with what goes with it, in
// one transaction: apply makes the switch (reporting the rows it changed),
// the recovery codes are replaced by codes (none when it is turned off) and
// every session issued before now stops working. mail is queued in the same
// transaction, so a switch is never made without its email, nor an email
// sent for a switch that was not made.
func (s *Service) switchTOTP(ctx context.Context, userID string, codes []string, mail email.Message,
	apply func(q *db.Queries) (int64, error)) (passwordVersion int32, err error) {
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		n, err := apply(q)
		if err != nil {
			return err
		}
		if n != 1 {
			return errNoSwitch
		}
		if err := replaceCodes(ctx, q, userID, codes); err != nil {
			return err
		}
		if passwordVersion, err = q.EndSessions(ctx, userID); err != nil {
			return err
		}
		return s.tf.mailerIn(tx).Send(ctx, mail)
	})
	return passwordVersion, err
}

// replaceCodes replaces the member's recovery codes by codes.
func replaceCodes(ctx context.Context, q *db.Queries, userID string, codes []string) error {
	if err := q.DeleteRecoveryCodes(ctx, userID); err != nil {
		return err
	}
	if len(codes) > 0 {
		rows := db.InsertRecoveryCodesParams{UserID: userID}
		for _, c := range codes {
			plain, _ := auth.RecoveryCode(c)
			rows.Ids = append(rows.Ids, ids.New())
			rows.CodeHashes = append(rows.CodeHashes, auth.HashRecoveryCode(userID, plain))
		}
		return q.InsertRecoveryCodes(ctx, rows)
	}
	return nil
}

// claimRecoveryCode spends one of the member's unused recovery codes (as
// read by auth.RecoveryCode) in place of a TOTP code. A wrong or spent
// code counts towards the account's code lock, as a wrong TOTP code does.
func (tf TwoFactor) claimRecoveryCode(ctx context.Context, q *db.Queries, u db.User, code string, now time.Time) error {
	if err := codesLocked(u, now); err != nil {
		return err
	}
	n, err := q.UseRecoveryCode(ctx, db.UseRecoveryCodeParams{UserID: u.ID, CodeHash: auth.HashRecoveryCode(u.ID, code), Now: now})
	if err != nil || n == 1 {
		return err
	}
	if err := lockedOr(ctx, q, u.ID, now, nil); err != nil { // the lock set meanwhile
		return err
	}
	return tf.wrongCode(ctx, q, u, refusal.New(refusal.Invalid, MsgInvalidCode), now)
}

// claimCode accepts a current TOTP code or an unused recovery code, once.
func (tf TwoFactor) claimCode(ctx context.Context, q *db.Queries, u db.User, code string, now time.Time) error {
	if plain, ok := auth.RecoveryCode(code); ok {
		return tf.claimRecoveryCode(ctx, q, u, plain, now)
	}
	return tf.claimTOTP(ctx, q, u, code, now)
}

// resetRecentTwoFactor turns off in tx, as a password reset does, two-factor
// sign-in turned on less than RecentTwoFactor ago, and emails the member
// (the new password has ended every session already).
func (s *Service) resetRecentTwoFactor(ctx context.Context, tx pgx.Tx, u db.User) error {
	q := db.New(tx)
	now := s.now()
	if !u.TotpEnabled || u.TotpEnabledAt == nil || now.Sub(*u.TotpEnabledAt) >= RecentTwoFactor {
		return nil
	}
	if _, err := q.DisableTOTP(ctx, u.ID); err != nil {
		return err
	}
	if err := replaceCodes(ctx, q, u.ID, nil); err != nil {
		return err
	}
	return s.tf.mailerIn(tx).Send(ctx, TwoFactorOffEmail(userOf(u), now, true))
}
