package money

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var plainDecimal = regexp.MustCompile(`^\+?([0-9]+)(?:\.([0-9]*))?$`)

// FuzzParseDollars: any input either fails or gives cents in range that are
// exactly the decimal written (checked with integer arithmetic on the
// digits, never floats), and that survive a round trip through Format.
func FuzzParseDollars(f *testing.F) {
	for _, s := range []string{"0", "0.1", "0.2", "0.29", "0.3", "1.005", "19.99", "12.50", "1e2", "1.5E1", "2.5e-1",
		"1e-2", "NaN", "nan", "Inf", "+Inf", "-Inf", "Infinity", "1e999999999", "1e999999", "1e-999999",
		"99999999999999999999999", "1000000", "1000000.01", "12.3456789", "0.000000001", "-0", "-0.00", "+.5",
		".5", "5.", "0x1p-2", "1_0", "1/2", "", " ", "  3 ", "١٢", "1e", "e2", "--1", "1..2", "0.1e1", "7.25e+0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cents, err := ParseDollars(s)
		if err != nil {
			if cents != 0 {
				t.Fatalf("ParseDollars(%q) failed but returned %d", s, cents)
			}
			return
		}
		if cents < 0 || cents > MaxCents {
			t.Fatalf("ParseDollars(%q) = %d, out of range", s, cents)
		}
		back, err := ParseDollars(Format(cents))
		if err != nil || back != cents {
			t.Fatalf("round trip of %q: %d -> %q -> %d, %v", s, cents, Format(cents), back, err)
		}
		if m := plainDecimal.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
			if want, ok := exactCents(m[1], m[2]); !ok || want != cents {
				t.Fatalf("ParseDollars(%q) = %d, the digits say %d (ok=%v)", s, cents, want, ok)
			}
		}
	})
}

// exactCents computes whole.frac in cents from the digits; ok is false when
// more than two significant decimals are given.
func exactCents(whole, frac string) (int64, bool) {
	frac = strings.TrimRight(frac, "0")
	if len(frac) > 2 {
		return 0, false
	}
	frac += strings.Repeat("0", 2-len(frac))
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
	}
	c, _ := strconv.ParseInt(frac, 10, 64)
	return w*100 + c, true
}
