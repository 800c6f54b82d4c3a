package catalog

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgtype"

	"pursetrade/internal/store/db"
)

// Public lists are the hot path of the API: a page of bags is encoded
// straight from the rows as they arrive, their text still in the driver's
// buffer, rather than read into Items and encoded by encoding/json's
// reflection. It stays because it is worth it: in BenchmarkBrowseJSON
// (api/), which takes the two in turns in one process, the whole uncached
// answer for a page sorted by value costs half the time of encoding/json's
// (177 against 344 us) and a fifth of its allocations (87 against 467); a
// keyword search, whose time goes to PostgreSQL, gains a sixth
// (docs/benchmarks.md, 2 December 2026). The bytes are exactly those of
// json.Marshal of the Page (TestPageJSONMatchesMarshal,
// TestBrowseJSONMatchesBrowse); any change to Item must be made here too.

// pageBuffers are scratch buffers for a page's JSON: a page is encoded
// into one that has grown to fit earlier pages.
var pageBuffers = sync.Pool{New: func() any { return new([]byte) }}

// encodePage encodes a page whose items appendItems writes and hands
// the JSON to use, which must not keep it.
func encodePage(appendItems func([]byte) ([]byte, int64, error), page, perPage int, use func([]byte)) error {
	buf := pageBuffers.Get().(*[]byte)
	defer pageBuffers.Put(buf)
	b, total, err := appendItems(append((*buf)[:0], `{"items":[`...))
	if err != nil {
		return err
	}
	b = append(b, `],"page":`...)
	b = strconv.AppendInt(b, int64(page), 10)
	b = append(b, `,"per_page":`...)
	b = strconv.AppendInt(b, int64(perPage), 10)
	b = append(b, `,"total":`...)
	b = strconv.AppendInt(b, total, 10)
	b = append(b, '}')
	if cap(b) <= 1<<20 { // keep what an ordinary page needs, not an outlier's
		*buf = b
	}
	use(b)
	return nil
}

// appendItemJSON appends the JSON of an item as Item marshals it.
func appendItemJSON[S itemText](b []byte, r *listed[S]) ([]byte, error) {
	b = appendField(b, `{"_id":`, r.ID)
	b = appendField(b, `,"name":`, r.Name)
	b = appendField(b, `,"description":`, r.Description)
	b = appendField(b, `,"brand":`, r.Brand)
	b = appendField(b, `,"size":`, r.Size)
	b = appendField(b, `,"condition":`, r.Condition)
	b = append(b, `,"value":`...)
	b = appendDollars(b, r.ValueCents)
	// The main photo, then the rest.
	if len(r.Keys) > 0 {
		b = appendURL(append(b, `,"image_url":`...), r.Keys[0])
		b = appendURL(append(b, `,"thumbnail_url":`...), r.thumb(0))
	} else {
		b = append(b, `,"image_url":"","thumbnail_url":""`...)
	}
	b = append(b, `,"additional_images":[`...)
	for i := 1; i < len(r.Keys); i++ {
		if i > 1 {
			b = append(b, ',')
		}
		b = appendURL(b, r.Keys[i])
	}
	b = append(b, `],"images":[`...)
	for i, k := range r.Keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendURL(b, k)
	}
	b = append(b, `],"thumbnails":[`...)
	for i := range r.Keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendURL(b, r.thumb(i))
	}
	b = appendField(b, `],"user_id":`, r.OwnerID)
	b = appendField(b, `,"owner_id":`, r.OwnerID)
	b = appendField(b, `,"owner_closet_name":`, r.OwnerCloset)
	b = appendField(b, `,"owner_zip":`, r.OwnerZip)
	b = append(b, `,"owner_verified":`...)
	b = strconv.AppendBool(b, r.OwnerVerified)
	b = append(b, `,"featured":`...)
	b = strconv.AppendBool(b, r.FeaturedRank != nil)
	b = append(b, `,"featured_rank":`...)
	if r.FeaturedRank != nil {
		b = strconv.AppendInt(b, int64(*r.FeaturedRank), 10)
	} else {
		b = append(b, "null"...)
	}
	b = appendField(b, `,"material":`, r.Material)
	b = appendField(b, `,"color":`, r.Color)
	b = appendField(b, `,"status":`, r.Status)
	b = append(b, `,"in_trade":`...)
	b = strconv.AppendBool(b, r.InTrade)
	b = append(b, `,"trade_fee":`...)
	b = appendDollars(b, r.TradeFeeCents)
	var err error
	if b, err = appendTimeField(b, `,"created_at":`, r.CreatedAt); err != nil {
		return nil, err
	}
	if b, err = appendTimeField(b, `,"updated_at":`, r.UpdatedAt); err != nil {
		return nil, err
	}
	return append(b, '}'), nil
}

// appendDollars appends money.Dollars(cents) as JSON (money.Format).
func appendDollars(b []byte, cents int64) []byte {
	if cents < 0 {
		b = append(b, '-')
		cents = -cents
	}
	b = strconv.AppendInt(b, cents/100, 10)
	if frac := cents % 100; frac != 0 {
		b = append(b, '.', byte('0'+frac/10))
		if frac%10 != 0 {
			b = append(b, byte('0'+frac%10))
		}
	}
	return b
}

func appendField[S itemText](b []byte, name string, s S) []byte {
	return appendJSONString(append(b, name...), s)
}

// appendURL appends the JSON string UploadsPath + key.
func appendURL[S itemText](b []byte, key S) []byte {
	if !jsonPlain(key) {
		return appendJSONString(b, UploadsPath+string(key))
	}
	b = append(b, '"')
	b = append(b, UploadsPath...)
	b = append(b, key...)
	return append(b, '"')
}

func appendTimeField(b []byte, name string, t time.Time) ([]byte, error) {
	b = append(b, name...)
	b = append(b, '"')
	b, err := t.AppendText(b) // what Time.MarshalJSON quotes
	if err != nil {
		return nil, err
	}
	return append(b, '"'), nil
}

// appendJSONString appends s as encoding/json writes a string: strings
// that need no escaping are copied, the rest go through encoding/json.
func appendJSONString[S itemText](b []byte, s S) []byte {
	if jsonPlain(s) {
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"')
	}
	enc, _ := json.Marshal(string(s)) // a string always encodes
	return append(b, enc...)
}

// plainASCII marks the ASCII bytes encoding/json copies unchanged: not
// control characters, quotes, backslashes or the HTML characters <, > and &.
var plainASCII = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// jsonPlain reports whether encoding/json writes s unchanged between
// quotes: valid UTF-8 without control characters, quotes, backslashes,
// the HTML characters <, > and &, or U+2028 and U+2029.
func jsonPlain[S itemText](s S) bool {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if !plainASCII[c] {
				return false
			}
			i++
			continue
		}
		var c [utf8.UTFMax]byte
		r, size := utf8.DecodeRune(c[:copy(c[:], s[i:])])
		if r == utf8.RuneError && size == 1 || r == '\u2028' || r == '\u2029' {
			return false
		}
		i += size
	}
	return true
}

// appendListJSON runs a list query and appends its items' JSON, comma
// separated, each row encoded while its text is still in the driver's
// buffer.
func appendListJSON(ctx context.Context, conn db.DBTX, q *itemQuery, b []byte) ([]byte, error) {
	rows, err := conn.Query(ctx, q.sql(), q.args...)
	if err != nil {
		return nil, fmt.Errorf("read items: %w", err)
	}
	defer rows.Close()
	var r listed[pgtype.DriverBytes]
	dst := r.fields()
	for n := 0; rows.Next(); n++ {
		if err := rows.Scan(dst...); err != nil {
			return nil, fmt.Errorf("read items: %w", err)
		}
		if n > 0 {
			b = append(b, ',')
		}
		if b, err = appendItemJSON(b, &r); err != nil {
			return nil, err
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read items: %w", err)
	}
	return b, nil
}
