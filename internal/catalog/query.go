package catalog

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// Item reads are built here rather than by sqlc because browse sorts by a
// whitelisted column in either direction: an ORDER BY CASE ... expression
// would defeat the partial (column, id) indexes, so each sort gets its own
// plain ORDER BY. Conditions and values are always bind parameters.

// publicConds are what a visitor may see: active items of active members.
var publicConds = []string{"i.status = 'active'", "u.status = 'active'"}

// itemQuery selects items (with owner, photos and trade state) matching
// every condition, in one order, one page at a time.
type itemQuery struct {
	conds  []string
	args   []any
	sort   string // SQL template over an items alias (%[1]s); "" = created_at
	asc    bool   // default newest / largest first
	limit  int    // 0 = all
	offset int
	// list reads only what Item shows (listed.fields): public lists never
	// need the moderation columns or the owner's name, email and status.
	list bool
}

// bind adds a parameter and returns its placeholder.
func (q *itemQuery) bind(v any) string {
	q.args = append(q.args, v)
	return "$" + strconv.Itoa(len(q.args))
}

func (q *itemQuery) where(cond string) { q.conds = append(q.conds, cond) }

func (q *itemQuery) from() string {
	s := "FROM items i JOIN users u ON u.id = i.owner_id"
	if len(q.conds) > 0 {
		s += " WHERE " + strings.Join(q.conds, " AND ")
	}
	return s
}

// orderBy sorts by a whitelisted key, ties broken by id.
func (q *itemQuery) orderBy(sort, order string) {
	q.sort, q.asc = sortKeys[sort], order == "asc"
}

// orderSQL is the ORDER BY list over the items alias a.
func (q *itemQuery) orderSQL(a string) string {
	sort := q.sort
	if sort == "" {
		sort = sortKeys["created_at"]
	}
	dir := " DESC"
	if q.asc {
		dir = " ASC"
	}
	return fmt.Sprintf(sort, a) + dir + ", " + a + ".id" + dir
}

// Columns of the inner page query: all of them, or what Item shows.
const (
	fullCols = "i.id, i.owner_id, i.name, i.description, i.brand, i.size, i.condition, i.value_cents, " +
		"i.material, i.color, i.status, i.status_reason, i.featured_rank, i.approved_at, i.created_at, " +
		"i.updated_at, i.removed_at, (SELECT e.edited_at FROM item_edits e WHERE e.item_id = i.id) AS edited_at, u.name AS owner_name, u.email AS owner_email, u.closet_name, u.zip_code, " +
		"u.identity_status = 'verified', u.status AS owner_status "
	listCols = "i.id, i.owner_id, i.name, i.description, i.brand, i.size, i.condition, i.value_cents, " +
		"i.material, i.color, i.status, i.featured_rank, i.created_at, i.updated_at, u.closet_name, u.zip_code, " +
		"u.identity_status = 'verified' "
)

// sql pages over items and owners first, then adds photos and trade state
// to the page's rows only. It is built in one buffer: browse builds it for
// every request.
func (q *itemQuery) sql() string {
	cols := fullCols
	if q.list {
		cols = listCols
	}
	var s strings.Builder
	s.Grow(1536)
	s.WriteString(`SELECT p.*, coalesce(img.keys, '{}'), coalesce(img.thumbs, '{}'),
  EXISTS (SELECT 1 FROM trades t WHERE t.hat1_id = p.id AND t.status IN ('accepted', 'disputed') AND t.deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM trades t WHERE t.hat2_id = p.id AND t.status IN ('accepted', 'disputed') AND t.deleted_at IS NULL),
  (SELECT trade_fee_cents FROM settings WHERE id)
FROM (SELECT `)
	s.WriteString(cols)
	s.WriteString(q.from())
	s.WriteString(" ORDER BY ")
	s.WriteString(q.orderSQL("i"))
	if q.limit > 0 {
		fmt.Fprintf(&s, " LIMIT %d OFFSET %d", q.limit, q.offset)
	}
	s.WriteString(`) p
LEFT JOIN LATERAL (
  SELECT array_agg(storage_key ORDER BY position) AS keys, array_agg(thumb_storage_key ORDER BY position) AS thumbs
  FROM item_images WHERE item_id = p.id
) img ON true
ORDER BY `)
	s.WriteString(q.orderSQL("p"))
	return s.String()
}

func (q *itemQuery) countSQL() string { return "SELECT count(*) " + q.from() }

// fetch runs the query.
func fetch(ctx context.Context, conn db.DBTX, q *itemQuery) ([]record, error) {
	rows, err := conn.Query(ctx, q.sql(), q.args...)
	if err != nil {
		return nil, fmt.Errorf("read items: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (record, error) {
		var r record
		if q.list {
			return r, row.Scan(r.listed.fields()...)
		}
		return r, row.Scan(r.fields()...)
	})
	if err != nil {
		return nil, fmt.Errorf("read items: %w", err)
	}
	return out, nil
}

// count runs the query's count.
func count(ctx context.Context, conn db.DBTX, q *itemQuery) (int64, error) {
	var n int64
	if err := conn.QueryRow(ctx, q.countSQL(), q.args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count items: %w", err)
	}
	return n, nil
}

// filter adds a browse request's owner, keyword and attribute filters.
func (q *itemQuery) filter(b Browse) {
	if b.Owner != "" {
		q.where("i.owner_id = " + q.bind(b.Owner))
	}
	if b.Q != "" {
		q.where("i.search @@ websearch_to_tsquery('english', " + q.bind(b.Q) + ")")
	}
	for _, f := range []struct {
		col, v string
		list   []string
	}{
		{"i.brand", b.Brand, Brands}, {"i.size", b.Size, Sizes}, {"i.condition", b.Condition, Conditions},
	} {
		if f.v != "" {
			if c := canonical(f.list, f.v); c != "" {
				f.v = c
			}
			q.where(f.col + " = " + q.bind(f.v))
		}
	}
	if b.MinValueCents > 0 {
		q.where("i.value_cents >= " + q.bind(b.MinValueCents))
	}
	if b.MaxValueCents > 0 {
		q.where("i.value_cents <= " + q.bind(b.MaxValueCents))
	}
	q.filterFree(b.Free)
	q.orderBy(b.Sort, b.Order)
	q.limit, q.offset = b.PerPage, (b.Page-1)*b.PerPage
}

// cacheKey identifies the query's filter (not its order or page).
func (q *itemQuery) cacheKey() string {
	return fmt.Sprintf("%s|%v", strings.Join(q.conds, " AND "), q.args)
}

// BrowseStatements are the statements a browse request runs (the catalog
// version, the page, and the count when the cached total is stale) with
// their arguments, for benchmarks and EXPLAIN.
func BrowseStatements(b Browse) (version, page, total string, args []any) {
	q := browseQuery(b)
	return versionSQL, q.sql(), q.countSQL(), q.args
}
