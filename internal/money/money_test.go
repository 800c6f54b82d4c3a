package money

import (
	"encoding/json"
	"testing"
)

func TestParseDollars(t *testing.T) {
	good := map[string]int64{
		"0": 0, "12": 1200, "12.5": 1250, "12.50": 1250, "0.1": 10, "0.01": 1, "12.500": 1250,
		"1e2": 10000, "1.5E1": 1500, "1000000": 100_000_000, " 7.25 ": 725, "+3": 300,
	}
	for in, want := range good {
		got, err := ParseDollars(in)
		if err != nil || got != want {
			t.Errorf("ParseDollars(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	bad := []string{"", "-1", "-0.01", "12.345", "0.001", "1000000.01", "1e7", "NaN", "Inf", "-Inf", "abc",
		"1/2", "0x10", "1_000", "1e999999999", "12.3.4", "$5", "5 dollars"}
	for _, in := range bad {
		if got, err := ParseDollars(in); err == nil {
			t.Errorf("ParseDollars(%q) = %d, want an error", in, got)
		}
	}
}

func TestNoFloatRounding(t *testing.T) {
	a, _ := ParseDollars("0.1")
	b, _ := ParseDollars("0.2")
	if a+b != 30 {
		t.Fatalf("0.1 + 0.2 = %d cents", a+b)
	}
}

func TestAmountJSON(t *testing.T) {
	var v struct{ A, B, C Amount }
	if err := json.Unmarshal([]byte(`{"A": 19.99, "B": "5", "C": null}`), &v); err != nil {
		t.Fatal(err)
	}
	if v.A.Cents != 1999 || !v.A.Set || v.B.Cents != 500 || v.C.Set {
		t.Fatalf("%+v", v)
	}
	for _, bad := range []string{`{"A": 1.234}`, `{"A": -5}`, `{"A": "x"}`, `{"A": true}`, `{"A": 1e400}`} {
		if err := json.Unmarshal([]byte(bad), &v); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	out, _ := json.Marshal(struct{ X Dollars }{1250})
	if string(out) != `{"X":12.5}` {
		t.Fatalf("marshal = %s", out)
	}
	for cents, want := range map[int64]string{0: "0", 5: "0.05", 1200: "12", 1205: "12.05", -250: "-2.5"} {
		if got := Format(cents); got != want {
			t.Errorf("Format(%d) = %s want %s", cents, got, want)
		}
	}
}
