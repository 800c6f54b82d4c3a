package devstack

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"pursetrade/internal/devtools/proc"
)

// startBalancer runs nginx in front of the API replicas on the app's
// address: a replica that stops answering is skipped until it is back.
func startBalancer(ctx context.Context, t topology, sup *supervisor) error {
	nginx, err := findNginx()
	if err != nil {
		return err
	}
	dir := filepath.Join(t.dir, "nginx")
	if err := os.MkdirAll(filepath.Join(dir, "tmp"), 0o777); err != nil {
		return err
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(nginxConfig(t, dir)), 0o644); err != nil {
		return err
	}
	if err := sup.keep(proc.Spec{Name: "lb", Path: nginx,
		Args: []string{"-p", dir, "-c", conf, "-e", filepath.Join(t.dir, "logs", "lb-error.log"), "-g", "daemon off;"}}, 5*time.Second); err != nil {
		return err
	}
	return waitFor(ctx, "the load balancer", 30*time.Second, func(ctx context.Context) error {
		return httpOK(ctx, t.appURL()+"/readyz")
	})
}

func findNginx() (string, error) {
	if nginx, err := exec.LookPath("nginx"); err == nil {
		return nginx, nil
	}
	for _, p := range []string{"/usr/sbin/nginx", "/usr/local/sbin/nginx"} {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("nginx not found: run `make cluster` (it installs Debian's nginx)")
}

// nginxConfig is deploy/nginx.conf's shape for replicas on this machine.
func nginxConfig(t topology, dir string) string {
	var upstreams strings.Builder
	for i := 1; i <= t.apis; i++ {
		fmt.Fprintf(&upstreams, "        server 127.0.0.1:%d max_fails=1 fail_timeout=2s;\n", t.apiPort(i))
	}
	user := ""
	if os.Geteuid() == 0 {
		user = "user root;\n"
	}
	proxy := `            proxy_pass http://api;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
`
	return fmt.Sprintf(`%sworker_processes 1;
pid %[2]s/nginx.pid;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path %[2]s/tmp/body;
    proxy_temp_path %[2]s/tmp/proxy;
    fastcgi_temp_path %[2]s/tmp/fastcgi;
    uwsgi_temp_path %[2]s/tmp/uwsgi;
    scgi_temp_path %[2]s/tmp/scgi;
%[6]s
    upstream api {
%[3]s        keepalive 32;
    }
    server {
        listen %[4]s;
        client_max_body_size 60m;
        location / {
%[5]s            proxy_next_upstream error timeout http_502 http_503;
        }
        location ~ %[7]s {
            gzip off;
%[5]s        }
        location ~ ^(/api)?/events$ {
%[5]s            proxy_buffering off;
            proxy_read_timeout 1h;
            gzip off;
        }
    }
}
`, user, dir, upstreams.String(), t.appAddr(), proxy, nginxGzip, nginxUncompressedPaths)
}

// nginxGzip is deploy/nginx.conf's compression: nginx passes on what the
// API compressed (the bundle's build-time brotli and gzip, its on-the-fly
// gzip) and gzips what comes plain and pays; not the live stream, nor
// nginxUncompressedPaths. nginx-light has no brotli, and gzip_static is for
// files nginx serves itself (none here).
const nginxGzip = `    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_min_length 1024;
    gzip_comp_level 5;
    gzip_types text/plain text/css text/csv text/javascript application/javascript application/json
               application/problem+json application/yaml image/svg+xml application/xml;`

// nginxUncompressedPaths answer a session token or a TOTP secret, which
// stay uncompressed (BREACH; the API's noCompression).
const nginxUncompressedPaths = `^(/api)?/(login|register|change-password|2fa/.*)$`

func dialTCP(addr string) error {
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	if err == nil {
		conn.Close()
	}
	return err
}

func httpOK(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %d", url, resp.StatusCode)
	}
	return nil
}
