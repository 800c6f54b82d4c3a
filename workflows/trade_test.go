package workflows

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/testsuite"
)

type projections struct{ got []TradeProjection }

func (p *projections) project(_ context.Context, tp TradeProjection) error {
	p.got = append(p.got, tp)
	return nil
}

func (p *projections) last() TradeProjection { return p.got[len(p.got)-1] }

func newEnv(t *testing.T) (*testsuite.TestWorkflowEnvironment, *projections) {
	t.Helper()
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	p := &projections{}
	env.RegisterWorkflowWithOptions(TradeWorkflow, workflowOptions())
	env.RegisterActivityWithOptions(p.project, activity.RegisterOptions{Name: ActivityProjectTrade})
	return env, p
}

func sampleInput(startsIn time.Duration, env *testsuite.TestWorkflowEnvironment) TradeInput {
	return TradeInput{
		TradeID: "6560a0000000000000000001", User1ID: "u1", User2ID: "u2", Hat1ID: "h1", Hat2ID: "h2",
		StartDate: "2026-12-01", EndDate: "2026-12-08", StartsAt: env.Now().Add(startsIn),
		DeliveryMethod: "pickup", Message: "hi", ResponseWindow: 72 * time.Hour,
	}
}

func TestExpiresAfterResponseWindow(t *testing.T) {
	env, p := newEnv(t)
	started := env.Now()
	env.ExecuteWorkflow(TradeWorkflow, sampleInput(10*24*time.Hour, env))
	if err := env.GetWorkflowError(); err != nil {
		t.Fatal(err)
	}
	var res TradeView
	_ = env.GetWorkflowResult(&res)
	if res.Status != StatusCancelled {
		t.Fatalf("status = %s, want cancelled", res.Status)
	}
	if d := env.Now().Sub(started); d < 72*time.Hour || d > 73*time.Hour {
		t.Fatalf("expired after %s, want 72h", d)
	}
	if len(p.got) != 2 || p.got[0].Status != StatusPending || p.last().Status != StatusCancelled {
		t.Fatalf("projections = %+v", p.got)
	}
	if p.last().Seq <= p.got[0].Seq || p.last().CancelledAt == nil {
		t.Fatalf("projection sequence must grow and carry cancelled_at: %+v", p.last())
	}
	if kinds := []string{res.Timeline[0].Kind, res.Timeline[1].Kind}; kinds[0] != "created" || kinds[1] != "expired" {
		t.Fatalf("timeline = %+v", res.Timeline)
	}
}

func TestExpiresAtStartWhenSooner(t *testing.T) {
	env, _ := newEnv(t)
	started := env.Now()
	env.ExecuteWorkflow(TradeWorkflow, sampleInput(24*time.Hour, env))
	if d := env.Now().Sub(started); d < 24*time.Hour || d > 25*time.Hour {
		t.Fatalf("expired after %s, want at the start (24h)", d)
	}
}

func TestCancelUpdate(t *testing.T) {
	env, p := newEnv(t)
	var refused, accepted error
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(UpdateCancel, "by-u2", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { refused = err },
			OnAccept:   func() { t.Error("cancel by the non-holder must be refused") },
			OnComplete: func(any, error) {},
		}, ActionInput{UserID: "u2"})
	}, time.Hour)
	env.RegisterDelayedCallback(func() {
		res, err := env.QueryWorkflow(QueryTradeView, "u1")
		if err != nil {
			t.Fatal(err)
		}
		var v TradeView
		_ = res.Get(&v)
		if len(v.Actions) != 1 || v.Actions[0] != ActionCancel {
			t.Errorf("holder actions = %v", v.Actions)
		}
		env.UpdateWorkflow(UpdateCancel, "by-u1", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("cancel by the holder refused: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { accepted = err },
		}, ActionInput{UserID: "u1"})
	}, 2*time.Hour)
	env.ExecuteWorkflow(TradeWorkflow, sampleInput(10*24*time.Hour, env))
	if err := env.GetWorkflowError(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(refused, ErrNotAllowed) && (refused == nil || refused.Error() != ErrNotAllowed.Error()) {
		t.Fatalf("refusal = %v", refused)
	}
	if accepted != nil {
		t.Fatalf("cancel failed: %v", accepted)
	}
	if p.last().Status != StatusCancelled || p.last().Timeline[1].UserID != "u1" {
		t.Fatalf("last projection = %+v", p.last())
	}
}
