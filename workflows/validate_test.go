package workflows

import (
	"testing"
	"time"

	"pursetrade/internal/refusal"
)

// A request whose text the database would refuse is turned down by the
// workflow before any activity runs: the trade ends at once, leaving nothing.
// (Invalid UTF-8 cannot arrive: the JSON payloads replace it.)
func TestRequestWithBadTextEndsAtOnce(t *testing.T) {
	for _, message := range []string{"hi\x00there", "\x00"} {
		s := newScenario(t, DeliveryPickup)
		s.in.Message = message
		s.run()
		s.refused("request", "message contains characters that are not allowed")
		if len(s.acts.calls) != 0 {
			t.Errorf("%q: activities ran: %v", message, s.acts.calls)
		}
	}
}

// Every update's input is held to the text rule by its validator.
func TestUpdatesRefuseBadText(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	terms := s.in.Terms
	terms.StartDate = "2030-01-11\x00"
	s.act(time.Hour, "modify", ActionModify, u2, &terms)
	s.signal(time.Hour, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "end"})
	s.run()
	s.refused("modify", "start_date contains characters that are not allowed")
	r, ok := AsRefusal(s.errs["modify"])
	if !ok || r.Class != refusal.Invalid {
		t.Fatalf("the refusal keeps its class across Temporal: %+v", r)
	}
}

func TestValidateChecksIdsAndText(t *testing.T) {
	good := TradeInput{TradeID: "6560a0000000000000000001", RequesterID: "6560a0000000000000000002",
		OwnerID: "6560a0000000000000000003", Message: "hello",
		Terms: Terms{RequesterBagID: "6560a0000000000000000004", OwnerBagID: "6560a0000000000000000005"}}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for name, mutate := range map[string]func(*TradeInput){
		"short id":      func(in *TradeInput) { in.OwnerID = "abc" },
		"bag id":        func(in *TradeInput) { in.Terms.OwnerBagID = "6560a000000000000000000\x00" },
		"nul message":   func(in *TradeInput) { in.Message = "\x00" },
		"invalid UTF-8": func(in *TradeInput) { in.DeliveryMethod = "pick\xffup" },
	} {
		in := good
		mutate(&in)
		if r, ok := AsRefusal(in.Validate()); !ok || r.Class != refusal.Invalid {
			t.Errorf("%s: %v", name, in.Validate())
		}
	}
}
