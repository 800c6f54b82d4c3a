package api

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

// webApp serves the built web app from dir (WEB_DIR); api (nil: none)
// answers the requests a page's first screen needs (first_screen.go).
type webApp struct {
	dir string
	api http.Handler
}

// notFound serves the web app for browser navigation (GET/HEAD that accept
// HTML) and static files of the bundle; anything else gets the JSON 404.
func (s webApp) notFound(c *gin.Context) {
	if c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead {
		Fail(c, http.StatusNotFound, CodeNotFound, "Not found")
		return
	}
	clean := path.Clean("/" + c.Request.URL.Path)
	if clean != "/" {
		file := filepath.Join(s.dir, filepath.FromSlash(clean))
		if st, err := os.Stat(file); err == nil && !st.IsDir() {
			if strings.HasPrefix(clean, "/assets/") {
				c.Header("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				c.Header("Cache-Control", "public, max-age=3600")
			}
			serveStatic(c, file)
			return
		}
	}
	if !strings.Contains(c.GetHeader("Accept"), "text/html") {
		Fail(c, http.StatusNotFound, CodeNotFound, "Not found")
		return
	}
	page, ok := s.page(clean)
	if !ok {
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "The web app is not built yet: run `make web`")
		return
	}
	c.Header("Cache-Control", "no-cache")
	requests := firstRequests(clean, c.Request.URL.RawQuery)
	if s.api == nil || len(requests) == 0 || c.Request.Method != http.MethodGet {
		serveStatic(c, page)
		return
	}
	raw, err := os.ReadFile(page)
	if err != nil {
		serveStatic(c, page)
		return
	}
	answers := firstAnswers(c.Request.Context(), s.api, c.Request, requests)
	photos := cardPhotos(answers[requests[0]], preloadedPhotos)
	c.Data(http.StatusOK, "text/html; charset=utf-8", withFirstScreen(raw, answers, photos))
}

// page is the HTML for a browser navigation to clean: the page the build
// rendered for that path (index.html for /, browse/index.html for /browse),
// else its section's page (closet.html for every /closet/...), else the
// app's bare shell (app.html), else index.html (a build without prerendered
// pages).
func (s webApp) page(clean string) (string, bool) {
	candidates := []string{filepath.Join(s.dir, filepath.FromSlash(clean), "index.html")}
	if section, rest, ok := strings.Cut(strings.TrimPrefix(clean, "/"), "/"); ok && section != "" && rest != "" {
		candidates = append(candidates, filepath.Join(s.dir, section+".html"))
	}
	for _, f := range append(candidates, filepath.Join(s.dir, "app.html"), filepath.Join(s.dir, "index.html")) {
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			return f, true
		}
	}
	return "", false
}
