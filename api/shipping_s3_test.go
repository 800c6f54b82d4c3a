package api

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/shipping"
)

// With S3 settings an offline label bought for a trade that one replica
// accepted downloads, byte for byte and with the same headers, from
// another replica with an empty data folder of its own; it lives in the
// bucket under labels/, and neither replica's disk holds a label. Its
// tracking record is shared too.
func TestOfflineLabelsLiveInTheSharedBucket(t *testing.T) {
	bucket := testenv.S3(t)
	h := tradeHarness(t, func(c *config.Config) { c.S3 = bucket })
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	ctx := context.Background()
	_, _ = h.pool.Exec(ctx, `UPDATE users SET zip_code = '10001', address = '350 5th Ave', city = 'New York', state = 'NY' WHERE id = $1`, bea.user.ID)
	id := h.request(ana, bea, "shipping")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitTrade(id, ana.auth, "labels", func(tr map[string]any) bool { return len(tr["labels"].([]any)) == 4 })
	url := h.jsonDo(200, "GET", "/trades/"+id+"/label", nil, ana.auth)["label_url"].(string)
	file := strings.TrimPrefix(url, shipping.LabelURLPrefix)
	if !shipping.ValidLabelFile(file) {
		t.Fatalf("label url %q", url)
	}

	otherCfg := h.cfg
	otherCfg.DataDir = t.TempDir()
	other := newReplica(t, otherCfg, h.pool, h.temporal)
	onOther := func(path string, headers ...string) *httptest.ResponseRecorder {
		rec, req := httptest.NewRecorder(), newTestRequest("GET", path, "", headers...)
		other.Handler().ServeHTTP(rec, req)
		checkContract(t, req, rec)
		return rec
	}

	first := h.do("GET", url, "", ana.auth...)
	second := onOther(url, ana.auth...)
	if first.Code != 200 || second.Code != 200 || !bytes.HasPrefix(second.Body.Bytes(), []byte("%PDF")) ||
		!bytes.Equal(first.Body.Bytes(), second.Body.Bytes()) {
		t.Fatalf("the label through two replicas: %d (%d bytes) and %d (%d bytes)", first.Code, first.Body.Len(), second.Code, second.Body.Len())
	}
	for _, name := range []string{"Content-Type", "Content-Disposition", "Cache-Control", "X-Content-Type-Options", "Last-Modified", "Content-Length"} {
		if a, b := first.Header().Get(name), second.Header().Get(name); a != b || a == "" {
			t.Fatalf("%s: %q and %q", name, a, b)
		}
	}
	if first.Header().Get("Content-Type") != "application/pdf" {
		t.Fatalf("content type %q", first.Header().Get("Content-Type"))
	}
	if rec := onOther(url, bea.auth...); rec.Code != 200 {
		t.Fatalf("the other member of the trade: %d", rec.Code)
	}
	stranger := h.party("Cleo", 0, 10_000)
	if rec := onOther(url, stranger.auth...); rec.Code != 404 {
		t.Fatalf("a stranger: %d %s", rec.Code, rec.Body)
	}
	if rec := onOther(shipping.LabelURLPrefix+strings.Repeat("ab", 16)+".pdf", ana.auth...); rec.Code != 404 {
		t.Fatalf("a label the bucket lacks: %d", rec.Code)
	}

	// Tracking, answered by each replica from the record in the bucket.
	a, b := h.do("GET", "/trades/"+id+"/tracking", "", bea.auth...), onOther("/trades/"+id+"/tracking", bea.auth...)
	if a.Code != 200 || b.Code != 200 || a.Body.String() != b.Body.String() || !strings.Contains(b.Body.String(), `"pre_transit"`) {
		t.Fatalf("tracking: %d %s\nand %d %s", a.Code, a.Body, b.Code, b.Body)
	}

	files, err := blobstore.Open(ctx, bucket, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	f, err := files.Labels.Open(ctx, file)
	if err != nil {
		t.Fatalf("label %s in the bucket: %v", file, err)
	}
	f.Close()
	for _, dir := range []string{h.cfg.DataDir, otherCfg.DataDir} {
		if _, err := os.Stat(filepath.Join(dir, "labels")); !os.IsNotExist(err) {
			t.Fatalf("labels written under %s: %v", dir, err)
		}
	}
}
