package workflows

import (
	"errors"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// asApplicationError carries a RuleError through Temporal with its code as
// the error type, so the API can map it to an HTTP status.
func asApplicationError(err error) error {
	var rule *RuleError
	if errors.As(err, &rule) {
		return temporal.NewNonRetryableApplicationError(rule.Message, rule.Code, nil)
	}
	return err
}

type actionFunc func(ctx workflow.Context, a ActionInput) error

// register installs the query, the member action updates and the signals.
func (t *trade) register(ctx workflow.Context) error {
	if err := workflow.SetQueryHandler(ctx, QueryTradeView, func(viewerID string) (TradeView, error) {
		return t.view(viewerID), nil
	}); err != nil {
		return err
	}
	updates := []struct {
		name string
		run  actionFunc
	}{
		{ActionRequest, t.request},
		{ActionAccept, t.accept},
		{ActionApprove, t.accept},
		{ActionReject, t.decline},
		{ActionDeny, t.decline},
		{ActionModify, t.modify},
		{ActionCancel, t.cancel},
		{ActionAckReceived, t.ackReceived},
		{ActionAckReturned, t.ackReturned},
		{ActionRegenLabels, t.regenerateLabels},
	}
	for _, u := range updates {
		if err := t.update(ctx, u.name, u.run); err != nil {
			return err
		}
	}
	listen(ctx, t, SignalMessage, t.onMessage)
	listen(ctx, t, SignalDisputeOpened, t.onDisputeOpened)
	listen(ctx, t, SignalDisputeResolved, t.onDisputeResolved)
	listen(ctx, t, SignalOverrideReceived, t.onOverrideReceived)
	listen(ctx, t, SignalOverrideReturned, t.onOverrideReturned)
	listen(ctx, t, SignalForceComplete, t.onForceComplete)
	listen(ctx, t, SignalFlag, t.onFlag)
	listen(ctx, t, SignalDelete, t.onDelete)
	return nil
}

// check validates an action against the current state.
func (t *trade) check(name string, a ActionInput) error {
	if name == ActionRequest {
		if t.opened || t.refused || a.UserID != t.in.User1ID {
			return ErrNotAllowed
		}
		return nil
	}
	if !t.opened {
		return ErrNotAllowed
	}
	if name == ActionModify {
		if a.Terms == nil {
			return ErrNoChanges
		}
		if len([]rune(a.ModMessage)) > 500 {
			return &RuleError{CodeInvalid, "The message can be at most 500 characters"}
		}
	}
	return t.st.Check(name, a.UserID)
}

// update registers one member action: the validator refuses early without a
// trace in history; the handler re-checks under the lock (state may have
// changed while it waited) and runs the action.
func (t *trade) update(ctx workflow.Context, name string, run actionFunc) error {
	return workflow.SetUpdateHandlerWithOptions(ctx, name,
		func(ctx workflow.Context, a ActionInput) (TradeView, error) {
			if err := t.lock.Lock(ctx); err != nil {
				return TradeView{}, err
			}
			defer t.lock.Unlock()
			if err := t.check(name, a); err != nil {
				return TradeView{}, asApplicationError(err)
			}
			if err := run(ctx, a); err != nil {
				return TradeView{}, asApplicationError(err)
			}
			return t.view(a.UserID), nil
		},
		workflow.UpdateHandlerOptions{Validator: func(a ActionInput) error { return asApplicationError(t.check(name, a)) }},
	)
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
			if err := handle(ctx, sig); err != nil {
				workflow.GetLogger(ctx).Warn("signal ignored", "signal", name, "error", err)
			}
			t.lock.Unlock()
			t.background--
		}
	})
}
