package accounts

import (
	"strings"
	"testing"

	"pursetrade/internal/refusal"
)

func wantRefusal(t *testing.T, err error, msg string) {
	t.Helper()
	e, ok := refusal.As(err)
	if !ok || e.Class != refusal.Invalid || e.Message != msg {
		t.Fatalf("want Invalid %q, got %v", msg, err)
	}
}

func TestRegistrationValidation(t *testing.T) {
	ok := Registration{Email: " Mia@Example.TEST ", Password: "tote-swap-77", Name: " Mia "}
	if err := ok.validate(); err != nil {
		t.Fatal(err)
	}
	if ok.Email != "mia@example.test" || ok.Name != "Mia" || ok.ClosetName != "Mia" {
		t.Fatalf("normalised: %+v", ok)
	}
	for _, tc := range []struct {
		r   Registration
		msg string
	}{
		{Registration{Password: "tote-swap-77", Name: "M"}, MsgRequired},
		{Registration{Email: "m@x.test", Name: "M"}, MsgRequired},
		{Registration{Email: "m@x.test", Password: "tote-swap-77"}, MsgNameRequired},
		{Registration{Email: "m@", Password: "tote-swap-77", Name: "M"}, MsgBadEmail},
		{Registration{Email: "M <m@x.test>", Password: "tote-swap-77", Name: "M"}, MsgBadEmail},
		{Registration{Email: "m@x.test", Password: "five5", Name: "M"}, MsgPasswordShort},
		{Registration{Email: "m@x.test", Password: "ééééé", Name: "M"}, MsgPasswordShort},
		{Registration{Email: "m@x.test", Password: strings.Repeat("p", 129), Name: "M"}, MsgPasswordLong},
		{Registration{Email: "m@x.test", Password: "abc123", Name: "M"}, MsgPasswordCommon},
		{Registration{Email: "m@x.test", Password: "tote-swap-77", Name: "M", ZipCode: "1234"}, MsgZip},
		{Registration{Email: "m@x.test", Password: "tote-swap-77", Name: "M", City: "a\x00b"}, MsgNUL},
		{Registration{Email: "m@x.test", Password: "tote-swap-77", Name: "M", Phone: strings.Repeat("1", 31)},
			"Phone must be at most 30 characters"},
	} {
		r := tc.r
		wantRefusal(t, r.validate(), tc.msg)
	}
	// Six characters of any script are six characters.
	r := Registration{Email: "m@x.test", Password: "éééééé", Name: "M"}
	if err := r.validate(); err != nil {
		t.Fatal(err)
	}
}

func TestSearchHelpers(t *testing.T) {
	if got := escapeLike(`100%_\`); got != `100\%\_\\` {
		t.Fatalf("escapeLike: %q", got)
	}
	if rest, ok := cutPrefixFold("id: abc123", "ID:"); !ok || rest != " abc123" {
		t.Fatalf("cutPrefixFold: %q %v", rest, ok)
	}
	if _, ok := cutPrefixFold("I", "ID:"); ok {
		t.Fatal("short input matched")
	}
}
