package accounts

import (
	"context"
	"crypto/subtle"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/auth"
	"pursetrade/internal/store/db"
)

// StartTOTP makes a new authenticator secret and keeps it pending until a
// first valid code confirms it.
func StartTOTP(ctx context.Context, pool *pgxpool.Pool, userID string) (auth.TOTPSetup, error) {
	q := db.New(pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return auth.TOTPSetup{}, err
	}
	if u.TotpEnabled {
		return auth.TOTPSetup{}, &Error{Kind: Conflict, Msg: Msg2FAAlreadyOn}
	}
	setup, err := auth.NewTOTP(u.Email)
	if err != nil {
		return auth.TOTPSetup{}, err
	}
	return setup, q.SetTOTPPending(ctx, db.SetTOTPPendingParams{ID: userID, Secret: &setup.Secret})
}

// EnableTOTP turns two-factor authentication on when code is valid for the
// pending secret. secret, when given, must be that pending secret (a second
// setup started elsewhere replaces it).
func EnableTOTP(ctx context.Context, pool *pgxpool.Pool, userID, secret, code string, now time.Time) error {
	if !auth.ValidCodeFormat(code) {
		return invalid(MsgCodeFormat)
	}
	q := db.New(pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if u.TotpEnabled {
		return &Error{Kind: Conflict, Msg: Msg2FAAlreadyOn}
	}
	if u.TotpPendingSecret == nil {
		return invalid(MsgNo2FASetup)
	}
	pending := *u.TotpPendingSecret
	secret = strings.ToUpper(strings.ReplaceAll(secret, " ", ""))
	if secret != "" && subtle.ConstantTimeCompare([]byte(secret), []byte(pending)) != 1 {
		return invalid(MsgNo2FASetup)
	}
	step, ok := auth.CheckTOTP(pending, code, now, nil)
	if !ok {
		return invalid(MsgInvalidCode)
	}
	return q.EnableTOTP(ctx, db.EnableTOTPParams{ID: userID, Step: step})
}

// DisableTOTP turns two-factor authentication off; it needs the password
// and a current code.
func DisableTOTP(ctx context.Context, pool *pgxpool.Pool, userID, password, code string, now time.Time) error {
	if password == "" || code == "" {
		return invalid(MsgRequired)
	}
	if !auth.ValidCodeFormat(code) {
		return invalid(MsgCodeFormat)
	}
	q := db.New(pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if !u.TotpEnabled {
		return &Error{Kind: Conflict, Msg: Msg2FANotOn}
	}
	ok, err := auth.CheckPassword(u.PasswordHash, password)
	if err != nil {
		return err
	}
	if !ok {
		return invalid(MsgPasswordWrong)
	}
	if err := claimTOTP(ctx, q, u, code, now); err != nil {
		return err
	}
	return q.DisableTOTP(ctx, userID)
}

// claimTOTP accepts a code of the member's secret once: the matched time
// step is recorded and a code of that step or an earlier one is refused.
func claimTOTP(ctx context.Context, q *db.Queries, u db.User, code string, now time.Time) error {
	if u.TotpSecret == nil {
		return invalid(MsgInvalidCode)
	}
	step, ok := auth.CheckTOTP(*u.TotpSecret, code, now, u.TotpLastStep)
	if !ok {
		return invalid(MsgInvalidCode)
	}
	n, err := q.ClaimTOTPStep(ctx, db.ClaimTOTPStepParams{ID: u.ID, Step: step})
	if err != nil {
		return err
	}
	if n == 0 { // a concurrent request used the same code first
		return invalid(MsgInvalidCode)
	}
	return nil
}
