package accounts

import (
	"context"
	"crypto/subtle"
	"errors"
	"strings"
	"time"

	"pursetrade/internal/auth"
	"pursetrade/internal/refusal"
	"pursetrade/internal/secretbox"
	"pursetrade/internal/store/db"
)

// StartTOTP makes a new authenticator secret and keeps it, sealed, pending
// until a first valid code confirms it.
func (s *Service) StartTOTP(ctx context.Context, userID string) (auth.TOTPSetup, error) {
	q := db.New(s.pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return auth.TOTPSetup{}, err
	}
	if u.TotpEnabled {
		return auth.TOTPSetup{}, refusal.New(refusal.Conflict, Msg2FAAlreadyOn)
	}
	setup, err := auth.NewTOTP(u.Email)
	if err != nil {
		return auth.TOTPSetup{}, err
	}
	sealed := s.tf.Box.Seal(setup.Secret)
	return setup, q.SetTOTPPending(ctx, db.SetTOTPPendingParams{ID: userID, Secret: &sealed})
}

// EnableTOTP turns two-factor authentication on when the member is
// reauthenticated (see Reauth) and code is valid for the pending secret.
// secret, when given, must be that pending secret (a second setup started
// elsewhere replaces it). It returns the account's new recovery codes,
// shown to the member once (only their hashes are kept), and its new
// password version: every session ends (the caller's goes on with a token
// of that version) and the member is emailed.
func (s *Service) EnableTOTP(ctx context.Context, userID string, r Reauth, secret, code string) ([]string, int32, error) {
	now := s.now()
	q := db.New(s.pool)
	u, err := userToSwitchTOTP(ctx, q, userID, code, false)
	if err == nil {
		err = r.check(ctx, u, now)
	}
	if err != nil {
		return nil, 0, err
	}
	pending, _, err := s.tf.openSecret(u.TotpPendingSecret, MsgNo2FASetup)
	if err != nil {
		return nil, 0, err
	}
	secret = strings.ToUpper(strings.ReplaceAll(secret, " ", ""))
	if secret != "" && subtle.ConstantTimeCompare([]byte(secret), []byte(pending)) != 1 {
		return nil, 0, refusal.New(refusal.Invalid, MsgNo2FASetup)
	}
	if err := codesLocked(u, now); err != nil {
		return nil, 0, err
	}
	step, ok := auth.CheckTOTP(pending, code, now, nil)
	if !ok {
		return nil, 0, s.tf.wrongCode(ctx, q, u, refusal.New(refusal.Invalid, MsgInvalidCode), now)
	}
	if !secretbox.IsSealed(*u.TotpPendingSecret) {
		// A setup started before encryption: seal it as it becomes the secret.
		sealed := s.tf.Box.Seal(pending)
		if err := q.SetTOTPPending(ctx, db.SetTOTPPendingParams{ID: userID, Secret: &sealed}); err != nil {
			return nil, 0, err
		}
	}
	codes := auth.NewRecoveryCodes(auth.RecoveryCodeCount)
	version, err := s.switchTOTP(ctx, userID, codes, TwoFactorOnEmail(userOf(u), now), func(q *db.Queries) (int64, error) {
		return q.EnableTOTP(ctx, db.EnableTOTPParams{ID: userID, Step: step, Now: now})
	})
	if errors.Is(err, errNoSwitch) {
		return nil, 0, lockedOr(ctx, q, userID, now, refusal.New(refusal.Invalid, MsgNo2FASetup))
	}
	if err != nil {
		return nil, 0, err
	}
	return codes, version, nil
}

// DisableTOTP turns two-factor authentication off; it needs the password
// and a current code or an unused recovery code. Every session ends (the
// caller's goes on with a token of the new password version it returns)
// and the member is emailed.
func (s *Service) DisableTOTP(ctx context.Context, userID, password, code string) (int32, error) {
	now := s.now()
	if password == "" || code == "" {
		return 0, refusal.New(refusal.Invalid, MsgRequired)
	}
	q := db.New(s.pool)
	u, err := userToSwitchTOTP(ctx, q, userID, code, true)
	if err == nil {
		err = confirmPassword(ctx, u, password)
	}
	if err != nil {
		return 0, err
	}
	if err := s.tf.claimCode(ctx, q, u, code, now); err != nil {
		return 0, err
	}
	version, err := s.switchTOTP(ctx, userID, nil, TwoFactorOffEmail(userOf(u), now, false), func(q *db.Queries) (int64, error) {
		return q.DisableTOTP(ctx, userID)
	})
	if errors.Is(err, errNoSwitch) { // turned off meanwhile
		return 0, refusal.New(refusal.Conflict, Msg2FANotOn)
	}
	return version, err
}

// claimTOTP accepts a code of the member's secret once: the matched time
// step is recorded and a code of that step or an earlier one is refused.
// While the account's code lock runs every code is refused; a wrong code
// counts towards the lock. A secret stored before encryption is sealed.
func (tf TwoFactor) claimTOTP(ctx context.Context, q *db.Queries, u db.User, code string, now time.Time) error {
	if err := codesLocked(u, now); err != nil {
		return err
	}
	secret, legacy, err := tf.openSecret(u.TotpSecret, MsgInvalidCode)
	if err != nil {
		return err
	}
	step, ok := auth.CheckTOTP(secret, code, now, u.TotpLastStep)
	if !ok {
		refused := refusal.New(refusal.Invalid, MsgInvalidCode)
		if u.TotpLastStep != nil {
			if _, right := auth.CheckTOTP(secret, code, now, nil); right {
				refused = errCodeUsed // still counts towards the lock, as any refused code does
			}
		}
		return tf.wrongCode(ctx, q, u, refused, now)
	}
	n, err := q.ClaimTOTPStep(ctx, db.ClaimTOTPStepParams{ID: u.ID, Step: step, Now: now})
	if err != nil {
		return err
	}
	if n == 0 { // the lock set meanwhile, or a concurrent request used the same code first
		return lockedOr(ctx, q, u.ID, now, errCodeUsed)
	}
	if legacy {
		sealed := tf.Box.Seal(secret)
		return q.ResealTOTPSecret(ctx, db.ResealTOTPSecretParams{ID: u.ID, Sealed: &sealed, Stored: u.TotpSecret})
	}
	return nil
}

// userToSwitchTOTP loads the member switching two-factor authentication
// from enabled to the other state, once the code's format and the current
// state are right. Turning it off takes a recovery code too.
func userToSwitchTOTP(ctx context.Context, q *db.Queries, userID, code string, enabled bool) (db.User, error) {
	_, recovery := auth.RecoveryCode(code)
	if !auth.ValidCodeFormat(code) && !(enabled && recovery) {
		return db.User{}, refusal.New(refusal.Invalid, MsgCodeFormat)
	}
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return db.User{}, err
	}
	if u.TotpEnabled != enabled {
		msg := Msg2FANotOn
		if u.TotpEnabled {
			msg = Msg2FAAlreadyOn
		}
		return db.User{}, refusal.New(refusal.Conflict, msg)
	}
	return u, nil
}

// SudoWindow is how long after signing in a session may enable two-factor
// authentication or close the account without typing its password again,
// as "sudo mode" works elsewhere.
const SudoWindow = 10 * time.Minute

// Reauth is how a sensitive change shows the member is at the keyboard: the
// current password, or a session signed in (its token issued) within
// SudoWindow. A password that is given is always checked.
type Reauth struct {
	Password string
	SignedIn time.Time
}

func (r Reauth) check(ctx context.Context, u db.User, now time.Time) error {
	if r.Password == "" && now.Sub(r.SignedIn) < SudoWindow {
		return nil
	}
	return confirmPassword(ctx, u, r.Password)
}

// errPasswordRequired asks for the current password (code password_required,
// so a screen knows to show the field).
var errPasswordRequired = refusal.Coded(refusal.Invalid, "password_required", MsgCurrentPasswordMissing)

// confirmPassword refuses a sensitive account action whose form did not
// carry the member's current password.
func confirmPassword(ctx context.Context, u db.User, password string) error {
	if password == "" {
		return errPasswordRequired
	}
	ok, err := auth.CheckPassword(ctx, u.PasswordHash, password)
	if err != nil {
		return err
	}
	if !ok {
		return refusal.New(refusal.Invalid, MsgCurrentPassword)
	}
	return nil
}

// openSecret unseals a stored TOTP secret; a missing one is refused with msg.
// legacy tells a secret stored before encryption.
func (tf TwoFactor) openSecret(sealed *string, msg string) (secret string, legacy bool, err error) {
	if sealed == nil {
		return "", false, refusal.New(refusal.Invalid, msg)
	}
	return tf.Box.Open(*sealed)
}
