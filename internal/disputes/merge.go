package disputes

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// MergeReport says what a clean-up did.
type MergeReport struct {
	Checked int64 `json:"disputes_checked"`
	Merged  int   `json:"merged"`
}

// MergeDuplicates folds every dispute that shares its trade with an older
// one into the oldest: the duplicate's report becomes a message, its
// messages and evidence move, and the duplicate is deleted. The unique index
// on trade_id stops new duplicates; this repairs rows written before it.
func (s Service) MergeDuplicates(ctx context.Context) (MergeReport, error) {
	var rep MergeReport
	err := pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		var err error
		if rep.Checked, err = q.CountDisputes(ctx); err != nil {
			return err
		}
		dups, err := q.DuplicateDisputes(ctx)
		if err != nil {
			return err
		}
		oldest := map[string]string{} // trade id -> the dispute kept
		for _, d := range dups {
			into, seen := oldest[d.TradeID]
			if !seen {
				oldest[d.TradeID] = d.ID
				continue
			}
			if err := mergeInto(ctx, q, into, d.ID); err != nil {
				return err
			}
			rep.Merged++
		}
		return nil
	})
	return rep, err
}

func mergeInto(ctx context.Context, q *db.Queries, into, from string) error {
	if err := q.InsertMergeNote(ctx, db.InsertMergeNoteParams{ID: ids.New(), IntoID: into, FromID: from}); err != nil {
		return err
	}
	if err := q.MoveDisputeMessages(ctx, db.MoveDisputeMessagesParams{IntoID: into, FromID: from}); err != nil {
		return err
	}
	if err := q.MoveDisputeEvidence(ctx, db.MoveDisputeEvidenceParams{IntoID: into, FromID: from}); err != nil {
		return err
	}
	return q.DeleteDispute(ctx, from)
}
