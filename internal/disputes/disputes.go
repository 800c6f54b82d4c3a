// Package disputes holds the rules of disputes: who may open one and with
// what, the evidence files they may attach, messages inside a dispute, the
// administrator's resolution with an optional award out of the other
// member's hold, and merging duplicates. The trade workflow pauses and
// completes the trade; this package keeps the records.
package disputes

import (
	"errors"
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
	StatusOpen     = "open"
	StatusNew      = "new"
	StatusPending  = "pending"
	StatusResolved = "resolved"
	StatusClosed   = "closed"
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

// Refusals, worded for the person (the specification's texts where it has
// one). The HTTP layer chooses the status by errors.Is.
var (
	ErrNoTrade          = errors.New("No trade selected for dispute")
	ErrReason           = errors.New("Please select a reason for the dispute")
	ErrDescription      = errors.New("Please provide a description of the issue")
	ErrDescriptionLong  = errors.New("The description can be at most 5000 characters")
	ErrIssueLong        = errors.New("The issue title can be at most 200 characters")
	ErrExists           = errors.New("A dispute has already been created for this trade")
	ErrNotFound         = errors.New("Dispute not found")
	ErrFileNotFound     = errors.New("Evidence file not found")
	ErrMessagingClosed  = errors.New("Messaging is only available on open disputes")
	ErrMessageEmpty     = errors.New("Message cannot be empty")
	ErrMessageLong      = errors.New("Messages can be at most 2000 characters")
	ErrResolution       = errors.New("Please enter a resolution")
	ErrResolutionLong   = errors.New("The resolution can be at most 5000 characters")
	ErrResolved         = errors.New("This dispute is already resolved")
	ErrAwardUser        = errors.New("The award must go to one of the two members of the trade")
	ErrAwardAmount      = errors.New("Please enter a valid award amount")
	ErrAwardTooLarge    = errors.New("The award cannot exceed the other member's hold")
	ErrAwardTradeClosed = errors.New("The trade has already ended, so no award can be paid from a hold")
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
