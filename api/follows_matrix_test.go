package api

// Authorization matrix rows of the follow routes: any member may follow a
// closet (A's own is refused with 400); anyone may read its count.
func init() {
	closetOfA := func(m *matrixEnv) string { return m.A.ID }
	addMatrixRows(map[string]matrixRow{
		"GET /users/:id/follow":    notOwned(closetOfA),
		"PUT /users/:id/follow":    notOwned(closetOfA),
		"DELETE /users/:id/follow": notOwned(closetOfA),
	})
}
