package api

import (
	"net/http"
	"strings"

	"pursetrade/internal/devtools/testenv"
)

// Trade routes belong to the two members of the trade: member A requests a
// real trade (a running workflow) from a third member in each fixture.
func init() {
	rows := map[string]matrixRow{}
	for _, route := range []string{
		"GET /trades/:id", "PUT /trades/:id/accept", "PUT /trades/:id/reject", "PUT /trades/:id/approve",
		"PUT /trades/:id/deny", "PUT /trades/:id/cancel", "PUT /trades/:id/ack/received", "PUT /trades/:id/ack/returned",
		"PUT /trades/:id/modify", "POST /trades/:id/messages", "GET /trades/:id/messages", "POST /trades/:id/regenerate-labels",
		"GET /trades/:id/tracking",
	} {
		rows[route] = ownedBy(matrixTrade)
	}
	// A pickup trade has no labels: its requester gets the spec's 404 text.
	for _, route := range []string{"GET /trades/:id/label", "GET /trades/:id/return-label"} {
		rows[route] = ownedParams(single(matrixTrade), http.StatusNotFound)
	}
	addMatrixRows(rows)
}

// matrixTrade is a pending pickup trade requested by member A, with a chat
// message of the administrator.
func matrixTrade(m *matrixEnv) string {
	m.T.Helper()
	h := m.H
	testenv.Fund(h.t, h.pool, m.A.ID, 50_000)
	c := m.Member("Cleo")
	a := tradeParty{user: m.A, bag: testenv.Item(m.T, h.pool, m.A.ID, 10_000), auth: h.as(m.A.ID)}
	b := tradeParty{user: c, bag: testenv.Item(m.T, h.pool, c.ID, 15_000), auth: h.as(c.ID)}
	id := h.request(a, b, "pickup")
	if strings.TrimSpace(id) == "" {
		m.T.Fatal("no trade id")
	}
	expectStatus(m.T, h.do("POST", "/trades/"+id+"/messages", `{"message":"Support checking in"}`, h.as(m.Admin.ID)...), 200)
	return id
}
