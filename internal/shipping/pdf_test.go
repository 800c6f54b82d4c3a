package shipping

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestLabelPDFStructure checks what a PDF reader relies on: the header,
// object offsets in the cross-reference table, the stream length and
// startxref.
func TestLabelPDFStructure(t *testing.T) {
	pdf := labelPDF(labelSheet{
		From: hialeah, To: Address{Name: "Zoë Ünal – 東京", Street1: "1 Main St", City: "Austin", State: "TX", Zip: "78701"},
		Service: "Priority", EstimatedDays: 2, TrackingNumber: "PT123456789012",
		TradeID: "65f1c0ffee0000000000abcd", Leg: "user2_return", Created: time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC),
	})
	if !bytes.HasPrefix(pdf, []byte("%PDF-1.4\n")) {
		t.Fatal("no PDF header")
	}
	m := regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`).FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no startxref")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if !bytes.HasPrefix(pdf[xref:], []byte("xref\n0 8\n")) {
		t.Fatalf("startxref %d points at %q", xref, pdf[xref:xref+10])
	}
	rows := strings.Split(string(pdf[xref:]), "\n")[3:10]
	for i, row := range rows {
		off, err := strconv.Atoi(row[:10])
		if err != nil || !bytes.HasPrefix(pdf[off:], []byte(strconv.Itoa(i+1)+" 0 obj\n")) {
			t.Fatalf("object %d: xref row %q", i+1, row)
		}
	}
	sm := regexp.MustCompile(`(?s)<< /Length (\d+) >>\nstream\n(.*?)\nendstream`).FindSubmatch(pdf)
	if sm == nil {
		t.Fatal("no content stream")
	}
	if n, _ := strconv.Atoi(string(sm[1])); n != len(sm[2]) {
		t.Fatalf("stream length %d, actual %d", n, len(sm[2]))
	}
	stream := string(sm[2])
	for _, want := range []string{"(TRACKING # PT123456789012) Tj", "(PRIORITY) Tj", "(Zo\xeb \xdcnal ? ??) Tj", "(Austin, TX 78701) Tj", "0 0 288 432"} {
		if !strings.Contains(stream, want) && !bytes.Contains(pdf, []byte(want)) {
			t.Errorf("label lacks %q", want)
		}
	}
	// Start + 14 characters + stop, each with 5 bars.
	if bars := strings.Count(stream, "66 re f"); bars != 16*5 {
		t.Fatalf("barcode has %d bars", bars)
	}
}

func TestCode39Table(t *testing.T) {
	for r, p := range code39 {
		if len(p) != 9 || strings.Count(p, "1") != 3 {
			t.Errorf("%q: %s", r, p)
		}
	}
	syms := code39Symbols("pt-12 é")
	if len(syms) != 7 || syms[0] != code39['*'] || syms[1] != code39['P'] || syms[3] != code39['-'] || syms[6] != code39['*'] {
		t.Fatalf("symbols %v", syms)
	}
}

func BenchmarkLabelPDF(b *testing.B) {
	sheet := labelSheet{From: hialeah, To: nyc, Service: "Ground", EstimatedDays: 4, TrackingNumber: "PT123456789012",
		TradeID: "65f1c0ffee0000000000abcd", Leg: "user1_out", Created: time.Now()}
	for b.Loop() {
		labelPDF(sheet)
	}
}
