package api

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// TestContractCatchesWrongAnswers proves the harness's answer check refuses
// answers the API document does not allow.
func TestContractCatchesWrongAnswers(t *testing.T) {
	jsonHeader := http.Header{"Content-Type": {"application/json; charset=utf-8"}}
	for _, c := range []struct {
		name    string
		status  int
		header  http.Header
		body    string
		wantErr bool
	}{
		{"documented error", 401, jsonHeader, `{"error":"Please log in","code":"unauthorized"}`, false},
		{"missing required field", 401, jsonHeader, `{"error":"Please log in"}`, true},
		{"wrong type", 401, jsonHeader, `{"error":"Please log in","code":401}`, true},
		{"undocumented status", 418, jsonHeader, `{"error":"teapot","code":"teapot"}`, true},
		{"wrong type in a success body", 200, jsonHeader, `{"balance":"3.00"}`, true},
		{"not JSON at all", 200, jsonHeader, `balance: 3`, true},
		{"non-JSON bodies are not checked", 418, http.Header{"Content-Type": {"text/csv"}}, `a,b`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/user/balance", nil)
			err := validateAnswer(req, c.status, c.header, []byte(c.body))
			if (err != nil) != c.wantErr {
				t.Fatalf("validateAnswer = %v, want an error: %v", err, c.wantErr)
			}
		})
	}
}

// TestOpenAPIDescribesEveryObject keeps answers typed: an object in a JSON
// answer's schema must list its fields (or the type of its values).
func TestOpenAPIDescribesEveryObject(t *testing.T) {
	doc, err := contractDoc()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[*openapi3.Schema]bool{}
	var walk func(where string, ref *openapi3.SchemaRef)
	walk = func(where string, ref *openapi3.SchemaRef) {
		if ref == nil || ref.Value == nil || seen[ref.Value] {
			return
		}
		s := ref.Value
		seen[s] = true
		if ref.Ref != "" {
			where = ref.Ref
		}
		if s.Type.Is("object") && len(s.Properties) == 0 && len(s.AllOf) == 0 && s.AdditionalProperties.Schema == nil {
			t.Errorf("%s: an object without its fields", where)
		}
		for name, p := range s.Properties {
			walk(where+"."+name, p)
		}
		for _, sub := range append(append(s.AllOf, s.OneOf...), s.AnyOf...) {
			walk(where, sub)
		}
		walk(where+"[]", s.Items)
		walk(where+"{}", s.AdditionalProperties.Schema)
	}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for status, resp := range op.Responses.Map() {
				if media := resp.Value.Content.Get("application/json"); media != nil {
					walk(method+" "+path+" "+status, media.Schema)
				}
			}
		}
	}
}
