package api

import (
	"context"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/auth"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// The authorization matrix calls every route of (*Server).routes() as
// nobody, as member A, as member B, as a restricted member and as an
// administrator, and checks each answer against the route's access level:
//
//   - public/optional: no 401 or 403 from authentication;
//   - account/member/admin: 401 without a token;
//   - member: 403 for a restricted member; admin: 403 for every member;
//   - no call ever answers 5xx (bodies are `{}`, so validation answers 4xx);
//   - no answer shows a secret field, nor an administrator's id or name to
//     anyone but an administrator (authz_exposure_test.go); the fixtures'
//     trades and disputes carry messages of the administrator.
//
// A route with path parameters needs a row in matrixRows, registered from
// the test file next to the route group (func init() { addMatrixRows(...) }):
//
//   - ownedBy(fixture): the fixture makes a resource of member A and returns
//     its id. Member B and the restricted member must get 403 or 404; A must
//     not (nor 401). Use ownedParams for several parameters.
//   - notOwned(fixture): a public lookup (anyone may read it) or an id that
//     is not a member's resource; fixture may be nil (a random id is used).
//
// Admin routes need no row (only administrators pass, whatever the id), but
// a row lets the matrix reach past the 404 of a random id.
type matrixRow struct {
	owned  bool
	params func(m *matrixEnv) map[string]string
	// ownerMay lists statuses the owner may get besides 2xx-4xx other than
	// 401/403/404 (e.g. 403 when a trade's requester may not accept it).
	ownerMay []int
}

var (
	matrixMu   sync.Mutex
	matrixRows = map[string]matrixRow{}
)

// addMatrixRows registers rows keyed by "METHOD /path" (Gin syntax).
func addMatrixRows(rows map[string]matrixRow) {
	matrixMu.Lock()
	defer matrixMu.Unlock()
	for k, r := range rows {
		if _, dup := matrixRows[k]; dup {
			panic("authorization matrix: two rows for " + k)
		}
		matrixRows[k] = r
	}
}

// ownedBy is a row whose single path parameter names a resource of member A.
func ownedBy(fixture func(m *matrixEnv) string) matrixRow {
	return matrixRow{owned: true, params: single(fixture)}
}

// ownedParams is ownedBy for routes with several parameters.
func ownedParams(fixture func(m *matrixEnv) map[string]string, ownerMay ...int) matrixRow {
	return matrixRow{owned: true, params: fixture, ownerMay: ownerMay}
}

// notOwned marks a public lookup or an administrator's target; fixture may be nil.
func notOwned(fixture func(m *matrixEnv) string) matrixRow {
	if fixture == nil {
		return matrixRow{}
	}
	return matrixRow{params: single(fixture)}
}

func single(fixture func(m *matrixEnv) string) func(m *matrixEnv) map[string]string {
	return func(m *matrixEnv) map[string]string { return map[string]string{"*": fixture(m)} }
}

// matrixEnv is what a fixture gets: fresh members for one route.
type matrixEnv struct {
	T                       *testing.T
	H                       *harness
	A, B, Restricted, Admin accounts.User
}

var matrixHash = sync.OnceValue(func() string {
	h, err := auth.HashPassword(context.Background(), "matrix-pass-1")
	if err != nil {
		panic(err)
	}
	return h
})

// Member makes an active member quickly (the password hash is shared).
func (m *matrixEnv) Member(name string) accounts.User {
	m.T.Helper()
	ctx := context.Background()
	q := db.New(m.H.pool)
	u, err := q.CreateUser(ctx, db.CreateUserParams{
		ID: ids.New(), Email: ids.New() + "@matrix.test", PasswordHash: matrixHash(), Name: name,
		ClosetName: name + "'s Closet", ZipCode: "33012", City: "Hialeah", State: "FL",
	})
	if err == nil {
		err = q.CreateUserBalance(ctx, u.ID)
	}
	if err != nil {
		m.T.Fatal(err)
	}
	member, err := m.H.backend.Accounts.GetUser(ctx, u.ID)
	if err != nil {
		m.T.Fatal(err)
	}
	return member
}

func newMatrixEnv(t *testing.T, h *harness) *matrixEnv {
	m := &matrixEnv{T: t, H: h}
	m.A, m.B, m.Restricted, m.Admin = m.Member("Ann"), m.Member("Bea"), m.Member("Rae"), m.Member(matrixAdminName)
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, m.Restricted.ID)
	sqlExec(t, h.pool, `UPDATE users SET is_admin = true WHERE id = $1`, m.Admin.ID)
	return m
}

// matrixAdminName names the matrix's administrator, who writes in the
// fixtures' trade chats and disputes: distinctive, so the exposure check
// finds it in any answer.
const matrixAdminName = "Adelaide Overseer"

var pathParam = regexp.MustCompile(`[:*]([A-Za-z_]+)`)

func TestAuthzMatrix(t *testing.T) {
	h := newHarness(t, raiseLimits)
	routes := h.srv.routes()
	sort.Slice(routes, func(i, j int) bool {
		return routes[i].path+routes[i].method < routes[j].path+routes[j].method
	})
	var missing []string
	for _, rt := range routes {
		key := rt.method + " " + rt.path
		row, hasRow := matrixRows[key]
		params := pathParam.FindAllStringSubmatch(rt.path, -1)
		if len(params) > 0 && !hasRow && rt.access != accessAdmin {
			missing = append(missing, key)
			continue
		}
		t.Run(key, func(t *testing.T) { checkMatrixRoute(t, h, rt, row) })
	}
	if len(missing) > 0 {
		t.Errorf("routes with path parameters but no row in the authorization matrix; add one with "+
			"addMatrixRows (ownedBy for a member's resource, notOwned for a public lookup) in the test "+
			"file next to the route group:\n  %s", strings.Join(missing, "\n  "))
	}
}

func checkMatrixRoute(t *testing.T, h *harness, rt route, row matrixRow) {
	m := newMatrixEnv(t, h)
	values := map[string]string{}
	if row.params != nil {
		values = row.params(m)
	}
	path := pathParam.ReplaceAllStringFunc(rt.path, func(p string) string {
		if v, ok := values[p[1:]]; ok {
			return v
		}
		if v, ok := values["*"]; ok {
			return v
		}
		return ids.New()
	})
	body := ""
	if rt.method != http.MethodGet && rt.method != http.MethodHead {
		body = "{}"
	}
	admins := matrixAdmins(t, h)
	call := func(who string, u *accounts.User) int {
		var headers []string
		if u != nil {
			headers = h.as(u.ID)
		}
		req := newTestRequest(rt.method, path, body, headers...)
		if rt.stream { // a stream answers at once and runs until its client leaves
			ctx, cancel := context.WithTimeout(req.Context(), 200*time.Millisecond)
			defer cancel()
			req = req.WithContext(ctx)
		}
		rec := h.serve(req)
		if rec.Code >= 500 {
			t.Errorf("%s %s as %s: %d %s", rt.method, path, who, rec.Code, rec.Body)
		}
		checkExposure(t, rt.method+" "+rt.path, who, u != nil && u.ID == m.Admin.ID, rec.Body.Bytes(), admins)
		return rec.Code
	}
	authFailure := func(code int) bool { return code == 401 || code == 403 }
	expect := func(who string, code int, ok bool, want string) {
		if !ok {
			t.Errorf("%s %s as %s: got %d, want %s", rt.method, path, who, code, want)
		}
	}
	needsToken := rt.access >= accessAccount

	// Nobody.
	code := call("nobody", nil)
	switch {
	case needsToken:
		expect("nobody", code, code == 401, "401")
	case row.owned:
		expect("nobody", code, code == 403 || code == 404, "403 or 404 (not the owner)")
	default:
		expect("nobody", code, !authFailure(code), "no 401/403 on a public route")
	}

	// Members who do not own the resource.
	for _, who := range []struct {
		name string
		u    *accounts.User
	}{{"member B", &m.B}, {"a restricted member", &m.Restricted}} {
		code := call(who.name, who.u)
		restricted := who.u == &m.Restricted
		switch {
		case rt.access == accessAdmin:
			expect(who.name, code, code == 403, "403 (administrators only)")
		case rt.access == accessMember && restricted:
			expect(who.name, code, code == 403, "403 (restricted members may not)")
		case row.owned:
			expect(who.name, code, code == 403 || code == 404, "403 or 404 (not the owner)")
		default:
			expect(who.name, code, !authFailure(code), "no 401/403")
		}
	}

	// The owner (member A).
	code = call("member A", &m.A)
	switch {
	case rt.access == accessAdmin:
		expect("member A", code, code == 403, "403 (administrators only)")
	case row.owned:
		expect("member A", code, !authFailure(code) && code != 404 || slices.Contains(row.ownerMay, code),
			"the owner is let through")
	default:
		expect("member A", code, !authFailure(code), "no 401/403")
	}

	// An administrator (last: admin calls may delete what the others used).
	code = call("an administrator", &m.Admin)
	switch {
	case rt.access == accessAdmin:
		expect("an administrator", code, !authFailure(code), "no 401/403")
	default:
		expect("an administrator", code, code != 401, "no 401")
	}
}

// TestAuthzMatrixRowsMatchRoutes keeps the table honest: every row names a
// registered route.
func TestAuthzMatrixRowsMatchRoutes(t *testing.T) {
	registered := map[string]bool{}
	for _, rt := range routeTable(t) { // dev: the optional routes too
		registered[rt.method+" "+rt.path] = true
	}
	for key := range matrixRows {
		if !registered[key] {
			t.Errorf("matrix row %q names no registered route", key)
		}
	}
}
