package shipping

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// labelSheet is what an offline label shows.
type labelSheet struct {
	From, To       Address
	Service        string
	EstimatedDays  int
	TrackingNumber string
	TradeID, Leg   string
	Created        time.Time
}

// Page size of a thermal shipping label: 4 x 6 inches in PDF points.
const (
	pageW = 288
	pageH = 432
)

// labelPDF draws the label as a one-page PDF with the two standard
// Helvetica fonts (nothing embedded) and a Code 39 barcode of the tracking
// number made of filled rectangles.
func labelPDF(l labelSheet) []byte {
	var c content
	c.rect(9, 9, pageW-18, pageH-18, false)
	c.rect(9, 384, pageW-18, 39, true)
	c.textWhite("F2", 16, 18, 398, "PURSETRADE")
	c.textWhite("F2", 13, 160, 398, strings.ToUpper(l.Service))

	c.text("F2", 7, 18, 370, "FROM")
	y := 358.0
	for _, line := range addressLines(l.From) {
		c.text("F1", 9, 18, y, clip(line, 48))
		y -= 11
	}
	c.line(9, 318, pageW-9, 318)

	c.text("F2", 8, 18, 304, "SHIP TO")
	y = 286
	for i, line := range addressLines(l.To) {
		font, size := "F1", 12.0
		if i == 0 {
			font, size = "F2", 14
		}
		c.text(font, size, 18, y, clip(line, 32))
		y -= size + 4
	}
	c.line(9, 222, pageW-9, 222)

	c.text("F1", 9, 18, 206, fmt.Sprintf("Service: %s, about %d business day(s)", l.Service, l.EstimatedDays))
	c.text("F1", 9, 18, 194, "Trade "+clip(l.TradeID, 30)+", leg "+clip(l.Leg, 16))
	c.text("F1", 9, 18, 182, "Label created "+l.Created.Format("2006-01-02 15:04 MST"))

	c.code39(18, 96, pageW-36, 66, l.TrackingNumber)
	c.text("F2", 11, 18, 80, "TRACKING # "+l.TrackingNumber)

	c.line(9, 44, pageW-9, 44)
	c.text("F1", 7, 18, 30, "Test label made by the PurseTrade offline shipping provider.")
	c.text("F1", 7, 18, 20, "Not valid for postage.")
	return assemblePDF(c.Bytes(), "Shipping label "+l.TrackingNumber)
}

func addressLines(a Address) []string {
	lines := []string{a.Name, a.Street1, a.Street2, strings.TrimSpace(cityLine(a) + " " + a.Zip)}
	out := lines[:0]
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "..."
}

// content is a PDF content stream under construction.
type content struct{ bytes.Buffer }

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func (c *content) rect(x, y, w, h float64, fill bool) {
	op := "S"
	if fill {
		op = "f"
	}
	fmt.Fprintf(c, "%s %s %s %s re %s\n", num(x), num(y), num(w), num(h), op)
}

func (c *content) line(x1, y1, x2, y2 float64) {
	fmt.Fprintf(c, "%s %s m %s %s l S\n", num(x1), num(y1), num(x2), num(y2))
}

func (c *content) text(font string, size, x, y float64, s string) {
	fmt.Fprintf(c, "BT /%s %s Tf %s %s Td (%s) Tj ET\n", font, num(size), num(x), num(y), pdfString(s))
}

func (c *content) textWhite(font string, size, x, y float64, s string) {
	c.WriteString("1 g\n")
	c.text(font, size, x, y, s)
	c.WriteString("0 g\n")
}

// pdfString escapes a literal string for WinAnsiEncoding: Latin-1 letters
// pass, other characters become '?'.
func pdfString(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '(' || r == ')' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r >= 0xa0 && r <= 0xff:
			b.WriteByte(byte(r))
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// code39 holds each character's 9 elements (bar, space, bar, ...; 1 =
// wide), the Code 39 symbology.
var code39 = map[rune]string{
	'0': "000110100", '1': "100100001", '2': "001100001", '3': "101100000", '4': "000110001",
	'5': "100110000", '6': "001110000", '7': "000100101", '8': "100100100", '9': "001100100",
	'A': "100001001", 'B': "001001001", 'C': "101001000", 'D': "000011001", 'E': "100011000",
	'F': "001011000", 'G': "000001101", 'H': "100001100", 'I': "001001100", 'J': "000011100",
	'K': "100000011", 'L': "001000011", 'M': "101000010", 'N': "000010011", 'O': "100010010",
	'P': "001010010", 'Q': "000000111", 'R': "100000110", 'S': "001000110", 'T': "000010110",
	'U': "110000001", 'V': "011000001", 'W': "111000000", 'X': "010010001", 'Y': "110010000",
	'Z': "011010000", '-': "010000101", '*': "010010100",
}

// code39Wide is the width of a wide element in narrow modules.
const code39Wide = 3

// code39Symbols encodes s between start and stop characters; characters
// Code 39 lacks are skipped.
func code39Symbols(s string) []string {
	out := []string{code39['*']}
	for _, r := range strings.ToUpper(s) {
		if p, ok := code39[r]; ok && r != '*' {
			out = append(out, p)
		}
	}
	return append(out, code39['*'])
}

// code39 draws s between start/stop characters in the box (x, y, w, h).
func (c *content) code39(x, y, w, h float64, s string) {
	symbols := code39Symbols(s)
	// Per character: 6 narrow and 3 wide elements, then a narrow gap.
	units := len(symbols)*(6+3*code39Wide+1) - 1
	module := w / float64(units)
	c.WriteString("0 g\n")
	for _, sym := range symbols {
		for i, e := range sym {
			width := module
			if e == '1' {
				width *= code39Wide
			}
			if i%2 == 0 {
				c.rect(x, y, width, h, true)
			}
			x += width
		}
		x += module
	}
}

// assemblePDF wraps one content stream into a complete PDF 1.4 file with a
// correct cross-reference table.
func assemblePDF(stream []byte, title string) []byte {
	var b bytes.Buffer
	var offsets []int
	obj := func(body string) {
		offsets = append(offsets, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n", len(offsets))
		b.WriteString(body)
		b.WriteString("\nendobj\n")
	}
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] "+
		"/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>", pageW, pageH))
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n", len(stream)) + string(stream) + "\nendstream")
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	obj("<< /Title (" + pdfString(title) + ") /Producer (PurseTrade) >>")
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, len(offsets), xref)
	return b.Bytes()
}
