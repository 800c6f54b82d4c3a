package config

import (
	"strings"
	"testing"
)

// No TRACES_UI_URL, no link; a set one must be an http(s) URL that says
// where the trade's id goes.
func TestTracesUIURL(t *testing.T) {
	off, err := load(ModeDev, lookupFrom(nil))
	if err != nil || off.TracesURL("t1") != "" {
		t.Fatalf("unset: %q %v", off.TracesURL("t1"), err)
	}
	on, err := load(ModeDev, lookupFrom(map[string]string{"TRACES_UI_URL": "https://jaeger.example/search?tags=%7B%22trade.id%22%3A%22{trade_id}%22%7D"}))
	if err != nil || on.TracesURL("t 1") != "https://jaeger.example/search?tags=%7B%22trade.id%22%3A%22t+1%22%7D" {
		t.Fatalf("set: %q %v", on.TracesURL("t 1"), err)
	}
	for _, bad := range []string{"https://jaeger.example/search", "jaeger.example/{trade_id}", "ftp://x/{trade_id}"} {
		if _, err := load(ModeDev, lookupFrom(map[string]string{"TRACES_UI_URL": bad})); err == nil || !strings.Contains(err.Error(), "TRACES_UI_URL") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
