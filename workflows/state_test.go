package workflows

import (
	"slices"
	"testing"
)

func TestStateCheck(t *testing.T) {
	const u1, u2, outsider = "u1", "u2", "u3"
	cases := []struct {
		status, holder, action, user string
		want                         error
	}{
		{StatusPending, u1, ActionCancel, u1, nil},
		{StatusPending, u1, ActionCancel, u2, ErrNotAllowed},
		{StatusModified, u2, ActionCancel, u2, nil},
		{StatusModified, u2, ActionCancel, u1, ErrNotAllowed},
		{StatusPending, u1, ActionCancel, outsider, ErrNotParticipant},
		{StatusPending, u1, ActionCancel, "", ErrNotParticipant},
		{StatusCancelled, u1, ActionCancel, u1, ErrNotAllowed},
		{StatusCompleted, u1, ActionCancel, u1, ErrNotAllowed},
		{StatusAccepted, u1, ActionCancel, u2, ErrNotAllowed},
	}
	for _, c := range cases {
		s := State{Status: c.status, User1ID: u1, User2ID: u2, HoldUserID: c.holder}
		if got := s.Check(c.action, c.user); got != c.want {
			t.Errorf("%s/%s by %s: got %v want %v", c.status, c.action, c.user, got, c.want)
		}
	}
}

func TestAllowedAndTerminal(t *testing.T) {
	s := State{Status: StatusPending, User1ID: "a", User2ID: "b", HoldUserID: "a"}
	if got := s.Allowed("a"); !slices.Equal(got, []string{ActionCancel}) {
		t.Fatalf("holder actions = %v", got)
	}
	if got := s.Allowed("b"); len(got) != 0 {
		t.Fatalf("other party actions = %v", got)
	}
	for status, want := range map[string]bool{StatusPending: false, StatusModified: false, StatusAccepted: false,
		StatusDisputed: false, StatusRejected: true, StatusDenied: true, StatusCancelled: true, StatusCompleted: true} {
		if (State{Status: status}).Terminal() != want {
			t.Errorf("Terminal(%s) != %v", status, want)
		}
	}
}
