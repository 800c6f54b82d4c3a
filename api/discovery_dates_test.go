package api

import (
	"net/url"
	"slices"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
)

// day is the New York date n days after the earliest start a request allows.
func day(n int) string { return rules.EarliestStart(time.Now()).AddDate(0, 0, n).Format(time.DateOnly) }

// book gives an accepted trade of two bags a booking of first..last
// (inclusive, its turnaround included), as the accept's transaction does:
// the trade's row changes with it.
func (e *catalogEnv) book(user1, user2, hat1, hat2, first, last string) string {
	e.t.Helper()
	id := e.acceptedTrade("accepted", user1, user2, hat1, hat2)
	e.sql(`INSERT INTO trade_bookings (trade_id, item_id, during)
		SELECT $1, item_id, daterange($2::date, $3::date, '[]') FROM unnest(ARRAY[$4, $5]) AS item_id`, id, first, last, hat1, hat2)
	e.sql(`UPDATE trades SET updated_at = now() WHERE id = $1`, id)
	return id
}

func datesQuery(start, end string, more ...string) string {
	v := url.Values{"start": {start}, "end": {end}}
	for i := 0; i+1 < len(more); i += 2 {
		v.Set(more[i], more[i+1])
	}
	return v.Encode()
}

// Browse, keyword search and closets list only the bags free for a range,
// counting each booking's turnaround and the search's own (a day for
// pickup) as an accept does; the count and paging stay exact.
func TestDateSearchListsOnlyFreeBags(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	other := testenv.Member(t, e.pool, "Otto")
	booked := e.listed(owner.ID, map[string]any{"name": "Booked Tote"})
	free := e.listed(owner.ID, map[string]any{"name": "Free Tote"})
	clutch := e.listed(owner.ID, map[string]any{"name": "Free Clutch"})
	offered := e.listed(other.ID, map[string]any{"name": "Offered Bag"})
	e.book(other.ID, owner.ID, offered.ID, booked.ID, day(10), day(14))

	for _, c := range []struct {
		start, end string
		want       []string // newest first
	}{
		{day(0), day(8), []string{clutch.ID, free.ID, booked.ID}}, // its turnaround day is day 9
		{day(0), day(9), []string{clutch.ID, free.ID}},            // the search's turnaround meets day 10
		{day(12), day(13), []string{clutch.ID, free.ID}},
		{day(14), day(20), []string{clutch.ID, free.ID}}, // the booking's last day (its turnaround)
		{day(15), day(20), []string{clutch.ID, free.ID, booked.ID}},
	} {
		rec := e.do("GET", "/users/"+owner.ID+"/closet?"+datesQuery(c.start, c.end), "")
		page := catDecode[struct {
			catPage
			Stats struct {
				TotalItems int `json:"total_items"`
			} `json:"stats"`
		}](t, rec)
		if !slices.Equal(catIDs(page.Items), c.want) || page.Total != len(c.want) || page.Stats.TotalItems != 3 {
			t.Errorf("%s..%s: %v (total %d, closet %d), want %v", c.start, c.end, catIDs(page.Items), page.Total, page.Stats.TotalItems, c.want)
		}
	}
	all := e.browse("/hats?" + datesQuery(day(0), day(9)))
	if !slices.Equal(catIDs(all.Items), []string{clutch.ID, free.ID}) || all.Total != 2 {
		t.Fatalf("browse: %v (total %d)", catIDs(all.Items), all.Total)
	}
	paged := e.browse("/hats?" + datesQuery(day(0), day(9), "per_page", "1", "page", "2"))
	if !slices.Equal(catIDs(paged.Items), []string{free.ID}) || paged.Total != 2 {
		t.Fatalf("page 2: %v (total %d)", catIDs(paged.Items), paged.Total)
	}
	keyword := e.browse("/hats?" + datesQuery(day(0), day(9), "q", "tote"))
	if !slices.Equal(catIDs(keyword.Items), []string{free.ID}) || keyword.Total != 1 {
		t.Fatalf("keyword: %v (total %d)", catIDs(keyword.Items), keyword.Total)
	}
}

// A booking made or released after a date-filtered page was read shows on
// the next read: the page cache and the totals follow the catalog version,
// which every trade's change moves.
func TestDateSearchFollowsBookingChanges(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	other := testenv.Member(t, e.pool, "Otto")
	bag := e.listed(owner.ID, map[string]any{"name": "Tote"})
	offered := e.listed(other.ID, map[string]any{"name": "Offered"})
	query := "/hats?" + datesQuery(day(2), day(5))
	if page := e.browse(query); page.Total != 2 {
		t.Fatalf("before: %v", catIDs(page.Items))
	}
	trade := e.book(other.ID, owner.ID, offered.ID, bag.ID, day(4), day(7))
	if page := e.browse(query); page.Total != 0 || len(page.Items) != 0 {
		t.Fatalf("after the booking: %v (total %d)", catIDs(page.Items), page.Total)
	}
	e.sql(`WITH gone AS (DELETE FROM trade_bookings WHERE trade_id = $1)
		UPDATE trades SET status = 'cancelled', updated_at = now() WHERE id = $1`, trade)
	if page := e.browse(query); page.Total != 2 || len(page.Items) != 2 {
		t.Fatalf("after the cancel: %v (total %d)", catIDs(page.Items), page.Total)
	}
}

// A range is checked as the request form checks a trade's dates.
func TestDateSearchRefusesBadRanges(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	for _, c := range []struct{ query, msg string }{
		{"start=" + day(0), "Please choose a start and an end date"},
		{"end=" + day(3), "Please choose a start and an end date"},
		{datesQuery("12/01/2030", day(3)), "Dates must be in the form YYYY-MM-DD"},
		{datesQuery(day(-1), day(3)), "Start date must be at least 3 days from today"},
		{datesQuery(day(3), day(3)), "End date must be after start date"},
		{datesQuery(day(0), day(31)), "Trade duration cannot exceed 30 days"},
	} {
		catWantError(t, e.do("GET", "/hats?"+c.query, ""), 400, c.msg)
		catWantError(t, e.do("GET", "/users/"+owner.ID+"/closet?"+c.query, ""), 400, c.msg)
	}
}
