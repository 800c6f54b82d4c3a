package accounts

import (
	"fmt"
	"time"

	"pursetrade/internal/auth"
	"pursetrade/internal/email"
)

// PasswordResetEmail is the message carrying a reset link.
func PasswordResetEmail(u User, link string) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Reset your PurseTrade password", Secret: true,
		Text: fmt.Sprintf("Hi %s,\n\nSomeone asked to reset the password of your PurseTrade account. "+
			"To choose a new password, open this link within an hour:\n\n%s\n\n"+
			"If it was not you, ignore this email: your password stays as it is.\n", u.Name, link),
	}
}

// VerificationEmail is the message carrying an email verification link.
func VerificationEmail(u User, link string) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Verify your PurseTrade email", Secret: true,
		Text: fmt.Sprintf("Hi %s,\n\nWelcome to PurseTrade! Please confirm your email address by opening "+
			"this link:\n\n%s\n", u.Name, link),
	}
}

// AdminMessageEmail tells a member that an administrator wrote to them.
func AdminMessageEmail(u User, m Message) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: m.Subject, DedupeKey: "member-message/" + m.ID,
		Text: fmt.Sprintf("Hi %s,\n\n%s\n\nYou can also read this message in the Messages tab of your "+
			"dashboard.\n", u.Name, m.Content),
	}
}

// CodesLockedEmail tells a member that wrong two-factor codes locked code
// attempts on their account (someone may know their password).
func CodesLockedEmail(u User, until time.Time) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Two-factor sign-in paused on your PurseTrade account",
		DedupeKey: fmt.Sprintf("totp-locked/%s/%d", u.ID, until.Unix()),
		Text: fmt.Sprintf("Hi %s,\n\n%d wrong two-factor codes were entered for your PurseTrade account, so "+
			"codes are refused for the next %d minutes.\n\nIf this was not you, someone may know your password: "+
			"sign in after the pause and change it.\n", u.Name, MaxWrongCodes, int(CodeLockout.Minutes())),
	}
}

// emailTime is how an account email names the moment of a change.
func emailTime(at time.Time) string { return at.UTC().Format("January 2, 2006 at 15:04 UTC") }

// TwoFactorOnEmail tells a member that two-factor sign-in was turned on: if
// it was not them, a password reset within RecentTwoFactor undoes it.
func TwoFactorOnEmail(u User, at time.Time) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Two-factor sign-in turned on for your PurseTrade account",
		Text: fmt.Sprintf("Hi %s,\n\nTwo-factor sign-in was turned on for your PurseTrade account on %s. "+
			"Every other session of your account was signed out, and %d one-time recovery codes were shown: keep "+
			"them somewhere safe, each one signs you in once when your authenticator app is not at hand.\n\n"+
			"If this was not you, someone is using your account: within %d hours, reset your password with "+
			"\"Forgot password\" on the sign-in form. That also turns this two-factor sign-in off and signs "+
			"everyone out.\n", u.Name, emailTime(at), auth.RecoveryCodeCount, int(RecentTwoFactor.Hours())),
	}
}

// TwoFactorOffEmail tells a member that two-factor sign-in was turned off,
// by the member or by a password reset soon after it was turned on.
func TwoFactorOffEmail(u User, at time.Time, byReset bool) email.Message {
	how := "was turned off"
	if byReset {
		how = "was turned off by a password reset"
	}
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Two-factor sign-in turned off for your PurseTrade account",
		Text: fmt.Sprintf("Hi %s,\n\nTwo-factor sign-in of your PurseTrade account %s on %s. Every other "+
			"session of your account was signed out and your recovery codes no longer work.\n\n"+
			"If this was not you, reset your password now with \"Forgot password\" on the sign-in form, then "+
			"turn two-factor sign-in on again in your profile.\n", u.Name, how, emailTime(at)),
	}
}
