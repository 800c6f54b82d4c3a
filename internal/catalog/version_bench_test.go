package catalog_test

import (
	"context"
	"testing"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
)

// BenchmarkVersionRead weighs the version gate: every browse, cached or
// not, first reads the catalog version. 32 callers at once read it through
// the gate (one read per round trip, shared by whoever waits for it) and
// each with a query of its own, in the same run.
func BenchmarkVersionRead(b *testing.B) {
	ctx := context.Background()
	s := catalog.NewService(testenv.NewPool(b), nil)
	for _, c := range []struct {
		name string
		read func(*catalog.Service, context.Context) (time.Time, error)
	}{
		{"gate", catalog.VersionThroughGate},
		{"query-each", catalog.VersionQuery},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetParallelism(16) // 32 callers on 2 CPUs
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, err := c.read(s, ctx); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
