package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// contractDoc is the merged API document, loaded and validated once per
// test binary.
var contractDoc = sync.OnceValues(func() (*openapi3.T, error) {
	doc, err := openapi3.NewLoader().LoadFromData(openAPIYAML)
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("API document is invalid: %w", err)
	}
	return doc, nil
})

// contractRouter finds the documented operation of a request.
var contractRouter = sync.OnceValues(func() (routers.Router, error) {
	doc, err := contractDoc()
	if err != nil {
		return nil, err
	}
	// Test requests carry no real host; match on paths alone.
	bare := *doc
	bare.Servers = nil
	return gorillamux.NewRouter(&bare)
})

// checkContract fails t when a JSON answer's status is not documented for its
// operation or its body does not match the documented schema. Only JSON
// bodies are checked: CSV exports, images, HTML pages, redirects and event
// streams have no schema to hold them to. Requests to undocumented paths or
// methods (the 404/405 fallbacks) are left to TestRoutesMatchOpenAPI.
func checkContract(t testing.TB, req *http.Request, rec *httptest.ResponseRecorder) {
	t.Helper()
	if err := validateAnswer(req, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Errorf("answer breaks the API document: %s %s -> %d: %v", req.Method, req.URL.Path, rec.Code, err)
	}
}

func validateAnswer(req *http.Request, status int, header http.Header, body []byte) error {
	if mediaType, _, _ := mime.ParseMediaType(header.Get("Content-Type")); mediaType != "application/json" {
		return nil
	}
	router, err := contractRouter()
	if err != nil {
		return err
	}
	route, params, err := router.FindRoute(req)
	if errors.Is(err, routers.ErrPathNotFound) || errors.Is(err, routers.ErrMethodNotAllowed) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := describesBody(route.Operation, status); err != nil {
		return err
	}
	return openapi3filter.ValidateResponse(req.Context(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{ExcludeRequestBody: true},
		},
		Status:  status,
		Header:  header,
		Body:    io.NopCloser(bytes.NewReader(body)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	})
}

// describesBody refuses a documented status whose JSON body has no schema, or
// only a bare object one: ValidateResponse would accept any body there.
func describesBody(op *openapi3.Operation, status int) error {
	resp := op.Responses.Status(status)
	if resp == nil {
		resp = op.Responses.Default()
	}
	if resp == nil || resp.Value == nil {
		return nil // ValidateResponse reports the undocumented status
	}
	media := resp.Value.Content.Get("application/json")
	if media == nil || media.Schema == nil || media.Schema.Value == nil {
		return errors.New("the document gives this answer no JSON schema")
	}
	s := media.Schema.Value
	if s.Type.Is("object") && len(s.Properties) == 0 && len(s.AllOf) == 0 && s.AdditionalProperties.Schema == nil {
		return errors.New("the document describes this answer only as a bare object")
	}
	return nil
}
