package catalog

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

func ptr(s string) *string { return &s }

func full() Fields {
	return Fields{Name: ptr("Bag"), Description: ptr("Nice"), Brand: ptr("gucci"), Size: ptr("large/tote"),
		Condition: ptr("like new"), Value: ptr("99.5")}
}

func msg(err error) string {
	if e, ok := refusal.As(err); ok {
		return e.Message
	}
	return ""
}

func TestValidateNewOrderAndLists(t *testing.T) {
	d, err := ValidateNew(full(), 1, false)
	if err != nil || d.Brand != "Gucci" || d.Size != "Large/Tote" || d.Condition != "Like New" || d.ValueCents != 9950 {
		t.Fatalf("valid: %+v %v", d, err)
	}
	cases := []struct {
		change   func(*Fields)
		photos   int
		anyEmpty bool
		want     string
	}{
		{func(f *Fields) { f.Name = nil }, 0, true, MsgRequired}, // fields are checked first
		{func(f *Fields) { f.Value = ptr("0") }, 0, false, MsgValuePositive},
		{func(f *Fields) {}, 0, false, MsgNoImage},
		{func(f *Fields) {}, 6, false, MsgTooManyImages},
		{func(f *Fields) {}, 2, true, "One or more selected files are empty"},
		{func(f *Fields) { f.Brand = ptr("Acme") }, 1, false, MsgBadBrand},
		{func(f *Fields) { f.Name = ptr(string(make([]rune, 121))) }, 1, false, MsgTooLong},
	}
	for i, c := range cases {
		f := full()
		c.change(&f)
		if _, err := ValidateNew(f, c.photos, c.anyEmpty); msg(err) != c.want {
			t.Errorf("case %d: %v, want %q", i, err, c.want)
		}
	}
}

func TestParseValue(t *testing.T) {
	for raw, want := range map[string]any{
		"12": int64(1200), "12.5": int64(1250), "0.01": int64(1), "1e2": int64(10000), "1000000": int64(100000000),
		"0": MsgValuePositive, "-3": MsgValuePositive, "abc": MsgValuePositive, "": MsgValuePositive,
		"1.001": MsgValueDecimals, "1000000.01": MsgValueTooHigh, "NaN": MsgValuePositive, "Inf": MsgValuePositive,
	} {
		cents, err := ParseValue(raw)
		if c, ok := want.(int64); ok {
			if err != nil || cents != c {
				t.Errorf("%q: %d %v", raw, cents, err)
			}
		} else if msg(err) != want {
			t.Errorf("%q: %v, want %v", raw, err, want)
		}
	}
}

func TestValidateEdit(t *testing.T) {
	cur := db.Item{Name: "Bag", Description: "d", Brand: "Coach", Size: "Mini/Clutch", Condition: "Good", ValueCents: 5000}
	d, err := ValidateEdit(Fields{Name: ptr(" New name "), Value: ptr("50.00")}, cur)
	if err != nil || d.Name != "New name" || d.Brand != "Coach" || d.ValueCents != 5000 {
		t.Fatalf("edit: %+v %v", d, err)
	}
	for want, f := range map[string]Fields{
		MsgValueFixed:    {Value: ptr("51")},
		MsgValuePositive: {Value: ptr("-1")},
		MsgRequired:      {Description: ptr("")},
		MsgBadSize:       {Size: ptr("Huge")},
	} {
		if _, err := ValidateEdit(f, cur); msg(err) != want {
			t.Errorf("%v: %v", want, err)
		}
	}
}

func TestParseBrowse(t *testing.T) {
	b, err := ParseBrowse(url.Values{"sort": {"value"}, "order": {"ASC"}, "page": {"3"}, "per_page": {"500"},
		"min_value": {"10"}, "q": {"  red  tote "}}, time.Now())
	if err != nil || b.Sort != "value" || b.Order != "asc" || b.Page != 3 || b.PerPage != MaxPerPage ||
		b.MinValueCents != 1000 || b.Q != "red  tote" {
		t.Fatalf("%+v %v", b, err)
	}
	b, _ = ParseBrowse(url.Values{"sort": {"id; DROP TABLE items"}, "order": {"up"}, "page": {"-1"}, "per_page": {"x"}}, time.Now())
	if b.Sort != "created_at" || b.Order != "desc" || b.Page != 1 || b.PerPage != DefaultPerPage {
		t.Fatalf("defaults: %+v", b)
	}
	if _, err := ParseBrowse(url.Values{"max_value": {"-2"}}, time.Now()); msg(err) == "" {
		t.Fatal("bad max_value accepted")
	}
}

func TestBrowseSQLUsesWhitelistAndBindParameters(t *testing.T) {
	q := &itemQuery{}
	q.filter(Browse{Sort: "size", Order: "asc", Page: 2, PerPage: 12, Q: "x'; --", Brand: "chanel"})
	sql := q.sql()
	for _, want := range []string{"websearch_to_tsquery('english', $1)", "i.brand = $2", "LIMIT 12 OFFSET 12",
		"WHEN 'Mini/Clutch' THEN 1", "i.id ASC"} {
		if !strings.Contains(sql, want) {
			t.Errorf("SQL lacks %q:\n%s", want, sql)
		}
	}
	if strings.Contains(sql, "x';") || q.args[1] != "Chanel" {
		t.Fatalf("values must be bound: %v", q.args)
	}
}

// On synctest's clock too: the slow load and the expiry pass at once.
func TestVersionCache(t *testing.T) { synctest.Test(t, testVersionCache) }

func testVersionCache(t *testing.T) {
	c := newVersionCache[int64](time.Minute)
	var loads atomic.Int32
	load := func(context.Context) (int64, error) {
		loads.Add(1)
		time.Sleep(20 * time.Millisecond)
		return 42, nil
	}
	v1 := time.Unix(100, 0)
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if n, err := c.get(context.Background(), "k", v1, load); n != 42 || err != nil {
				t.Error(n, err)
			}
		}()
	}
	wg.Wait()
	if loads.Load() != 1 {
		t.Fatalf("concurrent misses counted %d times", loads.Load())
	}
	_, _ = c.get(context.Background(), "k", time.Unix(101, 0), load) // new version
	_, _ = c.get(context.Background(), "other", time.Unix(101, 0), load)
	if loads.Load() != 3 {
		t.Fatalf("loads %d", loads.Load())
	}
	failing := func(context.Context) (int64, error) { return 0, errors.New("boom") }
	if _, err := c.get(context.Background(), "f", v1, failing); err == nil {
		t.Fatal("error not returned")
	}
	if n, _ := c.get(context.Background(), "f", v1, load); n != 42 {
		t.Fatal("an error was cached")
	}
	expired := newVersionCache[int64](time.Nanosecond)
	_, _ = expired.get(context.Background(), "k", v1, load)
	time.Sleep(time.Millisecond)
	before := loads.Load()
	_, _ = expired.get(context.Background(), "k", v1, load)
	if loads.Load() != before+1 {
		t.Fatal("expired total reused")
	}
}

// The cache runs on synctest's clock: sleeps pass at once, and a call that
// waited for a computation shows it as time taken.
func TestVersionCacheRefreshesAhead(t *testing.T) { synctest.Test(t, testVersionCacheRefreshesAhead) }

func testVersionCacheRefreshesAhead(t *testing.T) {
	const ttl = time.Second
	c := newVersionCache[int64](ttl)
	var loads atomic.Int64
	load := func(context.Context) (int64, error) {
		time.Sleep(150 * time.Millisecond)
		return loads.Add(1), nil
	}
	v1 := time.Unix(100, 0)
	ctx := context.Background()
	if n, _ := c.get(ctx, "k", v1, load); n != 1 {
		t.Fatalf("first load: %d", n)
	}
	time.Sleep(ttl/2 + 100*time.Millisecond) // second half of the entry's life
	start := time.Now()
	if n, _ := c.get(ctx, "k", v1, load); n != 1 {
		t.Fatalf("fresh entry not served: %d", n)
	}
	if took := time.Since(start); took != 0 {
		t.Fatalf("a fresh entry waited %s for its refresh", took)
	}
	time.Sleep(ttl/2 + 100*time.Millisecond) // the first entry has expired, the refresh is done
	start = time.Now()
	if n, _ := c.get(ctx, "k", v1, load); n != 2 {
		t.Fatalf("refreshed value not served: %d", n)
	}
	if took := time.Since(start); took != 0 || loads.Load() != 2 {
		t.Fatalf("refresh not used: %s, %d loads", took, loads.Load())
	}
	// A quick computation is refreshed only just before it expires.
	q := newVersionCache[int64](ttl)
	var quick atomic.Int64
	_, _ = q.get(ctx, "k", v1, func(context.Context) (int64, error) { return quick.Add(1), nil })
	time.Sleep(ttl / 2)
	_, _ = q.get(ctx, "k", v1, func(context.Context) (int64, error) { return quick.Add(1), nil })
	time.Sleep(50 * time.Millisecond)
	if quick.Load() != 1 {
		t.Fatal("a quick computation was refreshed half way through its life")
	}
	// A newer version is a miss, whatever refresh is under way.
	if n, _ := c.get(ctx, "k", time.Unix(101, 0), load); n != 3 {
		t.Fatalf("new version: %d", n)
	}
	// A failed refresh leaves the entry until it expires; then it is recomputed.
	f := newVersionCache[int64](ttl)
	var fails atomic.Bool
	flaky := func(context.Context) (int64, error) {
		time.Sleep(150 * time.Millisecond) // long enough to be refreshed ahead
		if fails.Load() {
			return 0, errors.New("boom")
		}
		return 7, nil
	}
	_, _ = f.get(ctx, "k", v1, flaky)
	fails.Store(true)
	time.Sleep(ttl/2 + 100*time.Millisecond)
	if n, err := f.get(ctx, "k", v1, flaky); n != 7 || err != nil {
		t.Fatalf("entry lost to a failing refresh: %d %v", n, err)
	}
	time.Sleep(200 * time.Millisecond) // the refresh has failed
	if n, err := f.get(ctx, "k", v1, flaky); n != 7 || err != nil {
		t.Fatalf("entry lost to a failed refresh: %d %v", n, err)
	}
	time.Sleep(ttl / 2)
	if _, err := f.get(ctx, "k", v1, flaky); err == nil {
		t.Fatal("expired entry served after its refresh failed")
	}
}

func TestPhotoEditList(t *testing.T) {
	current := []db.ItemImage{{StorageKey: "a.jpg", ThumbStorageKey: "at.jpg"}, {StorageKey: "b.jpg", ThumbStorageKey: "bt.jpg"}}
	newPic := Upload{Data: []byte{1}}
	e := PhotoEdit{AdditionalSet: true, Additional: []PhotoInput{{URL: "http://host" + UploadsPath + "at.jpg?v=1"}, {New: &newPic}}}
	list := e.list(current)
	if len(list) != 3 || list[0].URL != UploadsPath+"a.jpg" || list[2].New == nil {
		t.Fatalf("list: %+v", list)
	}
	rows, err := resolve(list, current, []stored{{key: "c.jpg"}})
	if err != nil || rows[0].key != "a.jpg" || rows[1].key != "a.jpg" || rows[2].key != "c.jpg" {
		t.Fatalf("resolve: %+v %v", rows, err)
	}
	if _, err := resolve([]PhotoInput{{URL: UploadsPath + "zzz.jpg"}}, current, nil); err == nil {
		t.Fatal("foreign photo kept")
	}
	if (PhotoEdit{}).Empty() != true || (PhotoEdit{MainSet: true}).Empty() {
		t.Fatal("Empty")
	}
	if msg(checkCount(PhotoEdit{MainSet: true, AdditionalSet: true}.list(current))) != MsgNoImage {
		t.Fatal("clearing every photo must be refused")
	}
}

func TestVersionGateNeverAnswersWithAReadStartedEarlier(t *testing.T) {
	var reads atomic.Int64
	var started sync.Map // read number -> start time
	g := &versionGate{read: func(context.Context) (time.Time, error) {
		n := reads.Add(1)
		started.Store(n, time.Now())
		time.Sleep(5 * time.Millisecond) // requests arrive while a read is under way
		return time.Unix(n, 0), nil
	}}
	var wg sync.WaitGroup
	for range 64 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			arrived := time.Now()
			v, err := g.get(context.Background())
			if err != nil {
				t.Error(err)
				return
			}
			at, _ := started.Load(v.Unix())
			if at.(time.Time).Before(arrived) {
				t.Error("answered with a read that started before the request")
			}
		}()
	}
	wg.Wait()
	if n := reads.Load(); n >= 64 || n < 1 {
		t.Fatalf("%d reads for 64 concurrent requests", n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.get(ctx); err == nil {
		t.Fatal("cancelled request answered")
	}
}
