package disputes

import (
	"bytes"
	"context"
	"errors"
	"io"
	"mime/multipart"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/disputes/disputestest"
	"pursetrade/internal/images/imagestest"
)

func TestDetectDecidesByContent(t *testing.T) {
	var gif bytes.Buffer
	gif.WriteString("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
	webp, err := os.ReadFile("../images/testdata/blue-purple-pink.lossy.webp")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
		err  error
	}{
		{"jpeg", imagestest.JPEG(20, 10), "image/jpeg", nil},
		{"png", imagestest.PNG(8, 8), "image/png", nil},
		{"gif", gif.Bytes(), "image/gif", nil},
		{"webp", webp, "image/webp", nil},
		{"pdf", disputestest.PDF(), "application/pdf", nil},
		{"doc", disputestest.DOC(), "application/msword", nil},
		{"docx", disputestest.DOCX(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", nil},
		{"ole2 but not word", disputestest.OLE2NotWord(), "", ErrFileType},
		{"xlsx", disputestest.XLSX(), "", ErrFileType},
		{"zip prefix only", []byte("PK\x03\x04garbage"), "", ErrFileType},
		{"jpeg header, broken body", imagestest.JPEG(20, 10)[:40], "", ErrFileType},
		{"html", []byte("<html><script>alert(1)</script></html>"), "", ErrFileType},
		{"empty", nil, "", ErrFileEmpty},
		{"too large", append(disputestest.PDF(), make([]byte, MaxFileBytes)...), "", ErrFileTooLarge},
	} {
		got, err := Detect(c.data)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("%s: Detect = %q, %v; want %q, %v", c.name, got, err, c.want, c.err)
		}
	}
}

func TestDecodeDataURL(t *testing.T) {
	pdf := disputestest.PDF()
	for _, s := range []string{disputestest.DataURL("application/pdf", pdf), strings.TrimRight(disputestest.DataURL("x/y", pdf), "=")} {
		got, err := DecodeDataURL(s)
		if err != nil || !bytes.Equal(got, pdf) {
			t.Fatalf("DecodeDataURL(%.40q) = %d bytes, %v", s, len(got), err)
		}
	}
	for _, bad := range []string{"", "http://x/y.pdf", "data:application/pdf,plain", "data:x;base64,!!!"} {
		if _, err := DecodeDataURL(bad); !errors.Is(err, ErrNotDataURL) {
			t.Errorf("DecodeDataURL(%q) = %v", bad, err)
		}
	}
	huge := "data:application/pdf;base64," + strings.Repeat("A", MaxFileBytes/3*4+8)
	if _, err := DecodeDataURL(huge); !errors.Is(err, ErrFileTooLarge) {
		t.Fatalf("huge data URL: %v", err)
	}
}

func TestReportClean(t *testing.T) {
	ok := Report{TradeID: " t1 ", Reason: "item_damaged", Description: "  Torn strap  "}
	if err := ok.Clean(); err != nil || ok.TradeID != "t1" || ok.Description != "Torn strap" {
		t.Fatalf("clean report: %+v %v", ok, err)
	}
	for _, c := range []struct {
		r    Report
		want error
	}{
		{Report{Reason: "other", Description: "x"}, ErrNoTrade},
		{Report{TradeID: "t", Description: "x"}, ErrReason},
		{Report{TradeID: "t", Reason: "bored", Description: "x"}, ErrReason},
		{Report{TradeID: "t", Reason: "other", Description: "   "}, ErrDescription},
		{Report{TradeID: "t", Reason: "other", Description: strings.Repeat("é", MaxDescription+1)}, ErrDescriptionLong},
		{Report{TradeID: "t", Reason: "other", Description: "x", Issue: strings.Repeat("i", MaxIssue+1)}, ErrIssueLong},
	} {
		if err := c.r.Clean(); !errors.Is(err, c.want) {
			t.Errorf("%+v: %v, want %v", c.r, err, c.want)
		}
	}
	if _, err := CleanMessage(" \n "); !errors.Is(err, ErrMessageEmpty) {
		t.Fatal(err)
	}
	if _, err := CleanMessage(strings.Repeat("m", MaxMessage+1)); !errors.Is(err, ErrMessageLong) {
		t.Fatal(err)
	}
}

func TestFilesStoreUnderRandomNames(t *testing.T) {
	folder := t.TempDir()
	f := Files{Store: blobstore.Local{Dir: folder}}
	a, err := f.Put(`C:\Users\ana\My "strap".pdf`, disputestest.PDF())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := f.Put("strap.pdf", disputestest.PDF())
	if !ValidKey(a.Key) || a.Key == b.Key || !strings.HasSuffix(a.Key, ".pdf") || a.Filename != "My strap.pdf" {
		t.Fatalf("stored as %+v and %+v", a, b)
	}
	r, err := f.Open(context.Background(), a.Key)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(r)
	r.Close()
	if !bytes.Equal(got, disputestest.PDF()) {
		t.Fatal("stored bytes differ")
	}
	for _, bad := range []string{"../x.pdf", a.Key + "/..", "ABCDEF.pdf", filepath.Join("..", a.Key)} {
		if _, err := f.Open(context.Background(), bad); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Open(%q) = %v", bad, err)
		}
	}
	f.Remove(a, b)
	if _, err := f.Open(context.Background(), a.Key); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("removed file still opens")
	}
	if _, err := f.Put("x.exe", []byte("MZ\x90\x00")); !errors.Is(err, ErrFileType) {
		t.Fatalf("executable: %v", err)
	}
}

// multipartBody builds a form with fields and evidence files.
func multipartBody(t *testing.T, fields map[string]string, files ...[]byte) *multipart.Reader {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	for i, data := range files {
		part, _ := w.CreateFormFile("evidence", "file"+string(rune('a'+i)))
		_, _ = part.Write(data)
	}
	_ = w.Close()
	return multipart.NewReader(&buf, w.Boundary())
}

// admitAll is a gate that lets any evidence through.
func admitAll(string) (int64, error) { return 1 << 40, nil }

// The gate is asked before any evidence is read: a refusal stores nothing,
// and the budget it answers caps the bytes stored.
func TestEvidenceGate(t *testing.T) {
	folder := t.TempDir()
	f := Files{Store: blobstore.Local{Dir: folder}}
	outsider := errors.New("not a member of the trade")
	asked := ""
	_, err := f.ReadMultipart(multipartBody(t, map[string]string{"trade_id": "t9"}, disputestest.PDF()),
		func(tradeID string) (int64, error) { asked = tradeID; return 0, outsider })
	if !errors.Is(err, outsider) || asked != "t9" {
		t.Fatalf("outsider: %v (asked about %q)", err, asked)
	}
	pdf := disputestest.PDF()
	budget := func(string) (int64, error) { return int64(len(pdf)) + 1, nil }
	if _, err := f.ReadMultipart(multipartBody(t, map[string]string{"trade_id": "t9"}, pdf, pdf), budget); !errors.Is(err, ErrEvidenceQuota) {
		t.Fatalf("over the budget: %v", err)
	}
	if _, err := f.StoreUploads(Report{TradeID: "t9"}, []Upload{{Data: disputestest.DataURL("application/pdf", pdf)}},
		func(string) (int64, error) { return 0, outsider }); !errors.Is(err, outsider) {
		t.Fatalf("outsider's JSON: %v", err)
	}
	if left, _ := os.ReadDir(folder); len(left) != 0 {
		t.Fatalf("%d files left behind", len(left))
	}
}

func TestReadMultipart(t *testing.T) {
	folder := t.TempDir()
	f := Files{Store: blobstore.Local{Dir: folder}}
	form, err := f.ReadMultipart(multipartBody(t, map[string]string{"trade_id": "t1", "reason": "other", "description": "d",
		"issue": "strap"}, disputestest.PDF(), imagestest.PNG(4, 4)), admitAll)
	if err != nil || form.Report.TradeID != "t1" || form.Report.Issue != "strap" || len(form.Files) != 2 ||
		form.Files[1].ContentType != "image/png" {
		t.Fatalf("form %+v, %v", form, err)
	}
	stored, _ := os.ReadDir(folder)
	if len(stored) != 2 {
		t.Fatalf("%d files stored", len(stored))
	}

	// A refused file removes what the form stored before it.
	folder = t.TempDir()
	dir := Files{Store: blobstore.Local{Dir: folder}}
	_, err = dir.ReadMultipart(multipartBody(t, nil, disputestest.PDF(), []byte("not evidence")), admitAll)
	if !errors.Is(err, ErrFileType) {
		t.Fatalf("bad file: %v", err)
	}
	if left, _ := os.ReadDir(folder); len(left) != 0 {
		t.Fatalf("%d files left behind", len(left))
	}
	eleven := make([][]byte, MaxFiles+1)
	for i := range eleven {
		eleven[i] = disputestest.PDF()
	}
	if _, err := dir.ReadMultipart(multipartBody(t, nil, eleven...), admitAll); !errors.Is(err, ErrTooManyFiles) {
		t.Fatalf("eleven files: %v", err)
	}
	if _, err := dir.ReadMultipart(multipart.NewReader(strings.NewReader(
		"--b\r\nContent-Disposition: form-data; name=\"evidence\"; filename=\"x\"\r\n\r\n%PDF-cut"), "b"), admitAll); !errors.Is(err, ErrMalformed) {
		t.Fatalf("junk: %v", err)
	}
}

func TestStoreUploadsFromJSON(t *testing.T) {
	folder := t.TempDir()
	f := Files{Store: blobstore.Local{Dir: folder}}
	var ups []Upload
	for _, raw := range []string{`"` + disputestest.DataURL("application/pdf", disputestest.PDF()) + `"`,
		`{"name":"scan.docx","data":"` + disputestest.DataURL("x", disputestest.DOCX()) + `"}`} {
		var u Upload
		if err := u.UnmarshalJSON([]byte(raw)); err != nil {
			t.Fatal(err)
		}
		ups = append(ups, u)
	}
	form, err := f.StoreUploads(Report{TradeID: "t"}, ups, admitAll)
	if err != nil || len(form.Files) != 2 || form.Files[1].Filename != "scan.docx" || !strings.HasSuffix(form.Files[1].Key, ".docx") {
		t.Fatalf("%+v %v", form, err)
	}
	if _, err := f.StoreUploads(Report{}, []Upload{{Data: "https://example.com/x.png"}}, admitAll); !errors.Is(err, ErrNotDataURL) {
		t.Fatalf("url: %v", err)
	}
}
