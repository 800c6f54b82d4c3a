package accounts

// Status is an account's standing (users.status).
type Status string

const (
	StatusActive     Status = "active"
	StatusDisabled   Status = "disabled"   // closed by the member, or disabled by an administrator
	StatusRestricted Status = "restricted" // balance, withdrawals, profile and messages only; no administrator powers
	StatusDeleted    Status = "deleted"    // deleted by an administrator
)

// Closed reports whether the account is gone: it cannot sign in, and no
// one else sees it.
func (s Status) Closed() bool { return s == StatusDisabled || s == StatusDeleted }
