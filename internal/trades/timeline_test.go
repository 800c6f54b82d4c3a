package trades

import (
	"testing"
	"time"
)

var at = time.Date(2026, 3, 5, 14, 30, 0, 0, time.UTC)

func TestClosedFlagAddsTheNextTimelineLine(t *testing.T) {
	ch, flag, err := ClosedFlag("t1", 4, "admin1", "suspicious", at)
	if err != nil {
		t.Fatal(err)
	}
	if ch.TradeID != "t1" || ch.AdminID != "admin1" || ch.Reason != "suspicious" || !ch.At.Equal(at) {
		t.Fatalf("change = %+v", ch)
	}
	wantEvent := `[{"seq":5,"kind":"admin_flag","user_id":"admin1","description":"Flagged by an administrator","message":"suspicious","timestamp":"2026-03-05T14:30:00Z"}]`
	if string(ch.Event) != wantEvent {
		t.Fatalf("event = %s\nwant    %s", ch.Event, wantEvent)
	}
	if want := `{"admin_id":"admin1","reason":"suspicious","at":"2026-03-05T14:30:00Z"}`; string(flag) != want {
		t.Fatalf("flag = %s, want %s", flag, want)
	}
}

func TestClosedDeletionWithoutAReason(t *testing.T) {
	ch, err := ClosedDeletion("t1", 0, "admin1", "", at)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"seq":1,"kind":"admin_delete","user_id":"admin1","description":"Deleted by an administrator","timestamp":"2026-03-05T14:30:00Z"}]`
	if string(ch.Event) != want {
		t.Fatalf("event = %s\nwant    %s", ch.Event, want)
	}
}

func TestFlagsAreForAdministrators(t *testing.T) {
	if !ForAdminsOnly(KindAdminFlag) || ForAdminsOnly(KindAdminDelete) || ForAdminsOnly("accepted") {
		t.Fatal("only flags are kept from members")
	}
}
