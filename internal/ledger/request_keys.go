package ledger

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// RequestKey is a client's Idempotency-Key on a money request (a
// withdrawal, an administrator's credit, debit or refund): the caller, the
// route and the key name one movement, so a retried request moves money
// once. Digest fingerprints the request, so the key cannot be reused for
// another one.
type RequestKey struct {
	UserID string
	Route  string // "POST /user/balance/withdraw"
	Key    string
	Digest string
}

// NewRequestKey keys request (any JSON-encodable value: the request as the
// handler understood it, so spacing or field order of a retry do not matter).
func NewRequestKey(userID, route, key string, request any) *RequestKey {
	b, _ := json.Marshal(request)
	sum := sha256.Sum256(b)
	return &RequestKey{UserID: userID, Route: route, Key: key, Digest: hex.EncodeToString(sum[:])}
}

// ErrKeyReused refuses an Idempotency-Key sent again with another request.
var ErrKeyReused = refusal.New(refusal.Rule, "This Idempotency-Key was already used for a different request. Use a new key for a new request.")

// ClaimMovement returns the id of the movement a request makes, inside the
// transaction that makes it: a new id (replay false), or, when an earlier
// request with the same key committed, that request's id (replay true). A
// concurrent request with the same key waits here until the first one
// commits (then it replays) or rolls back (then it claims the key itself).
// A nil key (no header) always gets a new id.
func ClaimMovement(ctx context.Context, tx pgx.Tx, k *RequestKey) (id string, replay bool, err error) {
	id = ids.New()
	if k == nil {
		return id, false, nil
	}
	q := db.New(tx)
	n, err := q.ClaimMoneyRequestKey(ctx, db.ClaimMoneyRequestKeyParams{UserID: k.UserID, Route: k.Route,
		IdempotencyKey: k.Key, RequestDigest: k.Digest, MovementID: id})
	if err != nil || n == 1 {
		return id, false, err
	}
	first, err := q.MoneyRequestKey(ctx, db.MoneyRequestKeyParams{UserID: k.UserID, Route: k.Route, IdempotencyKey: k.Key})
	switch {
	case err != nil:
		return "", false, err
	case first.RequestDigest != k.Digest:
		return "", false, ErrKeyReused
	}
	return first.MovementID, true, nil
}

// Applied returns what the plan with this key wrote, for answering a
// replayed request as the first one was answered.
func Applied(ctx context.Context, tx pgx.Tx, planKey string) (Result, error) {
	rows, err := db.New(tx).BatchRows(ctx, planKey)
	if err != nil {
		return Result{}, err
	}
	if len(rows) == 0 {
		return Result{}, errMovementGone
	}
	res := Result{Replayed: true}
	for _, r := range rows {
		res.Entries = append(res.Entries, EntryFromRow(r))
	}
	return res, nil
}

var errMovementGone = refusal.New(refusal.Conflict, "This request was already processed, and an administrator has since deleted its transaction.")

// Answer is what the first request with a key was answered, kept for its
// retries (an administrator's action; a money movement is answered from its
// ledger rows instead).
type Answer struct {
	Status int
	Body   []byte
}

// AnswerOnce answers the request k names once: it claims k in a
// transaction held open while answer runs, so a copy sent at the same time
// waits for the first, and a retry gets the kept answer (replayed true)
// instead. An answer that answer says not to keep (a failure a retry should
// try again) is returned but not kept, and k is released.
func (s *Service) AnswerOnce(ctx context.Context, k *RequestKey, answer func() (a Answer, keep bool)) (a Answer, replayed bool, err error) {
	err = pgx.BeginFunc(ctx, s.conn, func(tx pgx.Tx) error {
		_, replay, err := ClaimMovement(ctx, tx, k)
		switch {
		case err != nil:
			return err
		case replay:
			replayed = true
			var kept bool
			if a, kept, err = keptAnswer(ctx, tx, k); err == nil && !kept {
				err = ErrKeyReused // claimed by a request that keeps no answer
			}
			return err
		}
		var keep bool
		if a, keep = answer(); !keep {
			return errAnswerNotKept
		}
		return keepAnswer(ctx, tx, k, a)
	})
	if errors.Is(err, errAnswerNotKept) {
		err = nil
	}
	return a, replayed, err
}

var errAnswerNotKept = errors.New("answer not kept")

// keepAnswer stores the answer of the request that claimed k, in the
// transaction that claimed it.
func keepAnswer(ctx context.Context, tx pgx.Tx, k *RequestKey, a Answer) error {
	status := int16(a.Status)
	return db.New(tx).SetRequestKeyAnswer(ctx, db.SetRequestKeyAnswerParams{AnswerStatus: &status, AnswerBody: a.Body,
		UserID: k.UserID, Route: k.Route, IdempotencyKey: k.Key})
}

// keptAnswer is the answer kept for k (ok false when none was kept).
func keptAnswer(ctx context.Context, tx pgx.Tx, k *RequestKey) (a Answer, ok bool, err error) {
	first, err := db.New(tx).MoneyRequestKey(ctx, db.MoneyRequestKeyParams{UserID: k.UserID, Route: k.Route, IdempotencyKey: k.Key})
	if err != nil || first.AnswerStatus == nil {
		return Answer{}, false, err
	}
	return Answer{Status: int(*first.AnswerStatus), Body: first.AnswerBody}, true, nil
}
