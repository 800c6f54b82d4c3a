package api

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/devtools/testenv"
)

// guardedEngine mounts one probe route per access level behind the real guard.
func guardedEngine(h *harness) *gin.Engine {
	r := gin.New()
	for path, a := range map[string]access{"/public": accessPublic, "/optional": accessOptional,
		"/account": accessAccount, "/member": accessMember, "/admin": accessAdmin} {
		r.GET(path, append(h.srv.gate.guard(a), func(c *gin.Context) {
			u, _ := caller(c)
			c.JSON(200, gin.H{"id": u.ID})
		})...)
	}
	return r
}

func TestGuardAccessLevels(t *testing.T) {
	h := newHarness(t)
	r := guardedEngine(h)
	ctx := context.Background()
	member := testenv.Member(t, h.pool, "Mia")
	restricted := testenv.Member(t, h.pool, "Rae")
	admin := testenv.Member(t, h.pool, "Ada")
	disabled := testenv.Member(t, h.pool, "Dee")
	restrictedAdmin := testenv.Member(t, h.pool, "Rex")
	_, _ = h.pool.Exec(ctx, `UPDATE users SET status = 'restricted' WHERE id = $1`, restricted.ID)
	_, _ = h.pool.Exec(ctx, `UPDATE users SET is_admin = true WHERE id = $1`, admin.ID)
	_, _ = h.pool.Exec(ctx, `UPDATE users SET is_admin = true, status = 'restricted' WHERE id = $1`, restrictedAdmin.ID)
	disabledToken := h.tokenFor(disabled.ID)
	_, _ = h.pool.Exec(ctx, `UPDATE users SET status = 'disabled' WHERE id = $1`, disabled.ID)

	call := func(path string, headers ...string) int {
		req := httptest.NewRequest("GET", path, nil)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, req)
		if rec.Code >= 400 {
			decodeError(t, rec)
		}
		return rec.Code
	}
	anon := []string{}
	want := map[string]map[string]int{
		"anon":       {"/public": 200, "/optional": 200, "/account": 401, "/member": 401, "/admin": 401},
		"member":     {"/public": 200, "/optional": 200, "/account": 200, "/member": 200, "/admin": 403},
		"restricted": {"/public": 200, "/optional": 200, "/account": 200, "/member": 403, "/admin": 403},
		"admin":      {"/public": 200, "/optional": 200, "/account": 200, "/member": 200, "/admin": 200},
		// A restricted administrator is restricted like a member.
		"restrictedAdmin": {"/public": 200, "/optional": 200, "/account": 200, "/member": 403, "/admin": 403},
		"disabled":        {"/public": 200, "/optional": 200, "/account": 401, "/member": 401, "/admin": 401},
		"garbage":         {"/public": 200, "/optional": 200, "/account": 401, "/member": 401, "/admin": 401},
	}
	headers := map[string][]string{
		"anon": anon, "member": h.as(member.ID), "restricted": h.as(restricted.ID), "admin": h.as(admin.ID),
		"restrictedAdmin": h.as(restrictedAdmin.ID),
		"disabled":        {"Authorization", "Bearer " + disabledToken}, "garbage": {"Authorization", "Bearer nonsense"},
	}
	for who, paths := range want {
		for path, code := range paths {
			if got := call(path, headers[who]...); got != code {
				t.Errorf("%s %s: got %d want %d", who, path, got, code)
			}
		}
	}

	// The real administrator routes refuse a restricted administrator, who
	// still sees their balance.
	h.jsonDo(403, "GET", "/admin/users", nil, h.as(restrictedAdmin.ID))
	h.jsonDo(200, "GET", "/user/balance", nil, h.as(restrictedAdmin.ID))

	// A password change invalidates tokens issued before it.
	before := h.tokenFor(member.ID)
	_, _ = h.pool.Exec(ctx, `UPDATE users SET password_changed_at = now() + interval '1 second' WHERE id = $1`, member.ID)
	if got := call("/member", "Authorization", "Bearer "+before); got != 401 {
		t.Fatalf("token from before the password change: %d", got)
	}
	// Tokens carry whole seconds: a change a second ago is before a token issued now.
	_, _ = h.pool.Exec(ctx, `UPDATE users SET password_changed_at = now() - interval '1 second' WHERE id = $1`, member.ID)
	if got := call("/member", h.as(member.ID)...); got != 200 {
		t.Fatalf("token issued after the password change: %d", got)
	}
}
