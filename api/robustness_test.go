package api

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"pursetrade/internal/accounts"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger/ledgertest"
)

// The robustness run sends every operation of the API document hostile
// variants derived from the document: path and query values with NUL,
// invalid UTF-8, control characters, 100 KB strings and extreme numbers;
// each JSON field of the documented body as those strings and as every
// wrong type; malformed and odd whole bodies. It calls as the route's
// natural caller and, a few variants each, as the others. Every answer must
// be below 500, carry the error envelope when it is a 4xx and come within
// 3 s; afterwards the server still answers and no balance has moved.
// ROBUSTNESS_SEED replays a run.
func TestHostileInputAtEveryOperation(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if s, err := strconv.ParseUint(os.Getenv("ROBUSTNESS_SEED"), 10, 64); err == nil {
		seed = s
	}
	t.Logf("ROBUSTNESS_SEED=%d", seed)
	rng := rand.New(rand.NewPCG(seed, seed>>1))

	h := tradeHarness(t, raiseLimits)
	doc, err := contractDoc()
	if err != nil {
		t.Fatal(err)
	}
	m := newMatrixEnv(t, h)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	tradeID := h.request(ana, bea, "pickup")
	base := hostileBases(ana, bea, tradeID)
	streams := map[string]bool{}
	for _, rt := range h.srv.routes() {
		streams[rt.method+" "+rt.path] = rt.stream
	}
	ops := documentedOperations(doc)
	fixtures := map[string]map[string]string{} // made before the balances are read: some fund their member
	for _, op := range ops {
		if row := matrixRows[op.method+" "+op.ginPath]; row.params != nil {
			fixtures[op.method+" "+op.path] = row.params(m)
		}
	}
	balancesBefore := allBalances(t, h)

	sent := 0
	for _, op := range ops {
		params := fixtures[op.method+" "+op.path]
		natural, others := callersOf(op, m, ana)
		for _, v := range op.variants(rng, base[op.method+" "+op.ginPath]) {
			callers := []*accounts.User{natural}
			if rng.IntN(8) == 0 {
				callers = append(callers, others[rng.IntN(len(others))])
			}
			for _, who := range callers {
				sent++
				checkHostileAnswer(t, h, op, v, params, who, streams[op.method+" "+op.ginPath])
			}
		}
	}
	t.Logf("%d hostile requests over %d operations", sent, len(ops))

	if rec := h.do(http.MethodGet, "/healthz", ""); rec.Code != http.StatusOK {
		t.Fatalf("after the run /healthz answers %d", rec.Code)
	}
	if after := allBalances(t, h); !maps.Equal(balancesBefore, after) {
		t.Errorf("balances moved: before %v, after %v", balancesBefore, after)
	}
	ledgertest.AssertBalanced(t, h.pool)
}

// hostileBases are valid bodies of the operations whose hostile variants
// must reach past the first checks: a trade request that would be
// accepted, a manual deposit, a bag edit.
func hostileBases(ana, bea tradeParty, tradeID string) map[string]map[string]any {
	start, end := tradeDates(7)
	return map[string]map[string]any{
		"POST /trades": {"hat1_id": ana.bag.ID, "hat2_id": bea.bag.ID, "start_date": start, "end_date": end,
			"delivery_method": "pickup", "message": "Would love to borrow this!", "duration": 7},
		"POST /deposits/manual":     {"amount": 25, "payment_method": "zelle", "reference_note": "from my bank"},
		"PUT /trades/:id/modify":    {"start_date": start, "end_date": end, "mod_message": "a week later?"},
		"POST /trades/:id/messages": {"text": "hello"},
		"POST /disputes":            {"trade_id": tradeID, "reason": "other", "description": "it is scratched"},
	}
}

type documentedOp struct {
	method, path, ginPath string
	op                    *openapi3.Operation
	params                openapi3.Parameters
}

func documentedOperations(doc *openapi3.T) []documentedOp {
	var out []documentedOp
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			params := append(slices.Clone(item.Parameters), op.Parameters...)
			out = append(out, documentedOp{method: method, path: path, op: op, params: params,
				ginPath: strings.NewReplacer("{", ":", "}", "").Replace(path)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path+out[i].method < out[j].path+out[j].method })
	return out
}

// callersOf is the route's natural caller (an administrator for /admin/*,
// else member Ann, who owns the fixtures) and the others.
func callersOf(op documentedOp, m *matrixEnv, ana tradeParty) (*accounts.User, []*accounts.User) {
	if strings.HasPrefix(op.path, "/admin") || strings.HasPrefix(op.path, "/api/admin") {
		return &m.Admin, []*accounts.User{nil, &ana.user}
	}
	if len(op.params) > 0 && slices.ContainsFunc(op.params, func(p *openapi3.ParameterRef) bool { return p.Value.In == "path" }) {
		return &m.A, []*accounts.User{nil, &m.Admin}
	}
	return &ana.user, []*accounts.User{nil, &m.Admin}
}

// hostileVariant is one request: path and query values by name, and a body.
type hostileVariant struct {
	what  string
	path  map[string]string
	query url.Values
	body  string
}

// hostileText are JSON string literals no text field should choke on.
var hostileText = []string{
	`"\u0000"`, `"bag\u0000name"`, `"\u0001\u0002\u001b\u007f"`, `"\ud800"`, "\"\xff\xfe\"", `"\u202egucci"`,
	`"` + strings.Repeat("a", 100<<10) + `"`, `"' OR 1=1 --"`, `"<script>alert(1)</script>"`, `"%00"`, `""`, `"   "`,
}

// wrongTypes are JSON values of every type and extreme numbers.
var wrongTypes = []string{`1e309`, `-1e309`, `99999999999999999999999`, `-1`, `0`, `0.001`, `1e-400`, `true`, `null`,
	`[]`, `[1,2]`, `{}`, `{"a":{"b":[]}}`, `"1e309"`, `"NaN"`, `"Infinity"`}

// hostileValues are path and query values.
var hostileValues = []string{"\x00", "a\x00b", "\xff\xfe", "\x01\x1b", strings.Repeat("a", 100<<10), "-1", "0",
	"99999999999999999999999", "1e309", "NaN", "../../etc/passwd", "%00", "' OR 1=1 --", "000000000000000000000000",
	"ffffffffffffffffffffff", "\u202e", " "}

// wholeBodies are bodies that are not a JSON object of fields.
var wholeBodies = []string{``, `null`, `[]`, `"x"`, `12`, `{`, `{"a":1}{"b":2}`, `{"a":1} trailing`, "\xff\xfe",
	strings.Repeat("[", 10_000) + strings.Repeat("]", 10_000), `{"` + strings.Repeat("k", 100<<10) + `":1}`}

func (op documentedOp) variants(rng *rand.Rand, base map[string]any) []hostileVariant {
	var out []hostileVariant
	pick := func(values []string, n int) []string {
		c := slices.Clone(values)
		rng.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
		return c[:min(n, len(c))]
	}
	for _, p := range op.params {
		for _, v := range pick(hostileValues, 6) {
			hv := hostileVariant{what: p.Value.In + " " + p.Value.Name + "=" + short(v), path: map[string]string{}, query: url.Values{}}
			if p.Value.In == "path" {
				hv.path[p.Value.Name] = v
			} else if p.Value.In == "query" {
				hv.query.Set(p.Value.Name, v)
			} else {
				continue
			}
			hv.body = objectBody(base, "", "")
			out = append(out, hv)
		}
	}
	out = append(out, hostileVariant{what: "undocumented query", query: url.Values{"x\x00": {"\xff"}}})
	if op.op.RequestBody == nil || op.method == http.MethodGet {
		return out
	}
	for _, field := range bodyFields(op, base) {
		for _, v := range append(pick(hostileText, 4), pick(wrongTypes, 4)...) {
			out = append(out, hostileVariant{what: "field " + field + "=" + short(v), body: objectBody(base, field, v)})
		}
	}
	for _, b := range pick(wholeBodies, 4) {
		out = append(out, hostileVariant{what: "body " + short(b), body: b})
	}
	return out
}

// bodyFields are the documented JSON fields of the body and those of its base.
func bodyFields(op documentedOp, base map[string]any) []string {
	var fields []string
	if mt := op.op.RequestBody.Value.Content.Get("application/json"); mt != nil && mt.Schema != nil {
		for name := range mt.Schema.Value.Properties {
			fields = append(fields, name)
		}
	}
	for name := range base {
		if !slices.Contains(fields, name) {
			fields = append(fields, name)
		}
	}
	sort.Strings(fields)
	return fields
}

// objectBody is base as a JSON object with field set to the raw JSON value.
func objectBody(base map[string]any, field, raw string) string {
	parts := []string{}
	for _, k := range slices.Sorted(maps.Keys(base)) {
		if k == field {
			continue
		}
		b, _ := json.Marshal(base[k])
		parts = append(parts, fmt.Sprintf("%q:%s", k, b))
	}
	if field != "" {
		parts = append(parts, fmt.Sprintf("%q:%s", field, raw))
	}
	if len(parts) == 0 && base == nil {
		return "{}"
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func checkHostileAnswer(t *testing.T, h *harness, op documentedOp, v hostileVariant, fixture map[string]string, who *accounts.User, stream bool) {
	t.Helper()
	path := op.ginPath
	for _, p := range op.params {
		if p.Value.In != "path" {
			continue
		}
		value, hostile := v.path[p.Value.Name]
		if !hostile {
			value = cmp.Or(fixture[p.Value.Name], fixture["*"], ids.New())
		}
		path = strings.Replace(path, ":"+p.Value.Name, url.PathEscape(value), 1)
	}
	if len(v.query) > 0 {
		path += "?" + v.query.Encode()
	}
	req := httptest.NewRequest(op.method, path, strings.NewReader(v.body))
	req.Header.Set("Content-Type", "application/json")
	if who != nil {
		req.Header.Set("Authorization", "Bearer "+h.tokenFor(who.ID))
	}
	ctx, cancel := context.WithTimeout(req.Context(), 5*time.Second)
	if stream {
		ctx, cancel = context.WithTimeout(req.Context(), 200*time.Millisecond)
	}
	defer cancel()
	req = req.WithContext(ctx)
	rec := httptest.NewRecorder()
	began := time.Now()
	h.handler.ServeHTTP(rec, req)
	took := time.Since(began)
	caller := "nobody"
	if who != nil {
		caller = who.Name
	}
	where := fmt.Sprintf("%s %s as %s (%s)", op.method, op.path, caller, v.what)
	switch {
	case rec.Code >= 500:
		t.Errorf("%s: %d %s", where, rec.Code, short(rec.Body.String()))
	case took > 3*time.Second && !stream:
		t.Errorf("%s: answered after %v", where, took)
	case rec.Code >= 400:
		var env struct {
			Error string `json:"error"`
			Code  string `json:"code"`
		}
		if json.Unmarshal(rec.Body.Bytes(), &env) != nil || env.Error == "" || env.Code == "" {
			t.Errorf("%s: %d without the error envelope: %s", where, rec.Code, short(rec.Body.String()))
		}
	}
}

// allBalances is every member's balance, by id.
func allBalances(t *testing.T, h *harness) map[string]int64 {
	rows, err := h.pool.Query(context.Background(), `SELECT user_id, balance_cents FROM user_balances`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var id string
		var cents int64
		if err := rows.Scan(&id, &cents); err != nil {
			t.Fatal(err)
		}
		out[id] = cents
	}
	return out
}

func short(s string) string {
	s = strings.ToValidUTF8(s, "\\x??")
	if len(s) > 60 {
		return fmt.Sprintf("%s… (%d bytes)", s[:60], len(s))
	}
	return fmt.Sprintf("%q", s)
}
