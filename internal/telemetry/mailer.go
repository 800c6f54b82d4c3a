package telemetry

import (
	"context"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"pursetrade/internal/email"
)

// Mailer reports each email the outbox sends as a span (the member's id,
// never the address or the text), or is next itself when tracing is off.
func (t *Tracing) Mailer(next email.Mailer) email.Mailer {
	if !t.On() {
		return next
	}
	return tracedMailer{next: next, tracer: t.provider.Tracer("pursetrade/email")}
}

type tracedMailer struct {
	next   email.Mailer
	tracer trace.Tracer
}

func (m tracedMailer) Send(ctx context.Context, msg email.Message) error {
	ctx, span := m.tracer.Start(ctx, "email send", trace.WithSpanKind(trace.SpanKindClient))
	defer span.End()
	if msg.UserID != "" {
		span.SetAttributes(attribute.String("user.id", msg.UserID))
	}
	err := m.next.Send(ctx, msg)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "send failed")
	}
	return err
}
