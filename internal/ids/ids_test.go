package ids

import (
	"strings"
	"testing"
	"time"
)

func TestNewIsValidUniqueAndTimeOrdered(t *testing.T) {
	seen := map[string]bool{}
	prev := ""
	for i := 0; i < 10000; i++ {
		id := New()
		if !Valid(id) {
			t.Fatalf("invalid id %q", id)
		}
		if seen[id] {
			t.Fatalf("duplicate id %q", id)
		}
		seen[id] = true
		if prev != "" && id[:8] < prev[:8] {
			t.Fatalf("time part went backwards: %s after %s", id, prev)
		}
		prev = id
	}
}

func TestAtEncodesTime(t *testing.T) {
	ts := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	if got := Time(At(ts)); !got.Equal(ts) {
		t.Fatalf("Time(At(%v)) = %v", ts, got)
	}
	if At(ts) >= At(ts.Add(time.Second)) {
		t.Fatal("later ids must sort after earlier ones")
	}
}

func TestValidRejects(t *testing.T) {
	for _, s := range []string{"", "abc", "ABCDEF0123456789abcdef01", "0123456789abcdef0123456g", "0123456789abcdef01234567x"} {
		if Valid(s) {
			t.Errorf("Valid(%q) = true", s)
		}
	}
}

// FuzzValid: Valid accepts exactly 24 lowercase hex characters, and Time
// never panics on what it accepts.
func FuzzValid(f *testing.F) {
	for _, seed := range []string{New(), "", "\x00", "6560A0000000000000000001", "6560a000000000000000000g", New() + "0"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := len(s) == 24 && strings.Trim(s, "0123456789abcdef") == ""
		if Valid(s) != want {
			t.Fatalf("Valid(%q) = %v", s, !want)
		}
		if want {
			_ = Time(s)
		}
	})
}
