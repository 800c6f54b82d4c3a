package api

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

// notFound serves the web app for browser navigation (GET/HEAD that accept
// HTML) and static files of the bundle; anything else gets the JSON 404.
// webApp serves the built web app from dir (WEB_DIR).
type webApp struct{ dir string }

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
	serveStatic(c, page)
}

// page is the HTML for a browser navigation to clean: the page the build
// rendered for that path (index.html for /, browse/index.html for /browse),
// else the app's bare shell (app.html), else index.html (a build without
// prerendered pages).
func (s webApp) page(clean string) (string, bool) {
	for _, f := range []string{
		filepath.Join(s.dir, filepath.FromSlash(clean), "index.html"),
		filepath.Join(s.dir, "app.html"),
		filepath.Join(s.dir, "index.html"),
	} {
		if st, err := os.Stat(f); err == nil && !st.IsDir() {
			return f, true
		}
	}
	return "", false
}
