package api

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
)

// BenchmarkBrowseJSON is the uncached browse answer without HTTP: the
// catalog service over the load test's 100,000 bags, its page cache off,
// 32 callers at once. Its CPU and allocation profiles (-cpuprofile,
// -memprofile) show what one answer costs in the API process:
//
//	go test -run '^$' -bench BrowseJSON -benchmem -cpuprofile cpu.out ./api/
func BenchmarkBrowseJSON(b *testing.B) {
	ctx := context.Background()
	pool := testenv.NewPoolFor(b, testenv.DatabaseURL(b))
	if _, err := pool.Exec(ctx, benchCatalogData); err != nil {
		b.Fatal(err)
	}
	for _, table := range []string{"users", "items", "item_images"} {
		if _, err := pool.Exec(ctx, "VACUUM ANALYZE "+table); err != nil {
			b.Fatal(err)
		}
	}
	svc := catalog.NewService(pool, nil, catalog.WithPageCacheTTL(0))
	for _, sc := range []struct{ name, query string }{
		{"browse_by_value", "sort=value&order=desc"},
		{"keyword_search", "q=leather+tote"},
	} {
		values, _ := url.ParseQuery(sc.query)
		browse, err := catalog.ParseBrowse(values)
		if err != nil {
			b.Fatal(err)
		}
		if err := svc.BrowseJSON(ctx, browse, func([]byte) {}); err != nil { // counts the total once
			b.Fatal(err)
		}
		b.Run(sc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetParallelism(16) // 32 callers on 2 CPUs
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if err := svc.BrowseJSON(ctx, browse, func([]byte) {}); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
		b.Run(sc.name+"/encoding-json", func(b *testing.B) {
			b.ReportAllocs()
			b.SetParallelism(16)
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					page, err := svc.Browse(ctx, browse)
					if err == nil {
						_, err = json.Marshal(page)
					}
					if err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
