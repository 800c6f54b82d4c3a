package api

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
)

var csvHeader = []string{"id", "created_at", "user_id", "user_name", "user_email", "type", "direction", "amount",
	"balance_after", "available_after", "trade_id", "user_b_id", "description"}

// adminExport answers GET /admin/transactions/export: a CSV file written
// while the rows arrive from PostgreSQL, flushed every few hundred rows.
func (m *adminMoneyHandlers) adminExport(c *gin.Context) {
	f, ok := moneyFilter(c)
	if !ok {
		return
	}
	w := csv.NewWriter(c.Writer)
	started, n := false, 0
	start := func() {
		started = true
		c.Header("Content-Type", "text/csv; charset=utf-8")
		c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="transactions-%s.csv"`, time.Now().UTC().Format("20060102")))
		c.Header("Cache-Control", "no-store")
		c.Status(http.StatusOK)
		_ = w.Write(csvHeader)
	}
	err := m.ledger.Export(c, f, 0, 0, func(r ledger.Row) error {
		if !started {
			start()
		}
		if err := w.Write(csvRow(r)); err != nil {
			return err
		}
		if n++; n%500 == 0 {
			w.Flush()
			c.Writer.Flush()
		}
		return w.Error()
	})
	switch {
	case err != nil && !started:
		m.fail(c, err, internalError)
	case err != nil:
		m.logger.Error("transactions export stopped", "rows", n, "err", err)
	default:
		if !started {
			start()
		}
		w.Flush()
	}
}

func csvRow(r ledger.Row) []string {
	return []string{r.ID, r.CreatedAt.UTC().Format(time.RFC3339), r.UserID, csvCell(r.UserName),
		csvCell(r.UserEmail), string(r.Type), string(r.Direction), csvAmount(r.Cents), csvAmount(r.BalanceAfter),
		csvAmount(r.AvailableAfter), r.TradeID, r.CounterpartyID, csvCell(r.Description)}
}

func csvAmount(cents int64) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }

// csvCell keeps a spreadsheet from reading text as a formula.
func csvCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// moneyFilter reads the ledger filters of the administrators' screens.
func moneyFilter(c *gin.Context) (ledger.Filter, bool) {
	var f ledger.Filter
	bad := func(msg string) (ledger.Filter, bool) {
		Fail(c, http.StatusBadRequest, CodeBadRequest, msg)
		return f, false
	}
	f.UserID, f.TradeID = strings.TrimSpace(c.Query("user_id")), strings.TrimSpace(c.Query("trade_id"))
	if f.UserID != "" && !ids.Valid(f.UserID) {
		return bad("user_id must be a 24-character id")
	}
	if f.TradeID != "" && !ids.Valid(f.TradeID) {
		return bad("trade_id must be a 24-character id")
	}
	if t := ledger.Type(c.Query("type")); t != "" && t != "all" {
		if !slices.Contains(ledger.Types, t) {
			return bad("Unknown transaction type")
		}
		f.Type = t
	}
	if d := ledger.Direction(c.Query("direction")); d != "" && d != "all" {
		if d != ledger.DirCredit && d != ledger.DirDebit {
			return bad("direction must be credit or debit")
		}
		f.Direction = d
	}
	var err error
	if f.From, err = moneyDate(c.Query("date_from"), false); err != nil {
		return bad("date_from must be a date (YYYY-MM-DD)")
	}
	if f.To, err = moneyDate(c.Query("date_to"), true); err != nil {
		return bad("date_to must be a date (YYYY-MM-DD)")
	}
	return f, true
}

// moneyDate reads a YYYY-MM-DD day of New York (the start of it, or with
// end the start of the next day, so date_to includes its day) or an
// RFC 3339 instant.
func moneyDate(s string, end bool) (*time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return &t, nil
	}
	t, err := time.ParseInLocation(time.DateOnly, s, rules.NewYork)
	if err != nil {
		return nil, err
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return &t, nil
}
