package catalog

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgtype"
)

// TestPageJSONMatchesMarshal: the hand-written page encoder writes exactly
// what encoding/json writes for the same page.
func TestPageJSONMatchesMarshal(t *testing.T) {
	words := []string{"", "Gucci", "Chloé", "Hermès", `say "hi"`, `back\slash`, "<b>bold</b>", "a & b", "tab\there",
		"line\nbreak", "\x00\x1f\x7f", "\u2028\u2029", "bad \xff utf8", "\xe2\x82", "emoji 👜", "日本語", "/uploads/x.jpg",
		"abc123def456.jpg", "\b\f\r"}
	rank := int16(2)
	locs := []*time.Location{time.UTC, time.FixedZone("X", -5*3600), time.FixedZone("Y", 5*3600+1800), time.Local}
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func() string { return words[rng.IntN(len(words))] }
	keys := func() []string {
		out := make([]string, rng.IntN(4))
		for i := range out {
			out[i] = pick()
		}
		if rng.IntN(5) == 0 {
			return nil
		}
		return out
	}
	for n := range 300 {
		recs := make([]record, rng.IntN(5))
		for i := range recs {
			r := &recs[i]
			r.ID, r.OwnerID, r.Name, r.Description, r.Brand = pick(), pick(), pick(), pick(), pick()
			r.Size, r.Condition, r.Material, r.Color, r.Status = pick(), pick(), pick(), pick(), pick()
			r.OwnerCloset, r.OwnerZip = pick(), pick()
			r.ValueCents, r.TradeFeeCents = rng.Int64N(100_000_000)-10, rng.Int64N(10_000)
			if rng.IntN(4) == 0 {
				r.ValueCents = []int64{0, 5, 50, 10, 1, 99, 100, 105, 150, -5, -150, math.MaxInt64 / 2}[rng.IntN(12)]
			}
			if rng.IntN(2) == 0 {
				r.FeaturedRank = &rank
			}
			r.Keys, r.Thumbs = keys(), keys()
			r.InTrade = rng.IntN(2) == 0
			loc := locs[rng.IntN(len(locs))]
			r.CreatedAt = time.Unix(rng.Int64N(4_000_000_000), rng.Int64N(1e9)*int64(rng.IntN(2))).In(loc)
			r.UpdatedAt = time.Unix(rng.Int64N(4_000_000_000), 0).In(loc)
		}
		page, perPage, total := rng.IntN(1000)+1, rng.IntN(100)+1, rng.Int64N(1e6)
		want, err := json.Marshal(Page{Items: itemsOf(recs), Page: page, PerPage: perPage, Total: total})
		if err != nil {
			t.Fatal(err)
		}
		got, err := encodeRecords(recs, page, perPage, total)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d:\n got %s\nwant %s", n, got, want)
		}
		if got, err = encodeDriverBytes(recs, page, perPage, total); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("case %d, text as bytes (%v):\n got %s\nwant %s", n, err, got, want)
		}
	}
	// A time encoding/json refuses is refused here too.
	bad := []record{{listed: listed[string]{CreatedAt: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}}}
	if _, err := json.Marshal(Page{Items: itemsOf(bad)}); err == nil {
		t.Fatal("encoding/json took year 10000")
	}
	if _, err := encodeRecords(bad, 1, 1, 1); err == nil {
		t.Fatal("appendItemJSON took year 10000")
	}
}

// encodeRecords is the page of records as BrowseJSON writes it.
func encodeRecords(recs []record, page, perPage int, total int64) ([]byte, error) {
	return encodeToBytes(func(b []byte) ([]byte, int64, error) {
		for i := range recs {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendItemJSON(b, &recs[i].listed); err != nil {
				return nil, 0, err
			}
		}
		return b, total, nil
	}, page, perPage)
}

// encodeDriverBytes is encodeRecords with the text held as bytes, as rows
// are encoded straight from the driver's buffer.
// encodeToBytes is encodePage's JSON, copied out of its buffer.
func encodeToBytes(appendItems func([]byte) ([]byte, int64, error), page, perPage int) (out []byte, err error) {
	err = encodePage(appendItems, page, perPage, func(b []byte) { out = bytes.Clone(b) })
	return out, err
}

func encodeDriverBytes(recs []record, page, perPage int, total int64) ([]byte, error) {
	asBytes := func(list []string) []pgtype.DriverBytes {
		if list == nil {
			return nil
		}
		out := make([]pgtype.DriverBytes, len(list))
		for i, s := range list {
			out[i] = pgtype.DriverBytes(s)
		}
		return out
	}
	return encodeToBytes(func(b []byte) ([]byte, int64, error) {
		for i := range recs {
			r := &recs[i]
			l := listed[pgtype.DriverBytes]{ID: []byte(r.ID), OwnerID: []byte(r.OwnerID), Name: []byte(r.Name),
				Description: []byte(r.Description), Brand: []byte(r.Brand), Size: []byte(r.Size),
				Condition: []byte(r.Condition), ValueCents: r.ValueCents, Material: []byte(r.Material),
				Color: []byte(r.Color), Status: []byte(r.Status), FeaturedRank: r.FeaturedRank,
				CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, OwnerCloset: []byte(r.OwnerCloset),
				OwnerZip: []byte(r.OwnerZip), Keys: asBytes(r.Keys), Thumbs: asBytes(r.Thumbs), InTrade: r.InTrade,
				TradeFeeCents: r.TradeFeeCents}
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendItemJSON(b, &l); err != nil {
				return nil, 0, err
			}
		}
		return b, total, nil
	}, page, perPage)
}

func BenchmarkPageJSON(b *testing.B) {
	rank := int16(1)
	recs := make([]record, 12)
	for i := range recs {
		recs[i] = record{listed: listed[string]{ID: "0000000000000000010186a1", OwnerID: "000000000000000000000abc", Name: "Chloé Black Tote",
			Description: "Structured leather tote in black, gold hardware", Brand: "Chloé", Size: "Large/Tote",
			Condition: "Like New", ValueCents: 123456, Material: "Leather", Color: "Black", Status: "active",
			OwnerCloset: "Closet 12", OwnerZip: "33101", Keys: []string{"0123456789abcdef0123456789abcdef.jpg", "fedcba9876543210fedcba9876543210.jpg"},
			Thumbs: []string{"t0123456789abcdef0123456789abcde.jpg", ""}, TradeFeeCents: 500, FeaturedRank: &rank,
			CreatedAt: time.Now(), UpdatedAt: time.Now()}}
	}
	b.Run("encoding/json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = json.Marshal(Page{Items: itemsOf(recs), Page: 1, PerPage: 12, Total: 100000})
		}
	})
	b.Run("append", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = encodeRecords(recs, 1, 12, 100000)
		}
	})
}

// TestJSONPlainMatchesEncodingJSON: jsonPlain says a string is plain
// exactly when encoding/json writes it unchanged, as a string and as
// bytes, wherever the character that needs escaping falls.
func TestJSONPlainMatchesEncodingJSON(t *testing.T) {
	pieces := []string{"a", "Z", "0", " ", "~", "/", ".", "\x7f", "\x1f", "\x00", "\t", `"`, `\`, "<", ">", "&",
		"é", "👜", "日", "\u2028", "\u2029", "\xff", "\xe2\x82", "\xc3"}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 200000 {
		var b strings.Builder
		plainRun := rng.IntN(30)
		for range plainRun {
			b.WriteByte("abcdefghij0123456789-_."[rng.IntN(23)])
		}
		for range rng.IntN(3) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
			for range rng.IntN(12) {
				b.WriteByte('x')
			}
		}
		s := b.String()
		enc, _ := json.Marshal(s)
		want := string(enc) == `"`+s+`"`
		if got := jsonPlain(s); got != want {
			t.Fatalf("case %d: jsonPlain(%q) = %v, encoding/json says %v", n, s, got, want)
		}
		if got := jsonPlain([]byte(s)); got != want {
			t.Fatalf("case %d: jsonPlain([]byte(%q)) = %v, encoding/json says %v", n, s, got, want)
		}
	}
}
