package accounts

import (
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"

	"pursetrade/internal/auth"
	"pursetrade/internal/refusal"
)

// Field length limits (in characters).
const (
	maxEmail    = 254
	maxPassword = 128
	minPassword = 6 // the specification's minimum for members
	maxName     = 100
	maxPhone    = 30
	maxAddress  = 200
	maxCity     = 100
	maxState    = 50
	maxBio      = 1000
)

// minAdminPassword is administrators' minimum: an administrator's password
// opens every account's money.
const minAdminPassword = 12

var zipPattern = regexp.MustCompile(`^[0-9]{5}$`)

// field is one text input with its label and limit.
type field struct {
	label string
	value *string
	max   int
}

// cleanFields trims every field and refuses NUL characters (PostgreSQL text
// cannot hold them) and over-long values.
func cleanFields(fields ...field) error {
	for _, f := range fields {
		*f.value = strings.TrimSpace(*f.value)
		if strings.ContainsRune(*f.value, 0) {
			return refusal.New(refusal.Invalid, MsgNUL)
		}
		if utf8.RuneCountInString(*f.value) > f.max {
			return refusal.New(refusal.Invalid, fmt.Sprintf("%s must be at most %d characters", f.label, f.max))
		}
	}
	return nil
}

// validEmail accepts a bare address (no display name) of sane length.
func validEmail(email string) bool {
	if len(email) > maxEmail || strings.ContainsAny(email, "\x00 ") {
		return false
	}
	a, err := mail.ParseAddress(email)
	return err == nil && a.Address == email && a.Name == ""
}

// checkPassword applies the password policy: length and the common list.
// short is the message for a password under the minimum, which the
// specification words differently for registration and for a change.
func checkPassword(password, short string) error {
	n := utf8.RuneCountInString(password)
	switch {
	case n < minPassword:
		return refusal.New(refusal.Invalid, short)
	case n > maxPassword:
		return refusal.New(refusal.Invalid, MsgPasswordLong)
	case auth.IsCommonPassword(password):
		return refusal.New(refusal.Invalid, MsgPasswordCommon)
	}
	return nil
}

// checkAdminPassword adds administrators' longer minimum to checkPassword's
// rule; member accounts (isAdmin false) pass it.
func checkAdminPassword(isAdmin bool, password string) error {
	if isAdmin && utf8.RuneCountInString(password) < minAdminPassword {
		return refusal.New(refusal.Invalid, MsgAdminPasswordShort)
	}
	return nil
}

func checkZip(zip string, required bool) error {
	if zip == "" && !required {
		return nil
	}
	if !zipPattern.MatchString(zip) {
		return refusal.New(refusal.Invalid, MsgZip)
	}
	return nil
}
