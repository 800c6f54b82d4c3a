package ledger

// SetExportPage makes whole exports read n rows a statement until restore.
func SetExportPage(n int) (restore func()) {
	old := exportPage
	exportPage = n
	return func() { exportPage = old }
}
