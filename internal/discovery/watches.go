package discovery

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// MaxWatches is how many watches a member may keep waiting at once.
const MaxWatches = 1000

// Refusals of a watch.
var (
	ErrWatchFree      = refusal.Coded(refusal.Conflict, "free", "This bag is free for those dates. You can request it now.")
	ErrOwnWatch       = refusal.New(refusal.Invalid, "You can't watch your own bag.")
	ErrTooManyWatches = refusal.New(refusal.Rule, "You can wait for at most 1,000 bags at a time. Stop a watch first.")
	ErrWatchNotFound  = refusal.New(refusal.NotFound, "Watch not found")
)

// Watch is a member waiting for a bag: for their dates, or (none) for the
// next free days; ToldAt is when they were told it is free.
type Watch struct {
	ID        string       `json:"_id"`
	Item      catalog.Item `json:"item"`
	Start     string       `json:"start,omitempty"`
	End       string       `json:"end,omitempty"`
	CreatedAt time.Time    `json:"created_at"`
	ToldAt    *time.Time   `json:"notified_at"`
}

// WatchPage is one page of a member's watches that have not lapsed, newest first.
type WatchPage struct {
	Watches []Watch
	Total   int64
}

// Wait has userID told once when a booked bag of another member becomes
// free for start..end (New York dates, checked as a request's), or for its
// next days when both are "". Waiting again for the same dates is the same
// watch, waiting again.
func (s Service) Wait(ctx context.Context, userID, itemID, start, end string) (string, error) {
	item, err := s.Catalog.Get(ctx, itemID, catalog.Viewer{ID: userID})
	if err != nil {
		return "", err
	}
	if item.OwnerID == userID {
		return "", ErrOwnWatch
	}
	now := s.now()
	earliest := rules.EarliestStart(now)
	first, last := earliest, earliest.AddDate(0, 0, 1)
	var startDay, endDay *time.Time
	if start != "" || end != "" {
		d, err := rules.CheckDates(start, end, now, rules.MaxDays)
		if err != nil {
			return "", err
		}
		first, last, _ = rules.ParseRange(d.Start, d.End)
		startDay, endDay = &first, &last
	}
	q := s.q()
	live, err := q.CountLiveWatches(ctx, db.CountLiveWatchesParams{UserID: userID, Earliest: earliest})
	if err != nil {
		return "", err
	}
	if live >= MaxWatches {
		return "", ErrTooManyWatches
	}
	free, err := s.freeFor(ctx, itemID, first, last)
	if err != nil {
		return "", err
	}
	if free {
		return "", ErrWatchFree
	}
	return q.AddWatch(ctx, db.AddWatchParams{ID: ids.New(), UserID: userID, ItemID: itemID, StartDate: startDay, EndDate: endDay})
}

// freeFor reports whether no booking of the bag touches first..last with
// the turnaround after it (as an accept counts it).
func (s Service) freeFor(ctx context.Context, itemID string, first, last time.Time) (bool, error) {
	rows, err := s.q().BookedRangesOfItems(ctx, db.BookedRangesOfItemsParams{ItemIds: []string{itemID}, FromDay: first})
	for _, r := range rows {
		from, to := rules.UnavailableDays(r.FirstDay, r.LastDay, s.TurnaroundDays)
		if !from.After(last) && !to.Before(first) {
			return false, err
		}
	}
	return err == nil, err
}

// StopWaiting deletes one of userID's watches.
func (s Service) StopWaiting(ctx context.Context, userID, watchID string) error {
	n, err := s.q().DeleteWatch(ctx, db.DeleteWatchParams{ID: watchID, UserID: userID})
	if err == nil && n == 0 {
		return ErrWatchNotFound
	}
	return err
}

// Watches is one page of userID's watches that have not lapsed, newest first.
func (s Service) Watches(ctx context.Context, userID string, page, perPage int) (WatchPage, error) {
	out := WatchPage{Watches: []Watch{}}
	rows, err := s.q().WatchPage(ctx, db.WatchPageParams{UserID: userID, Earliest: rules.EarliestStart(s.now()),
		Lim: int32(perPage), Off: int32((page - 1) * perPage)})
	if err != nil || len(rows) == 0 {
		return out, err
	}
	itemIDs := make([]string, len(rows))
	for i, r := range rows {
		itemIDs[i] = r.ItemID
	}
	items, err := s.Catalog.ItemsByID(ctx, itemIDs)
	if err != nil {
		return out, err
	}
	out.Total = rows[0].Total
	for _, r := range rows {
		out.Watches = append(out.Watches, Watch{ID: r.ID, Item: items[r.ItemID], Start: dayOf(r.StartDate), End: dayOf(r.EndDate),
			CreatedAt: r.CreatedAt, ToldAt: r.NotifiedAt})
	}
	return out, nil
}

func dayOf(t *time.Time) string {
	if t == nil {
		return ""
	}
	return day(*t)
}

// tellBatch is how many watches one transaction of the sweep tells.
const tellBatch = 500

// TellFreeWatches tells every waiting member whose bag the bookings now
// leave free for their days (in-app, live and by email as their
// preferences allow), each watch once, and returns how many were told.
// Several API replicas may sweep at once: each watch is told by one.
func (s Service) TellFreeWatches(ctx context.Context) (int, error) {
	told := 0
	for {
		n, err := s.tellSome(ctx)
		told += n
		if err != nil || n < tellBatch {
			return told, err
		}
	}
}

// tellSome marks a batch of free watches told and queues their
// notifications in one transaction.
func (s Service) tellSome(ctx context.Context) (int, error) {
	earliest := rules.EarliestStart(s.now())
	n := 0
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		q := db.New(tx)
		rows, err := q.TellFreeWatches(ctx, db.TellFreeWatchesParams{Earliest: earliest, UndatedEnd: earliest.AddDate(0, 0, 1),
			TurnaroundDays: int32(s.TurnaroundDays), Lim: tellBatch})
		if err != nil || len(rows) == 0 {
			return err
		}
		var p db.SendNotificationParams
		for _, r := range rows {
			notify.AddCopies(&p, watchNote(r), r.UserID)
		}
		n = len(rows)
		return q.SendNotification(ctx, p)
	})
	return n, err
}

// watchNote tells a member their bag is free; keyed by the watch and when
// it started waiting, so a watch waiting again is told again.
func watchNote(r db.TellFreeWatchesRow) notify.Note {
	when := "now"
	if r.StartDate != nil && r.EndDate != nil {
		when = fmt.Sprintf("for your dates, %s to %s", r.StartDate.Format("Jan 2"), r.EndDate.Format("Jan 2, 2006"))
	}
	return notify.Note{
		Event:   "watch_free",
		Subject: "A bag you are waiting for is free",
		Content: fmt.Sprintf("%s is free %s. Request it before someone else does.", r.ItemName, when),
		Key:     fmt.Sprintf("watch:%s:%d", r.ID, r.CreatedAt.UnixMicro()),
	}
}
