package api

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/inputs"
)

// FuzzBindJSON: whatever body arrives, BindJSON answers 400 or 413 with
// the envelope, or hands on a value whose every text keeps the rule.
func FuzzBindJSON(f *testing.F) {
	for _, seed := range []string{`{"name":"bag","tags":["a"]}`, `{"name":"\u0000"}`, `{"value":1e309}`, `[]`, `{`,
		`{"tags":[1]}`, "{\"name\":\"\xff\"}", `{"name":"a"} {}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var v struct {
			Name  string            `json:"name"`
			Value float64           `json:"value"`
			Tags  []string          `json:"tags"`
			Extra map[string]any    `json:"extra"`
			Keys  map[string]string `json:"keys"`
		}
		rec := httptest.NewRecorder()
		c, _ := gin.CreateTestContext(rec)
		c.Request = httptest.NewRequest(http.MethodPost, "/", strings.NewReader(string(body)))
		if BindJSON(c, &v) {
			if err := inputs.Check(v); err != nil {
				t.Fatalf("%q passed with bad text: %v", body, err)
			}
			return
		}
		if rec.Code != http.StatusBadRequest && rec.Code != http.StatusRequestEntityTooLarge {
			t.Fatalf("%q: %d", body, rec.Code)
		}
		if !strings.Contains(rec.Body.String(), `"code"`) {
			t.Fatalf("%q: no envelope: %s", body, rec.Body)
		}
	})
}

// FuzzInputRule: whatever path value, query and key arrive, the edge
// either refuses them with a 4xx or lets through only clean text and ids
// in their shape.
func FuzzInputRule(f *testing.F) {
	for _, seed := range [][3]string{{"6560a0000000000000000001", "q=bag", ""}, {"%00", "brand=%00", ""},
		{"abc", "q=%FF", "key"}, {"6560a0000000000000000001", "q=ok", "k\xff"}} {
		f.Add(seed[0], seed[1], seed[2])
	}
	r := gin.New()
	passed := map[string]string{}
	r.GET("/trades/:id", inputRule("/trades/:id"), func(c *gin.Context) {
		passed["id"] = c.Param("id")
		c.Status(http.StatusOK)
	})
	f.Fuzz(func(t *testing.T, id, query, key string) {
		clear(passed)
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.URL = &url.URL{Path: "/trades/" + id, RawQuery: query}
		if key != "" {
			req.Header = http.Header{idempotencyHeader: {key}}
		}
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, req)
		switch {
		case rec.Code == http.StatusOK:
			got := passed["id"]
			if len(got) != 24 || strings.Trim(got, "0123456789abcdef") != "" {
				t.Fatalf("id %q passed", got)
			}
			for _, vs := range req.URL.Query() {
				for _, v := range vs {
					if !inputs.Clean(v) {
						t.Fatalf("query %q passed", v)
					}
				}
			}
			if !inputs.Clean(key) || len(key) > 100 {
				t.Fatalf("key %q passed", key)
			}
		case rec.Code >= 500:
			t.Fatalf("%q %q %q: %d", id, query, key, rec.Code)
		}
	})
}
