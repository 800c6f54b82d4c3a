package api

// Authorization matrix rows of the favorite routes: any member may keep a
// listed bag (A's own is refused with 400).
func init() {
	addMatrixRows(map[string]matrixRow{
		"PUT /hats/:id/favorite":    notOwned(itemOfA("active")),
		"DELETE /hats/:id/favorite": notOwned(itemOfA("active")),
	})
}
