package api

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
)

// The authorization matrix also reads every answer for what its caller must
// not see: secret fields (password hashes, two-factor secrets, reset or
// verification tokens) for anyone, and, for everyone but administrators,
// any administrator's id or name (members see "Support").

// matrixSecretKeys are JSON keys that must never appear in an answer.
var matrixSecretKeys = []string{
	"password_hash", "passwordHash", "totp_secret", "totpSecret", "totp_pending_secret",
	"token_hash", "reset_token", "verification_token",
}

// matrixKnownExposures lists "METHOD /path" routes whose member answers are
// known to show an administrator's id, to be fixed by the trade views'
// owner (trade_json.go). TODO(lead): empty this list once fixed; the check
// itself must not be weakened.
var matrixKnownExposures = map[string]bool{}

// matrixAdmins are the ids and names of every administrator in the
// database; names shorter than minNameLen (such as "Admin") are ordinary
// words and left out.
func matrixAdmins(t *testing.T, h *harness) []string {
	t.Helper()
	rows, err := h.pool.Query(context.Background(), `SELECT id FROM users WHERE is_admin
		UNION SELECT name FROM users WHERE is_admin AND char_length(name) >= $1`, minNameLen)
	if err != nil {
		t.Fatal(err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const minNameLen = 8

// checkExposure reports what body shows that its caller must not see.
func checkExposure(t *testing.T, route, who string, callerIsAdmin bool, body []byte, admins []string) {
	t.Helper()
	for _, p := range exposures(route, callerIsAdmin, body, admins) {
		t.Errorf("%s as %s: %s", route, who, p)
	}
}

// exposures lists what body shows that its caller must not see.
func exposures(route string, callerIsAdmin bool, body []byte, admins []string) []string {
	var out []string
	text := string(body)
	if strings.Contains(text, "$argon2") {
		out = append(out, "the answer holds a password hash")
	}
	var v any
	if json.Unmarshal(body, &v) == nil {
		if key, found := findKey(v, matrixSecretKeys); found {
			out = append(out, fmt.Sprintf("the answer has the secret field %q", key))
		}
	}
	if callerIsAdmin || matrixKnownExposures[route] {
		return out
	}
	for _, who := range admins {
		if strings.Contains(text, who) {
			return append(out, fmt.Sprintf("the answer shows an administrator's id or name (%s); members see %q", who, supportName))
		}
	}
	return out
}

func TestExposureCheckFindsWhatMembersMustNotSee(t *testing.T) {
	admin := ids.New()
	for body, want := range map[string]int{
		`{"trade":{"timeline":[{"by":"` + admin + `"}]}}`:        1,
		`{"user":{"password_hash":"x"}}`:                         1,
		`[{"totp_secret":"JBSW"}]`:                               1,
		`{"note":"$argon2id$v=19$m=19456,t=2,p=1$..."}`:          1,
		`{"resolved_by":"Support","secret":"JBSW"}`:              0, // a 2FA setup answers its own secret
		`{"messages":[{"user_name":"` + matrixAdminName + `"}]}`: 1,
	} {
		if got := exposures("GET /x", false, []byte(body), []string{admin, matrixAdminName}); len(got) != want {
			t.Errorf("%s: %v", body, got)
		}
	}
	if got := exposures("GET /x", true, []byte(`{"by":"`+admin+`"}`), []string{admin}); len(got) != 0 {
		t.Errorf("an administrator may read administrators' ids: %v", got)
	}
}

// findKey looks for any of keys in a decoded JSON value, at any depth.
func findKey(v any, keys []string) (string, bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, child := range x {
			for _, bad := range keys {
				if strings.EqualFold(k, bad) {
					return k, true
				}
			}
			if k, ok := findKey(child, keys); ok {
				return k, true
			}
		}
	case []any:
		for _, child := range x {
			if k, ok := findKey(child, keys); ok {
				return k, true
			}
		}
	}
	return "", false
}
