package images

import (
	"context"
	"errors"
	"testing"
	"time"

	"pursetrade/internal/images/imagestest"
)

// TestProcessGivesUpWhenItsClientGoesAway: a request queued for a decode
// slot returns as soon as its context ends, instead of decoding for nobody.
func TestProcessGivesUpWhenItsClientGoesAway(t *testing.T) {
	for range cap(decodeSlots) { // every slot busy
		decodeSlots <- struct{}{}
	}
	defer func() {
		for range cap(decodeSlots) {
			<-decodeSlots
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := Process(ctx, imagestest.PNG(40, 40))
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("returned while every slot was busy: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("still waiting for a slot after its client went away")
	}
}
