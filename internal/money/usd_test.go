package money

import "testing"

func TestUSD(t *testing.T) {
	for cents, want := range map[int64]string{0: "$0.00", 5: "$0.05", 1250: "$12.50", 123456789: "$1,234,567.89",
		100_000: "$1,000.00", -250: "-$2.50", 99_999: "$999.99"} {
		if got := USD(cents); got != want {
			t.Errorf("USD(%d) = %q, want %q", cents, got, want)
		}
	}
}

func TestWholeUSD(t *testing.T) {
	for cents, want := range map[int64]string{500: "$5", 550: "$5.50", MaxCents: "$1,000,000", 5: "$0.05", -500: "-$5"} {
		if got := WholeUSD(cents); got != want {
			t.Errorf("WholeUSD(%d) = %q, want %q", cents, got, want)
		}
	}
}
