package api

import (
	"sync"
	"testing"

	"pursetrade/internal/devtools/testenv"
)

type followState struct {
	Followers int  `json:"followers"`
	Following bool `json:"following"`
}

// digests is how many follow digests the member has, and the newest's text.
func (e *catalogEnv) digests(userID string) (int, string) {
	e.t.Helper()
	var n int
	var last string
	if err := e.pool.QueryRow(e.t.Context(), `SELECT count(*), coalesce(max(content), '') FROM member_messages
		WHERE user_id = $1 AND dedupe_key LIKE 'follow-digest:%'`, userID).Scan(&n, &last); err != nil {
		e.t.Fatal(err)
	}
	return n, last
}

func (e *catalogEnv) sweepDigests() int {
	e.t.Helper()
	n, err := e.backend.Discovery.TellFollowDigests(e.t.Context())
	if err != nil {
		e.t.Error(err)
	}
	return n
}

// Followers count on the closet; new approved bags reach a follower in one
// digest a day however many sweeps race; a closed follower leaves the count.
func TestFollowACloset(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	fan := testenv.Member(t, e.pool, "Fay")
	fan2 := testenv.Member(t, e.pool, "Finn")
	e.listed(owner.ID, map[string]any{"name": "Before Following"})
	for _, id := range []string{fan.ID, fan.ID, fan2.ID} {
		if rec := e.do("PUT", "/users/"+owner.ID+"/follow", "", e.as(id)...); rec.Code != 200 {
			t.Fatalf("follow: %d %s", rec.Code, rec.Body)
		}
	}
	catWantError(t, e.do("PUT", "/users/"+owner.ID+"/follow", "", e.as(owner.ID)...), 400, "You can't follow your own closet.")
	if got := catDecode[followState](t, e.do("GET", "/users/"+owner.ID+"/follow", "")); got.Followers != 2 || got.Following {
		t.Fatalf("as a visitor: %+v", got)
	}
	if got := catDecode[followState](t, e.do("GET", "/users/"+owner.ID+"/follow", "", e.as(fan.ID)...)); !got.Following {
		t.Fatalf("as a follower: %+v", got)
	}
	if n := e.sweepDigests(); n != 0 {
		t.Fatalf("a digest of bags listed before following: %d", n)
	}

	e.listed(owner.ID, map[string]any{"name": "New Tote"})
	e.listed(owner.ID, map[string]any{"name": "New Clutch"})
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for range 4 {
		wg.Go(func() {
			n := e.sweepDigests()
			mu.Lock()
			total += n
			mu.Unlock()
		})
	}
	wg.Wait()
	if total != 2 {
		t.Fatalf("racing sweeps told %d followers, want 2", total)
	}
	if n, text := e.digests(fan.ID); n != 1 || text != "New in the closets you follow: New Clutch, New Tote. Have a look before they are booked." {
		t.Fatalf("digests %d %q", n, text)
	}
	e.listed(owner.ID, map[string]any{"name": "Third"})
	if n := e.sweepDigests(); n != 0 {
		t.Fatalf("a second digest within a day: %d", n)
	}
	e.sql(`UPDATE follow_digests SET told_at = told_at - interval '25 hours'`)
	if n := e.sweepDigests(); n != 2 {
		t.Fatalf("the next day's digests: %d", n)
	}
	if n, text := e.digests(fan.ID); n != 2 || text == "" {
		t.Fatalf("digests after a day: %d", n)
	}

	e.sql(`UPDATE users SET status = 'disabled', updated_at = now() WHERE id = $1`, fan2.ID)
	if got := catDecode[followState](t, e.do("DELETE", "/users/"+owner.ID+"/follow", "", e.as(fan.ID)...)); got.Followers != 0 || got.Following {
		t.Fatalf("after unfollowing and closing: %+v", got)
	}
}
