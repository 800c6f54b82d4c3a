package api

import (
	"html/template"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/outbox"
)

// devMailHandlers serve the dev mailbox: in `dev` mode only, a page listing the
// newest emails of the outbox (sent or not), so links in password resets
// and notifications can be followed without a mail server. It is not part
// of the API document (the route does not exist outside dev mode).
type devMailHandlers struct {
	failer
	mailbox outbox.Mailbox
}

func (h devMailHandlers) routes() []route {
	return []route{{method: http.MethodGet, path: "/dev/mail", access: accessPublic, handler: h.devMailbox}}
}

var devMailPage = template.Must(template.New("mail").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>Dev mailbox</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;margin:0 0 1rem;padding:.75rem 1rem}
h2{font-size:1.05rem;margin:.2rem 0}.meta{color:#666;font-size:.85rem}
pre{white-space:pre-wrap;background:#f7f7f7;padding:.6rem;border-radius:4px}
.status{font-weight:600}.failed{color:#b00}.pending{color:#a60}.sent{color:#070}
</style></head><body>
<h1>Dev mailbox</h1>
<p class="meta">The {{len .}} newest emails of the outbox, newest first. This page exists only in dev mode.</p>
{{range .}}<article>
<h2>{{.Subject}}</h2>
<div class="meta">To {{.ToAddress}} · {{.CreatedAt.Format "2006-01-02 15:04:05 MST"}} ·
<span class="status {{.Status}}">{{.Status}}</span>{{if .Attempts}} · {{.Attempts}} attempt(s){{end}}{{if .LastError}} · {{.LastError}}{{end}}</div>
<pre>{{.BodyText}}</pre>
</article>{{else}}<p>No emails yet.</p>{{end}}
</body></html>`))

func (h devMailHandlers) devMailbox(c *gin.Context) {
	mails, err := h.mailbox.Recent(c, 100)
	if err != nil {
		h.fail(c, err, "Failed to load the mailbox")
		return
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Header("Cache-Control", "no-store")
	c.Status(http.StatusOK)
	if err := devMailPage.Execute(c.Writer, mails); err != nil {
		h.logger.ErrorContext(c, "dev mailbox page", "err", err)
	}
}
