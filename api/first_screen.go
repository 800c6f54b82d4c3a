package api

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"pursetrade/internal/ids"
)

// A guest's first visit to browse or a closet would otherwise wait for the
// scripts, then for the API's answers, then for the photos. The server puts
// the public answers the page asks for first into its HTML (the web app's
// base query takes them instead of asking: web/src/lib/firstAnswers.ts) and
// asks the browser to fetch the first cards' photos at once, beside the
// scripts.

// firstAnswersBudget bounds what the answers may add to the HTML's wait; a
// slower answer is left out and the page asks for it itself.
const firstAnswersBudget = 500 * time.Millisecond

// preloadedPhotos is the first row of cards on a phone (two a row).
const preloadedPhotos = 2

// firstRequests are the public GETs the page at clean asks for before its
// first screen, as the web app writes them (path, then the query sorted by
// key): browse (web/src/features/items/components/BrowseItems.tsx, newest
// first) and a closet (web/src/features/closet/components/ClosetView.tsx),
// each on its first page with no filter. The first request lists the bags
// whose photos are preloaded. Any other page, or a query, gets none.
func firstRequests(clean, rawQuery string) []string {
	if rawQuery != "" {
		return nil
	}
	if clean == "/browse" {
		return []string{"/hats?order=desc&page=1&per_page=12&sort=created_at", "/settings"}
	}
	if owner, ok := strings.CutPrefix(clean, "/closet/"); ok && ids.Valid(owner) {
		return []string{"/users/" + owner + "/closet?page=1&per_page=12", "/reviews/user/" + owner, "/users/" + owner + "/follow", "/settings"}
	}
	return nil
}

// firstAnswers asks api for each request as the navigating guest would (no
// credentials; the caller's address, so the same limits apply) and keeps the
// successful JSON answers, keyed by request.
func firstAnswers(ctx context.Context, api http.Handler, nav *http.Request, requests []string) map[string]json.RawMessage {
	ctx, cancel := context.WithTimeout(ctx, firstAnswersBudget)
	defer cancel()
	answers := map[string]json.RawMessage{}
	for _, target := range requests {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
		if err != nil {
			continue
		}
		req.RemoteAddr = nav.RemoteAddr
		for _, h := range []string{"X-Forwarded-For", "X-Real-IP", "X-Forwarded-Proto"} {
			if v := nav.Header.Get(h); v != "" {
				req.Header.Set(h, v)
			}
		}
		req.Header.Set("Accept", "application/json")
		rec := httptest.NewRecorder()
		api.ServeHTTP(rec, req)
		if rec.Code == http.StatusOK && strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") && json.Valid(rec.Body.Bytes()) {
			answers[target] = rec.Body.Bytes()
		}
		if ctx.Err() != nil {
			break
		}
	}
	return answers
}

// cardPhotos are the pictures of the first n bags of a page of bags, as a
// card shows them (web/src/features/items/photos.ts cardImage): the
// thumbnail, else the main photo. Only the site's own paths.
func cardPhotos(page json.RawMessage, n int) []string {
	var p struct {
		Items []struct {
			ThumbnailURL string   `json:"thumbnail_url"`
			ImageURL     string   `json:"image_url"`
			Images       []string `json:"images"`
		} `json:"items"`
	}
	if json.Unmarshal(page, &p) != nil {
		return nil
	}
	var photos []string
	for _, it := range p.Items {
		if len(photos) == n {
			break
		}
		src := it.ThumbnailURL
		if src == "" {
			src = it.ImageURL
		}
		if src == "" && len(it.Images) > 0 {
			src = it.Images[0]
		}
		if strings.HasPrefix(src, "/") && !strings.HasPrefix(src, "//") {
			photos = append(photos, src)
		}
	}
	return photos
}

// withFirstScreen writes the answers into page (a data block the page's
// script policy does not run; json.Marshal escapes <, > and &, so no answer
// can close it) and the photos' preloads into its head.
func withFirstScreen(page []byte, answers map[string]json.RawMessage, photos []string) []byte {
	if len(answers) == 0 {
		return page
	}
	data, err := json.Marshal(answers)
	if err != nil {
		return page
	}
	var head strings.Builder
	for _, src := range photos {
		head.WriteString(`<link rel="preload" as="image" fetchpriority="high" href="` + html.EscapeString(src) + `">`)
	}
	block := append([]byte(`<script type="application/json" id="first-answers">`), data...)
	block = append(block, "</script>"...)
	page = bytes.Replace(page, []byte("</head>"), []byte(head.String()+"</head>"), 1)
	return bytes.Replace(page, []byte("</body>"), append(block, "</body>"...), 1)
}
