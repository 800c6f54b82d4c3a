package api

import (
	"cmp"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/catalog"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
)

// adminUserHandlers serve the administrators' user management; every change
// is written to admin_audit_log by the accounts package.
type adminUserHandlers struct {
	failer
	accounts *accounts.Service
	catalog  *catalog.Service // a member's bags, and their photos once the account closes
	ender    tradeEnder
	mail     mailSender
}

func (h adminUserHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/users", access: accessAdmin, handler: h.adminListUsers},
		{method: http.MethodGet, path: "/admin/users/:id/details", access: accessAdmin, handler: h.adminUserDetails},
		{method: http.MethodGet, path: "/admin/users/:id/profile", access: accessAdmin, handler: h.adminUserProfile},
		{method: http.MethodGet, path: "/api/admin/users/:id/profile", access: accessAdmin, handler: h.adminUserProfile},
		{method: http.MethodGet, path: "/admin/users/:id/items", access: accessAdmin, handler: h.adminUserItems},
		{method: http.MethodGet, path: "/admin/users/:id/balance", access: accessAdmin, handler: h.adminUserBalance},
		{method: http.MethodPut, path: "/admin/users/:id/status", access: accessAdmin, handler: h.adminSetUserStatus},
		{method: http.MethodDelete, path: "/admin/users/:id", access: accessAdmin, handler: h.adminDeleteUser},
		{method: http.MethodPost, path: "/admin/users/:id/message", access: accessAdmin, handler: h.adminMessageUser},
	}
}

func (h adminUserHandlers) adminListUsers(c *gin.Context) {
	p := pageQuery(c, 50)
	rows, total, err := h.accounts.ListUsers(c, accounts.UserFilter{
		Query: cmp.Or(c.Query("q"), c.Query("search")), Status: accounts.Status(c.Query("status")), Page: p.number, PerPage: p.size,
	})
	answerRows(h.failer, c, p, "users", rows, total, err, func(r accounts.AdminUser) AdminUserJSON {
		return NewAdminUserJSON(r.User, r.BalanceCents, r.HeldCents, r.ItemsCount, r.TradesCompleted)
	})
}

// adminTarget loads the member named by the path's :id (404 when there is
// no such member).
func (h adminUserHandlers) adminTarget(c *gin.Context) (accounts.User, bool) {
	u, err := h.accounts.GetUser(c, c.Param("id"))
	if err != nil {
		h.fail(c, err, internalError)
		return accounts.User{}, false
	}
	return u, true
}

// adminUserView is a member with their balance and activity figures.
type adminUserView struct{ accounts.AdminView }

func (h adminUserHandlers) loadAdminUserView(c *gin.Context) (adminUserView, bool) {
	v, err := h.accounts.LoadAdminView(c, c.Param("id"))
	if err != nil {
		h.fail(c, err, internalError)
		return adminUserView{}, false
	}
	return adminUserView{v}, true
}

func (v adminUserView) userJSON() AdminUserJSON {
	return NewAdminUserJSON(v.User, v.BalanceCents, v.HeldCents, v.Stats.ItemsCount, v.Stats.TradesCompleted)
}

func (v adminUserView) statsJSON() gin.H {
	return gin.H{
		"items_count": v.Stats.ItemsCount, "trades_count": v.Stats.TradesCount,
		"trades_completed": v.Stats.TradesCompleted, "open_disputes": v.Stats.OpenDisputes,
		"average_rating": v.User.AverageRating, "rating_count": v.User.RatingCount,
	}
}

func (h adminUserHandlers) adminUserDetails(c *gin.Context) {
	if v, ok := h.loadAdminUserView(c); ok {
		c.JSON(http.StatusOK, gin.H{"user": v.userJSON(), "stats": v.statsJSON()})
	}
}

// recentTransactionJSON is a ledger row in the admin user profile: the
// member's row with whose it is.
type recentTransactionJSON struct {
	moneyTxJSON
	UserID string `json:"user_id"`
}

func (h adminUserHandlers) adminUserProfile(c *gin.Context) {
	v, ok := h.loadAdminUserView(c)
	if !ok {
		return
	}
	rows, err := h.accounts.RecentEntries(c, v.User.ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	recent := make([]recentTransactionJSON, 0, len(rows))
	for _, t := range rows {
		recent = append(recent, recentTransactionJSON{moneyTx(t), t.UserID})
	}
	c.JSON(http.StatusOK, gin.H{"profile": v.userJSON(), "stats": v.statsJSON(), "recent_transactions": recent})
}

func (h adminUserHandlers) adminUserItems(c *gin.Context) {
	u, ok := h.adminTarget(c)
	if !ok {
		return
	}
	items, err := h.catalog.Mine(c, u.ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"items": items, "total": len(items)})
}

func (h adminUserHandlers) adminUserBalance(c *gin.Context) {
	v, ok := h.loadAdminUserView(c)
	if !ok {
		return
	}
	c.JSON(http.StatusOK, gin.H{
		"user_id": v.User.ID, "user_email": v.User.Email, "balance": money.Dollars(v.BalanceCents),
		"available_balance": money.Dollars(ledger.Balance{Balance: v.BalanceCents, Held: v.HeldCents}.Available()), "held": money.Dollars(v.HeldCents),
	})
}

func (h adminUserHandlers) adminSetUserStatus(c *gin.Context) {
	target, ok := h.adminTarget(c)
	if !ok {
		return
	}
	var in struct {
		Status accounts.Status `json:"status"`
		Reason string          `json:"reason"`
	}
	if !BindJSON(c, &in) {
		return
	}
	u, err := h.accounts.SetStatus(c, mustCaller(c).ID, target.ID, in.Status, in.Reason)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	if u.Status == accounts.StatusDisabled || u.Status == accounts.StatusRestricted {
		h.ender.cancelMemberTrades(c, u.ID, reasonMemberPaused)
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "User status updated to " + string(u.Status), "user": NewUserJSON(u)})
}

func (h adminUserHandlers) adminDeleteUser(c *gin.Context) {
	target, ok := h.adminTarget(c)
	if !ok {
		return
	}
	photos, err := h.accounts.CloseAccount(c, accounts.Closure{UserID: target.ID, AdminID: mustCaller(c).ID})
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.catalog.DropPhotos(c, photos)
	h.ender.cancelMemberTrades(c, target.ID, "")
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "User deleted"})
}

func (h adminUserHandlers) adminMessageUser(c *gin.Context) {
	target, ok := h.adminTarget(c)
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
	msg, member, err := h.accounts.SendAdminMessage(c, mustCaller(c).ID, target.ID, in.Subject, in.Message)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	if member.EmailNotifications && !member.Status.Closed() {
		h.mail.send(c, accounts.AdminMessageEmail(member, msg))
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("Message sent to %s successfully", member.Name),
		"sent": NewMemberMessageJSON(msg)})
}
