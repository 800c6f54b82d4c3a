package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"pursetrade/internal/accounts"
	"pursetrade/internal/devtools/testenv"
)

// fuzzPost sends body to path through the real handler and fails on a 5xx
// or on an error answer that is not the JSON envelope.
func fuzzPost(t *testing.T, handler http.Handler, path, body string) {
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	if rec.Code >= 500 {
		t.Fatalf("%s %q: %d %s", path, body, rec.Code, rec.Body)
	}
	if rec.Code >= 400 {
		var env struct{ Error, Code string }
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Error == "" || env.Code == "" {
			t.Fatalf("%s %q: %d answer is not the error envelope: %s", path, body, rec.Code, rec.Body)
		}
	}
}

var accountsFuzzSeeds = []string{
	``, `{`, `null`, `[]`, `"x"`, `42`, `{}`, `{"email":null}`, `{"email":5,"password":true}`,
	`{"email":{"$gt":""},"password":{"$ne":null}}`,
	`{"email":"fuzz@example.test","password":"tote-swap-77","name":"Fuzz"}`,
	`{"email":"fuzz@example.test","password":"tote-swap-77","name":"Fuzz","zip_code":"33017","closet_name":"F"}`,
	`{"email":"FUZZ@EXAMPLE.TEST ","password":"tote-swap-77","name":"Fuzz","code":"123456"}`,
	`{"email":"a@b","password":"\u0000\u0000\u0000\u0000\u0000\u0000","name":"\u0000"}`,
	`{"email":"nul\u0000@example.test","password":"tote-swap-77","name":"N"}`,
	`{"email":"üñí@exämple.test","password":"tote-swap-77","name":"Ünï","city":"\u2028"}`,
	`{"email":"\"quoted local\"@example.test","password":"tote-swap-77","name":"Q"}`,
	`{"email":"x@example.test","password":"tote-swap-77","name":"Z","zip_code":"١٢٣٤٥"}`,
	`{"email":"` + strings.Repeat("a", 5000) + `@example.test","password":"p","name":"L"}`,
	`{"email":"x@example.test","password":"` + strings.Repeat("p", 5000) + `","name":"L"}`,
	`{"email":"x@example.test","password":"tote-swap-77","name":"` + strings.Repeat("é", 200) + `"}`,
	"{\"email\":\"bad\xff\xfeutf8@example.test\",\"password\":\"tote-swap-77\",\"name\":\"B\"}",
	`{"email":"x@example.test","password":"tote-swap-77","name":"Dup","name":"Dup2"}`,
	`{"email":"x@example.test"} {"trailing":true}`,
	`{"email":"x@example.test","password":"tote-swap-77","name":"Deep","extra":[[[[[[[[[[]]]]]]]]]]}`,
}

// FuzzAccountsRegister: no registration payload makes the server fail.
// Run longer with: go test ./api -run '^$' -fuzz FuzzAccountsRegister -fuzztime 60s -fuzzminimizetime 3s
// (minimizing an input replays the handler, hashing included, so keep it short).
func FuzzAccountsRegister(f *testing.F) {
	srv, _ := newAccountsServer(f, testenv.NewPool(f))
	handler := srv.Handler()
	for _, s := range accountsFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) { fuzzPost(t, handler, "/register", body) })
}

// FuzzAccountsLogin: no login payload makes the server fail.
// Run longer with: go test ./api -run '^$' -fuzz FuzzAccountsLogin -fuzztime 60s -fuzzminimizetime 3s
func FuzzAccountsLogin(f *testing.F) {
	srv, b := newAccountsServer(f, testenv.NewPool(f))
	if _, err := b.Accounts.Create(context.Background(), accounts.NewUser{
		Email: "fuzz@example.test", Password: "tote-swap-77", Name: "Fuzz",
	}); err != nil {
		f.Fatal(err)
	}
	handler := srv.Handler()
	for _, s := range accountsFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) { fuzzPost(t, handler, "/login", body) })
}
