package api

import (
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/money"
	"pursetrade/internal/store/db"
)

// Administrators' user management (admin spec sections 3, 4, 7). Every
// change is written to admin_audit_log by the accounts package.
func (s *Server) adminUserRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/users", access: accessAdmin, handler: s.adminListUsers},
		{method: http.MethodGet, path: "/admin/users/:id/details", access: accessAdmin, handler: s.adminUserDetails},
		{method: http.MethodGet, path: "/admin/users/:id/profile", access: accessAdmin, handler: s.adminUserProfile},
		{method: http.MethodGet, path: "/api/admin/users/:id/profile", access: accessAdmin, handler: s.adminUserProfile},
		{method: http.MethodGet, path: "/admin/users/:id/items", access: accessAdmin, handler: s.adminUserItems},
		{method: http.MethodGet, path: "/admin/users/:id/balance", access: accessAdmin, handler: s.adminUserBalance},
		{method: http.MethodPut, path: "/admin/users/:id/status", access: accessAdmin, handler: s.adminSetUserStatus},
		{method: http.MethodDelete, path: "/admin/users/:id", access: accessAdmin, handler: s.adminDeleteUser},
		{method: http.MethodPost, path: "/admin/users/:id/message", access: accessAdmin, handler: s.adminMessageUser},
	}
}

func (s *Server) adminListUsers(c *gin.Context) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 50)
	query := c.Query("q")
	if query == "" {
		query = c.Query("search")
	}
	rows, total, err := accounts.ListUsers(c, db.New(s.pool), accounts.UserFilter{
		Query: query, Status: c.Query("status"), Page: page, PerPage: perPage,
	})
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	users := make([]AdminUserJSON, 0, len(rows))
	for _, r := range rows {
		users = append(users, NewAdminUserJSON(r.User, r.BalanceCents, r.HeldCents, r.ItemsCount, r.TradesCompleted))
	}
	c.JSON(http.StatusOK, gin.H{"users": users, "page": page, "per_page": perPage, "total": total})
}

// adminTarget loads the member named by the path's :id (404 when there is
// no such member).
func (s *Server) adminTarget(c *gin.Context) (db.User, bool) {
	id := c.Param("id")
	if !ids.Valid(id) {
		Fail(c, http.StatusNotFound, CodeNotFound, accounts.MsgUserNotFound)
		return db.User{}, false
	}
	u, err := accounts.GetUser(c, db.New(s.pool), id)
	if err != nil {
		s.fail(c, err, internalError)
		return db.User{}, false
	}
	return u, true
}

// adminUserView is a member with their balance and activity figures.
type adminUserView struct {
	user    db.User
	stats   db.AdminUserStatsRow
	balance db.GetBalanceRow
}

func (s *Server) loadAdminUserView(c *gin.Context) (adminUserView, bool) {
	u, ok := s.adminTarget(c)
	if !ok {
		return adminUserView{}, false
	}
	q := db.New(s.pool)
	v := adminUserView{user: u}
	var err error
	if v.stats, err = q.AdminUserStats(c, u.ID); err == nil {
		v.balance, err = q.GetBalance(c, u.ID)
	}
	if err != nil {
		s.fail(c, err, internalError)
		return adminUserView{}, false
	}
	return v, true
}

func (v adminUserView) userJSON() AdminUserJSON {
	return NewAdminUserJSON(v.user, v.balance.BalanceCents, v.balance.HeldCents, v.stats.ItemsCount, v.stats.TradesCompleted)
}

func (v adminUserView) statsJSON() gin.H {
	return gin.H{
		"items_count": v.stats.ItemsCount, "trades_count": v.stats.TradesCount,
		"trades_completed": v.stats.TradesCompleted, "open_disputes": v.stats.OpenDisputes,
		"average_rating": ratingOf(v.user.AverageRating), "rating_count": v.user.RatingCount,
	}
}

func (s *Server) adminUserDetails(c *gin.Context) {
	if v, ok := s.loadAdminUserView(c); ok {
		c.JSON(http.StatusOK, gin.H{"user": v.userJSON(), "stats": v.statsJSON()})
	}
}

// recentTransactionJSON is a ledger row in the admin user profile.
type recentTransactionJSON struct {
	ID               string        `json:"_id"`
	UserID           string        `json:"user_id"`
	Type             string        `json:"type"`
	TransactionType  string        `json:"transaction_type"`
	Direction        string        `json:"direction"`
	Amount           money.Dollars `json:"amount"`
	Balance          money.Dollars `json:"balance"`
	AvailableBalance money.Dollars `json:"available_balance"`
	TradeID          *string       `json:"trade_id"`
	Description      string        `json:"description"`
	CreatedAt        time.Time     `json:"created_at"`
}

func (s *Server) adminUserProfile(c *gin.Context) {
	v, ok := s.loadAdminUserView(c)
	if !ok {
		return
	}
	rows, err := db.New(s.pool).ListRecentTransactions(c, db.ListRecentTransactionsParams{UserID: v.user.ID, Lim: 10})
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	recent := make([]recentTransactionJSON, 0, len(rows))
	for _, t := range rows {
		recent = append(recent, recentTransactionJSON{
			ID: t.ID, UserID: t.UserID, Type: t.Type, TransactionType: t.Type, Direction: t.Direction,
			Amount: money.Dollars(t.AmountCents), Balance: money.Dollars(t.BalanceAfterCents),
			AvailableBalance: money.Dollars(t.AvailableAfterCents), TradeID: t.TradeID,
			Description: t.Description, CreatedAt: t.CreatedAt,
		})
	}
	c.JSON(http.StatusOK, gin.H{"profile": v.userJSON(), "stats": v.statsJSON(), "recent_transactions": recent})
}

func (s *Server) adminUserItems(c *gin.Context) {
	u, ok := s.adminTarget(c)
	if !ok {
		return
	}
	items, err := s.acct().catalog.Mine(c, u.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"items": items, "total": len(items)})
}

func (s *Server) adminUserBalance(c *gin.Context) {
	v, ok := s.loadAdminUserView(c)
	if !ok {
		return
	}
	b := v.balance
	c.JSON(http.StatusOK, gin.H{
		"user_id": v.user.ID, "user_email": v.user.Email, "balance": money.Dollars(b.BalanceCents),
		"available_balance": money.Dollars(b.BalanceCents - b.HeldCents), "held": money.Dollars(b.HeldCents),
	})
}

func (s *Server) adminSetUserStatus(c *gin.Context) {
	target, ok := s.adminTarget(c)
	if !ok {
		return
	}
	var in struct {
		Status string `json:"status"`
		Reason string `json:"reason"`
	}
	if !BindJSON(c, &in) {
		return
	}
	u, err := accounts.SetStatus(c, s.pool, mustCaller(c).ID, target.ID, in.Status, in.Reason)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "User status updated to " + u.Status, "user": NewUserJSON(u)})
}

func (s *Server) adminDeleteUser(c *gin.Context) {
	target, ok := s.adminTarget(c)
	if !ok {
		return
	}
	if err := accounts.CloseAccount(c, s.pool, accounts.Closure{UserID: target.ID, AdminID: mustCaller(c).ID}); err != nil {
		s.fail(c, err, internalError)
		return
	}
	s.cancelOpenTrades(c, target.ID)
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "User deleted"})
}

func (s *Server) adminMessageUser(c *gin.Context) {
	target, ok := s.adminTarget(c)
	if !ok {
		return
	}
	var in struct {
		Message string `json:"message"`
		Subject string `json:"subject"`
	}
	if !BindJSON(c, &in) {
		return
	}
	msg, member, err := accounts.SendAdminMessage(c, s.pool, mustCaller(c).ID, target.ID, in.Subject, in.Message)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	if member.EmailNotifications && member.Status != StatusDeleted && member.Status != StatusDisabled {
		s.sendMail(c, accounts.AdminMessageEmail(member, msg))
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("Message sent to %s successfully", member.Name),
		"sent": NewMemberMessageJSON(msg)})
}
