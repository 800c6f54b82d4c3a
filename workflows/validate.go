package workflows

import (
	"pursetrade/internal/ids"
	"pursetrade/internal/inputs"
	"pursetrade/internal/refusal"
)

var errBadTradeInput = rule(CodeInvalid, "Invalid trade request")

// Validate checks a new trade's input before its workflow starts: its ids in
// their shape and every text in it valid (internal/inputs). The API calls it
// before it starts the workflow, and the request update checks the text
// again, so no trade ever carries what the database would refuse.
func (in TradeInput) Validate() error {
	for _, id := range []string{in.TradeID, in.RequesterID, in.OwnerID, in.Terms.RequesterBagID, in.Terms.OwnerBagID} {
		if !ids.Valid(id) {
			return errBadTradeInput
		}
	}
	return checkText(in)
}

// checkText refuses an input holding text that breaks the rule, as a
// refusal that keeps its class across Temporal.
func checkText(v any) error {
	if err := inputs.Check(v); err != nil {
		r, _ := refusal.As(err)
		return rule(CodeInvalid, r.Message)
	}
	return nil
}
