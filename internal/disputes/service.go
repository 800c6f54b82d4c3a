package disputes

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/money"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Service keeps disputes, their evidence files and messages.
type Service struct {
	Pool  *pgxpool.Pool
	Files Files
}

// Open records a dispute (status open) with its evidence. The unique index
// on trade_id makes a second dispute of the same trade ErrExists, even when
// two arrive at once. The evidence must fit what is left of the member's
// quota (bytes), counted under a lock of the member's row, so disputes sent
// at once cannot each pass the check made while their files were read.
func (s Service) Open(ctx context.Context, reporterID string, r Report, files []File, quota int64) (Dispute, error) {
	var d db.Dispute
	err := pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		if err := fitsQuota(ctx, q, reporterID, files, quota); err != nil {
			return err
		}
		var err error
		d, err = q.InsertDispute(ctx, db.InsertDisputeParams{ID: ids.New(), TradeID: r.TradeID, UserID: reporterID,
			Reason: r.Reason, Issue: r.Issue, Description: r.Description})
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return ErrExists
		}
		if err != nil {
			return err
		}
		for _, f := range files {
			if err := q.InsertDisputeEvidence(ctx, db.InsertDisputeEvidenceParams{ID: ids.New(), DisputeID: d.ID,
				UploadedBy: &reporterID, StorageKey: f.Key, OriginalFilename: f.Filename, ContentType: f.ContentType,
				Bytes: f.Bytes}); err != nil {
				return err
			}
		}
		return nil
	})
	return disputeOf(d, "", ""), err
}

// fitsQuota locks the member's row for the rest of the transaction and
// refuses files that would take their evidence past quota.
func fitsQuota(ctx context.Context, q *db.Queries, userID string, files []File, quota int64) error {
	if len(files) == 0 {
		return nil
	}
	if _, err := q.LockUser(ctx, userID); err != nil {
		return err
	}
	kept, err := q.MemberEvidenceBytes(ctx, &userID)
	if err != nil {
		return err
	}
	for _, f := range files {
		kept += f.Bytes
	}
	if kept > quota {
		return ErrEvidenceQuota
	}
	return nil
}

// Discard removes a dispute that the trade's workflow did not take, so
// nothing claims a dispute the trade does not know (the caller removes the
// files it stored).
func (s Service) Discard(ctx context.Context, id string) error {
	return db.New(s.Pool).DeleteDispute(ctx, id)
}

// Get loads a dispute for a viewer: its trade's members and administrators
// see it; for anyone else it does not exist.
func (s Service) Get(ctx context.Context, id, viewerID string, admin bool) (Dispute, error) {
	if !ids.Valid(id) {
		return Dispute{}, ErrNotFound
	}
	row, err := db.New(s.Pool).GetDispute(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && !admin && viewerID != row.User1ID && viewerID != row.User2ID {
		return Dispute{}, ErrNotFound
	}
	return disputeOf(row.Dispute, row.User1ID, row.User2ID), err
}

// Evidence returns the evidence of disputes by dispute id.
func (s Service) Evidence(ctx context.Context, disputeIDs []string) (map[string][]Evidence, error) {
	rows, err := db.New(s.Pool).ListDisputeEvidence(ctx, disputeIDs)
	out := map[string][]Evidence{}
	for _, r := range rows {
		out[r.DisputeID] = append(out[r.DisputeID], evidenceOf(r))
	}
	return out, err
}

// EvidenceFile finds one of a dispute's files by its stored name.
func (s Service) EvidenceFile(ctx context.Context, disputeID, key string) (Evidence, error) {
	if !ValidKey(key) {
		return Evidence{}, ErrFileNotFound
	}
	e, err := db.New(s.Pool).GetDisputeEvidence(ctx, db.GetDisputeEvidenceParams{DisputeID: disputeID, StorageKey: key})
	if errors.Is(err, pgx.ErrNoRows) {
		return Evidence{}, ErrFileNotFound
	}
	return evidenceOf(e), err
}

// EvidenceBudget is how many bytes of evidence userID may still store
// under quota (negative once over it).
func (s Service) EvidenceBudget(ctx context.Context, userID string, quota int64) (int64, error) {
	kept, err := db.New(s.Pool).MemberEvidenceBytes(ctx, &userID)
	return quota - kept, err
}

// Sender is who writes a dispute message.
type Sender struct {
	UserID string
	Name   string
	Admin  bool
}

// Post adds a message while the dispute is open, new or pending. An
// administrator's message moves an open dispute to pending (being handled)
// and both members are told about it.
func (s Service) Post(ctx context.Context, d Dispute, from Sender, text string) (Message, error) {
	text, err := CleanMessage(text)
	if err != nil {
		return Message{}, err
	}
	var m db.DisputeMessage
	err = pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		m, err = db.New(tx).InsertDisputeMessage(ctx, db.InsertDisputeMessageParams{ID: ids.New(), DisputeID: d.ID,
			SenderUserID: &from.UserID, IsAdmin: from.Admin, SenderName: from.Name, Message: text})
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrMessagingClosed
		}
		if err != nil || !from.Admin {
			return err
		}
		if err := db.New(tx).MarkDisputePending(ctx, d.ID); err != nil {
			return err
		}
		return notify.Send(ctx, tx, notify.Note{Event: "dispute_message", Subject: "New message about your dispute",
			Content: "An administrator wrote about the dispute on your trade:\n\n" + text, TradeID: d.TradeID,
			Key: "dispute/" + d.ID + "/message/" + m.ID}, d.User1ID, d.User2ID)
	})
	return Message(m), err
}

// Resolution is an administrator's decision.
type Resolution struct {
	AdminID    string
	Text       string
	AwardTo    string // optional: the member paid out of the other member's hold
	AwardCents int64
}

// CheckResolution validates an administrator's resolution before the trade
// is told: the text, and an award only while the trade is still disputed
// (live), to a member of it, of at most the other member's open hold.
func (s Service) CheckResolution(ctx context.Context, id string, r Resolution, live bool) error {
	r.Text = strings.TrimSpace(r.Text)
	switch {
	case r.Text == "" || strings.ContainsRune(r.Text, 0):
		return ErrResolution
	case utf8.RuneCountInString(r.Text) > MaxResolution:
		return ErrResolutionLong
	}
	q := db.New(s.Pool)
	row, err := q.GetDispute(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	} else if err != nil {
		return err
	}
	if !Open(row.Dispute.Status) {
		return ErrResolved
	}
	return checkAward(ctx, q, row, r, live)
}

// Resolve records a resolution the trade has applied (or, for a trade that
// already ended, the administrator's text without an award) and tells both
// members. The dispute row is locked, so it is resolved once; nothing here
// waits on the trade's workflow.
func (s Service) Resolve(ctx context.Context, id string, r Resolution) (Dispute, error) {
	r.Text = strings.TrimSpace(r.Text)
	var out db.Dispute
	err := pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		locked, err := q.LockDispute(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNotFound
		} else if err != nil {
			return err
		}
		if !Open(locked.Status) {
			return ErrResolved
		}
		row, err := q.GetDispute(ctx, id)
		if err != nil {
			return err
		}
		params := db.ResolveDisputeParams{ID: id, Resolution: r.Text, ResolvedBy: &r.AdminID}
		if r.AwardCents > 0 {
			params.AwardToUserID, params.AwardCents = &r.AwardTo, &r.AwardCents
		}
		if out, err = q.ResolveDispute(ctx, params); err != nil {
			return err
		}
		for _, userID := range []string{row.User1ID, row.User2ID} {
			if err := notify.Send(ctx, tx, resolvedNote(out, userID), userID); err != nil {
				return err
			}
		}
		return nil
	})
	return disputeOf(out, "", ""), err
}

// resolvedNote tells one member how their trade's dispute was resolved.
func resolvedNote(d db.Dispute, userID string) notify.Note {
	content := "An administrator resolved the dispute on your trade.\n\nResolution: " + d.Resolution
	if d.AwardCents != nil {
		if *d.AwardToUserID == userID {
			content += "\n\nYou were awarded " + money.USD(*d.AwardCents) + " out of your trade partner's hold."
		} else {
			content += "\n\nYour trade partner was awarded " + money.USD(*d.AwardCents) + " out of your hold."
		}
	}
	return notify.Note{Event: "dispute_resolved", Subject: "Your dispute was resolved", Content: content,
		TradeID: d.TradeID, Key: "dispute/" + d.ID + "/resolved"}
}

func checkAward(ctx context.Context, q *db.Queries, row db.GetDisputeRow, r Resolution, live bool) error {
	if r.AwardTo == "" && r.AwardCents == 0 {
		return nil
	}
	switch {
	case r.AwardTo != row.User1ID && r.AwardTo != row.User2ID:
		return ErrAwardUser
	case r.AwardCents <= 0:
		return ErrAwardAmount
	case !live:
		return ErrAwardTradeClosed
	}
	payer := row.User1ID
	if r.AwardTo == row.User1ID {
		payer = row.User2ID
	}
	held, err := q.OpenHoldCents(ctx, db.OpenHoldCentsParams{TradeID: row.Dispute.TradeID, UserID: payer})
	if err != nil {
		return err
	}
	if r.AwardCents > held {
		return refusal.New(refusal.Rule, "The award cannot exceed the other member's hold of "+money.USD(held))
	}
	return nil
}
