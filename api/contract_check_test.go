package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
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
