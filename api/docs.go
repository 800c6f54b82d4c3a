package api

import (
	"embed"
	"html/template"
	"net/http"
	"sort"
	"strings"

	"github.com/gin-gonic/gin"
	"go.yaml.in/yaml/v3"
)

// The API document is kept as one file per resource group in openapi/
// (00-base.yaml holds info and shared components); they are merged into one
// OpenAPI 3 document at start.
//
//go:embed openapi/*.yaml
var openAPIFiles embed.FS

var openAPIYAML = mustMergeOpenAPI(openAPIFiles)

// openAPIDoc is the part of the OpenAPI document the docs page and the route
// sync test read.
type openAPIDoc struct {
	Info struct {
		Title       string `yaml:"title"`
		Version     string `yaml:"version"`
		Description string `yaml:"description"`
	} `yaml:"info"`
	Paths map[string]map[string]yaml.Node `yaml:"paths"`
}

type openAPIOperation struct {
	Summary     string   `yaml:"summary"`
	Description string   `yaml:"description"`
	Tags        []string `yaml:"tags"`
}

var httpMethods = map[string]bool{"get": true, "put": true, "post": true, "delete": true, "patch": true, "head": true, "options": true}

type docOperation struct {
	Method, Path, Summary, Description, Tag string
}

func parseOpenAPI() (openAPIDoc, []docOperation, error) {
	var doc openAPIDoc
	if err := yaml.Unmarshal(openAPIYAML, &doc); err != nil {
		return doc, nil, err
	}
	var ops []docOperation
	for p, methods := range doc.Paths {
		for m, node := range methods {
			if !httpMethods[m] {
				continue
			}
			var op openAPIOperation
			if err := node.Decode(&op); err != nil {
				return doc, nil, err
			}
			tag := "other"
			if len(op.Tags) > 0 {
				tag = op.Tags[0]
			}
			ops = append(ops, docOperation{Method: strings.ToUpper(m), Path: p, Summary: op.Summary, Description: op.Description, Tag: tag})
		}
	}
	sort.Slice(ops, func(i, j int) bool {
		if ops[i].Tag != ops[j].Tag {
			return ops[i].Tag < ops[j].Tag
		}
		if ops[i].Path != ops[j].Path {
			return ops[i].Path < ops[j].Path
		}
		return ops[i].Method < ops[j].Method
	})
	return doc, ops, nil
}

func (h opsHandlers) openAPIDocument(c *gin.Context) {
	c.Data(http.StatusOK, "application/yaml; charset=utf-8", openAPIYAML)
}

var docsTemplate = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Doc.Info.Title}} — API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#2b1d2a;background:#fbf7f4}
main{max-width:960px;margin:0 auto;padding:32px 20px}
h1{font-family:Georgia,serif;color:#6b1f4f;margin:0 0 4px}
h2{margin-top:32px;border-bottom:1px solid #e8d9df;padding-bottom:4px;text-transform:capitalize}
.op{display:grid;grid-template-columns:80px 1fr;gap:4px 12px;padding:10px 0;border-bottom:1px dashed #eadde3}
.m{font:600 12px/22px ui-monospace,monospace;text-align:center;border-radius:4px;color:#fff;background:#6b1f4f;height:22px}
.m.GET{background:#2e6b4f}.m.DELETE{background:#9b2c2c}.m.PUT{background:#8a5a00}
code{font:14px ui-monospace,monospace}.d{grid-column:2;color:#5b4a58}
</style></head><body><main>
<h1>{{.Doc.Info.Title}}</h1><p>Version {{.Doc.Info.Version}} · <a href="/openapi.yaml">openapi.yaml</a></p>
<p>{{.Doc.Info.Description}}</p>
{{range .Groups}}<h2>{{.Tag}}</h2>{{range .Ops}}<div class="op"><span class="m {{.Method}}">{{.Method}}</span><code>{{.Path}}</code>
<div class="d"><strong>{{.Summary}}</strong>{{if .Description}} — {{.Description}}{{end}}</div></div>{{end}}{{end}}
</main></body></html>`))

type docGroup struct {
	Tag string
	Ops []docOperation
}

func (h opsHandlers) docsPage(c *gin.Context) {
	doc, ops, err := parseOpenAPI()
	if err != nil {
		Fail(c, http.StatusInternalServerError, CodeInternal, "API document is invalid")
		return
	}
	var groups []docGroup
	for _, op := range ops {
		if len(groups) == 0 || groups[len(groups)-1].Tag != op.Tag {
			groups = append(groups, docGroup{Tag: op.Tag})
		}
		groups[len(groups)-1].Ops = append(groups[len(groups)-1].Ops, op)
	}
	c.Status(http.StatusOK)
	c.Header("Content-Type", "text/html; charset=utf-8")
	_ = docsTemplate.Execute(c.Writer, gin.H{"Doc": doc, "Groups": groups})
}
