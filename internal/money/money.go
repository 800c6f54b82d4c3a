// Package money parses and formats amounts. Money is an integer number of
// cents everywhere; JSON carries dollars with at most two decimals.
package money

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"strconv"
	"strings"
)

// MaxCents is the largest amount accepted anywhere ($1,000,000).
const MaxCents = 100_000_000

// ErrInvalid is returned for anything that is not a finite amount with at
// most two decimals between 0 and $1,000,000.
var ErrInvalid = errors.New("invalid amount")

var hundred = big.NewRat(100, 1)

// ParseDollars reads a decimal dollar amount ("12", "12.5", "12.50",
// "1e2") exactly, without floating point, and returns cents.
func ParseDollars(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 40 || strings.ContainsAny(s, "/_xXpP") {
		return 0, ErrInvalid
	}
	// An exponent of more than two digits cannot give an amount in range,
	// and big.Rat would spend milliseconds on 1e999999.
	if i := strings.IndexAny(s, "eE"); i >= 0 && len(strings.TrimLeft(s[i+1:], "+-")) > 2 {
		return 0, ErrInvalid
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return 0, ErrInvalid
	}
	r.Mul(r, hundred)
	if !r.IsInt() || r.Sign() < 0 || r.Num().Cmp(big.NewInt(MaxCents)) > 0 {
		return 0, ErrInvalid
	}
	return r.Num().Int64(), nil
}

// Format renders cents as a JSON-ready dollar string ("12.5", "12", "0.05").
func Format(cents int64) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	s := strconv.FormatInt(cents/100, 10)
	if frac := cents % 100; frac != 0 {
		f := strconv.FormatInt(100+frac, 10)[1:]
		s += "." + strings.TrimRight(f, "0")
	}
	if neg {
		s = "-" + s
	}
	return s
}

// Amount is a request or response field holding dollars in JSON and cents in
// Go. A JSON number or a numeric string is accepted.
type Amount struct {
	Cents int64
	Set   bool // the field was present and not null
}

// Dollars is the amount as a number of cents, for responses.
type Dollars int64

// MarshalJSON writes cents as a dollar number.
func (d Dollars) MarshalJSON() ([]byte, error) { return []byte(Format(int64(d))), nil }

// UnmarshalJSON parses the raw JSON token exactly.
func (a *Amount) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		*a = Amount{}
		return nil
	}
	raw := string(b)
	if strings.HasPrefix(raw, `"`) {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return ErrInvalid
		}
		raw = s
	}
	c, err := ParseDollars(raw)
	if err != nil {
		return err
	}
	*a = Amount{Cents: c, Set: true}
	return nil
}

// MarshalJSON writes the amount as dollars.
func (a Amount) MarshalJSON() ([]byte, error) { return Dollars(a.Cents).MarshalJSON() }

// USD renders cents for people: "$1,234.50", "-$0.05".
func USD(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	whole := strconv.FormatInt(cents/100, 10)
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	frac := strconv.FormatInt(100+cents%100, 10)[1:]
	return sign + "$" + whole + "." + frac
}

// WholeUSD is USD without the cents of a whole amount: "$5", "$1,000,000",
// "$5.50".
func WholeUSD(cents int64) string { return strings.TrimSuffix(USD(cents), ".00") }
