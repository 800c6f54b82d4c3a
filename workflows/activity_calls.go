package workflows

import (
	"context"
	"reflect"
	"runtime"
	"strings"

	"go.temporal.io/sdk/workflow"
)

// The typed wrappers every activity call goes through. Each takes the
// method expression of the activity (Activities.AcceptTrade), so its input
// and result are checked by the compiler, and calls the SDK by the name the
// method is registered under.

// local runs a database step of the trade as a local activity, inside the
// workflow task, with withDatabaseRetry.
func local[In, Out any](ctx workflow.Context, method func(Activities, context.Context, In) (Out, error), in In) (Out, error) {
	var out Out
	err := workflow.ExecuteLocalActivity(withDatabaseRetry(ctx), activityName(method), in).Get(ctx, &out)
	return out, err
}

// localStep is local for an activity without a result.
func localStep[In any](ctx workflow.Context, method func(Activities, context.Context, In) error, in In) error {
	return workflow.ExecuteLocalActivity(withDatabaseRetry(ctx), activityName(method), in).Get(ctx, nil)
}

// remote runs an activity on the task queue with its own timeout and
// retries (a call to an outside service, not the database).
func remote[In, Out any](ctx workflow.Context, opts workflow.ActivityOptions, method func(Activities, context.Context, In) (Out, error), in In) (Out, error) {
	var out Out
	err := workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, opts), activityName(method), in).Get(ctx, &out)
	return out, err
}

// remoteStep is remote for an activity without a result.
func remoteStep[In any](ctx workflow.Context, opts workflow.ActivityOptions, method func(Activities, context.Context, In) error, in In) error {
	return workflow.ExecuteActivity(workflow.WithActivityOptions(ctx, opts), activityName(method), in).Get(ctx, nil)
}

// activityMethodPrefix begins the function name of every method expression
// of Activities: "pursetrade/workflows.Activities.".
var activityMethodPrefix = reflect.TypeFor[Activities]().PkgPath() + ".Activities."

// activityName is the name the method expression's activity is registered
// under: the method's name, the last element of the function's name, as
// the SDK names a registered function. Anything but a method expression of
// Activities is a programming error.
func activityName(method any) string {
	full := runtime.FuncForPC(reflect.ValueOf(method).Pointer()).Name()
	name, ok := strings.CutPrefix(full, activityMethodPrefix)
	if !ok || strings.Contains(name, ".") {
		panic("not a method expression of workflows.Activities: " + full)
	}
	return name
}
