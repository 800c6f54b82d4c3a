package accounts

import (
	"fmt"
	"time"

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
