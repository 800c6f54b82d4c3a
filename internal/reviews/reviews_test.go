package reviews

import (
	"errors"
	"testing"

	"pursetrade/internal/store/db"
)

func TestCheckEligibility(t *testing.T) {
	done := db.Trade{Status: "completed", User1ID: "ana", User2ID: "bea"}
	active := db.Trade{Status: "accepted", User1ID: "ana", User2ID: "bea"}
	for _, c := range []struct {
		name     string
		trade    db.Trade
		reviewer string
		reviewed bool
		want     Eligibility
	}{
		{"requester", done, "ana", false, Eligibility{CanReview: true, ReviewedUserID: "bea"}},
		{"owner", done, "bea", false, Eligibility{CanReview: true, ReviewedUserID: "ana"}},
		{"twice", done, "ana", true, Eligibility{ReviewedUserID: "bea", Reason: ErrAlready}},
		{"not completed", active, "bea", false, Eligibility{ReviewedUserID: "ana", Reason: ErrNotCompleted}},
		{"outsider", done, "eve", false, Eligibility{Reason: ErrNotParticipant}},
		{"outsider of an active trade", active, "eve", false, Eligibility{Reason: ErrNotParticipant}},
	} {
		got := Check(c.trade, c.reviewer, c.reviewed)
		if got.CanReview != c.want.CanReview || got.ReviewedUserID != c.want.ReviewedUserID || !errors.Is(got.Reason, c.want.Reason) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
