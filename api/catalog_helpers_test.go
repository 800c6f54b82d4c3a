package api

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http/httptest"
	"testing"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/images/imagestest"
)

// catalogEnv is a harness with photos in a temporary folder and an admin.
type catalogEnv struct {
	*harness
	admin accounts.User
}

func newCatalogEnv(t *testing.T) *catalogEnv {
	t.Helper()
	return newCatalogEnvWith(t)
}

func newCatalogEnvWith(t *testing.T, mutate ...func(*config.Config)) *catalogEnv {
	t.Helper()
	dir := t.TempDir()
	h := newHarness(t, append([]func(*config.Config){func(c *config.Config) { c.DataDir = dir }}, mutate...)...)
	admin := testenv.Member(t, h.pool, "Ada Admin")
	e := &catalogEnv{harness: h, admin: admin}
	e.sql(`UPDATE users SET is_admin = true WHERE id = $1`, admin.ID)
	return e
}

func (e *catalogEnv) sql(sql string, args ...any) {
	e.t.Helper()
	if _, err := e.pool.Exec(context.Background(), sql, args...); err != nil {
		e.t.Fatalf("%s: %v", sql, err)
	}
}

// catItem is the item JSON as a client reads it.
type catItem struct {
	ID               string   `json:"_id"`
	Name             string   `json:"name"`
	Description      string   `json:"description"`
	Brand            string   `json:"brand"`
	Size             string   `json:"size"`
	Condition        string   `json:"condition"`
	Value            float64  `json:"value"`
	ImageURL         string   `json:"image_url"`
	ThumbnailURL     string   `json:"thumbnail_url"`
	AdditionalImages []string `json:"additional_images"`
	Images           []string `json:"images"`
	Thumbnails       []string `json:"thumbnails"`
	UserID           string   `json:"user_id"`
	OwnerID          string   `json:"owner_id"`
	OwnerClosetName  string   `json:"owner_closet_name"`
	OwnerZip         string   `json:"owner_zip"`
	Featured         bool     `json:"featured"`
	FeaturedRank     *int     `json:"featured_rank"`
	Material         string   `json:"material"`
	Color            string   `json:"color"`
	Status           string   `json:"status"`
	InTrade          bool     `json:"in_trade"`
	TradeFee         float64  `json:"trade_fee"`
	CreatedAt        string   `json:"created_at"`
	Owner            struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"owner"`
}

type catPage struct {
	Items   []catItem        `json:"items"`
	Page    int              `json:"page"`
	PerPage int              `json:"per_page"`
	Total   int              `json:"total"`
	Counts  map[string]int64 `json:"counts"`
}

func catDecode[T any](t *testing.T, rec *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("decode %q: %v", rec.Body.String(), err)
	}
	return v
}

func catJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

var catJPEG = imagestest.DataURL("image/jpeg", imagestest.JPEG(40, 30))

// catItemBody is a valid upload with fields replaced or removed (nil value).
func catItemBody(changes map[string]any) string {
	body := map[string]any{
		"name": "Test Satchel", "description": "Soft leather satchel", "value": 120,
		"condition": "Good", "brand": "Coach", "size": "Medium/Shoulder", "image": catJPEG,
		"material": "Leather", "color": "Tan",
	}
	for k, v := range changes {
		if v == nil {
			delete(body, k)
		} else {
			body[k] = v
		}
	}
	return catJSON(body)
}

// catWantError checks an error answer's status and message.
func catWantError(t *testing.T, rec *httptest.ResponseRecorder, status int, msg string) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("want %d %q, got %d %s", status, msg, rec.Code, rec.Body)
	}
	if got, _ := decodeError(t, rec); msg != "" && got != msg {
		t.Fatalf("want message %q, got %q", msg, got)
	}
}

// upload creates an item through the API as owner and returns it.
func (e *catalogEnv) upload(ownerID string, changes map[string]any) catItem {
	e.t.Helper()
	rec := e.do("POST", "/hats", catItemBody(changes), e.as(ownerID)...)
	if rec.Code != 201 {
		e.t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	return catDecode[struct{ Hat catItem }](e.t, rec).Hat
}

// listed uploads an item and approves it.
func (e *catalogEnv) listed(ownerID string, changes map[string]any) catItem {
	e.t.Helper()
	it := e.upload(ownerID, changes)
	e.adminStatus(it.ID, `{"status":"approve"}`, 200)
	it.Status = "active"
	return it
}

// adminStatus changes an item's status and returns the message.
func (e *catalogEnv) adminStatus(itemID, body string, want int) string {
	e.t.Helper()
	rec := e.do("PUT", "/admin/items/"+itemID+"/status", body, e.as(e.admin.ID)...)
	if rec.Code != want {
		e.t.Fatalf("admin status %s %s: %d %s", itemID, body, rec.Code, rec.Body)
	}
	if want != 200 {
		msg, _ := decodeError(e.t, rec)
		return msg
	}
	return catDecode[struct{ Message string }](e.t, rec).Message
}

// browse lists GET path and returns the page.
func (e *catalogEnv) browse(path string, headers ...string) catPage {
	e.t.Helper()
	rec := e.do("GET", path, "", headers...)
	if rec.Code != 200 {
		e.t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body)
	}
	return catDecode[catPage](e.t, rec)
}

func catIDs(items []catItem) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.ID
	}
	return out
}

// acceptedTrade records a trade in status between two members' items.
func (e *catalogEnv) acceptedTrade(status string, user1, user2, hat1, hat2 string) string {
	e.t.Helper()
	id := ids.New()
	e.sql(`INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
		VALUES ($1, 'trade-' || $1, $2, $3, $4, $5, $6, 'pickup', current_date + 3, current_date + 10)`,
		id, status, user1, user2, hat1, hat2)
	return id
}

// catMultipart builds a multipart form with fields and files (name -> data).
func catMultipart(t *testing.T, fields map[string]string, files []catFile) (string, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	for _, f := range files {
		part, err := w.CreateFormFile(f.field, f.name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write(f.data)
	}
	_ = w.Close()
	return buf.String(), w.FormDataContentType()
}

type catFile struct {
	field, name string
	data        []byte
}

func catFields() map[string]string {
	return map[string]string{"name": "Form Bag", "description": "Uploaded as a form", "value": "75.50",
		"condition": "Like New", "brand": "Prada", "size": "Small/Crossbody"}
}

func (e *catalogEnv) postForm(path, method, ownerID string, fields map[string]string, files []catFile) *httptest.ResponseRecorder {
	e.t.Helper()
	body, ct := catMultipart(e.t, fields, files)
	return e.do(method, path, body, append(e.as(ownerID), "Content-Type", ct)...)
}
