package api

import (
	"context"

	"pursetrade/internal/ids"
)

// Authorization matrix rows of the watch routes: any member may wait for a
// listed bag; a watch is its member's alone.
func init() {
	watchOfA := func(m *matrixEnv) string {
		id := ids.New()
		if _, err := m.H.pool.Exec(context.Background(), `INSERT INTO watches (id, user_id, item_id) VALUES ($1, $2, $3)`,
			id, m.A.ID, itemOfA("active")(m)); err != nil {
			m.T.Fatal(err)
		}
		return id
	}
	addMatrixRows(map[string]matrixRow{
		"PUT /hats/:id/watch": notOwned(itemOfA("active")),
		"DELETE /watches/:id": ownedBy(watchOfA),
	})
}
