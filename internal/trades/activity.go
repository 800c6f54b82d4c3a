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

// DailyActivity is, for each of the last days (New York) up to now, the
// trades started and the money moved, for the administrators' dashboard.
func (s Service) DailyActivity(ctx context.Context, days int) ([]DayActivity, error) {
	to := rules.TodayNewYork(s.now())
	rows, err := s.q().AdminDailyActivity(ctx, db.AdminDailyActivityParams{FromDay: to.AddDate(0, 0, 1-days), ToDay: to})
	out := make([]DayActivity, len(rows))
	for i, r := range rows {
		out[i] = DayActivity(r)
	}
	return out, err
}
