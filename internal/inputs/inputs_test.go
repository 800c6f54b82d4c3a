package inputs

import (
	"encoding/json"
	"testing"

	"pursetrade/internal/refusal"
)

func TestCleanRefusesNULAndInvalidUTF8(t *testing.T) {
	for s, want := range map[string]bool{
		"": true, "Gucci Marmont": true, "café ☕ 👜": true, "tab\tand\nnewline": true,
		"nul\x00inside": false, "\x00": false, "bad \xff byte": false, "half \xe2\x82": false,
	} {
		if got := Clean(s); got != want {
			t.Errorf("Clean(%q) = %v, want %v", s, got, want)
		}
	}
}

type embedded struct {
	Material string `json:"material"`
}

type form struct {
	embedded
	Name    string            `json:"name"`
	Note    *string           `json:"reference_note"`
	Tags    []string          `json:"tags"`
	Extra   map[string]any    `json:"extra"`
	Amount  json.RawMessage   `json:"amount"`
	Labels  map[string]string `json:"labels"`
	Picture []byte            `json:"picture"`
	hidden  string
}

func TestCheckNamesTheFirstBadField(t *testing.T) {
	nul := "MD-\x00"
	cases := []struct {
		in    form
		field string // "" = clean
	}{
		{form{Name: "ok", Tags: []string{"a"}, Amount: json.RawMessage(`12.5`), Picture: []byte{0, 0xff}, hidden: "\x00"}, ""},
		{form{Name: "bad\x00"}, "name"},
		{form{embedded: embedded{Material: "\x00"}}, "material"},
		{form{Note: &nul}, "reference_note"},
		{form{Tags: []string{"fine", "\xff"}}, "tags"},
		{form{Extra: map[string]any{"deep": []any{map[string]any{"x": "\x00"}}}}, "extra.deep.x"},
		{form{Labels: map[string]string{"\x00": "v"}}, "labels.key"},
		{form{Amount: json.RawMessage(`"12\u0000"`)}, "amount"},
		{form{Amount: json.RawMessage("\"\xff\"")}, "amount"},
	}
	for _, c := range cases {
		err := Check(&c.in)
		if c.field == "" {
			if err != nil {
				t.Errorf("%+v: unexpected %v", c.in, err)
			}
			continue
		}
		r, ok := refusal.As(err)
		if !ok || r.Class != refusal.Invalid || r.Extra["field"] != c.field {
			t.Errorf("%+v: got %v, want a refusal of %q", c.in, err, c.field)
		}
	}
}

// FuzzCheck: whatever JSON arrives, Check never panics, and it passes a
// decoded body exactly when every string in it keeps the rule.
func FuzzCheck(f *testing.F) {
	for _, seed := range []string{`{"a":"b"}`, `{"a":"\u0000"}`, `["x",{"y":["\ud800"]}]`, `"\xff"`, `12`, `{"k\u0000":1}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var v any
		if json.Unmarshal(body, &v) != nil {
			return
		}
		err := Check(v)
		if (err == nil) != allClean(v) {
			t.Fatalf("Check(%s) = %v", body, err)
		}
	})
}

func allClean(v any) bool {
	switch x := v.(type) {
	case string:
		return Clean(x)
	case []any:
		for _, e := range x {
			if !allClean(e) {
				return false
			}
		}
	case map[string]any:
		for k, e := range x {
			if !Clean(k) || !allClean(e) {
				return false
			}
		}
	}
	return true
}
