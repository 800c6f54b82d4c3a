package trades

import (
	"context"
	"pursetrade/internal/trading"
	"time"

	"pursetrade/internal/store/db"
)

// DailyActivity is, for each of the last days (New York) up to now, the
// trades started and the money moved, for the administrators' dashboard.
func DailyActivity(ctx context.Context, conn db.DBTX, days int, now time.Time) ([]db.AdminDailyActivityRow, error) {
	to := trading.TodayNewYork(now)
	return db.New(conn).AdminDailyActivity(ctx, db.AdminDailyActivityParams{FromDay: to.AddDate(0, 0, 1-days), ToDay: to})
}
