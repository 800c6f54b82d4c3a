package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// benchCall measures one request per iteration through the real handler and
// reports the median (p50) next to ns/op.
func benchCall(b *testing.B, handler http.Handler, want int, build func() *http.Request) {
	b.Helper()
	var took []time.Duration
	for b.Loop() {
		req := build()
		rec := httptest.NewRecorder()
		start := time.Now()
		handler.ServeHTTP(rec, req)
		took = append(took, time.Since(start))
		if rec.Code != want {
			b.Fatalf("%s %s: %d %s", req.Method, req.URL, rec.Code, rec.Body)
		}
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
}

func benchRequest(method, path, body, token string) *http.Request {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return req
}

// benchAccounts is a server with one member (and their token) and one
// administrator, plus a few hundred members for the admin list.
type benchAccounts struct {
	handler           http.Handler
	member, admin     string
	memberID, adminID string
}

func newBenchAccounts(b *testing.B) benchAccounts {
	pool := testenv.NewPool(b)
	srv, back := newAccountsServer(b, pool)
	ctx := context.Background()
	u, err := back.Accounts.Create(ctx, accounts.NewUser{Email: "bench@example.test", Password: "tote-swap-77",
		Name: "Bench", Phone: "305-555-0100", Address: "1 Main St", City: "Miami", State: "FL", ZipCode: "33017", ClosetName: "B"})
	if err != nil {
		b.Fatal(err)
	}
	adm, _, err := back.Accounts.EnsureAdmin(ctx, "admin@example.test", "admin-pass-2026", "Ada")
	if err != nil {
		b.Fatal(err)
	}
	q := db.New(pool)
	stored, err := q.GetUser(ctx, u.ID) // the members below share its password hash
	if err != nil {
		b.Fatal(err)
	}
	for i := range 500 {
		m, err := q.CreateUser(ctx, db.CreateUserParams{ID: ids.New(), Email: fmt.Sprintf("m%d@bench.test", i),
			PasswordHash: stored.PasswordHash, Name: fmt.Sprintf("Member %d", i), ClosetName: "C"})
		if err == nil {
			err = q.CreateUserBalance(ctx, m.ID)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	for i := range 30 {
		if _, err := q.InsertMemberMessage(ctx, db.InsertMemberMessageParams{ID: ids.New(), UserID: u.ID, Kind: "admin",
			Subject: "Hi", Content: fmt.Sprintf("Message %d", i), SentBy: &adm.ID}); err != nil {
			b.Fatal(err)
		}
	}
	token := func(id string) string {
		t, _, err := back.Tokens.Issue(id, 0)
		if err != nil {
			b.Fatal(err)
		}
		return t
	}
	return benchAccounts{handler: srv.Handler(), member: token(u.ID), admin: token(adm.ID), memberID: u.ID, adminID: adm.ID}
}

// BenchmarkAccountsLogin is a sign-in with argon2id at the production cost
// (19 MiB, 2 passes): the figure to keep under 150 ms p50.
func BenchmarkAccountsLogin(b *testing.B) {
	e := newBenchAccounts(b)
	body := `{"email":"bench@example.test","password":"tote-swap-77"}`
	benchCall(b, e.handler, 200, func() *http.Request { return benchRequest("POST", "/login", body, "") })
}

// BenchmarkAccountsCalls covers the other account calls (each under 10 ms p50).
func BenchmarkAccountsCalls(b *testing.B) {
	e := newBenchAccounts(b)
	profile := `{"name":"Bench","closet_name":"Bench's Bags","phone":"305-555-0100","address":"1 Main St",` +
		`"city":"Miami","state":"FL","zip_code":"33017","bio":"Benchmarking"}`
	for _, c := range []struct {
		name, method, path, body string
		admin                    bool
	}{
		{"ProfileGet", "GET", "/user/profile", "", false},
		{"ProfilePut", "PUT", "/user/profile", profile, false},
		{"NotificationPrefsPut", "PUT", "/user/notification-preferences", `{"marketing_emails":true}`, false},
		{"PublicProfile", "GET", "/users/" + e.memberID + "/profile", "", false},
		{"MessagesList", "GET", "/hats/admin-messages", "", false},
		{"AdminUsersList", "GET", "/admin/users?per_page=50", "", true},
		{"AdminUsersSearch", "GET", "/admin/users?q=member%2042", "", true},
		{"AdminUserProfile", "GET", "/api/admin/users/" + e.memberID + "/profile", "", true},
		{"AdminUserBalance", "GET", "/admin/users/" + e.memberID + "/balance", "", true},
	} {
		token := e.member
		if c.admin {
			token = e.admin
		}
		b.Run(c.name, func(b *testing.B) {
			benchCall(b, e.handler, 200, func() *http.Request { return benchRequest(c.method, c.path, c.body, token) })
		})
	}
}

// BenchmarkAccountsRegister is a sign-up: one argon2id hash plus two inserts.
func BenchmarkAccountsRegister(b *testing.B) {
	e := newBenchAccounts(b)
	benchCall(b, e.handler, 201, func() *http.Request {
		body := `{"email":"` + ids.New() + `@bench.test","password":"tote-swap-77","name":"New"}`
		return benchRequest("POST", "/register", body, "")
	})
}
