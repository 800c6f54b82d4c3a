// Package disputestest makes evidence files for tests: minimal but
// well-formed PDF, DOC and DOCX documents, and look-alikes that must be
// refused.
package disputestest

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
)

// PDF is a one-page PDF document.
func PDF() []byte {
	return []byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
		"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
		"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n" +
		"trailer << /Root 1 0 R >>\n%%EOF\n")
}

// DOC is an OLE2 compound file whose directory names a WordDocument stream.
func DOC() []byte {
	b := append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 504)...)
	name := []byte("W\x00o\x00r\x00d\x00D\x00o\x00c\x00u\x00m\x00e\x00n\x00t\x00")
	return append(append(b, name...), make([]byte, 512-len(name))...)
}

// OLE2NotWord is an OLE2 compound file without a WordDocument stream (an
// old Excel file, say).
func OLE2NotWord() []byte {
	return append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 1016)...)
}

// DOCX is a zip with [Content_Types].xml and word/document.xml.
func DOCX() []byte { return zipOf("[Content_Types].xml", "word/document.xml") }

// XLSX is an Office zip that is not a Word document.
func XLSX() []byte { return zipOf("[Content_Types].xml", "xl/workbook.xml") }

func zipOf(names ...string) []byte {
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, n := range names {
		f, _ := w.Create(n)
		_, _ = f.Write([]byte("<?xml version=\"1.0\"?><x/>"))
	}
	_ = w.Close()
	return buf.Bytes()
}

// DataURL wraps data in a base64 data URL of the given type.
func DataURL(contentType string, data []byte) string {
	return "data:" + contentType + ";base64," + base64.StdEncoding.EncodeToString(data)
}
