package workflows

import (
	"context"
	"reflect"

	"go.temporal.io/sdk/activity"
)

// Activities are the trade's side effects. Package activities implements
// them for the worker and the workflow tests fake them; the workflow calls
// them only through the typed wrappers (local, remote), so the compiler
// checks every input and result. Each is registered under its method's
// name, which recorded histories and running trades carry: renaming a
// method breaks them.
type Activities interface {
	OpenTrade(ctx context.Context, in OpenTradeInput) error
	ProjectTrade(ctx context.Context, p TradeProjection) error
	SetHold(ctx context.Context, in SetHoldInput) error
	AcceptTrade(ctx context.Context, in AcceptTradeInput) (AcceptTradeResult, error)
	ReleaseHolds(ctx context.Context, in ReleaseHoldsInput) error
	SettleCancellation(ctx context.Context, in SettleCancellationInput) error
	RefundFees(ctx context.Context, in RefundFeesInput) error
	AwardFromHold(ctx context.Context, in AwardInput) error
	BuyLabels(ctx context.Context, in BuyLabelsInput) ([]Label, error)
	VoidLabels(ctx context.Context, in VoidLabelsInput) error
	IsAdministrator(ctx context.Context, userID string) (bool, error)
	BookedBy(ctx context.Context, in BookedByInput) (bool, error)
	AttachConditionPhotos(ctx context.Context, in AttachPhotosInput) error
}

// ActivityRegistrar is the part of a Temporal worker that takes activities.
type ActivityRegistrar interface {
	RegisterActivityWithOptions(a interface{}, options activity.RegisterOptions)
}

// RegisterActivities registers every method of Activities that impl
// implements under the method's own name (and nothing else impl has).
func RegisterActivities(r ActivityRegistrar, impl Activities) {
	methods := reflect.ValueOf(&impl).Elem()
	for i := range methods.NumMethod() {
		name := methods.Type().Method(i).Name
		r.RegisterActivityWithOptions(methods.Method(i).Interface(), activity.RegisterOptions{Name: name})
	}
}
