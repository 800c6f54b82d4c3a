package telemetry

import (
	"context"
	"errors"
	"testing"

	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"pursetrade/internal/email"
)

type failingMailer struct{ err error }

func (f failingMailer) Send(context.Context, email.Message) error { return f.err }

// TestEmailSendsAreSpans: each send is a span naming the member, a failed
// one marked as an error; tracing off leaves the mailer as it was.
func TestEmailSendsAreSpans(t *testing.T) {
	spans := tracetest.NewInMemoryExporter()
	tr := &Tracing{provider: sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))}
	refused := errors.New("550 mailbox unavailable")
	m := tr.Mailer(failingMailer{err: refused})
	if err := m.Send(context.Background(), email.Message{To: "ann@test.example", UserID: "u1", Subject: "Trade accepted"}); !errors.Is(err, refused) {
		t.Fatalf("send: %v", err)
	}
	got := spans.GetSpans()
	if len(got) != 1 || got[0].Name != "email send" || got[0].Status.Code != codes.Error {
		t.Fatalf("spans: %+v", got.Snapshots())
	}
	for _, a := range got[0].Attributes {
		if a.Value.AsString() == "ann@test.example" {
			t.Error("the span carries the address")
		}
	}
	plain := failingMailer{}
	if (&Tracing{}).Mailer(plain) != email.Mailer(plain) {
		t.Error("tracing off wrapped the mailer")
	}
}
