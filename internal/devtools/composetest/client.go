package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

// client calls the API through the load balancer. A transport failure or a
// 5xx (a replica may be down) is retried until ctx ends; 429 waits as told.
type client struct {
	base string
	http *http.Client
}

type answer struct {
	status int
	body   map[string]any
}

func (a answer) ok() bool { return a.status >= 200 && a.status < 300 }

func (c client) call(ctx context.Context, method, path, token string, body any, headers ...string) (answer, error) {
	var payload []byte
	if body != nil {
		payload, _ = json.Marshal(body)
	}
	for wait := 250 * time.Millisecond; ; wait = min(2*wait, 4*time.Second) {
		req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(payload))
		if err != nil {
			return answer{}, err
		}
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		resp, err := c.http.Do(req)
		if err == nil {
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			a := answer{status: resp.StatusCode}
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.UseNumber()
			_ = dec.Decode(&a.body)
			if resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
				return a, nil
			}
			err = fmt.Errorf("%d %s", resp.StatusCode, bytes.TrimSpace(raw))
		}
		select {
		case <-ctx.Done():
			return answer{}, fmt.Errorf("%s %s: gave up (%v): %w", method, path, err, ctx.Err())
		case <-time.After(wait):
		}
	}
}

// must is call that fails unless the answer is 2xx.
func (c client) must(ctx context.Context, method, path, token string, body any, headers ...string) (map[string]any, error) {
	a, err := c.call(ctx, method, path, token, body, headers...)
	if err != nil {
		return nil, err
	}
	if !a.ok() {
		return nil, fmt.Errorf("%s %s: %d %v", method, path, a.status, a.body)
	}
	return a.body, nil
}

// field walks nested objects: field(m, "trade", "_id").
func field(m map[string]any, keys ...string) any {
	var v any = m
	for _, k := range keys {
		obj, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = obj[k]
	}
	return v
}

func str(m map[string]any, keys ...string) string {
	s, _ := field(m, keys...).(string)
	return s
}
