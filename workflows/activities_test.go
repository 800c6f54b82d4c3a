package workflows

import (
	"maps"
	"slices"
	"testing"

	"go.temporal.io/sdk/activity"
)

// registrations records the names activities are registered under.
type registrations []string

func (r *registrations) RegisterActivityWithOptions(_ interface{}, options activity.RegisterOptions) {
	*r = append(*r, options.Name)
}

// Every Activities method, called through the typed wrappers, resolves to
// the name it is registered under, and these are the names recorded
// histories and running trades carry.
func TestActivityMethodsResolveToTheirRegisteredNames(t *testing.T) {
	carried := map[string]any{
		"OpenTrade":             Activities.OpenTrade,
		"ProjectTrade":          Activities.ProjectTrade,
		"SetHold":               Activities.SetHold,
		"AcceptTrade":           Activities.AcceptTrade,
		"ReleaseHolds":          Activities.ReleaseHolds,
		"SettleCancellation":    Activities.SettleCancellation,
		"RefundFees":            Activities.RefundFees,
		"AwardFromHold":         Activities.AwardFromHold,
		"BuyLabels":             Activities.BuyLabels,
		"VoidLabels":            Activities.VoidLabels,
		"IsAdministrator":       Activities.IsAdministrator,
		"BookedBy":              Activities.BookedBy,
		"AttachConditionPhotos": Activities.AttachConditionPhotos,
	}
	var registered registrations
	RegisterActivities(&registered, &fakeActivities{})
	if want := slices.Sorted(maps.Keys(carried)); !slices.Equal(slices.Sorted(slices.Values(registered)), want) {
		t.Fatalf("registered %v, want %v", registered, want)
	}
	for name, method := range carried {
		if got := activityName(method); got != name {
			t.Errorf("%s resolves to %q", name, got)
		}
	}
}

// A function that is not a method of Activities has no activity name: the
// wrappers refuse it instead of calling an activity nobody registered.
func TestActivityNameRefusesOtherFunctions(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a closure resolved to an activity name")
		}
	}()
	activityName(func(Activities, struct{}) error { return nil })
}
