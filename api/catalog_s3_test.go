package api

import (
	"bytes"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/catalog"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images/imagestest"
)

// With S3 settings a photo uploaded through one replica is served by
// another (each with its own empty data folder) from the same URL, and
// lands in the bucket, not on either replica's disk.
func TestCatalogPhotosLiveInTheSharedBucket(t *testing.T) {
	bucket := testenv.S3(t)
	e := newCatalogEnvWith(t, func(c *config.Config) { c.S3 = bucket })
	member := testenv.Member(t, e.pool, "Sia")
	rec := e.postForm("/hats", "POST", member.ID, catFields(), []catFile{{"image", "tote.png", imagestest.PNG(40, 30)}})
	if rec.Code != 201 {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	it := catDecode[struct{ Hat catItem }](t, rec).Hat
	if !strings.HasPrefix(it.ImageURL, catalog.UploadsPath) {
		t.Fatalf("image url %q", it.ImageURL)
	}

	otherCfg := e.cfg
	otherCfg.DataDir = t.TempDir()
	other := newReplica(t, otherCfg, e.pool, e.temporal)
	first := e.do("GET", it.ImageURL, "")
	second := httptest.NewRecorder()
	other.Handler().ServeHTTP(second, httptest.NewRequest("GET", it.ImageURL, nil))
	if first.Code != 200 || second.Code != 200 || !bytes.Equal(first.Body.Bytes(), second.Body.Bytes()) || second.Body.Len() == 0 {
		t.Fatalf("the photo through two replicas: %d (%d bytes) and %d (%d bytes)", first.Code, first.Body.Len(), second.Code, second.Body.Len())
	}
	if ct := second.Header().Get("Content-Type"); ct != first.Header().Get("Content-Type") || !strings.HasPrefix(ct, "image/") {
		t.Fatalf("content types %q and %q", first.Header().Get("Content-Type"), ct)
	}
	for _, dir := range []string{e.cfg.DataDir, otherCfg.DataDir} {
		if entries, _ := os.ReadDir(filepath.Join(dir, "uploads")); len(entries) != 0 {
			t.Fatalf("uploads written to %s", dir)
		}
	}
	if rec := e.do("GET", catalog.UploadsPath+strings.Repeat("ab", 32)+".jpg", ""); rec.Code != 404 {
		t.Fatalf("a photo the bucket lacks: %d", rec.Code)
	}
}

// newReplica is another API server over the same database and Temporal,
// as a second replica behind the load balancer.
func newReplica(t *testing.T, cfg config.Config, pool *pgxpool.Pool, tc client.Client) *Server {
	t.Helper()
	srv, _ := testServer(t, cfg, pool, tc, nil, nil)
	return srv
}
