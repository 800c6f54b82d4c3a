package config

import (
	"fmt"
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
	if strings.Contains(s.Endpoint, "://") {
		return fmt.Errorf("S3_ENDPOINT=%q: give host:port without a scheme (S3_USE_TLS chooses https)", s.Endpoint)
	}
	return nil
}
