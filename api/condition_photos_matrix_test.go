package api

import "net/http"

// Condition photo uploads belong to the trade's members (the tests beside
// this file check who may upload, at which step, and remove).
func init() {
	addMatrixRows(map[string]matrixRow{
		"POST /trades/:id/condition-photos": ownedBy(matrixTrade),
		// A random photo id: the trade's member gets 404 "Photo not found".
		"DELETE /trades/:id/condition-photos/:photoId": ownedParams(func(m *matrixEnv) map[string]string {
			return map[string]string{"id": matrixTrade(m), "photoId": "0123456789abcdef01234567"}
		}, http.StatusNotFound),
	})
}
