package crashtest

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// quantile is the q-th quantile (0..1) of d by nearest rank below, in
// milliseconds; 0 for no samples. d is not reordered.
func quantile(d []time.Duration, q float64) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return float64(s[int(q*float64(len(s)-1))].Microseconds()) / 1000
}

// table prints rows under a header with every column as wide as its
// widest cell, numbers right-aligned, text left-aligned.
type table struct {
	header []string
	rows   [][]string
}

func (t *table) add(cells ...any) {
	row := make([]string, len(cells))
	for i, c := range cells {
		switch v := c.(type) {
		case float64:
			row[i] = strconv.FormatFloat(v, 'f', 1, 64)
		default:
			row[i] = fmt.Sprint(v)
		}
	}
	t.rows = append(t.rows, row)
}

func (t *table) String() string {
	widths := make([]int, len(t.header))
	for _, row := range append([][]string{t.header}, t.rows...) {
		for i, cell := range row {
			if i < len(widths) {
				widths[i] = max(widths[i], len([]rune(cell)))
			}
		}
	}
	var out strings.Builder
	for _, row := range append([][]string{t.header}, t.rows...) {
		var line strings.Builder
		for i, cell := range row {
			if i >= len(widths) {
				break
			}
			pad := strings.Repeat(" ", widths[i]-len([]rune(cell)))
			if i > 0 {
				line.WriteString("  ")
			}
			if _, err := strconv.ParseFloat(cell, 64); err == nil {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		out.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return out.String()
}

// envNumber reads a positive number from the environment, or def.
func envNumber(name string, def float64) float64 {
	if v, err := strconv.ParseFloat(os.Getenv(name), 64); err == nil && v > 0 {
		return v
	}
	return def
}

func TestQuantile(t *testing.T) {
	var d []time.Duration
	for i := 100; i >= 1; i-- { // unsorted on purpose
		d = append(d, time.Duration(i)*time.Millisecond)
	}
	if got := quantile(d, 0.5); got != 50 {
		t.Errorf("p50 of 1..100 ms = %v, want 50", got)
	}
	if got := quantile(d, 0.99); got != 99 {
		t.Errorf("p99 of 1..100 ms = %v, want 99", got)
	}
	if d[0] != 100*time.Millisecond {
		t.Error("quantile reordered its input")
	}
	if got := quantile(nil, 0.99); got != 0 {
		t.Errorf("p99 of nothing = %v, want 0", got)
	}
}

func TestTableAlignsColumns(t *testing.T) {
	tb := table{header: []string{"size", "p99 ms", "note"}}
	tb.add(1000, 12.345, "warm")
	tb.add(30000, 7.0, "x")
	want := "size   p99 ms  note\n" +
		" 1000    12.3  warm\n" +
		"30000     7.0  x\n"
	if got := tb.String(); got != want {
		t.Errorf("table:\n%q\nwant\n%q", got, want)
	}
}
