package catalog

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/images"
	"pursetrade/internal/store/db"
)

// Service reads and changes the catalog.
type Service struct {
	pool     *pgxpool.Pool
	store    images.Storage
	counts   *versionCache[int64]  // list totals
	pages    *versionCache[[]byte] // public list answers (browse, featured) as JSON
	versions *versionGate
	// photoQuota is the most bytes of photos one member may keep (WithPhotoQuota).
	photoQuota int64
	// turnaroundDays is what a date search counts after its range (WithSearchTurnaround).
	turnaroundDays int
}

// DefaultCacheTTL bounds how long a total or a public page is reused when
// no change is seen.
const DefaultCacheTTL = 2 * time.Second

// Option configures a Service.
type Option func(*Service)

// WithPageCacheTTL sets how long a public page may be reused (0: every
// request reads its page). Totals are always reused while the catalog is
// unchanged: counting is the one cost that grows with the catalog.
func WithPageCacheTTL(ttl time.Duration) Option {
	return func(s *Service) { s.pages = newVersionCache[[]byte](ttl) }
}

// WithSearchTurnaround sets the turnaround a date search keeps after its
// range: the shortest a trade keeps (TURNAROUND_PICKUP_DAYS), so a bag is
// listed when some trade of those dates can book it; the request form's
// calendar then counts the turnaround of the delivery chosen.
func WithSearchTurnaround(days int) Option {
	return func(s *Service) { s.turnaroundDays = days }
}

// NewService builds the catalog over a database and a photo store.
func NewService(pool *pgxpool.Pool, photos images.Storage, opts ...Option) *Service {
	s := &Service{pool: pool, store: photos, counts: newVersionCache[int64](DefaultCacheTTL),
		pages: newVersionCache[[]byte](DefaultCacheTTL), photoQuota: DefaultPhotoQuota}
	s.versions = &versionGate{read: s.readVersion}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Page is one page of a list.
type Page struct {
	Items   []Item `json:"items"`
	Page    int    `json:"page"`
	PerPage int    `json:"per_page"`
	Total   int64  `json:"total"`
}

// Viewer is who asks for an item ("" for a visitor).
type Viewer struct {
	ID    string
	Admin bool
}

func (s *Service) version(ctx context.Context) (time.Time, error) { return s.versions.get(ctx) }

// readVersion reads the catalog version (zero for an empty catalog).
func (s *Service) readVersion(ctx context.Context) (time.Time, error) {
	var v *time.Time
	if err := s.pool.QueryRow(ctx, versionSQL).Scan(&v); err != nil || v == nil {
		return time.Time{}, err
	}
	return *v, nil
}

// Browse lists public items.
func (s *Service) Browse(ctx context.Context, b Browse) (Page, error) {
	b.Free.TurnaroundDays = s.turnaroundDays
	v, err := s.version(ctx)
	if err != nil {
		return Page{}, err
	}
	return s.browseAt(ctx, b, v)
}

// BrowseJSON hands Browse's JSON answer to write, which must not keep it:
// an answer read for this call is in a buffer reused once write returns;
// one shared by every caller asking for the same page while the catalog
// does not change comes from the page cache.
func (s *Service) BrowseJSON(ctx context.Context, b Browse, write func(page []byte)) error {
	b.Free.TurnaroundDays = s.turnaroundDays
	v, err := s.version(ctx)
	if err != nil {
		return err
	}
	q := browseQuery(b)
	encode := func(ctx context.Context, use func([]byte)) error {
		return encodePage(func(out []byte) ([]byte, int64, error) {
			out, err := appendListJSON(ctx, s.pool, q, out)
			if err != nil {
				return nil, 0, err
			}
			total, err := s.total(ctx, q, v)
			return out, total, err
		}, b.Page, b.PerPage, use)
	}
	if !s.pages.enabled() {
		return encode(ctx, write)
	}
	key := fmt.Sprintf("browse|%s|%s|%d|%d", q.cacheKey(), q.orderSQL("i"), q.limit, q.offset)
	page, err := s.pages.get(ctx, key, v, func(ctx context.Context) (page []byte, err error) {
		err = encode(ctx, func(p []byte) { page = bytes.Clone(p) })
		return page, err
	})
	if err != nil {
		return err
	}
	write(page)
	return nil
}

func browseQuery(b Browse) *itemQuery {
	q := &itemQuery{conds: slices.Clone(publicConds), list: true}
	q.filter(b)
	return q
}

// browseAt reads a page at catalog version v.
func (s *Service) browseAt(ctx context.Context, b Browse, v time.Time) (Page, error) {
	q := browseQuery(b)
	recs, err := fetch(ctx, s.pool, q)
	if err != nil {
		return Page{}, err
	}
	total, err := s.total(ctx, q, v)
	if err != nil {
		return Page{}, err
	}
	return Page{Items: itemsOf(recs), Page: b.Page, PerPage: b.PerPage, Total: total}, nil
}

// count is the number of public items a browse request lists.
func (s *Service) count(ctx context.Context, b Browse) (int64, error) {
	v, err := s.version(ctx)
	if err != nil {
		return 0, err
	}
	return s.total(ctx, browseQuery(b), v)
}

// total is the list's item count, from the cache when it was counted at
// catalog version v.
func (s *Service) total(ctx context.Context, q *itemQuery, v time.Time) (int64, error) {
	return s.counts.get(ctx, q.cacheKey(), v, func(ctx context.Context) (int64, error) {
		return count(ctx, s.pool, q)
	})
}

// FeaturedJSON is the home page's featured list as {"items": [...]}.
func (s *Service) FeaturedJSON(ctx context.Context) ([]byte, error) {
	v, err := s.version(ctx)
	if err != nil {
		return nil, err
	}
	return s.pages.get(ctx, "featured", v, func(ctx context.Context) ([]byte, error) {
		items, err := s.Featured(ctx)
		if err != nil {
			return nil, err
		}
		return json.Marshal(struct {
			Items []Item `json:"items"`
		}{items})
	})
}

// Featured lists the public items at ranks 1-3, in rank order.
func (s *Service) Featured(ctx context.Context) ([]Item, error) {
	q := &itemQuery{conds: append(slices.Clone(publicConds), "i.featured_rank BETWEEN 1 AND 3"), sort: "%[1]s.featured_rank", asc: true, list: true}
	recs, err := fetch(ctx, s.pool, q)
	return itemsOf(recs), err
}

// Get returns an item the viewer may see: a public one, the viewer's own
// (unless removed), or any for an administrator.
func (s *Service) Get(ctx context.Context, id string, v Viewer) (Item, error) {
	r, err := s.one(ctx, id)
	if err != nil {
		return Item{}, err
	}
	if r.public() || v.Admin || (v.ID == r.OwnerID && r.Status != "removed") {
		return r.item(), nil
	}
	return Item{}, ErrNotFound
}

// Mine lists a member's own items in every status but removed, newest first.
func (s *Service) Mine(ctx context.Context, ownerID string) ([]Item, error) {
	q := &itemQuery{}
	q.where("i.owner_id = " + q.bind(ownerID))
	q.where("i.status <> 'removed'")
	recs, err := fetch(ctx, s.pool, q)
	return itemsOf(recs), err
}

func (s *Service) one(ctx context.Context, id string) (record, error) {
	q := &itemQuery{}
	q.where("i.id = " + q.bind(id))
	recs, err := fetch(ctx, s.pool, q)
	if err != nil {
		return record{}, err
	}
	if len(recs) == 0 {
		return record{}, ErrNotFound
	}
	return recs[0], nil
}

func itemsOf(recs []record) []Item {
	out := make([]Item, 0, len(recs))
	for i := range recs {
		out = append(out, recs[i].item())
	}
	return out
}

// isNoRows maps a missing row to ErrNotFound.
func isNoRows(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// ItemsByID returns the items with these ids in any status, keyed by id
// (trades show the bags they reference, even removed ones). One query.
func (s *Service) ItemsByID(ctx context.Context, itemIDs []string) (map[string]Item, error) {
	q := &itemQuery{}
	q.where("i.id = ANY(" + q.bind(itemIDs) + ")")
	return keyedItems(ctx, s.pool, q)
}

// ItemsOfTrade returns the two bags of a trade's projection, as ItemsByID.
func (s *Service) ItemsOfTrade(ctx context.Context, tradeID string) (map[string]Item, error) {
	q := &itemQuery{}
	id := q.bind(tradeID)
	q.where("i.id IN (SELECT t.hat1_id FROM trades t WHERE t.id = " + id + " UNION SELECT t.hat2_id FROM trades t WHERE t.id = " + id + ")")
	return keyedItems(ctx, s.pool, q)
}

func keyedItems(ctx context.Context, conn db.DBTX, q *itemQuery) (map[string]Item, error) {
	recs, err := fetch(ctx, conn, q)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Item, len(recs))
	for i := range recs {
		out[recs[i].ID] = recs[i].item()
	}
	return out, nil
}
