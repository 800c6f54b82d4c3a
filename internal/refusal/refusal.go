// Package refusal is the one error type for a request the rules turn down:
// what the member is told, and enough for the HTTP layer to pick the status
// and the machine code of the error envelope.
package refusal

import "errors"

// Class tells the HTTP layer which status a refusal answers with.
type Class int

const (
	Invalid      Class = iota + 1 // bad input (400)
	Unauthorized                  // not signed in, or wrong credentials (401)
	Forbidden                     // signed in but not allowed (403)
	NotFound                      // no such thing, or not the caller's (404)
	Conflict                      // wrong state, e.g. already done (409)
	TooLarge                      // an upload over its limit (413)
	Rule                          // a business rule turned it down (422)
	TooMany                       // too many attempts (429)
)

// Error is a refusal with the message shown to the member.
type Error struct {
	Class   Class
	Code    string         // machine code when the client must tell it apart; else the class's
	Message string         // member-facing
	Extra   map[string]any // further fields of the error envelope, rarely needed
}

func (e *Error) Error() string { return e.Message }

// New is a refusal of the class with the member-facing message.
func New(class Class, message string) error { return &Error{Class: class, Message: message} }

// Coded is a refusal the client tells apart by its code.
func Coded(class Class, code, message string) error {
	return &Error{Class: class, Code: code, Message: message}
}

// As returns the refusal inside err, if there is one.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
