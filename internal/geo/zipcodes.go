// Package geo answers where a US ZIP code is and whether two members are
// close enough to the pickup hub for an in-person trade.
//
// The ZIP centroid table (zipcodes.csv.gz, about 41,000 rows) is derived from
// the GeoNames US postal file (CC BY 4.0, see NOTICE); it is embedded in the
// binary and parsed once, on the first look-up.
package geo

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
)

//go:generate go run ./gen -out zipcodes.csv.gz

//go:embed zipcodes.csv.gz
var zipTable []byte

// Point is a position in decimal degrees.
type Point struct {
	Lat float64 `json:"lat"`
	Lon float64 `json:"lon"`
}

// EarthRadiusMiles is the mean Earth radius used for great-circle distances.
const EarthRadiusMiles = 3958.8

var (
	loadOnce  sync.Once
	centroids map[string]Point
)

// Lookup returns the centroid of a 5-digit US ZIP code.
func Lookup(zip string) (Point, bool) {
	loadOnce.Do(func() { centroids = mustParse(zipTable) })
	p, ok := centroids[zip]
	return p, ok
}

// DistanceMiles is the great-circle (haversine) distance between a and b.
func DistanceMiles(a, b Point) float64 {
	const rad = math.Pi / 180
	dLat := (b.Lat - a.Lat) * rad
	dLon := (b.Lon - a.Lon) * rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * EarthRadiusMiles * math.Asin(math.Min(1, math.Sqrt(h)))
}

// mustParse reads the embedded table; a broken table is a build defect.
func mustParse(gz []byte) map[string]Point {
	m, err := parseTable(gz)
	if err != nil {
		panic("geo: embedded ZIP table: " + err.Error())
	}
	return m
}

func parseTable(gz []byte) (map[string]Point, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	m := make(map[string]Point, 42000)
	sc := bufio.NewScanner(zr)
	sc.Scan() // header: zip,lat,lon
	for sc.Scan() {
		zip, rest, ok1 := strings.Cut(sc.Text(), ",")
		lat, lon, ok2 := strings.Cut(rest, ",")
		la, err1 := strconv.ParseFloat(lat, 64)
		lo, err2 := strconv.ParseFloat(lon, 64)
		if !ok1 || !ok2 || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad row %q", sc.Text())
		}
		m[zip] = Point{Lat: la, Lon: lo}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return m, nil
}
