package catalog_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
)

// TestBrowseJSONMatchesBrowse: the public list encoded straight from
// PostgreSQL's rows is byte for byte the JSON of the same page read into
// Items, across text that needs escaping, photos with and without
// thumbnails, featured ranks and a bag in an accepted trade.
func TestBrowseJSONMatchesBrowse(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	if _, err := pool.Exec(ctx, `
INSERT INTO users (id, email, password_hash, name, closet_name, zip_code, city, state, status)
VALUES ('aaaaaaaaaaaaaaaaaaaaaaa1', 'one@example.test', 'x', 'One', 'Chloé''s "closet" <b>&</b>', '33101', 'Miami', 'FL', 'active'),
       ('aaaaaaaaaaaaaaaaaaaaaaa2', 'two@example.test', 'x', 'Two', 'Closet 2', '10001', 'New York', 'NY', 'active');
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color, status, featured_rank, created_at)
VALUES ('bbbbbbbbbbbbbbbbbbbbbbb1', 'aaaaaaaaaaaaaaaaaaaaaaa1', 'Hermès tote 👜', E'line\nbreak\ttab \\ back "quote" \u2028', 'Hermès', 'Large/Tote', 'Like New', 123456, 'Leather', 'Black', 'active', 1, now() - interval '3 days'),
       ('bbbbbbbbbbbbbbbbbbbbbbb2', 'aaaaaaaaaaaaaaaaaaaaaaa1', '日本語 clutch', '', 'Other', 'Mini/Clutch', 'Good', 1005, '', '', 'active', NULL, now() - interval '2 days'),
       ('bbbbbbbbbbbbbbbbbbbbbbb3', 'aaaaaaaaaaaaaaaaaaaaaaa2', 'Plain bag', 'a & b < c > d', 'Coach', 'Medium/Shoulder', 'Fair', 100, 'Canvas', 'Tan', 'active', NULL, now() - interval '1 day'),
       ('bbbbbbbbbbbbbbbbbbbbbbb4', 'aaaaaaaaaaaaaaaaaaaaaaa2', 'Pending bag', '', 'Coach', 'Medium/Shoulder', 'Fair', 100, '', '', 'pending', NULL, now());
INSERT INTO item_images (id, item_id, position, storage_key, thumb_storage_key, content_type, width, height, bytes)
VALUES ('ccccccccccccccccccccccc1', 'bbbbbbbbbbbbbbbbbbbbbbb1', 0, 'main.jpg', 'main-thumb.jpg', 'image/jpeg', 10, 10, 100),
       ('ccccccccccccccccccccccc2', 'bbbbbbbbbbbbbbbbbbbbbbb1', 1, 'second.jpg', '', 'image/jpeg', 10, 10, 100),
       ('ccccccccccccccccccccccc3', 'bbbbbbbbbbbbbbbbbbbbbbb1', 2, 'third"odd.jpg', 'third-thumb.jpg', 'image/jpeg', 10, 10, 100),
       ('ccccccccccccccccccccccc4', 'bbbbbbbbbbbbbbbbbbbbbbb3', 0, 'only.jpg', 'only-thumb.jpg', 'image/jpeg', 10, 10, 100);
INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
VALUES ('ddddddddddddddddddddddd1', 'trade-ddddddddddddddddddddddd1', 'accepted', 'aaaaaaaaaaaaaaaaaaaaaaa2',
        'aaaaaaaaaaaaaaaaaaaaaaa1', 'bbbbbbbbbbbbbbbbbbbbbbb3', 'bbbbbbbbbbbbbbbbbbbbbbb2', 'pickup', current_date, current_date + 7);
`); err != nil {
		t.Fatal(err)
	}
	svc := catalog.NewService(pool, nil, catalog.WithPageCacheTTL(0))
	for _, query := range []string{"", "sort=value&order=desc", "sort=value&order=asc&per_page=2&page=2", "q=tote", "brand=coach"} {
		values, _ := url.ParseQuery(query)
		b, err := catalog.ParseBrowse(values, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		page, err := svc.Browse(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(page)
		if err != nil {
			t.Fatal(err)
		}
		var got []byte
		if err := svc.BrowseJSON(ctx, b, func(p []byte) { got = bytes.Clone(p) }); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%q:\n got %s\nwant %s", query, got, want)
		}
		if query == "" && (len(page.Items) != 3 || page.Total != 3 || !page.Items[1].InTrade || page.Items[2].FeaturedRank == nil ||
			len(page.Items[2].Images) != 3 || page.Items[2].Thumbnails[1] != catalog.UploadsPath+"second.jpg") {
			t.Fatalf("the fixture did not cover what it means to: %s", got)
		}
	}
}
