package rules

import (
	"testing"

	"pursetrade/internal/refusal"
)

func TestCheckVerified(t *testing.T) {
	above := int64(100_00)
	for _, c := range []struct {
		name                   string
		setting                *int64
		requester, owner       int64
		requesterOK, ownerOK   bool
		callerIsRequester      bool
		wantRefused, wantYours bool
	}{
		{name: "no setting", setting: nil, requester: 1_000_00, owner: 1_000_00},
		{name: "at the value", setting: &above, requester: 100_00, owner: 50_00},
		{name: "requester's bag above, nobody verified", setting: &above, requester: 100_01, callerIsRequester: true, wantRefused: true, wantYours: true},
		{name: "owner's bag above, caller verified", setting: &above, owner: 200_00, requesterOK: true, callerIsRequester: true, wantRefused: true},
		{name: "owner accepts unverified", setting: &above, owner: 200_00, requesterOK: true, wantRefused: true, wantYours: true},
		{name: "both verified", setting: &above, requester: 500_00, owner: 500_00, requesterOK: true, ownerOK: true},
	} {
		err := CheckVerified(Verification{RequiredAboveCents: c.setting, RequesterVerified: c.requesterOK, OwnerVerified: c.ownerOK},
			c.requester, c.owner, c.callerIsRequester)
		r, refused := refusal.As(err)
		if refused != c.wantRefused || (err != nil && !refused) {
			t.Fatalf("%s: %v", c.name, err)
		}
		if refused && (r.Code != CodeVerificationRequired || r.Class != refusal.Rule) {
			t.Fatalf("%s: %+v", c.name, r)
		}
		if refused && c.wantYours != (r.Message[len(r.Message)-len("from your profile."):] == "from your profile.") {
			t.Fatalf("%s: %q", c.name, r.Message)
		}
	}
}
