package activities

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"

	"pursetrade/workflows"
)

// ErrBadData is what an activity answers when the database refuses the
// data itself: no retry can store it, so it fails at once instead of
// retrying on a bad row until its retry policy gives up.
const ErrBadData = "The trade could not be saved: it holds data that cannot be stored"

// FailFast is a worker interceptor that turns the failures no retry can fix
// into non-retryable errors: PostgreSQL's data exceptions (SQLSTATE class
// 22: invalid text, a value out of range, a string too long) and the
// violations of a NOT NULL or CHECK constraint. Everything else (a lost
// connection, a deadlock, a serialization failure, a unique key a
// concurrent attempt took first) stays retryable within its policy.
func FailFast() interceptor.WorkerInterceptor { return &failFast{} }

type failFast struct {
	interceptor.WorkerInterceptorBase
}

func (*failFast) InterceptActivity(_ context.Context, next interceptor.ActivityInboundInterceptor) interceptor.ActivityInboundInterceptor {
	a := &failFastActivity{}
	a.Next = next
	return a
}

type failFastActivity struct {
	interceptor.ActivityInboundInterceptorBase
}

func (a *failFastActivity) ExecuteActivity(ctx context.Context, in *interceptor.ExecuteActivityInput) (any, error) {
	out, err := a.Next.ExecuteActivity(ctx, in)
	if permanent(err) {
		return out, temporal.NewNonRetryableApplicationError(ErrBadData, workflows.CodeInvalid, err)
	}
	return out, err
}

// permanent reports whether err is the database refusing the data itself.
func permanent(err error) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return false
	}
	switch pgErr.Code {
	case "23502", "23514": // not_null_violation, check_violation
		return true
	}
	return strings.HasPrefix(pgErr.Code, "22")
}
