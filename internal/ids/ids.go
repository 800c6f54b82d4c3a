// Package ids makes 24-character hex identifiers ordered by creation time,
// laid out like MongoDB ObjectIds: 4 bytes of Unix seconds, 5 random bytes
// fixed per process, 3 bytes of a counter.
package ids

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"regexp"
	"sync/atomic"
	"time"
)

var (
	processUnique [5]byte
	counter       atomic.Uint32
	pattern       = regexp.MustCompile(`^[0-9a-f]{24}$`)
)

func init() {
	if _, err := rand.Read(processUnique[:]); err != nil {
		panic("ids: no randomness: " + err.Error())
	}
	var seed [4]byte
	_, _ = rand.Read(seed[:])
	counter.Store(binary.BigEndian.Uint32(seed[:]))
}

// New returns a fresh id for the current time.
func New() string { return At(time.Now()) }

// At returns a fresh id whose time part is t.
func At(t time.Time) string {
	var b [12]byte
	binary.BigEndian.PutUint32(b[0:4], uint32(t.Unix()))
	copy(b[4:9], processUnique[:])
	c := counter.Add(1)
	b[9], b[10], b[11] = byte(c>>16), byte(c>>8), byte(c)
	return hex.EncodeToString(b[:])
}

// Valid reports whether s is a well-formed id.
func Valid(s string) bool { return pattern.MatchString(s) }

// Time returns the creation second encoded in a valid id.
func Time(id string) time.Time {
	b, err := hex.DecodeString(id[:8])
	if err != nil || len(b) != 4 {
		return time.Time{}
	}
	return time.Unix(int64(binary.BigEndian.Uint32(b)), 0).UTC()
}
