package payments

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/refusal"
)

// decide runs an administrator's decision in a ledger transaction once its
// note, trimmed in place, is short enough.
func (s *Service) decide(ctx context.Context, a *Decision, fn func(pgx.Tx) error) error {
	a.Note = strings.TrimSpace(a.Note)
	if len(a.Note) > maxNote {
		return refusal.New(refusal.Invalid, "The note is too long (500 characters at most)")
	}
	return s.ledger.RunTx(ctx, fn)
}

// missing turns a row that is not there into the not-found refusal msg.
func missing(err error, msg string) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return refusal.New(refusal.NotFound, msg)
	}
	return err
}
