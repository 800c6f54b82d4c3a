package api

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

type watchEnv struct {
	*catalogEnv
	owner, other, waiter string
	bag, offered         catItem
	trade                string
}

// newWatchEnv is a bag of owner's booked by an accepted trade from the
// earliest start to day 12 (13 with the turnaround), and a member who may
// wait for it.
func newWatchEnv(t *testing.T) *watchEnv {
	e := newCatalogEnv(t)
	w := &watchEnv{catalogEnv: e, owner: testenv.Member(t, e.pool, "Olga").ID, other: testenv.Member(t, e.pool, "Otto").ID,
		waiter: testenv.Member(t, e.pool, "Wes").ID}
	w.bag = e.listed(w.owner, map[string]any{"name": "Wanted Tote"})
	w.offered = e.listed(w.other, map[string]any{"name": "Offered"})
	w.trade = e.book(w.other, w.owner, w.offered.ID, w.bag.ID, day(0), day(13))
	return w
}

func (w *watchEnv) wait(userID, body string) string {
	w.t.Helper()
	rec := w.do("PUT", "/hats/"+w.bag.ID+"/watch", body, w.as(userID)...)
	if rec.Code != 200 {
		w.t.Fatalf("watch: %d %s", rec.Code, rec.Body)
	}
	return catDecode[struct {
		ID string `json:"_id"`
	}](w.t, rec).ID
}

// cancel ends the blocking trade as its projection does: the bookings go.
func (w *watchEnv) cancel(tradeID string) {
	w.sql(`WITH gone AS (DELETE FROM trade_bookings WHERE trade_id = $1)
		UPDATE trades SET status = 'cancelled', updated_at = now() WHERE id = $1`, tradeID)
}

// sweep is one API replica's sweep of the watches.
func (w *watchEnv) sweep() int {
	w.t.Helper()
	n, err := w.backend.Discovery.TellFreeWatches(w.t.Context())
	if err != nil {
		w.t.Error(err)
	}
	return n
}

// told is how many notifications of watches the member has.
func (w *watchEnv) told(userID string) int {
	w.t.Helper()
	var n int
	if err := w.pool.QueryRow(w.t.Context(), `SELECT count(*) FROM member_messages WHERE user_id = $1 AND dedupe_key LIKE 'watch:%'`,
		userID).Scan(&n); err != nil {
		w.t.Fatal(err)
	}
	return n
}

func TestWatchRefusals(t *testing.T) {
	w := newWatchEnv(t)
	catWantError(t, w.do("PUT", "/hats/"+w.bag.ID+"/watch", fmt.Sprintf(`{"start":%q,"end":%q}`, day(14), day(20)), w.as(w.waiter)...),
		409, "This bag is free for those dates. You can request it now.")
	catWantError(t, w.do("PUT", "/hats/"+w.bag.ID+"/watch", `{}`, w.as(w.owner)...), 400, "You can't watch your own bag.")
	catWantError(t, w.do("PUT", "/hats/"+w.bag.ID+"/watch", fmt.Sprintf(`{"start":%q}`, day(6)), w.as(w.waiter)...),
		400, "Please choose a start and an end date")
	catWantError(t, w.do("DELETE", "/watches/"+ids.New(), "", w.as(w.waiter)...), 404, "Watch not found")
}

// A watch is told once when the trade that blocks it is cancelled, through
// the notification path; a lapsed watch never is.
func TestWatchToldOnceWhenTheBagFreesUp(t *testing.T) {
	w := newWatchEnv(t)
	dated := w.wait(w.waiter, fmt.Sprintf(`{"start":%q,"end":%q}`, day(8), day(10)))
	undated := w.wait(w.waiter, `{}`)
	if dated == undated || w.wait(w.waiter, fmt.Sprintf(`{"start":%q,"end":%q}`, day(8), day(10))) != dated {
		t.Fatal("the same dates are the same watch")
	}
	lapsed := ids.New()
	w.sql(`INSERT INTO watches (id, user_id, item_id, start_date, end_date) VALUES ($1, $2, $3, current_date - 3, current_date + 2)`,
		lapsed, w.waiter, w.bag.ID)
	if n := w.sweep(); n != 0 {
		t.Fatalf("told %d while booked", n)
	}
	w.cancel(w.trade)
	if n := w.sweep(); n != 2 || w.told(w.waiter) != 2 {
		t.Fatalf("told %d (messages %d)", n, w.told(w.waiter))
	}
	if n := w.sweep(); n != 0 || w.told(w.waiter) != 2 {
		t.Fatalf("told again: %d", n)
	}
	page := catDecode[struct {
		Watches []struct {
			ID     string  `json:"_id"`
			ToldAt *string `json:"notified_at"`
		}
		Total int
	}](t, w.do("GET", "/user/watches", "", w.as(w.waiter)...))
	if page.Total != 2 || page.Watches[0].ID != dated || page.Watches[1].ToldAt == nil { // waiting again made it the newest
		t.Fatalf("watches: %+v", page)
	}
	if rec := w.do("DELETE", "/watches/"+dated, "", w.as(w.waiter)...); rec.Code != 200 {
		t.Fatalf("stop: %d %s", rec.Code, rec.Body)
	}
	catWantError(t, w.do("DELETE", "/watches/"+undated, "", w.as(w.other)...), 404, "Watch not found")
}

// A trade cancelled and the bag booked again for the same days before the
// sweep: the member is not told, the bag is not free. Sweeps racing each
// other tell a free watch once.
func TestWatchRaces(t *testing.T) {
	w := newWatchEnv(t)
	w.wait(w.waiter, fmt.Sprintf(`{"start":%q,"end":%q}`, day(8), day(10)))
	w.cancel(w.trade)
	w.book(w.other, w.owner, w.offered.ID, w.bag.ID, day(6), day(11))
	if n := w.sweep(); n != 0 || w.told(w.waiter) != 0 {
		t.Fatalf("told %d of a bag booked again", n)
	}

	waiters := make([]string, 20)
	for i := range waiters {
		waiters[i] = testenv.Member(t, w.pool, fmt.Sprintf("Waiter %d", i)).ID
		w.wait(waiters[i], fmt.Sprintf(`{"start":%q,"end":%q}`, day(7), day(9)))
	}
	w.sql(`WITH gone AS (DELETE FROM trade_bookings WHERE item_id = $1) UPDATE trades SET updated_at = now() WHERE hat2_id = $1`, w.bag.ID)
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for range 6 {
		wg.Go(func() {
			n := w.sweep()
			mu.Lock()
			total += n
			mu.Unlock()
		})
	}
	wg.Wait()
	if total != 21 {
		t.Fatalf("parallel sweeps told %d watches, want 21", total)
	}
	for _, id := range append(waiters, w.waiter) {
		if n := w.told(id); n != 1 {
			t.Fatalf("member %s told %d times", id, n)
		}
	}
}

// A member waiting for 1,000 bags: the 1,001st is refused, the list pages,
// and all are told in one sweep in bounded time.
func TestWatchAThousand(t *testing.T) {
	w := newWatchEnv(t)
	w.sql(`INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, status)
		SELECT substr(md5(g::text), 1, 24), $1, 'Bag ' || g, 'd', 'Coach', 'Mini/Clutch', 'Good', 1000, 'active'
		FROM generate_series(1, 999) AS g`, w.owner)
	w.sql(`INSERT INTO watches (id, user_id, item_id, start_date, end_date)
		SELECT substr(md5('w' || i.id), 1, 24), $1, i.id, current_date + 10, current_date + 12
		FROM items i WHERE i.owner_id = $2 AND i.id <> $3 AND i.name LIKE 'Bag %'`, w.waiter, w.owner, w.bag.ID)
	w.wait(w.waiter, fmt.Sprintf(`{"start":%q,"end":%q}`, day(8), day(10))) // the 1,000th
	catWantError(t, w.do("PUT", "/hats/"+w.bag.ID+"/watch", `{}`, w.as(w.waiter)...), 422,
		"You can wait for at most 1,000 bags at a time. Stop a watch first.")
	page := catDecode[struct{ Total int }](t, w.do("GET", "/user/watches?per_page=100&page=10", "", w.as(w.waiter)...))
	if page.Total != 1000 {
		t.Fatalf("total %d", page.Total)
	}
	start := time.Now()
	if n := w.sweep(); n != 999 { // the booked bag waits
		t.Fatalf("told %d", n)
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Fatalf("the sweep of 1,000 watches took %v", took)
	}
	if n := w.told(w.waiter); n != 999 {
		t.Fatalf("messages %d", n)
	}
}
