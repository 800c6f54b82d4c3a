package disputes

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // registers the decoders evidence photos may use
	_ "image/jpeg"
	_ "image/png"
	"io"
	"os"
	"path/filepath"
	"pursetrade/internal/blobstore"
	"pursetrade/internal/refusal"
	"regexp"
	"strings"
	"time"

	_ "golang.org/x/image/webp"
)

// Evidence limits.
const (
	MaxFiles     = 10
	MaxFileBytes = 10 << 20
	maxPixels    = 40_000_000 // refuse decompression bombs before decoding
)

// Evidence refusals.
var (
	ErrTooManyFiles = refusal.New(refusal.Invalid, fmt.Sprintf("You can attach at most %d evidence files", MaxFiles))
	ErrFileTooLarge = refusal.New(refusal.TooLarge, fmt.Sprintf("Each evidence file must be %d MB or smaller", MaxFileBytes>>20))
	ErrFileType     = refusal.New(refusal.Invalid, "Evidence files must be images, PDF, DOC or DOCX documents")
	ErrFileEmpty    = refusal.New(refusal.Invalid, "One or more selected files are empty")
	ErrNotDataURL   = refusal.New(refusal.Invalid, "Evidence must be files or base64 data URLs (data:...;base64,...)")
)

// Content types of evidence, with the extension a stored file gets.
var extensions = map[string]string{
	"image/jpeg":         ".jpg",
	"image/png":          ".png",
	"image/gif":          ".gif",
	"image/webp":         ".webp",
	"application/pdf":    ".pdf",
	"application/msword": ".doc",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
}

var (
	pdfMagic  = []byte("%PDF-")
	ole2Magic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	// A Word 97-2003 file is an OLE2 container with a "WordDocument" stream,
	// whose name the directory stores in UTF-16LE.
	wordStream = []byte("W\x00o\x00r\x00d\x00D\x00o\x00c\x00u\x00m\x00e\x00n\x00t\x00")
	zipMagic   = []byte("PK\x03\x04")
)

// Detect decides a file's type by its content, whatever its name or the
// type it was sent with: PDF by its header, DOC as an OLE2 container with a
// WordDocument stream, DOCX as a zip holding [Content_Types].xml and word/,
// and images by decoding them.
func Detect(data []byte) (string, error) {
	switch {
	case len(data) == 0:
		return "", ErrFileEmpty
	case len(data) > MaxFileBytes:
		return "", ErrFileTooLarge
	case bytes.HasPrefix(data, pdfMagic):
		return "application/pdf", nil
	case bytes.HasPrefix(data, ole2Magic):
		if bytes.Contains(data, wordStream) {
			return "application/msword", nil
		}
	case bytes.HasPrefix(data, zipMagic):
		if isDocx(data) {
			return "application/vnd.openxmlformats-officedocument.wordprocessingml.document", nil
		}
	default:
		return detectImage(data)
	}
	return "", ErrFileType
}

func isDocx(data []byte) bool {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return false
	}
	var types, word bool
	for _, f := range zr.File {
		types = types || f.Name == "[Content_Types].xml"
		word = word || strings.HasPrefix(f.Name, "word/")
	}
	return types && word
}

// decodeSlots bounds how many pictures are decoded at once.
var decodeSlots = make(chan struct{}, 2)

func detectImage(data []byte) (string, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPixels {
		return "", ErrFileType
	}
	decodeSlots <- struct{}{}
	defer func() { <-decodeSlots }()
	if _, _, err := image.Decode(bytes.NewReader(data)); err != nil {
		return "", ErrFileType
	}
	if _, ok := extensions["image/"+format]; !ok {
		return "", ErrFileType
	}
	return "image/" + format, nil
}

// DecodeDataURL returns the bytes of a base64 data URL; the declared type is
// ignored (Detect decides).
func DecodeDataURL(s string) ([]byte, error) {
	meta, payload, ok := strings.Cut(strings.TrimSpace(s), ",")
	if !ok || !strings.HasPrefix(meta, "data:") || !strings.HasSuffix(meta, ";base64") {
		return nil, ErrNotDataURL
	}
	if base64.StdEncoding.DecodedLen(len(payload)) > MaxFileBytes+3 {
		return nil, ErrFileTooLarge
	}
	payload = strings.TrimRight(payload, "=\r\n")
	data, err := base64.RawStdEncoding.DecodeString(payload)
	if err != nil {
		return nil, ErrNotDataURL
	}
	return data, nil
}

// ReadFile reads one uploaded file, refusing it as soon as it is too large.
func ReadFile(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileBytes {
		return nil, ErrFileTooLarge
	}
	return data, nil
}

// File is a stored evidence file.
type File struct {
	Key         string // unguessable file name: 32 random hex digits and the type's extension
	Filename    string // as uploaded, for the download name
	ContentType string
	Bytes       int64
}

// Files stores evidence in a blob store (a folder, or the shared bucket).
type Files struct{ Store blobstore.Store }

// fileTimeout bounds one evidence file's trip to the store.
const fileTimeout = 30 * time.Second

var keyPattern = regexp.MustCompile(`^[0-9a-f]{32}\.(jpg|png|gif|webp|pdf|doc|docx)$`)

// ValidKey reports whether key can name a stored file (no path tricks).
func ValidKey(key string) bool { return keyPattern.MatchString(key) }

// Put checks a file's content and stores it under a new random name.
func (f Files) Put(filename string, data []byte) (File, error) {
	contentType, err := Detect(data)
	if err != nil {
		return File{}, err
	}
	random := make([]byte, 16)
	if _, err := rand.Read(random); err != nil {
		return File{}, err
	}
	key := hex.EncodeToString(random) + extensions[contentType]
	ctx, cancel := context.WithTimeout(context.Background(), fileTimeout)
	defer cancel()
	if err := f.Store.Put(ctx, key, contentType, data); err != nil {
		return File{}, err
	}
	return File{Key: key, Filename: cleanFilename(filename, extensions[contentType]), ContentType: contentType,
		Bytes: int64(len(data))}, nil
}

// Open opens a stored file; an unknown key is os.ErrNotExist.
func (f Files) Open(ctx context.Context, key string) (blobstore.File, error) {
	if !ValidKey(key) {
		return nil, os.ErrNotExist
	}
	file, err := f.Store.Open(ctx, key)
	if errors.Is(err, blobstore.ErrNotFound) {
		return nil, os.ErrNotExist
	}
	return file, err
}

// Remove deletes stored files (a dispute that was not opened after all).
func (f Files) Remove(files ...File) {
	ctx, cancel := context.WithTimeout(context.Background(), fileTimeout)
	defer cancel()
	for _, file := range files {
		if ValidKey(file.Key) {
			_ = f.Store.Delete(ctx, file.Key)
		}
	}
}

// cleanFilename keeps the uploaded name's base, printable and short, for
// the Content-Disposition of downloads.
func cleanFilename(name, ext string) string {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	name = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '"' || r == '/' {
			return -1
		}
		return r
	}, name)
	if name == "." || name == "" {
		name = "evidence" + ext
	}
	if r := []rune(name); len(r) > 120 {
		name = string(r[:120])
	}
	return name
}
