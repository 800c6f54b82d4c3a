package config

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// envReader reads typed variables and remembers the first bad one, so a
// configuration can be loaded in one pass and fail with one clear message.
type envReader struct {
	lookup func(string) (string, bool)
	err    error
}

func (r *envReader) fail(name, value, why string) {
	if r.err == nil {
		r.err = fmt.Errorf("%s=%q: %s", name, value, why)
	}
}

func (r *envReader) raw(name string) (string, bool) {
	v, ok := r.lookup(name)
	v = strings.TrimSpace(v)
	return v, ok && v != ""
}

func (r *envReader) str(name, def string) string {
	if v, ok := r.raw(name); ok {
		return v
	}
	return def
}

func (r *envReader) oneOf(name, def string, allowed ...string) string {
	v := r.str(name, def)
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	r.fail(name, v, "must be one of "+strings.Join(allowed, ", "))
	return def
}

func (r *envReader) integer(name string, def, min, max int) int {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < min || n > max {
		r.fail(name, v, fmt.Sprintf("must be a whole number from %d to %d", min, max))
		return def
	}
	return n
}

func (r *envReader) boolean(name string, def bool) bool {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		r.fail(name, v, "must be true or false")
		return def
	}
	return b
}

func (r *envReader) duration(name string, def time.Duration) time.Duration {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		r.fail(name, v, "must be a non-negative duration such as 72h or 30m")
		return def
	}
	return d
}

func (r *envReader) addr(name, def string) string {
	v := r.str(name, def)
	if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
		r.fail(name, v, "must be host:port or :port")
		return def
	}
	return v
}

func (r *envReader) httpURL(name, def string) string {
	v := r.str(name, def)
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		r.fail(name, v, "must be an http(s) URL")
		return def
	}
	return strings.TrimRight(v, "/")
}

// cidrs reads a comma-separated list of CIDR blocks or single addresses.
func (r *envReader) cidrs(name string) []string {
	v, ok := r.raw(name)
	if !ok {
		return nil
	}
	var out []string
	for _, part := range strings.Split(v, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		_, _, cidrErr := net.ParseCIDR(part)
		if cidrErr != nil && net.ParseIP(part) == nil {
			r.fail(name, v, "must be comma-separated CIDR blocks or addresses such as 10.0.0.0/8,::1")
			return nil
		}
		out = append(out, part)
	}
	return out
}

func osLookup(name string) (string, bool) { return os.LookupEnv(name) }
