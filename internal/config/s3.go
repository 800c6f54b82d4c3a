package config

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// S3 reaches the S3-compatible bucket that replicas share for uploads and
// labels. All four of endpoint, bucket and keys, or none (files stay in
// DATA_DIR, which only one machine can use).
type S3 struct {
	Endpoint, Bucket, AccessKey, SecretKey, Region string
	UseTLS                                         bool
}

// Enabled reports whether files go to the bucket.
func (s S3) Enabled() bool { return s.Endpoint != "" }

func (s S3) check() error {
	set := map[string]bool{"S3_ENDPOINT": s.Endpoint != "", "S3_BUCKET": s.Bucket != "",
		"S3_ACCESS_KEY": s.AccessKey != "", "S3_SECRET_KEY": s.SecretKey != ""}
	var missing []string
	any := false
	for _, name := range []string{"S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"} {
		if set[name] {
			any = true
		} else {
			missing = append(missing, name)
		}
	}
	if any && len(missing) > 0 {
		return fmt.Errorf("%s: required with the other S3_* settings (or unset them all to keep files in DATA_DIR)", strings.Join(missing, ", "))
	}
	if s.Enabled() {
		if _, _, err := s.Server(); err != nil {
			return err
		}
	}
	return nil
}

// Server is where the bucket's server listens (host:port) and whether to
// speak TLS to it. S3_ENDPOINT is host:port, TLS chosen by S3_USE_TLS, or
// a URL whose scheme chooses: http://host:port or https://host.
func (s S3) Server() (host string, tls bool, err error) {
	if !strings.Contains(s.Endpoint, "://") {
		if !validHost(s.Endpoint) {
			return "", false, fmt.Errorf("S3_ENDPOINT=%q: give host:port or an http(s):// URL", s.Endpoint)
		}
		return s.Endpoint, s.UseTLS, nil
	}
	u, err := url.Parse(s.Endpoint)
	if err != nil {
		return "", false, fmt.Errorf("S3_ENDPOINT=%q: %w", s.Endpoint, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", false, fmt.Errorf("S3_ENDPOINT=%q: the scheme must be http or https", s.Endpoint)
	}
	if !validHost(u.Host) || u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return "", false, fmt.Errorf("S3_ENDPOINT=%q: give the server only (scheme, host and port), no path, query or credentials", s.Endpoint)
	}
	return u.Host, u.Scheme == "https", nil
}

// validHost accepts host or host:port with a non-empty host and no path.
func validHost(h string) bool {
	if h == "" || strings.ContainsAny(h, "/?#@ ") {
		return false
	}
	if strings.Contains(h, ":") && !strings.HasSuffix(h, "]") {
		host, port, err := net.SplitHostPort(h)
		return err == nil && host != "" && port != ""
	}
	return true
}
