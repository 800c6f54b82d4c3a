package workflows

import (
	"testing"
	"time"

	"pursetrade/internal/trades/rules"
)

// Each confirmation runs the photo step with the value of the bag that
// reached the member: the partner's at receipt, their own at the return.
func TestConfirmationsAttachPhotosWithTheArrivingBagsValue(t *testing.T) {
	s := newScenario(t, DeliveryPickup) // u1's bag is worth $100, u2's $150
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(10*24*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.act(time.Minute, "u2 received", ActionAckReceived, u2, nil)
	s.act(6*24*time.Hour, "u1 returned", ActionAckReturned, u1, nil)
	s.act(time.Minute, "u2 returned", ActionAckReturned, u2, nil)
	s.run()
	s.ok("accept", "u1 received", "u2 received", "u1 returned", "u2 returned")
	want := []AttachPhotosInput{
		{UserID: u1, Handover: rules.HandoverReceived, BagValueCents: 15000},
		{UserID: u2, Handover: rules.HandoverReceived, BagValueCents: 10000},
		{UserID: u1, Handover: rules.HandoverReturned, BagValueCents: 10000},
		{UserID: u2, Handover: rules.HandoverReturned, BagValueCents: 15000},
	}
	if len(s.acts.attached) != len(want) {
		t.Fatalf("photo steps: %+v", s.acts.attached)
	}
	for i, w := range want {
		got := s.acts.attached[i]
		if got.UserID != w.UserID || got.Handover != w.Handover || got.BagValueCents != w.BagValueCents || got.TradeID != s.in.TradeID {
			t.Errorf("step %d: %+v, want %+v", i, got, w)
		}
	}
}

// A confirmation the photo step refuses is not recorded.
func TestARefusedPhotoStepLeavesTheConfirmationUnrecorded(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.acts.refuses(Activities.AttachConditionPhotos)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(10*24*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.act(time.Minute, "cancel", ActionCancel, u1, nil) // allowed: nothing was received
	v := s.run()
	s.ok("accept", "cancel")
	s.refused("u1 received", "Insufficient current balance")
	if v.Acks.RequesterReceivedAt != nil || v.Status != rules.StatusCancelled {
		t.Fatalf("final view: %s received %v", v.Status, v.Acks.RequesterReceivedAt)
	}
}
