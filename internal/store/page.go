package store

// Counted pairs a page of rows with the count of all the rows it is a page
// of, read after the page.
func Counted[R any](rows []R, err error, count func() (int64, error)) ([]R, int64, error) {
	if err != nil {
		return nil, 0, err
	}
	total, err := count()
	return rows, total, err
}
