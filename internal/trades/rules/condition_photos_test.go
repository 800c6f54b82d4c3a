package rules

import (
	"errors"
	"testing"

	"pursetrade/internal/refusal"
)

func TestConditionPhotosAreRequiredOnlyAboveTheValue(t *testing.T) {
	above := int64(100_000)
	cases := []struct {
		name          string
		value         int64
		requiredAbove *int64
		photos        int
		code          string // "" when allowed
	}{
		{"no setting", 900_000, nil, 0, ""},
		{"at the value", 100_000, &above, 0, ""},
		{"above without photos", 100_001, &above, 0, CodePhotosRequired},
		{"above with a photo", 100_001, &above, 1, ""},
		{"six photos", 10, nil, 6, "invalid"},
	}
	for _, c := range cases {
		err := CheckConditionPhotos(c.value, c.requiredAbove, c.photos)
		var r *refusal.Error
		switch {
		case c.code == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.code != "" && (!errors.As(err, &r) || r.Code != c.code):
			t.Errorf("%s: %v, want code %s", c.name, err, c.code)
		}
	}
	err := CheckConditionPhotos(100_001, &above, 0)
	if want := "This bag is worth more than $1,000, so please add at least one photo of it as it arrived before confirming."; err.Error() != want {
		t.Fatalf("message %q", err)
	}
}
