// Package disputes holds the rules of disputes: who may open one and with
// what, the evidence files they may attach, messages inside a dispute, the
// administrator's resolution with an optional award out of the other
// member's hold, and merging duplicates. The trade workflow pauses and
// completes the trade; this package keeps the records.
package disputes

import (
	"fmt"
	"pursetrade/internal/refusal"
	"slices"
	"strings"
	"unicode/utf8"
)

// Reasons a member may give.
var Reasons = []string{"item_not_as_described", "item_damaged", "item_not_received", "return_issue",
	"communication_problem", "other"}

// Statuses. A dispute opens as open (new is the same to the screens); an
// administrator's first message makes it pending (being handled); the
// resolution makes it resolved. closed is accepted for older data. Resolved
// and closed ones are hidden unless Show Closed is on.
const (
	StatusOpen    = "open"
	StatusNew     = "new"
	StatusPending = "pending"
)

// Open reports whether a dispute still takes messages and a resolution.
func Open(status string) bool {
	return status == StatusOpen || status == StatusNew || status == StatusPending
}

// Limits.
const (
	MaxDescription = 5000
	MaxIssue       = 200
	MaxMessage     = 2000
	MaxResolution  = 5000
)

// Refusals, worded for the person.
var (
	ErrNoTrade          = refusal.New(refusal.Invalid, "No trade selected for dispute")
	ErrReason           = refusal.New(refusal.Invalid, "Please select a reason for the dispute")
	ErrDescription      = refusal.New(refusal.Invalid, "Please provide a description of the issue")
	ErrDescriptionLong  = refusal.New(refusal.Invalid, fmt.Sprintf("The description can be at most %d characters", MaxDescription))
	ErrIssueLong        = refusal.New(refusal.Invalid, fmt.Sprintf("The issue title can be at most %d characters", MaxIssue))
	ErrExists           = refusal.New(refusal.Conflict, "A dispute has already been created for this trade")
	ErrNotFound         = refusal.New(refusal.NotFound, "Dispute not found")
	ErrFileNotFound     = refusal.New(refusal.NotFound, "Evidence file not found")
	ErrMessagingClosed  = refusal.New(refusal.Conflict, "Messaging is only available on open disputes")
	ErrMessageEmpty     = refusal.New(refusal.Invalid, "Message cannot be empty")
	ErrMessageLong      = refusal.New(refusal.Invalid, fmt.Sprintf("Messages can be at most %d characters", MaxMessage))
	ErrResolution       = refusal.New(refusal.Invalid, "Please enter a resolution")
	ErrResolutionLong   = refusal.New(refusal.Invalid, fmt.Sprintf("The resolution can be at most %d characters", MaxResolution))
	ErrResolved         = refusal.New(refusal.Conflict, "This dispute is already resolved")
	ErrAwardUser        = refusal.New(refusal.Invalid, "The award must go to one of the two members of the trade")
	ErrAwardAmount      = refusal.New(refusal.Invalid, "Please enter a valid award amount")
	ErrAwardTradeClosed = refusal.New(refusal.Conflict, "The trade has already ended, so no award can be paid from a hold")
)

// Report is what a member submits to open a dispute.
type Report struct {
	TradeID     string
	Reason      string
	Issue       string // optional short title
	Description string
}

// Clean trims the report and checks it, in the order the form does.
func (r *Report) Clean() error {
	r.TradeID, r.Reason = strings.TrimSpace(r.TradeID), strings.TrimSpace(r.Reason)
	r.Issue, r.Description = strings.TrimSpace(r.Issue), strings.TrimSpace(r.Description)
	switch {
	case r.TradeID == "":
		return ErrNoTrade
	case !slices.Contains(Reasons, r.Reason):
		return ErrReason
	case r.Description == "" || strings.ContainsRune(r.Description+r.Issue, 0):
		return ErrDescription
	case utf8.RuneCountInString(r.Description) > MaxDescription:
		return ErrDescriptionLong
	case utf8.RuneCountInString(r.Issue) > MaxIssue:
		return ErrIssueLong
	}
	return nil
}

// CleanMessage trims a dispute message and checks it.
func CleanMessage(text string) (string, error) {
	text = strings.TrimSpace(text)
	switch {
	case text == "" || strings.ContainsRune(text, 0):
		return "", ErrMessageEmpty
	case utf8.RuneCountInString(text) > MaxMessage:
		return "", ErrMessageLong
	}
	return text, nil
}
