package ledger

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// Apply runs the plan in a database transaction of its own, retried on a
// deadlock or serialization failure.
func (s *Service) Apply(ctx context.Context, p Plan) (Result, error) {
	if err := p.validate(); err != nil {
		return Result{}, err
	}
	var res Result
	err := s.RunTx(ctx, func(tx pgx.Tx) error {
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
	return newApplier(tx, p).run(ctx)
}

func newApplier(tx pgx.Tx, p Plan) *applier {
	return &applier{q: db.New(tx), plan: p, state: map[string]*Balance{}, start: map[string]int64{}}
}

// LockMembers locks the members' balances (in id order) for the rest of the
// transaction and returns them, so a caller can check a rule (a daily limit)
// before applying a plan in the same transaction.
func LockMembers(ctx context.Context, tx pgx.Tx, userIDs ...string) (map[string]Balance, error) {
	a := newApplier(tx, Plan{})
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
func (s *Service) BalanceOf(ctx context.Context, userID string) (Balance, error) {
	r, err := db.New(s.conn).LedgerBalance(ctx, userID)
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
	pending db.WritePlanRowsParams // rows and holds written, not inserted yet
	entries []Entry
}

// errShort is an operation's refusal; run turns it into *InsufficientFunds.
// needed, when set, is what the operation asked for (an amount the plan
// does not state, such as the increase a SetHold works out).
type errShort struct {
	userID string
	needed int64
}

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
	seen, err := a.lockThenSeen(ctx, members)
	if err != nil {
		return Result{}, err
	}
	if seen {
		err := a.replay(ctx)
		return a.result(err == nil), err
	}
	for i, op := range a.plan.Ops {
		if err := a.apply(ctx, op, a.plan.Key+"/"+op.nameAt(i)); err != nil {
			var short errShort
			if errors.As(err, &short) {
				return Result{}, a.insufficient(short)
			}
			return Result{}, err
		}
	}
	if err := a.flush(ctx, true); err != nil {
		return Result{}, err
	}
	return a.result(false), nil
}

// lockThenSeen locks the members' balances and then tells whether the
// plan's key already moved money, checked under the locks (LockBalances).
func (a *applier) lockThenSeen(ctx context.Context, userIDs []string) (bool, error) {
	if want := a.unlocked(userIDs); len(want) > 0 {
		rows, err := a.q.LockBalances(ctx, db.LockBalancesParams{UserIds: want, BatchKey: a.plan.Key})
		if err != nil {
			return false, err
		}
		if a.took(rows, want) {
			return rows[0].KeySeen, nil
		}
		if err := a.lock(ctx, want); err != nil { // a member without a balance row yet
			return false, err
		}
	}
	return a.q.BatchSeen(ctx, a.plan.Key)
}

// replay loads the rows of a plan whose key already moved money (none when
// an administrator deleted them since).
func (a *applier) replay(ctx context.Context) error {
	rows, err := a.q.BatchRows(ctx, a.plan.Key)
	for _, r := range rows {
		a.entries = append(a.entries, EntryFromRow(r))
	}
	return err
}

func (a *applier) result(replayed bool) Result {
	bal := make(map[string]Balance, len(a.state))
	for id, b := range a.state {
		bal[id] = *b
	}
	return Result{Entries: a.entries, Replayed: replayed, Balances: bal}
}

func (a *applier) insufficient(short errShort) error {
	needed := short.needed
	for _, op := range a.plan.Ops {
		needed += op.reduces(short.userID)
	}
	return &InsufficientFunds{UserID: short.userID, Needed: needed, Available: a.start[short.userID]}
}

// lock locks the balance rows not locked yet, in id order (deadlock-free
// against other plans), creating a missing row of an existing member.
func (a *applier) lock(ctx context.Context, userIDs []string) error {
	want := a.unlocked(userIDs)
	if len(want) == 0 {
		return nil
	}
	rows, err := a.q.LockBalances(ctx, db.LockBalancesParams{UserIds: want, BatchKey: a.plan.Key})
	if err != nil || a.took(rows, want) {
		return err
	}
	for _, id := range want {
		if _, ok := a.state[id]; ok {
			continue
		}
		if err := a.q.CreateUserBalance(ctx, id); err != nil {
			return fmt.Errorf("%w %s: %v", ErrUnknownUser, id, err)
		}
	}
	return a.lock(ctx, want)
}

// unlocked lists the members of userIDs whose balances are not locked yet.
func (a *applier) unlocked(userIDs []string) []string {
	var want []string
	for _, id := range userIDs {
		if _, ok := a.state[id]; !ok && !slices.Contains(want, id) {
			want = append(want, id)
		}
	}
	return want
}

// took records the locked balance rows and tells whether every member
// wanted had one.
func (a *applier) took(rows []db.LockBalancesRow, want []string) bool {
	for _, row := range rows {
		a.state[row.UserID] = &Balance{UserID: row.UserID, Balance: row.BalanceCents, Held: row.HeldCents}
		a.start[row.UserID] = row.BalanceCents - row.HeldCents
	}
	return len(rows) == len(want)
}

func (a *applier) apply(ctx context.Context, op Op, key string) error {
	if len(a.pending.NewHoldIds) > 0 && op.readsHolds() {
		if err := a.flush(ctx, false); err != nil { // the holds queued so far are read
			return err
		}
	}
	switch op.kind {
	case opCredit:
		return a.credit(ctx, key, op.userID, op.typ, op.cents, "", op.description)
	case opDebit:
		return a.debit(ctx, key, op.userID, op.typ, op.cents, "", op.description)
	case opReserveHold:
		return a.reserveHold(ctx, key, op)
	case opSetHold:
		return a.setHold(ctx, key, op)
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
	a.write(key, userID, t, DirCredit, cents, "", other, desc)
	return nil
}

func (a *applier) debit(ctx context.Context, key, userID string, t Type, cents int64, other, desc string) error {
	b := a.state[userID]
	if b.Available() < cents {
		return errShort{userID: userID}
	}
	b.Balance -= cents
	a.write(key, userID, t, DirDebit, cents, "", other, desc)
	return nil
}

func (a *applier) openHold(ctx context.Context, userID string) (db.Hold, error) {
	h, err := a.q.GetOpenHoldForUpdate(ctx, db.GetOpenHoldForUpdateParams{TradeID: a.plan.TradeID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return h, ErrNoOpenHold
	}
	return h, err
}

// reserveHold queues the hold: flush inserts it in the statement of the
// plan's rows, and refuses the plan if the member's hold on the trade is
// open already.
func (a *applier) reserveHold(_ context.Context, key string, op Op) error {
	b := a.state[op.userID]
	if b.Available() < op.cents {
		return errShort{userID: op.userID}
	}
	holdID, p := ids.New(), &a.pending
	p.NewHoldIds, p.NewHoldUserIds, p.NewHoldCents = append(p.NewHoldIds, holdID), append(p.NewHoldUserIds, op.userID), append(p.NewHoldCents, op.cents)
	b.Held += op.cents
	a.write(key, op.userID, TypeHoldReserve, DirDebit, op.cents, holdID, "", op.description)
	return nil
}

func (a *applier) setHold(ctx context.Context, key string, op Op) error {
	h, err := a.openHold(ctx, op.userID)
	if err != nil {
		return err
	}
	delta := op.cents - h.AmountCents
	b := a.state[op.userID]
	switch {
	case delta > 0:
		if b.Available() < delta {
			return errShort{userID: op.userID, needed: delta}
		}
		b.Held += delta
		if err := a.q.SetHoldAmount(ctx, db.SetHoldAmountParams{ID: h.ID, AmountCents: h.AmountCents + delta}); err != nil {
			return err
		}
		a.write(key, op.userID, TypeHoldIncrease, DirDebit, delta, h.ID, "", op.description)
		return nil
	case delta < 0:
		return a.shrinkHold(ctx, key, h, -delta, op.description)
	}
	return nil
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
	a.write(key, h.UserID, TypeHoldDecrease, DirCredit, cents, h.ID, "", desc)
	return nil
}

func (a *applier) release(ctx context.Context, key string, h db.Hold, desc string) error {
	a.state[h.UserID].Held -= h.AmountCents
	if err := a.q.ReleaseHoldRow(ctx, h.ID); err != nil {
		return err
	}
	a.write(key, h.UserID, TypeHoldRefund, DirCredit, h.AmountCents, h.ID, "", desc)
	return nil
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
	if err := a.flush(ctx, false); err != nil { // what is left to refund is read from the rows
		return err
	}
	left, err := a.q.TradeRefundableFees(ctx, db.TradeRefundableFeesParams{TradeID: a.plan.TradeID, UserID: op.userID})
	if err != nil {
		return err
	}
	if cents := min(op.cents, left); cents > 0 {
		return a.credit(ctx, key, op.userID, TypeRefund, cents, "", op.description)
	}
	return nil
}

// write queues one ledger row; flush inserts the queued rows together.
func (a *applier) write(key, userID string, t Type, dir Direction, cents int64, holdID, other, desc string) {
	b := a.state[userID]
	r := &a.pending
	r.Ids = append(r.Ids, ids.New())
	r.UserIds = append(r.UserIds, userID)
	r.Types = append(r.Types, string(t))
	r.Directions = append(r.Directions, string(dir))
	r.AmountCents = append(r.AmountCents, cents)
	r.BalanceAfterCents = append(r.BalanceAfterCents, b.Balance)
	r.AvailableAfterCents = append(r.AvailableAfterCents, b.Available())
	r.HoldIds = append(r.HoldIds, holdID)
	r.CounterpartyUserIds = append(r.CounterpartyUserIds, other)
	r.Descriptions = append(r.Descriptions, desc)
	r.IdempotencyKeys = append(r.IdempotencyKeys, key)
	if !slices.Contains(a.touched, userID) {
		a.touched = append(a.touched, userID)
	}
}

// flush inserts the queued holds and rows in one statement, the rows in
// the order written; at the end of the plan the same statement saves the
// touched balances.
func (a *applier) flush(ctx context.Context, end bool) error {
	p := &a.pending
	if end {
		for _, id := range a.touched {
			b := a.state[id]
			p.BalanceUserIds, p.BalanceCents, p.HeldCents = append(p.BalanceUserIds, id), append(p.BalanceCents, b.Balance), append(p.HeldCents, b.Held)
		}
	}
	if len(p.Ids) == 0 && len(p.BalanceUserIds) == 0 {
		return nil
	}
	p.TradeID, p.BatchKey, p.CreatedBy = a.plan.TradeID, a.plan.Key, a.plan.CreatedBy
	rows, err := a.q.WritePlanRows(ctx, *p)
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.ConstraintName == "holds_open_trade_user_key" {
		return ErrHoldExists
	}
	if err != nil {
		return err
	}
	slices.SortFunc(rows, func(x, y db.Transaction) int { return cmp.Compare(x.Seq, y.Seq) })
	for _, row := range rows {
		a.entries = append(a.entries, EntryFromRow(row))
	}
	a.pending = db.WritePlanRowsParams{}
	return nil
}
