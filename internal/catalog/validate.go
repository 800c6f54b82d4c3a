package catalog

import (
	"math/big"
	"strings"
	"unicode/utf8"

	"pursetrade/internal/images"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Fields are the text fields of an upload or an edit; nil means absent.
// Value is the raw dollar amount as sent (a JSON number or a form string).
type Fields struct {
	Name, Description, Brand, Size, Condition, Material, Color, Value *string
}

// Draft is a validated item.
type Draft struct {
	Name, Description, Brand, Size, Condition, Material, Color string
	ValueCents                                                 int64
}

const (
	maxName        = 120
	maxDescription = 5000
	maxShort       = 60
)

func text(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// ValidateNew checks an upload with the member-facing messages, in the
// order the upload form checks them. photos is how many images came and
// anyEmpty whether one of them has no bytes.
func ValidateNew(f Fields, photos int, anyEmpty bool) (Draft, error) {
	d := Draft{
		Name: text(f.Name), Description: text(f.Description), Brand: text(f.Brand), Size: text(f.Size),
		Condition: text(f.Condition), Material: text(f.Material), Color: text(f.Color),
	}
	if d.Name == "" || d.Description == "" || text(f.Value) == "" || d.Condition == "" || d.Brand == "" || d.Size == "" {
		return Draft{}, refusal.New(refusal.Invalid, MsgRequired)
	}
	cents, err := ParseValue(text(f.Value))
	if err != nil {
		return Draft{}, err
	}
	d.ValueCents = cents
	switch {
	case photos == 0:
		return Draft{}, refusal.New(refusal.Invalid, MsgNoImage)
	case photos > images.MaxPerItem:
		return Draft{}, refusal.New(refusal.Invalid, MsgTooManyImages)
	case anyEmpty:
		return Draft{}, refusal.New(refusal.Invalid, images.ErrEmpty.Error())
	}
	return d, checkLists(&d)
}

// ValidateEdit applies the present fields of an edit to the stored item.
// The value may be sent again but not changed.
func ValidateEdit(f Fields, cur db.Item) (Draft, error) {
	d := Draft{
		Name: cur.Name, Description: cur.Description, Brand: cur.Brand, Size: cur.Size,
		Condition: cur.Condition, Material: cur.Material, Color: cur.Color, ValueCents: cur.ValueCents,
	}
	for _, r := range []struct {
		in  *string
		out *string
	}{{f.Name, &d.Name}, {f.Description, &d.Description}, {f.Brand, &d.Brand}, {f.Size, &d.Size}, {f.Condition, &d.Condition}} {
		if r.in != nil {
			if *r.out = text(r.in); *r.out == "" {
				return Draft{}, refusal.New(refusal.Invalid, MsgRequired)
			}
		}
	}
	if f.Material != nil {
		d.Material = text(f.Material)
	}
	if f.Color != nil {
		d.Color = text(f.Color)
	}
	if f.Value != nil {
		cents, err := ParseValue(text(f.Value))
		if err != nil {
			return Draft{}, err
		}
		if cents != cur.ValueCents {
			return Draft{}, refusal.New(refusal.Invalid, MsgValueFixed)
		}
	}
	return d, checkLists(&d)
}

// ParseValue reads a dollar value that must be above 0, with at most two
// decimals and at most $1,000,000.
func ParseValue(raw string) (int64, error) {
	cents, err := money.ParseDollars(raw)
	if err == nil && cents > 0 {
		return cents, nil
	}
	r, ok := new(big.Rat).SetString(strings.TrimSpace(raw))
	switch {
	case !ok || r.Sign() <= 0:
		return 0, refusal.New(refusal.Invalid, MsgValuePositive)
	case r.Cmp(big.NewRat(money.MaxCents, 100)) > 0:
		return 0, refusal.New(refusal.Invalid, MsgValueTooHigh)
	}
	return 0, refusal.New(refusal.Invalid, MsgValueDecimals)
}

// checkLists puts brand, size and condition in the lists' spelling and
// bounds the free-text lengths.
func checkLists(d *Draft) error {
	if d.Condition = canonical(Conditions, d.Condition); d.Condition == "" {
		return refusal.New(refusal.Invalid, MsgBadCondition)
	}
	if d.Size = canonical(Sizes, d.Size); d.Size == "" {
		return refusal.New(refusal.Invalid, MsgBadSize)
	}
	if d.Brand = canonical(Brands, d.Brand); d.Brand == "" {
		return refusal.New(refusal.Invalid, MsgBadBrand)
	}
	if utf8.RuneCountInString(d.Name) > maxName || utf8.RuneCountInString(d.Description) > maxDescription ||
		utf8.RuneCountInString(d.Material) > maxShort || utf8.RuneCountInString(d.Color) > maxShort {
		return refusal.New(refusal.Invalid, MsgTooLong)
	}
	return nil
}
