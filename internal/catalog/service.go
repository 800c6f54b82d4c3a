package catalog

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/images"
	"pursetrade/internal/store/db"
)

// Service reads and changes the catalog.
type Service struct {
	pool   *pgxpool.Pool
	store  images.Storage
	counts *countCache
}

// countTTL bounds how long a total is reused even when no write is seen.
const countTTL = 10 * time.Second

// NewService builds the catalog over a database and a photo store.
func NewService(pool *pgxpool.Pool, store images.Storage) *Service {
	return &Service{pool: pool, store: store, counts: newCountCache(countTTL)}
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

// versionSQL is the catalog version that keys cached totals.
const versionSQL = `SELECT greatest((SELECT max(updated_at) FROM items), (SELECT max(updated_at) FROM users))`

// Browse lists public items.
func (s *Service) Browse(ctx context.Context, b Browse) (Page, error) {
	q := &itemQuery{conds: slices.Clone(publicConds)}
	q.filter(b)
	recs, total, err := s.page(ctx, q)
	if err != nil {
		return Page{}, err
	}
	return Page{Items: itemsOf(recs), Page: b.Page, PerPage: b.PerPage, Total: total}, nil
}

// page reads one page and the total: the version and the page travel in
// one round trip; the total comes from the cache when the version matches.
func (s *Service) page(ctx context.Context, q *itemQuery) ([]record, int64, error) {
	batch := &pgx.Batch{}
	var version *time.Time
	batch.Queue(versionSQL).QueryRow(func(row pgx.Row) error { return row.Scan(&version) })
	var recs []record
	batch.Queue(q.sql(), q.args...).Query(func(rows pgx.Rows) error {
		var err error
		recs, err = scanRecords(rows)
		return err
	})
	if err := s.pool.SendBatch(ctx, batch).Close(); err != nil {
		return nil, 0, err
	}
	var v time.Time
	if version != nil {
		v = *version
	}
	total, err := s.counts.get(ctx, q.cacheKey(), v, func(ctx context.Context) (int64, error) {
		return count(ctx, s.pool, q)
	})
	return recs, total, err
}

// Featured lists the public items at ranks 1-3, in rank order.
func (s *Service) Featured(ctx context.Context) ([]Item, error) {
	q := &itemQuery{conds: append(slices.Clone(publicConds), "i.featured_rank BETWEEN 1 AND 3"), sort: "%[1]s.featured_rank", asc: true}
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
func ItemsByID(ctx context.Context, conn db.DBTX, itemIDs []string) (map[string]Item, error) {
	q := &itemQuery{}
	q.where("i.id = ANY(" + q.bind(itemIDs) + ")")
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
