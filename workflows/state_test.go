package workflows

import (
	"pursetrade/internal/trades/rules"
	"slices"
	"testing"
	"time"
)

// TestStateTable walks every status x action x actor.
func TestStateTable(t *testing.T) {
	const a, b, x = "a", "b", "x" // requester, owner, outsider
	statuses := []string{rules.StatusPending, rules.StatusModified, rules.StatusAccepted, rules.StatusRejected, rules.StatusDenied,
		rules.StatusCancelled, rules.StatusDisputed, rules.StatusCompleted}
	actions := append(slices.Clone(memberActions), ActionRegenLabels)
	// allowed[status][action] lists who may act when a holds the offer and no
	// acknowledgement exists yet.
	allowed := map[string]map[string][]string{
		rules.StatusPending:  {ActionAccept: {b}, ActionReject: {b}, ActionModify: {b}, ActionCancel: {a}},
		rules.StatusModified: {ActionAccept: {b}, ActionReject: {b}, ActionApprove: {b}, ActionDeny: {b}, ActionCancel: {a}},
		rules.StatusAccepted: {ActionCancel: {a, b}, ActionAckReceived: {a, b}, ActionRegenLabels: {a, b}},
		rules.StatusDisputed: {ActionRegenLabels: {a, b}},
	}
	for _, status := range statuses {
		for _, action := range actions {
			for _, who := range []string{a, b, x} {
				s := State{Status: status, RequesterID: a, OwnerID: b, HoldUserID: a, DeliveryMethod: DeliveryShipping}
				err := s.Check(action, who)
				want := slices.Contains(allowed[status][action], who)
				if (err == nil) != want {
					t.Errorf("%s/%s by %s: err=%v, want allowed=%v", status, action, who, err, want)
				}
				if who == x && err != ErrNotParticipant {
					t.Errorf("outsider %s/%s: %v", status, action, err)
				}
			}
		}
	}
}

func TestAckRules(t *testing.T) {
	now := time.Now()
	s := State{Status: rules.StatusAccepted, RequesterID: "a", OwnerID: "b", HoldUserID: "a"}
	if err := s.Check(ActionAckReturned, "a"); err != ErrReturnTooEarly {
		t.Fatalf("return before receipts: %v", err)
	}
	s.Acks.RequesterReceivedAt = &now
	if err := s.Check(ActionAckReceived, "a"); err != ErrAlreadyAcked {
		t.Fatalf("second receipt: %v", err)
	}
	if err := s.Check(ActionCancel, "b"); err != ErrCancelTooLate {
		t.Fatalf("cancel after a receipt: %v", err)
	}
	s.Acks.OwnerReceivedAt = &now
	if got := s.Allowed("a"); !slices.Equal(got, []string{ActionAckReturned}) {
		t.Fatalf("after both receipts: %v", got)
	}
	s.Status = rules.StatusDisputed
	if err := s.Check(ActionAckReturned, "a"); err != ErrDisputeActive {
		t.Fatalf("during a dispute: %v", err)
	}
	s.Status = rules.StatusAccepted
	s.Acks.RequesterReturnedAt, s.Acks.OwnerReturnedAt = &now, &now
	if !s.BothReturned() || s.Check(ActionAckReturned, "b") != ErrAlreadyAcked {
		t.Fatal("returns are one-time")
	}
}

func TestDisputeAndAdminRules(t *testing.T) {
	s := State{Status: rules.StatusPending, RequesterID: "a", OwnerID: "b", HoldUserID: "a"}
	if s.CheckDispute("a") != ErrNotDisputable || s.CheckAdminRemoval() != nil {
		t.Fatal("pending: no dispute, admin may remove")
	}
	s.Status = rules.StatusAccepted
	if s.CheckDispute("x") != ErrNotParticipant || s.CheckDispute("b") != nil {
		t.Fatal("accepted: participants may dispute")
	}
	s.DisputeOpened, s.Status = true, rules.StatusDisputed
	if s.CheckDispute("a") != ErrDisputeExists || s.CheckAdminRemoval() == nil || s.CheckForce() != nil {
		t.Fatal("disputed: one dispute, no removal, force allowed")
	}
	for _, st := range []string{rules.StatusCompleted, rules.StatusCancelled, rules.StatusRejected, rules.StatusDenied} {
		s.Status = st
		if !s.Terminal() || s.CheckForce() == nil {
			t.Fatalf("%s is terminal and final", st)
		}
		// Admins flag and delete any trade but a completed or disputed one.
		if removable := s.CheckAdminRemoval() == nil; removable != (st != rules.StatusCompleted) {
			t.Fatalf("%s: removable=%v", st, removable)
		}
	}
	s.Status = rules.StatusPending
	if s.CheckForceAction(ForceComplete) != ErrNeverAccepted || s.CheckForceAction(ForceCancel) != nil {
		t.Fatal("a never-accepted trade may be force-cancelled, not completed")
	}
	s.Status = rules.StatusAccepted
	if s.CheckForceAction(ForceComplete) != nil {
		t.Fatal("an accepted trade may be force-completed")
	}
	if s.Partner("a") != "b" || s.Partner("b") != "a" {
		t.Fatal("partner")
	}
}
