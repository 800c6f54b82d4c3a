package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"

	"pursetrade/internal/shipping"
	"pursetrade/internal/trades/rules"
)

// A label file belongs to the two members of its trade.
func init() {
	addMatrixRows(map[string]matrixRow{
		"GET /labels/:file": ownedBy(matrixLabel),
	})
}

// matrixLabel stores a label of a trade of member A and returns its file name.
func matrixLabel(m *matrixEnv) string {
	m.T.Helper()
	tradeID := projectedTrade(m.T, m.H.pool, m.A.ID, m.Member("Cleo").ID, rules.StatusAccepted)
	var b [16]byte
	_, _ = rand.Read(b[:])
	file := hex.EncodeToString(b[:]) + ".pdf"
	if err := m.H.backend.Files.Labels.Put(context.Background(), file, "application/pdf", []byte("%PDF-1.4 test label")); err != nil {
		m.T.Fatal(err)
	}
	if _, err := m.H.pool.Exec(context.Background(),
		`INSERT INTO trade_labels (trade_id, leg, label_url, label) VALUES ($1, 'user1_out', $2, '{}')`,
		tradeID, shipping.LabelURLPrefix+file); err != nil {
		m.T.Fatal(err)
	}
	return file
}
