package config

import (
	"strings"
	"testing"
)

// S3_ENDPOINT is host:port (S3_USE_TLS decides TLS) or a URL whose scheme
// decides it; anything else is refused at load time, naming the variable.
func TestS3Endpoint(t *testing.T) {
	cases := []struct {
		endpoint string
		useTLS   bool
		host     string
		tls      bool
		bad      bool
	}{
		{endpoint: "objects:7070", host: "objects:7070"},
		{endpoint: "objects:7070", useTLS: true, host: "objects:7070", tls: true},
		{endpoint: "s3.amazonaws.com", useTLS: true, host: "s3.amazonaws.com", tls: true},
		{endpoint: "127.0.0.1:9000", host: "127.0.0.1:9000"},
		{endpoint: "[::1]:9000", host: "[::1]:9000"},
		{endpoint: "http://objects:7070", useTLS: true, host: "objects:7070"},
		{endpoint: "http://objects:7070/", useTLS: true, host: "objects:7070"},
		{endpoint: "https://s3.eu-west-1.amazonaws.com", host: "s3.eu-west-1.amazonaws.com", tls: true},
		{endpoint: "https://minio.internal:9443", host: "minio.internal:9443", tls: true},
		{endpoint: "HTTPS://minio.internal:9443", host: "minio.internal:9443", tls: true},
		{endpoint: "ftp://objects:7070", bad: true},
		{endpoint: "http://", bad: true},
		{endpoint: "http://:7070", bad: true},
		{endpoint: "https://objects:7070/bucket", bad: true},
		{endpoint: "https://objects:7070?region=x", bad: true},
		{endpoint: "https://key:secret@objects:7070", bad: true},
		{endpoint: "objects:7070/bucket", bad: true},
		{endpoint: "objects:", bad: true},
		{endpoint: "://objects", bad: true},
	}
	for _, tc := range cases {
		s := S3{Endpoint: tc.endpoint, UseTLS: tc.useTLS}
		host, tls, err := s.Server()
		if tc.bad {
			if err == nil || !strings.Contains(err.Error(), "S3_ENDPOINT") {
				t.Errorf("%q: want an error naming S3_ENDPOINT, got %q %v %v", tc.endpoint, host, tls, err)
			}
		} else if err != nil || host != tc.host || tls != tc.tls {
			t.Errorf("%q (S3_USE_TLS=%v): %q tls=%v %v, want %q tls=%v", tc.endpoint, tc.useTLS, host, tls, err, tc.host, tc.tls)
		}
		env := map[string]string{"S3_ENDPOINT": tc.endpoint, "S3_BUCKET": "b", "S3_ACCESS_KEY": "k", "S3_SECRET_KEY": "s"}
		if _, err := load(ModeDev, lookupFrom(env)); (err != nil) != tc.bad {
			t.Errorf("load with S3_ENDPOINT=%q: %v", tc.endpoint, err)
		}
	}
}
