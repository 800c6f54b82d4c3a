package api

import (
	"bytes"
	"encoding/json"

	"pursetrade/internal/money"
)

// optionalCents reads an administrators' "above this bag value" setting:
// dollars with at most two decimals, or null (or nothing) for none. ok is
// false for anything else, which the caller refuses with its field's message.
func optionalCents(raw json.RawMessage) (cents *int64, ok bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, true
	}
	var a money.Amount
	if json.Unmarshal(raw, &a) != nil || a.Cents < 0 || !a.Set {
		return nil, false
	}
	return &a.Cents, true
}
