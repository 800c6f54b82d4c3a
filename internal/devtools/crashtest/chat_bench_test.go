package crashtest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// BenchmarkChattyTrade measures a trade's detail and an acknowledgement on
// trades carrying 300 messages of 2,000 characters: answer size in bytes
// and latency. The first trade's messages are posted through the API (their
// latency is reported too); the others' are written straight to the same
// table, which is all posting does.
func BenchmarkChattyTrade(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	ctx := context.Background()
	pairs := openTrades(b, c, pool, b.N, true)
	const messages = 300
	var posts []time.Duration
	for i := range messages {
		text := fmt.Sprintf("message %04d ", i)
		text += strings.Repeat("x", 2000-len(text))
		t0 := time.Now()
		if status, out, err := c.call(ctx, "POST", "/trades/"+pairs[0].tradeID+"/messages", pairs[0].tokA, map[string]any{"message": text}); err != nil || status != 200 {
			b.Fatalf("message: %d %v %v", status, out, err)
		}
		posts = append(posts, time.Since(t0))
	}
	for _, p := range pairs[1:] {
		if _, err := pool.Exec(ctx, `
			WITH added AS (
				INSERT INTO trade_messages (id, trade_id, author_id, author_name, body, created_at)
				SELECT substr(md5($1 || n), 1, 24), $1, $2, 'Member', rpad('message ' || n || ' ', 2000, 'x'), now() - (1000 - n) * interval '1 second'
				FROM generate_series(1, $3::int) n RETURNING 1)
			UPDATE trades SET message_count = (SELECT count(*) FROM added) WHERE id = $1`, p.tradeID, p.a.ID, messages); err != nil {
			b.Fatal(err)
		}
	}

	var detail, ack []time.Duration
	var detailBytes, ackBytes int
	b.ResetTimer()
	for _, p := range pairs {
		d, n := timedCall(b, c, "GET", "/trades/"+p.tradeID, p.tokA)
		detail, detailBytes = append(detail, d), max(detailBytes, n)
		d, n = timedCall(b, c, "PUT", "/trades/"+p.tradeID+"/ack/received", p.tokA)
		ack, ackBytes = append(ack, d), max(ackBytes, n)
	}
	b.StopTimer()
	percentiles(b, "post_message", posts)
	percentiles(b, "detail_300msg", detail)
	percentiles(b, "ack_300msg", ack)
	b.ReportMetric(float64(detailBytes), "detail_300msg_bytes")
	b.ReportMetric(float64(ackBytes), "ack_300msg_bytes")
}

// timedCall sends one request and answers its latency and body size.
func timedCall(b *testing.B, c *cluster, method, path, token string) (time.Duration, int) {
	b.Helper()
	req, _ := http.NewRequest(method, "http://"+c.apiAddr+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	t0 := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	took := time.Since(t0)
	if err != nil || resp.StatusCode != 200 {
		b.Fatalf("%s %s: %d %s %v", method, path, resp.StatusCode, body, err)
	}
	return took, len(body)
}
