package trades

import (
	"context"
	"time"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// DayActivity is one New York day of the administrators' dashboard: the
// trades started and the money moved.
type DayActivity struct {
	Day        time.Time
	Trades     int64
	MoneyCents int64
}

// Activity is the dashboard's days and their totals.
type Activity struct {
	Days                    []DayActivity
	TotalTrades, TotalCents int64
}

// DailyActivity is, for each of the last days (New York) up to now, the
// trades started and the money moved, for the administrators' dashboard.
func (s Service) DailyActivity(ctx context.Context, days int) (Activity, error) {
	to := rules.TodayNewYork(s.now())
	rows, err := s.q().AdminDailyActivity(ctx, db.AdminDailyActivityParams{FromDay: to.AddDate(0, 0, 1-days), ToDay: to})
	out := Activity{Days: make([]DayActivity, len(rows))}
	for i, r := range rows {
		out.Days[i] = DayActivity(r)
		out.TotalTrades += r.Trades
		out.TotalCents += r.MoneyCents
	}
	return out, err
}
