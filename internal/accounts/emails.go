package accounts

import (
	"fmt"

	"pursetrade/internal/email"
	"pursetrade/internal/store/db"
)

// PasswordResetEmail is the message carrying a reset link.
func PasswordResetEmail(u db.User, link string) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Reset your PurseTrade password",
		Text: fmt.Sprintf("Hi %s,\n\nSomeone asked to reset the password of your PurseTrade account. "+
			"To choose a new password, open this link within an hour:\n\n%s\n\n"+
			"If it was not you, ignore this email: your password stays as it is.\n", u.Name, link),
	}
}

// VerificationEmail is the message carrying an email verification link.
func VerificationEmail(u db.User, link string) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: "Verify your PurseTrade email",
		Text: fmt.Sprintf("Hi %s,\n\nWelcome to PurseTrade! Please confirm your email address by opening "+
			"this link:\n\n%s\n", u.Name, link),
	}
}

// AdminMessageEmail tells a member that an administrator wrote to them.
func AdminMessageEmail(u db.User, m db.MemberMessage) email.Message {
	return email.Message{
		To: u.Email, UserID: u.ID, Subject: m.Subject, DedupeKey: "member-message/" + m.ID,
		Text: fmt.Sprintf("Hi %s,\n\n%s\n\nYou can also read this message in the Messages tab of your "+
			"dashboard.\n", u.Name, m.Content),
	}
}
