package outbox

import (
	"context"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
)

// BenchmarkDrain measures queueing and sending mail through the outbox
// (a recording mailer, so the figure is the database's share).
func BenchmarkDrain(b *testing.B) {
	ctx := context.Background()
	pool := testenv.NewPool(b)
	queue := Mailer{DB: pool}
	d := NewDrainer(pool, &email.Recorder{}, testenv.Logger())
	d.Batch = 100
	d.Now = func() time.Time { return time.Now().Add(time.Second) }
	for b.Loop() {
		if err := queue.Send(ctx, email.Message{To: "x@example.com", Subject: "s", Text: "t"}); err != nil {
			b.Fatal(err)
		}
	}
	for {
		res, err := d.Drain(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if res.Sent == 0 {
			break
		}
	}
}
