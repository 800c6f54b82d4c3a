package workflows

import (
	"maps"
	"slices"

	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/rules"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// asApplicationError carries a refusal through Temporal with its code as
// the error type, so the API can map it to an HTTP status.
func asApplicationError(err error) error {
	if r, ok := refusal.As(err); ok {
		return temporal.NewNonRetryableApplicationError(r.Message, r.Code, nil)
	}
	return err
}

type actionFunc func(ctx workflow.Context, a ActionInput) error

// register installs the query, the updates and the signals.
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
	if err := t.registerAdminUpdates(ctx); err != nil {
		return err
	}
	t.registerSignals(ctx)
	return nil
}

// registerAdminUpdates installs the administrator and dispute actions as
// updates: the validator refuses what no longer fits the trade, and the
// caller learns what was really applied.
func (t *trade) registerAdminUpdates(ctx workflow.Context) error {
	actions := t.adminActions()
	for _, name := range slices.Sorted(maps.Keys(actions)) {
		a := actions[name]
		if err := handleUpdate(ctx, t, name, func(s AdminSignal) error { return t.checkAdmin(s, a.check) }, a.apply); err != nil {
			return err
		}
	}
	if err := handleUpdate(ctx, t, UpdateEndRequest, t.checkEndRequest, t.endRequest); err != nil {
		return err
	}
	if err := handleUpdate(ctx, t, UpdateOpenDispute, t.checkOpenDispute, t.openDispute); err != nil {
		return err
	}
	return handleUpdate(ctx, t, UpdateResolveDispute, t.checkResolveDispute, t.resolveDispute)
}

// check validates an action against the current state.
func (t *trade) check(name string, a ActionInput) error {
	if name == ActionRequest {
		if t.opened || t.refused || a.UserID != t.in.RequesterID {
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
			return rule(CodeInvalid, "The message can be at most 500 characters")
		}
	}
	if err := t.State.Check(name, a.UserID); err != nil {
		return err
	}
	if len(a.PhotoIDs) > rules.MaxConditionPhotos {
		return rules.ErrTooManyConditionPhotos
	}
	if a.ExpectedRevision != 0 && a.ExpectedRevision != t.Revision && slices.Contains(answersToTheOffer, name) {
		return ErrStale
	}
	return nil
}

// answersToTheOffer are the actions refused from a stale screen: they
// answer the terms the member saw. Confirmations are each member's own and
// hold whatever the other member did meanwhile.
var answersToTheOffer = []string{ActionAccept, ActionApprove, ActionReject, ActionDeny, ActionModify, ActionCancel}

// update registers one member action.
func (t *trade) update(ctx workflow.Context, name string, run actionFunc) error {
	return handleUpdate(ctx, t, name, func(a ActionInput) error { return t.check(name, a) }, func(ctx workflow.Context, a ActionInput) error {
		if name == ActionRequest {
			t.requesting = true
		}
		return run(ctx, a)
	})
}

// handleUpdate registers an update: the validator refuses early without a
// trace in history; the handler re-checks under the lock (state may have
// changed while it waited), runs, and answers the view as the actor sees it.
// Every update's input is held to the text rule first.
func handleUpdate[T any](ctx workflow.Context, t *trade, name string, check func(T) error, run func(workflow.Context, T) error) error {
	stateCheck := check
	check = func(in T) error {
		if err := checkText(in); err != nil {
			return err
		}
		return stateCheck(in)
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, name,
		func(ctx workflow.Context, in T) (TradeView, error) {
			if err := t.lock.Lock(ctx); err != nil {
				return TradeView{}, err
			}
			defer t.lock.Unlock()
			if err := check(in); err != nil {
				return TradeView{}, asApplicationError(err)
			}
			t.op = "update:" + workflow.GetCurrentUpdateInfo(ctx).ID
			if err := run(ctx, in); err != nil {
				return TradeView{}, asApplicationError(err)
			}
			return t.view(viewerOf(in)), nil
		},
		workflow.UpdateHandlerOptions{Validator: func(in T) error { return asApplicationError(check(in)) }},
	)
}

// viewerOf is the member whose actions the answer lists.
func viewerOf(in any) string {
	if a, ok := in.(ActionInput); ok {
		return a.UserID
	}
	return ""
}
