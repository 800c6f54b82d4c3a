package api

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

const firstScreenShell = `<!doctype html><html><head><title>Browse Purses</title></head><body><div id="root"><p>skeleton</p></div></body></html>`

// firstScreenEnv is a catalog with the build's pages for browse and closets
// and one member's two listed bags, the newer named to break out of a script.
func firstScreenEnv(t *testing.T) (*catalogEnv, string) {
	t.Helper()
	e := newCatalogEnv(t)
	for _, f := range []string{"browse/index.html", "closet.html", "app.html"} {
		path := filepath.Join(e.cfg.WebDir, f)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(strings.Replace(firstScreenShell, "skeleton", f, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	owner := testenv.Member(t, e.pool, "Olive Owner").ID
	e.listed(owner, map[string]any{"name": "Quiet Tote"})
	e.listed(owner, map[string]any{"name": `</script><script>alert(1)</script> Clutch`})
	return e, owner
}

func navigate(e *catalogEnv, path string) (int, string) {
	rec := e.do(http.MethodGet, path, "", "Accept", "text/html,application/xhtml+xml")
	return rec.Code, rec.Body.String()
}

var firstAnswersBlock = regexp.MustCompile(`<script type="application/json" id="first-answers">(.*?)</script>`)

// embedded is the page's first answers, decoded, and how many blocks it has.
func embedded(t *testing.T, page string) (map[string]any, int) {
	t.Helper()
	blocks := firstAnswersBlock.FindAllStringSubmatch(page, -1)
	if len(blocks) == 0 {
		return nil, 0
	}
	var answers map[string]any
	if err := json.Unmarshal([]byte(blocks[0][1]), &answers); err != nil {
		t.Fatalf("first answers are not JSON: %v\n%s", err, blocks[0][1])
	}
	return answers, len(blocks)
}

// answerOf is GET path decoded, as the page would have asked for it.
func answerOf(t *testing.T, e *catalogEnv, path string) any {
	t.Helper()
	rec := e.do(http.MethodGet, path, "")
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body)
	}
	var v any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestBrowseComesWithItsFirstAnswersAndPhotos(t *testing.T) {
	e, _ := firstScreenEnv(t)
	code, page := navigate(e, "/browse")
	if code != http.StatusOK || !strings.Contains(page, "browse/index.html") {
		t.Fatalf("GET /browse: %d %s", code, page)
	}
	answers, blocks := embedded(t, page)
	if blocks != 1 {
		t.Fatalf("want one block of first answers, got %d (a bag's name closed the block?)\n%s", blocks, page)
	}
	hats := "/hats?order=desc&page=1&per_page=12&sort=created_at"
	if len(answers) != 2 || !reflect.DeepEqual(answers[hats], answerOf(t, e, hats)) || !reflect.DeepEqual(answers["/settings"], answerOf(t, e, "/settings")) {
		t.Fatalf("first answers differ from the API's own: %v", answers)
	}
	if strings.Contains(page, "<script>alert(1)") {
		t.Fatal("a bag's name is in the page as markup")
	}
	items := answers[hats].(map[string]any)["items"].([]any)
	first := items[0].(map[string]any)
	if first["name"] != `</script><script>alert(1)</script> Clutch` {
		t.Fatalf("newest first: got %v", first["name"])
	}
	preload := func(item any) string {
		return `<link rel="preload" as="image" fetchpriority="high" href="` + item.(map[string]any)["thumbnail_url"].(string) + `">`
	}
	if first["thumbnail_url"] == "" || !strings.Contains(page, preload(items[0])+preload(items[1])+"</head>") {
		t.Fatalf("the first two cards' photos are not preloaded in the head:\n%s", page)
	}
}

func TestAClosetComesWithItsFirstAnswers(t *testing.T) {
	e, owner := firstScreenEnv(t)
	code, page := navigate(e, "/closet/"+owner)
	if code != http.StatusOK || !strings.Contains(page, "closet.html") {
		t.Fatalf("GET /closet/%s: %d %s", owner, code, page)
	}
	answers, _ := embedded(t, page)
	closet := "/users/" + owner + "/closet?page=1&per_page=12"
	for _, path := range []string{closet, "/reviews/user/" + owner, "/users/" + owner + "/follow", "/settings"} {
		if !reflect.DeepEqual(answers[path], answerOf(t, e, path)) {
			t.Fatalf("%s: first answer %v differs from the API's own", path, answers[path])
		}
	}
	if len(answers) != 4 || !strings.Contains(page, `rel="preload" as="image"`) {
		t.Fatalf("want the closet's four answers and its photos preloaded:\n%s", page)
	}
}

// Only the first screen as the page asks for it gets answers: with a query,
// for a closet that is not there, for a path that is not an id, for HEAD,
// and for pages that ask nothing first, the build's file goes as it is.
func TestOnlyAFirstScreenWithNoQueryGetsAnswers(t *testing.T) {
	e, owner := firstScreenEnv(t)
	stranger := ids.New()
	for _, path := range []string{"/browse?brand=Gucci", "/browse?page=2", "/closet/" + owner + "?page=2", "/closet/a.b", "/closet/" + owner + "x", "/faq", "/closet/" + stranger} {
		code, page := navigate(e, path)
		if code != http.StatusOK {
			t.Fatalf("GET %s: %d", path, code)
		}
		answers, _ := embedded(t, page)
		if path == "/closet/"+stranger {
			if _, ok := answers["/users/"+stranger+"/closet?page=1&per_page=12"]; ok {
				t.Fatalf("a closet that is not there was answered: %v", answers)
			}
			continue
		}
		if answers != nil || strings.Contains(page, `rel="preload"`) {
			t.Fatalf("GET %s: got first answers %v", path, answers)
		}
	}
	if code, page := navigate(e, "/faq"); code != http.StatusOK || !strings.Contains(page, "app.html") {
		t.Fatalf("/faq: want the bare shell, got %d %s", code, page)
	}
	rec := e.do(http.MethodHead, "/browse", "", "Accept", "text/html")
	if rec.Code != http.StatusOK || strings.Contains(rec.Body.String(), "first-answers") {
		t.Fatalf("HEAD /browse: %d %q", rec.Code, rec.Body)
	}
}

func TestWithFirstScreenEscapesWhatCouldCloseTheBlock(t *testing.T) {
	page := withFirstScreen([]byte(firstScreenShell), map[string]json.RawMessage{"/x": json.RawMessage(`{"name":"</script><!-- & >"}`)}, []string{`/uploads/items/a"b.jpg`})
	got := string(page)
	if strings.Count(got, "</script>") != 1 || !strings.Contains(got, `\u003c/script\u003e\u003c!-- \u0026 \u003e`) {
		t.Fatalf("the answer was not escaped: %s", got)
	}
	if !strings.Contains(got, `href="/uploads/items/a&#34;b.jpg"`) {
		t.Fatalf("the photo's address was not escaped: %s", got)
	}
	if string(withFirstScreen([]byte(firstScreenShell), nil, []string{"/a.jpg"})) != firstScreenShell {
		t.Fatal("no answers should leave the page as it is")
	}
}

func TestCardPhotosAreTheCardsOwnPictures(t *testing.T) {
	page := json.RawMessage(`{"items":[
		{"thumbnail_url":"/uploads/items/t1.jpg","image_url":"/uploads/items/1.jpg"},
		{"image_url":"/uploads/items/2.jpg"},
		{"images":["https://elsewhere.test/3.jpg"]},
		{"images":["//elsewhere.test/4.jpg"]},
		{"images":["/uploads/items/5.jpg"]},
		{"thumbnail_url":"/uploads/items/t6.jpg"}]}`)
	want := []string{"/uploads/items/t1.jpg", "/uploads/items/2.jpg", "/uploads/items/5.jpg"}
	if got := cardPhotos(page, 3); !reflect.DeepEqual(got, want) {
		t.Fatalf("cardPhotos = %v, want %v", got, want)
	}
	if got := cardPhotos(json.RawMessage(`not json`), 2); got != nil {
		t.Fatalf("cardPhotos of junk = %v", got)
	}
}
