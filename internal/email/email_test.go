package email

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

func TestRecorderAndLogMailer(t *testing.T) {
	var r Recorder
	ctx := context.Background()
	_ = r.Send(ctx, Message{To: "a@x.test", Subject: "one"})
	_ = r.Send(ctx, Message{To: "b@x.test", Subject: "two"})
	_ = r.Send(ctx, Message{To: "a@x.test", Subject: "three"})
	if got := len(r.Sent()); got != 3 {
		t.Fatalf("sent = %d", got)
	}
	if m, ok := r.Last("a@x.test"); !ok || m.Subject != "three" {
		t.Fatalf("last = %+v %v", m, ok)
	}
	if _, ok := r.Last("c@x.test"); ok {
		t.Fatal("found a message never sent")
	}

	var buf bytes.Buffer
	l := LogMailer{Logger: slog.New(slog.NewTextHandler(&buf, nil))}
	if err := l.Send(ctx, Message{To: "a@x.test", Subject: "Reset", Text: "http://link"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "http://link") {
		t.Fatalf("log lacks the body: %s", buf.String())
	}
}

func TestLogMailerWithholdsLinksOutsideDev(t *testing.T) {
	ctx := context.Background()
	link := Message{To: "a@x.test", Subject: "Reset", Text: "open http://app/reset-password?token=abc", Secret: true}
	for _, show := range []bool{false, true} {
		var buf bytes.Buffer
		l := LogMailer{Logger: slog.New(slog.NewTextHandler(&buf, nil)), ShowSecrets: show}
		if err := l.Send(ctx, link); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(buf.String(), "token=abc"); got != show {
			t.Fatalf("ShowSecrets=%v: link in the log = %v: %s", show, got, buf.String())
		}
	}
}
