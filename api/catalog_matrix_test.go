package api

import (
	"context"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// itemOfA is a fixture: a bag of member A in this status.
func itemOfA(status string) func(m *matrixEnv) string {
	return func(m *matrixEnv) string {
		it, err := db.New(m.H.pool).CreateItem(context.Background(), db.CreateItemParams{
			ID: ids.New(), OwnerID: m.A.ID, Name: "A's bag", Description: "d", Brand: "Coach",
			Size: "Mini/Clutch", Condition: "Good", ValueCents: 1000, Status: status,
		})
		if err != nil {
			m.T.Fatal(err)
		}
		return it.ID
	}
}

// Authorization matrix rows of the catalog routes.
func init() {
	addMatrixRows(map[string]matrixRow{
		// A pending bag: only its owner (and administrators) may read it.
		"GET /hats/:id":            ownedBy(itemOfA("pending")),
		"GET /hats/:id/calendar":   ownedBy(itemOfA("pending")),
		"PUT /hats/:id":            ownedBy(itemOfA("active")),
		"DELETE /hats/:id":         ownedBy(itemOfA("active")),
		"GET /users/:id/closet":    notOwned(func(m *matrixEnv) string { return m.A.ID }),
		"GET /uploads/items/:file": notOwned(nil),
	})
}
