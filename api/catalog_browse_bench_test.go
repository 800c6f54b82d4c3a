package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"testing"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
)

// browseEncoder is one way to produce the browse answer's bytes.
type browseEncoder struct {
	name   string
	encode func(ctx context.Context, svc *catalog.Service, b catalog.Browse) error
}

// browseEncoders are the encoders BenchmarkBrowseJSON compares
// (catalog_browse_jsonv2_bench_test.go adds encoding/json/v2 under
// GOEXPERIMENT=jsonv2).
var browseEncoders = []browseEncoder{
	{"service", func(ctx context.Context, svc *catalog.Service, b catalog.Browse) error {
		return svc.BrowseJSON(ctx, b, func([]byte) {})
	}},
	{"encoding-json", func(ctx context.Context, svc *catalog.Service, b catalog.Browse) error {
		page, err := svc.Browse(ctx, b)
		if err == nil {
			_, err = json.Marshal(page)
		}
		return err
	}},
}

// BenchmarkBrowseJSON is the uncached browse answer without HTTP: the
// catalog service over the load test's 100,000 bags, its page cache off,
// 32 callers at once, as the service writes it and as encoding/json
// writes the Page. -count repeats each sub-benchmark back to back, so on a
// shared machine the encoders take turns in BENCH_ROUNDS rounds (default
// 1) instead; compare them with benchstat -col /encoder -ignore /round.
// Its CPU and allocation profiles (-cpuprofile, -memprofile) show what one
// answer costs in the API process:
//
//	BENCH_ROUNDS=6 go test -run '^$' -bench BrowseJSON -benchmem ./api/ > browse.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /encoder -ignore /round browse.txt
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
	rounds := 1
	if v, err := strconv.Atoi(os.Getenv("BENCH_ROUNDS")); err == nil && v > 0 {
		rounds = v
	}
	svc := catalog.NewService(pool, nil, catalog.WithPageCacheTTL(0))
	for _, sc := range []struct{ name, query string }{
		{"browse_by_value", "sort=value&order=desc"},
		{"keyword_search", "q=leather+tote"},
	} {
		values, _ := url.ParseQuery(sc.query)
		browse, err := catalog.ParseBrowse(values, time.Now())
		if err != nil {
			b.Fatal(err)
		}
		if err := svc.BrowseJSON(ctx, browse, func([]byte) {}); err != nil { // counts the total once
			b.Fatal(err)
		}
		for round := 1; round <= rounds; round++ {
			for _, enc := range browseEncoders {
				b.Run(fmt.Sprintf("%s/round=%d/encoder=%s", sc.name, round, enc.name), func(b *testing.B) {
					b.ReportAllocs()
					b.SetParallelism(16) // 32 callers on 2 CPUs
					b.RunParallel(func(pb *testing.PB) {
						for pb.Next() {
							if err := enc.encode(ctx, svc, browse); err != nil {
								b.Error(err)
								return
							}
						}
					})
				})
			}
		}
	}
}
