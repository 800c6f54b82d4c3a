package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/money"
	"pursetrade/internal/trades"
)

// maxActivityDays bounds one chart: a year and a day.
const maxActivityDays = 366

// activityHandlers serve the administrators' activity chart.
type activityHandlers struct {
	failer
	trades trades.Service
}

func (h activityHandlers) routes() []route {
	return []route{{method: http.MethodGet, path: "/admin/activity", access: accessAdmin, handler: h.adminActivity}}
}

// adminActivity answers the overview chart: trades requested and money
// moved per New York day over the last `days` days (default 30), counted
// in SQL over every row.
func (h activityHandlers) adminActivity(c *gin.Context) {
	days := 30
	if raw := c.Query("days"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > maxActivityDays {
			Fail(c, http.StatusBadRequest, CodeBadRequest, "days must be a whole number from 1 to 366")
			return
		}
		days = n
	}
	activity, err := h.trades.DailyActivity(c, days)
	if err != nil {
		h.logger.ErrorContext(c, "admin activity", "err", err)
		Fail(c, http.StatusInternalServerError, CodeInternal, "Failed to load admin data")
		return
	}
	rows := activity.Days
	dayNames, trades, moved := make([]string, len(rows)), make([]int64, len(rows)), make([]money.Dollars, len(rows))
	for i, r := range rows {
		dayNames[i], trades[i], moved[i] = r.Day.Format(time.DateOnly), r.Trades, money.Dollars(r.MoneyCents)
	}
	c.JSON(http.StatusOK, gin.H{"days": dayNames, "trades": trades, "money": moved,
		"total_trades": activity.TotalTrades, "total_money": money.Dollars(activity.TotalCents)})
}
