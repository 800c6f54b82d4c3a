package api

import (
	"context"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Authorization matrix rows of the account routes.
func init() {
	adminTarget := func(m *matrixEnv) string { return m.Member("Target").ID }
	addMatrixRows(map[string]matrixRow{
		"PUT /hats/admin-messages/:id/mark-read": ownedBy(func(m *matrixEnv) string {
			msg, err := db.New(m.H.pool).InsertMemberMessage(context.Background(), db.InsertMemberMessageParams{
				ID: ids.New(), UserID: m.A.ID, Kind: "admin", Subject: "Hello", Content: "For A only", SentBy: &m.Admin.ID,
			})
			if err != nil {
				m.T.Fatal(err)
			}
			return msg.ID
		}),
		"GET /users/:id/profile":           notOwned(func(m *matrixEnv) string { return m.A.ID }),
		"GET /uploads/profiles/:file":      notOwned(nil),
		"GET /admin/users/:id/details":     notOwned(adminTarget),
		"GET /admin/users/:id/profile":     notOwned(adminTarget),
		"GET /api/admin/users/:id/profile": notOwned(adminTarget),
		"GET /admin/users/:id/items":       notOwned(adminTarget),
		"GET /admin/users/:id/balance":     notOwned(adminTarget),
		"PUT /admin/users/:id/status":      notOwned(adminTarget),
		"DELETE /admin/users/:id":          notOwned(adminTarget),
		"POST /admin/users/:id/message":    notOwned(adminTarget),
	})
}
