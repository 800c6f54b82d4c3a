package workflows

import (
	"fmt"

	"go.temporal.io/sdk/workflow"
)

// Signals skip the update validators, so each signal handler runs its
// update's checks itself; a refused signal changes nothing and is recorded
// in the trade's memo (shown in the Temporal UI) instead.

// refusedSignalsKept bounds the refusals the memo keeps.
const refusedSignalsKept = 20

// SignalRefusal is a signal the trade refused, as its memo lists it.
type SignalRefusal struct {
	Signal  string `json:"signal"`
	Payload any    `json:"payload"`
	Reason  string `json:"reason"`
	At      string `json:"at"`
}

// MemoRefusedSignals is the memo field listing the latest refused signals.
const MemoRefusedSignals = "refused_signals"

// registerSignals installs the operator's override and force-complete
// signals, the booking conflicts other trades send and the carrier's scans.
func (t *trade) registerSignals(ctx workflow.Context) {
	actions := t.adminActions()
	for _, name := range []string{SignalOverrideReceived, SignalOverrideReturned, SignalForceComplete} {
		a := actions[name]
		listen(ctx, t, name, func(ctx workflow.Context, s AdminSignal) error {
			if err := t.checkAdmin(s, a.check); err != nil {
				return err
			}
			return a.apply(ctx, s)
		})
	}
	listen(ctx, t, SignalBookingConflict, t.onBookingConflict)
	listen(ctx, t, SignalCarrierEvent, t.onCarrierEvent)
}

// listen handles one signal channel in its own coroutine, one signal at a
// time under the lock.
func listen[T any](ctx workflow.Context, t *trade, name string, handle func(workflow.Context, T) error) {
	ch := workflow.GetSignalChannel(ctx, name)
	workflow.Go(ctx, func(ctx workflow.Context) {
		for {
			var sig T
			if !ch.Receive(ctx, &sig) {
				return
			}
			t.background++ // the run must not close while a signal is being applied
			if err := t.lock.Lock(ctx); err != nil {
				return
			}
			t.SignalsSeen[name]++
			t.op = fmt.Sprintf("signal:%s:%d", name, t.SignalsSeen[name])
			if err := handle(ctx, sig); err != nil {
				t.refuseSignal(ctx, name, sig, err)
			}
			t.lock.Unlock()
			t.background--
		}
	})
}

func (t *trade) refuseSignal(ctx workflow.Context, name string, payload any, err error) {
	workflow.GetLogger(ctx).Warn("signal refused", "signal", name, "error", err)
	t.refusedSignals = append(t.refusedSignals, SignalRefusal{
		Signal: name, Payload: payload, Reason: err.Error(), At: workflow.Now(ctx).UTC().Format("2006-01-02T15:04:05Z"),
	})
	if n := len(t.refusedSignals); n > refusedSignalsKept {
		t.refusedSignals = t.refusedSignals[n-refusedSignalsKept:]
	}
	if err := workflow.UpsertMemo(ctx, map[string]any{MemoRefusedSignals: t.refusedSignals}); err != nil {
		workflow.GetLogger(ctx).Error("refused signal not recorded", "signal", name, "error", err)
	}
}
