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
	index := filepath.Join(s.dir, "index.html")
	if _, err := os.Stat(index); err != nil {
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "The web app is not built yet: run `make web`")
		return
	}
	c.Header("Cache-Control", "no-cache")
	serveStatic(c, index)
}
