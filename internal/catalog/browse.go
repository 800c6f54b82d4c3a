package catalog

import (
	"net/url"
	"pursetrade/internal/refusal"
	"strconv"
	"strings"
	"time"
)

// Page sizes.
const (
	DefaultPerPage = 12
	MaxPerPage     = 100
	maxQueryLen    = 200
)

// sortKeys are the browse sorts (a whitelist: anything else sorts by
// created_at), as SQL over an items alias. Sizes sort smallest first and
// conditions best first, not alphabetically. Each has a partial index
// (expression, id) over active items; the size and condition expressions
// are repeated verbatim in migration 00003's indexes.
var sortKeys = map[string]string{
	"created_at": "%[1]s.created_at", "name": "%[1]s.name", "brand": "%[1]s.brand", "value": "%[1]s.value_cents",
	"size": "(CASE %[1]s.size WHEN 'Mini/Clutch' THEN 1 WHEN 'Small/Crossbody' THEN 2 WHEN 'Medium/Shoulder' THEN 3 " +
		"WHEN 'Large/Tote' THEN 4 WHEN 'Extra Large/Weekend' THEN 5 ELSE 6 END)",
	"condition": "(CASE %[1]s.condition WHEN 'New' THEN 1 WHEN 'Like New' THEN 2 WHEN 'Good' THEN 3 " +
		"WHEN 'Fair' THEN 4 WHEN 'Poor' THEN 5 ELSE 6 END)",
}

// Browse is a parsed public list request.
type Browse struct {
	Sort, Order                  string // a key of sortKeys; asc or desc
	Page, PerPage                int
	Owner, Q                     string
	Brand, Size, Condition       string
	MinValueCents, MaxValueCents int64 // 0 = no bound
	Free                         FreeFor
}

// ParseBrowse reads sort, order, page, per_page, owner, q, brand, size,
// condition, min_value, max_value, and start and end (judged at now).
// Unknown sorts and orders fall back to the defaults; a page or per_page
// that is not a positive number does too.
func ParseBrowse(v url.Values, now time.Time) (Browse, error) {
	b := Browse{
		Sort: "created_at", Order: "desc", Page: 1, PerPage: DefaultPerPage,
		Owner: strings.TrimSpace(v.Get("owner")), Q: strings.TrimSpace(v.Get("q")),
		Brand: strings.TrimSpace(v.Get("brand")), Size: strings.TrimSpace(v.Get("size")),
		Condition: strings.TrimSpace(v.Get("condition")),
	}
	if _, ok := sortKeys[v.Get("sort")]; ok {
		b.Sort = v.Get("sort")
	}
	if o := strings.ToLower(v.Get("order")); o == "asc" || o == "desc" {
		b.Order = o
	}
	b.Page, b.PerPage = ParsePaging(v, DefaultPerPage)
	if len(b.Q) > maxQueryLen {
		b.Q = b.Q[:maxQueryLen]
	}
	for _, f := range []struct {
		name string
		dst  *int64
	}{{"min_value", &b.MinValueCents}, {"max_value", &b.MaxValueCents}} {
		if raw := strings.TrimSpace(v.Get(f.name)); raw != "" {
			cents, err := ParseValue(raw)
			if err != nil {
				return Browse{}, refusal.New(refusal.Invalid, f.name+" must be a dollar amount above 0")
			}
			*f.dst = cents
		}
	}
	var err error
	if b.Free, err = parseFreeFor(v, now); err != nil {
		return Browse{}, err
	}
	return b, nil
}

// ParsePaging reads page (from 1) and per_page (at most MaxPerPage).
func ParsePaging(v url.Values, defaultPerPage int) (page, perPage int) {
	page, perPage = 1, defaultPerPage
	if p, err := strconv.Atoi(v.Get("page")); err == nil && p > 0 {
		page = min(p, 100_000)
	}
	if n, err := strconv.Atoi(v.Get("per_page")); err == nil && n > 0 {
		perPage = min(n, MaxPerPage)
	}
	return page, perPage
}
