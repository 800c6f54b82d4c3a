package ledger

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Apply runs the plan in a database transaction of its own, retried on a
// deadlock or serialization failure.
func Apply(ctx context.Context, pool *pgxpool.Pool, p Plan) (Result, error) {
	if err := p.validate(); err != nil {
		return Result{}, err
	}
	var res Result
	err := RunTx(ctx, pool, func(tx pgx.Tx) error {
		var err error
		res, err = ApplyTx(ctx, tx, p)
		return err
	})
	return res, err
}

// ApplyTx runs the plan inside the caller's transaction, for callers that
// write rows of their own atomically with the movement (a withdrawal
// request, a trade's first projection). On an error the caller must roll
// the transaction back.
func ApplyTx(ctx context.Context, tx pgx.Tx, p Plan) (Result, error) {
	if err := p.validate(); err != nil {
		return Result{}, err
	}
	a := &applier{q: db.New(tx), plan: p, state: map[string]*Balance{}, start: map[string]int64{}}
	return a.run(ctx)
}

// LockMembers locks the members' balances (in id order) for the rest of the
// transaction and returns them, so a caller can check a rule (a daily limit)
// before applying a plan in the same transaction.
func LockMembers(ctx context.Context, tx pgx.Tx, userIDs ...string) (map[string]Balance, error) {
	a := &applier{q: db.New(tx), state: map[string]*Balance{}, start: map[string]int64{}}
	if err := a.lock(ctx, userIDs); err != nil {
		return nil, err
	}
	out := make(map[string]Balance, len(a.state))
	for id, b := range a.state {
		out[id] = *b
	}
	return out, nil
}

// BalanceOf reads a member's balance without locking it.
func BalanceOf(ctx context.Context, q db.DBTX, userID string) (Balance, error) {
	r, err := db.New(q).LedgerBalance(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Balance{UserID: userID}, nil
	}
	return Balance{UserID: userID, Balance: r.BalanceCents, Held: r.HeldCents}, err
}

type applier struct {
	q       *db.Queries
	plan    Plan
	state   map[string]*Balance // locked members, as the plan changes them
	start   map[string]int64    // available balance when locked
	touched []string
	entries []Entry
}

// errShort is an operation's refusal; run turns it into *InsufficientFunds.
type errShort struct{ userID string }

func (e errShort) Error() string { return "insufficient funds" }

func (a *applier) run(ctx context.Context) (Result, error) {
	members := []string{}
	for _, op := range a.plan.Ops {
		members = append(members, op.members()...)
		if op.kind == opReleaseTradeHolds {
			held, err := a.q.OpenHoldUsers(ctx, a.plan.TradeID)
			if err != nil {
				return Result{}, err
			}
			members = append(members, held...)
		}
	}
	if err := a.lock(ctx, members); err != nil {
		return Result{}, err
	}
	// Checked under the locks: a concurrent run of the same plan has either
	// committed (its rows are visible now) or not started moving money.
	if done, err := a.replay(ctx); done || err != nil {
		return a.result(err == nil && done), err
	}
	for i, op := range a.plan.Ops {
		if err := a.apply(ctx, op, a.plan.Key+"/"+op.nameAt(i)); err != nil {
			var short errShort
			if errors.As(err, &short) {
				return Result{}, a.insufficient(short.userID)
			}
			return Result{}, err
		}
	}
	for _, id := range a.touched {
		b := a.state[id]
		if err := a.q.SetBalance(ctx, db.SetBalanceParams{UserID: id, BalanceCents: b.Balance, HeldCents: b.Held}); err != nil {
			return Result{}, err
		}
	}
	return a.result(false), nil
}

func (a *applier) replay(ctx context.Context) (bool, error) {
	rows, err := a.q.BatchRows(ctx, a.plan.Key)
	if err != nil {
		return false, err
	}
	for _, r := range rows {
		a.entries = append(a.entries, EntryFromRow(r))
	}
	if len(rows) > 0 {
		return true, nil
	}
	return a.q.BatchDeleted(ctx, a.plan.Key)
}

func (a *applier) result(replayed bool) Result {
	bal := make(map[string]Balance, len(a.state))
	for id, b := range a.state {
		bal[id] = *b
	}
	return Result{Entries: a.entries, Replayed: replayed, Balances: bal}
}

func (a *applier) insufficient(userID string) error {
	var needed int64
	for _, op := range a.plan.Ops {
		needed += op.reduces(userID)
	}
	return &InsufficientFunds{UserID: userID, Needed: needed, Available: a.start[userID]}
}

// lock locks the balance rows not locked yet, in id order (deadlock-free
// against other plans), creating a missing row of an existing member.
func (a *applier) lock(ctx context.Context, userIDs []string) error {
	ids := slices.Clone(userIDs)
	slices.Sort(ids)
	for _, id := range slices.Compact(ids) {
		if _, ok := a.state[id]; ok {
			continue
		}
		row, err := a.q.LockBalance(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			if err := a.q.CreateUserBalance(ctx, id); err != nil {
				return fmt.Errorf("%w %s: %v", ErrUnknownUser, id, err)
			}
			row, err = a.q.LockBalance(ctx, id)
		}
		if err != nil {
			return err
		}
		a.state[id] = &Balance{UserID: id, Balance: row.BalanceCents, Held: row.HeldCents}
		a.start[id] = row.BalanceCents - row.HeldCents
	}
	return nil
}

func (a *applier) apply(ctx context.Context, op Op, key string) error {
	switch op.kind {
	case opCredit:
		return a.credit(ctx, key, op.userID, op.typ, op.cents, "", op.description)
	case opDebit:
		return a.debit(ctx, key, op.userID, op.typ, op.cents, "", op.description)
	case opReserveHold:
		return a.reserveHold(ctx, key, op)
	case opAdjustHold:
		return a.adjustHold(ctx, key, op)
	case opReleaseHold:
		return a.releaseHold(ctx, key, op.userID, op.description)
	case opReleaseTradeHolds:
		return a.releaseTradeHolds(ctx, key, op.description)
	case opTransferFromHold:
		return a.transferFromHold(ctx, key, op)
	case opRefundTradeFees:
		return a.refundTradeFees(ctx, key, op)
	case opPenalty:
		if err := a.debit(ctx, key+"/debit", op.userID, TypePenalty, op.cents, op.toUserID, op.description); err != nil {
			return err
		}
		return a.credit(ctx, key+"/credit", op.toUserID, TypePenalty, op.cents, op.userID, op.description)
	}
	return ErrBadPlan
}

func (a *applier) credit(ctx context.Context, key, userID string, t Type, cents int64, other, desc string) error {
	a.state[userID].Balance += cents
	return a.write(ctx, key, userID, t, DirCredit, cents, "", other, desc)
}

func (a *applier) debit(ctx context.Context, key, userID string, t Type, cents int64, other, desc string) error {
	b := a.state[userID]
	if b.Available() < cents {
		return errShort{userID}
	}
	b.Balance -= cents
	return a.write(ctx, key, userID, t, DirDebit, cents, "", other, desc)
}

func (a *applier) openHold(ctx context.Context, userID string) (db.Hold, error) {
	h, err := a.q.GetOpenHoldForUpdate(ctx, db.GetOpenHoldForUpdateParams{TradeID: a.plan.TradeID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return h, ErrNoOpenHold
	}
	return h, err
}

func (a *applier) reserveHold(ctx context.Context, key string, op Op) error {
	b := a.state[op.userID]
	if b.Available() < op.cents {
		return errShort{op.userID}
	}
	if _, err := a.openHold(ctx, op.userID); !errors.Is(err, ErrNoOpenHold) {
		if err == nil {
			return ErrHoldExists
		}
		return err
	}
	h, err := a.q.InsertHold(ctx, db.InsertHoldParams{ID: ids.New(), UserID: op.userID, TradeID: a.plan.TradeID, AmountCents: op.cents})
	if err != nil {
		return err
	}
	b.Held += op.cents
	return a.write(ctx, key, op.userID, TypeHoldReserve, DirDebit, op.cents, h.ID, "", op.description)
}

func (a *applier) adjustHold(ctx context.Context, key string, op Op) error {
	h, err := a.openHold(ctx, op.userID)
	if err != nil {
		return err
	}
	b := a.state[op.userID]
	if op.cents > 0 {
		if b.Available() < op.cents {
			return errShort{op.userID}
		}
		b.Held += op.cents
		if err := a.q.SetHoldAmount(ctx, db.SetHoldAmountParams{ID: h.ID, AmountCents: h.AmountCents + op.cents}); err != nil {
			return err
		}
		return a.write(ctx, key, op.userID, TypeHoldIncrease, DirDebit, op.cents, h.ID, "", op.description)
	}
	return a.shrinkHold(ctx, key, h, -op.cents, op.description)
}

// shrinkHold takes cents out of an open hold: hold_decrease, or hold_refund
// when it is the whole hold.
func (a *applier) shrinkHold(ctx context.Context, key string, h db.Hold, cents int64, desc string) error {
	switch {
	case cents > h.AmountCents:
		return ErrHoldTooSmall
	case cents == h.AmountCents:
		return a.release(ctx, key, h, desc)
	}
	a.state[h.UserID].Held -= cents
	if err := a.q.SetHoldAmount(ctx, db.SetHoldAmountParams{ID: h.ID, AmountCents: h.AmountCents - cents}); err != nil {
		return err
	}
	return a.write(ctx, key, h.UserID, TypeHoldDecrease, DirCredit, cents, h.ID, "", desc)
}

func (a *applier) release(ctx context.Context, key string, h db.Hold, desc string) error {
	a.state[h.UserID].Held -= h.AmountCents
	if err := a.q.ReleaseHoldRow(ctx, h.ID); err != nil {
		return err
	}
	return a.write(ctx, key, h.UserID, TypeHoldRefund, DirCredit, h.AmountCents, h.ID, "", desc)
}

func (a *applier) releaseHold(ctx context.Context, key, userID, desc string) error {
	h, err := a.openHold(ctx, userID)
	if err != nil {
		return err
	}
	return a.release(ctx, key, h, desc)
}

func (a *applier) releaseTradeHolds(ctx context.Context, key, desc string) error {
	users, err := a.q.OpenHoldUsers(ctx, a.plan.TradeID)
	if err != nil {
		return err
	}
	// A hold opened since run() looked: lock its member too (out of order,
	// so a deadlock is possible and RunTx retries it).
	if err := a.lock(ctx, users); err != nil {
		return err
	}
	for _, u := range users {
		if err := a.releaseHold(ctx, key+"/"+u, u, desc); err != nil {
			return err
		}
	}
	return nil
}

func (a *applier) transferFromHold(ctx context.Context, key string, op Op) error {
	h, err := a.openHold(ctx, op.userID)
	if err != nil {
		return err
	}
	if err := a.shrinkHold(ctx, key+"/hold", h, op.cents, op.description); err != nil {
		return err
	}
	if err := a.debit(ctx, key+"/debit", op.userID, TypeAward, op.cents, op.toUserID, op.description); err != nil {
		return err
	}
	return a.credit(ctx, key+"/credit", op.toUserID, TypeAward, op.cents, op.userID, op.description)
}

func (a *applier) refundTradeFees(ctx context.Context, key string, op Op) error {
	left, err := a.q.TradeRefundableFees(ctx, db.TradeRefundableFeesParams{TradeID: a.plan.TradeID, UserID: op.userID})
	if err != nil {
		return err
	}
	if cents := min(op.cents, left); cents > 0 {
		return a.credit(ctx, key, op.userID, TypeRefund, cents, "", op.description)
	}
	return nil
}

func (a *applier) write(ctx context.Context, key, userID string, t Type, dir Direction, cents int64, holdID, other, desc string) error {
	b := a.state[userID]
	row, err := a.q.InsertLedgerRow(ctx, db.InsertLedgerRowParams{
		ID: ids.New(), UserID: userID, Type: string(t), Direction: string(dir), AmountCents: cents,
		BalanceAfterCents: b.Balance, AvailableAfterCents: b.Available(), TradeID: ptr(a.plan.TradeID),
		HoldID: ptr(holdID), CounterpartyUserID: ptr(other), Description: desc, IdempotencyKey: key,
		BatchKey: a.plan.Key, CreatedBy: ptr(a.plan.CreatedBy),
	})
	if err != nil {
		return err
	}
	a.entries = append(a.entries, EntryFromRow(row))
	if !slices.Contains(a.touched, userID) {
		a.touched = append(a.touched, userID)
	}
	return nil
}
