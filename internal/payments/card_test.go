package payments

import (
	"regexp"
	"testing"

	"pursetrade/internal/store/db"
)

func TestReturnURLStaysOnTheWebOrigin(t *testing.T) {
	c := &Cards{WebOrigin: "https://app.example"}
	good := map[string]string{
		"":                                   "https://app.example/",
		"https://app.example":                "https://app.example",
		"https://app.example/":               "https://app.example/",
		"https://app.example/?tab=balance":   "https://app.example/?tab=balance",
		"https://app.example/account#funds":  "https://app.example/account",
		" https://app.example/deep/path?x=1": "https://app.example/deep/path?x=1",
	}
	for in, want := range good {
		if got, err := c.returnURL(in); err != nil || got != want {
			t.Errorf("returnURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"https://evil.example/", "http://app.example/", "https://app.example.evil.example/",
		"https://app.example@evil.example/", "https://user@app.example/", "//evil.example", "/relative", "javascript:alert(1)",
		"https://app.example:444/"} {
		if got, err := c.returnURL(in); err == nil {
			t.Errorf("returnURL(%q) accepted as %q", in, got)
		}
	}
}

func TestCheckoutReturnLinks(t *testing.T) {
	d := db.CardDeposit{SessionID: "cs_1&x", ReturnUrl: "https://app.example/?tab=balance"}
	if got := SuccessURL(d); got != "https://app.example/?tab=balance&add_funds=success&session_id=cs_1%26x" {
		t.Fatalf("success: %s", got)
	}
	d.ReturnUrl = "https://app.example/"
	if got := CancelURL(d); got != "https://app.example/?add_funds=cancel" {
		t.Fatalf("cancel: %s", got)
	}
}

func TestReferenceNumbers(t *testing.T) {
	format := regexp.MustCompile(`^MD-[A-HJ-NP-Z2-9]{8}$`)
	seen := map[string]bool{}
	for range 2000 {
		r := ReferenceNumber()
		if !format.MatchString(r) || seen[r] {
			t.Fatalf("reference %q (repeat: %v)", r, seen[r])
		}
		seen[r] = true
	}
}
