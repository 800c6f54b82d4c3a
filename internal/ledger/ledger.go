// Package ledger moves members' money. Every movement is a Plan:
// one or more operations applied in one PostgreSQL transaction that locks the
// members' user_balances rows (in id order), writes the transactions rows
// with the balance and available balance after each, updates holds and
// balances, and is keyed by an idempotency key. Applying a plan whose key
// already has rows moves nothing and returns the first result, so API
// handlers and retried Temporal activities can call it safely.
//
// A plan is refused as a whole, with *InsufficientFunds, when any operation
// would make a balance or an available balance negative.
package ledger

import (
	"errors"
	"fmt"
	"time"

	"pursetrade/internal/store/db"
)

// Type is a transactions row type.
type Type string

const (
	TypeDeposit      Type = "deposit"
	TypeWithdraw     Type = "withdraw"
	TypeHoldReserve  Type = "hold_reserve"
	TypeHoldRefund   Type = "hold_refund"
	TypeHoldIncrease Type = "hold_increase"
	TypeHoldDecrease Type = "hold_decrease"
	TypeFeeCharge    Type = "fee_charge"
	TypePickupFee    Type = "pickup_fee"
	TypeShippingFee  Type = "shipping_fee"
	TypeRefund       Type = "refund"
	TypeAdjustment   Type = "adjustment"
	TypePenalty      Type = "penalty"
	TypeAward        Type = "award"
)

// Types lists every row type (for filters).
var Types = []Type{TypeDeposit, TypeWithdraw, TypeHoldReserve, TypeHoldRefund, TypeHoldIncrease, TypeHoldDecrease,
	TypeFeeCharge, TypePickupFee, TypeShippingFee, TypeRefund, TypeAdjustment, TypePenalty, TypeAward}

// IsHold reports whether rows of the type move funds between available and
// held (and leave the balance unchanged).
func (t Type) IsHold() bool {
	return t == TypeHoldReserve || t == TypeHoldRefund || t == TypeHoldIncrease || t == TypeHoldDecrease
}

// IsFee reports whether the type is a fee the platform keeps.
func (t Type) IsFee() bool { return t == TypeFeeCharge || t == TypePickupFee || t == TypeShippingFee }

// Direction says whether a row adds to (credit) or takes from (debit) the
// member's balance, or for hold rows their available balance.
type Direction string

const (
	DirCredit Direction = "credit"
	DirDebit  Direction = "debit"
)

// MaxMovementCents bounds one operation ($10,000,000), far above any amount
// the API accepts, so sums can never overflow.
const MaxMovementCents = 1_000_000_000

// Entry is one transactions row.
type Entry struct {
	ID             string    `json:"id"`
	UserID         string    `json:"user_id"`
	Type           Type      `json:"type"`
	Direction      Direction `json:"direction"`
	Cents          int64     `json:"cents"`
	BalanceAfter   int64     `json:"balance_after"`
	AvailableAfter int64     `json:"available_after"`
	TradeID        string    `json:"trade_id,omitempty"`
	HoldID         string    `json:"hold_id,omitempty"`
	CounterpartyID string    `json:"counterparty_id,omitempty"`
	Description    string    `json:"description"`
	Key            string    `json:"key"`
	CreatedBy      string    `json:"created_by,omitempty"`
	CreatedAt      time.Time `json:"created_at"`
	Seq            int64     `json:"seq"`
}

// Signed is the row's effect on the balance (hold rows: on available).
func (e Entry) Signed() int64 {
	if e.Direction == DirDebit {
		return -e.Cents
	}
	return e.Cents
}

// EntryFromRow converts a transactions row.
func EntryFromRow(r db.Transaction) Entry {
	return Entry{
		ID: r.ID, UserID: r.UserID, Type: Type(r.Type), Direction: Direction(r.Direction), Cents: r.AmountCents,
		BalanceAfter: r.BalanceAfterCents, AvailableAfter: r.AvailableAfterCents, TradeID: deref(r.TradeID),
		HoldID: deref(r.HoldID), CounterpartyID: deref(r.CounterpartyUserID), Description: r.Description,
		Key: r.IdempotencyKey, CreatedBy: deref(r.CreatedBy), CreatedAt: r.CreatedAt, Seq: r.Seq,
	}
}

// Balance is a member's money: Balance includes held funds.
type Balance struct {
	UserID  string `json:"user_id"`
	Balance int64  `json:"balance"`
	Held    int64  `json:"held"`
}

// Available is the part of the balance that no hold reserves.
func (b Balance) Available() int64 { return b.Balance - b.Held }

// Plan is one movement: operations applied atomically under one key.
type Plan struct {
	// Key identifies the movement ("trade-<id>:3:accept", "card:<session>").
	// Each row's own idempotency key is Key + "/" + the operation's name.
	Key string
	// TradeID, when set, is written on every row; hold operations need it.
	TradeID string
	// CreatedBy is the administrator who made a manual movement.
	CreatedBy string
	Ops       []Op
}

// Result is what a plan wrote (or, on a replay, what it had written).
type Result struct {
	Entries  []Entry            `json:"entries"`
	Replayed bool               `json:"replayed"`
	Balances map[string]Balance `json:"balances"` // members touched, after the plan
}

// FirstID is the id of the plan's first row; nil when it wrote none (a
// replay of a movement whose rows an administrator deleted).
func (r Result) FirstID() *string {
	if len(r.Entries) == 0 {
		return nil
	}
	return &r.Entries[0].ID
}

// Entry returns the first row of the given member and type.
func (r Result) Entry(userID string, t Type) (Entry, bool) {
	for _, e := range r.Entries {
		if e.UserID == userID && e.Type == t {
			return e, true
		}
	}
	return Entry{}, false
}

type opKind int

const (
	opCredit opKind = iota + 1
	opDebit
	opReserveHold
	opSetHold
	opReleaseTradeHolds
	opTransferFromHold
	opPenalty
	opRefundTradeFees
)

// Op is one operation of a plan; build it with the functions below.
type Op struct {
	kind        opKind
	name        string
	userID      string
	toUserID    string
	typ         Type
	cents       int64
	description string
}

// Named sets the operation's name inside the plan (its row keys are
// Plan.Key + "/" + name). By default operations are named by position.
func (o Op) Named(name string) Op { o.name = name; return o }

// Credit adds money: a deposit, a refund or an adjustment (admin credit).
func Credit(userID string, t Type, cents int64, description string) Op {
	return Op{kind: opCredit, userID: userID, typ: t, cents: cents, description: description}
}

// Debit takes money: a withdrawal, an adjustment (admin debit) or a fee.
func Debit(userID string, t Type, cents int64, description string) Op {
	return Op{kind: opDebit, userID: userID, typ: t, cents: cents, description: description}
}

// ChargeFee takes a fee (fee_charge, pickup_fee or shipping_fee).
func ChargeFee(userID string, t Type, cents int64, description string) Op {
	if !t.IsFee() {
		return Op{kind: opDebit, typ: "not-a-fee:" + t}
	}
	return Debit(userID, t, cents, description)
}

// Refund credits a refund (of a fee when the plan has a trade).
func Refund(userID string, cents int64, description string) Op {
	return Credit(userID, TypeRefund, cents, description)
}

// RefundTradeFees refunds up to cents of the fees the member paid on the
// plan's trade, capped under the member's lock at what is left to refund
// (fees charged minus refunds already made, an administrator's reversal of
// a deleted fee included), so no fee is returned twice. It writes nothing
// when nothing is left.
func RefundTradeFees(userID string, cents int64, description string) Op {
	return Op{kind: opRefundTradeFees, userID: userID, typ: TypeRefund, cents: cents, description: description}
}

// ReserveHold opens the member's hold on the plan's trade.
func ReserveHold(userID string, cents int64, description string) Op {
	return Op{kind: opReserveHold, userID: userID, typ: TypeHoldReserve, cents: cents, description: description}
}

// SetHold sets the member's open hold on the plan's trade to cents, by
// however much that takes from what it is now (hold_increase or
// hold_decrease; nothing when it is there already), so a change redone
// under a new key cannot move it twice.
func SetHold(userID string, cents int64, description string) Op {
	return Op{kind: opSetHold, userID: userID, cents: cents, description: description}
}

// ReleaseTradeHolds releases every open hold on the plan's trade (none is
// fine). Row keys get the member's id appended.
func ReleaseTradeHolds(description string) Op {
	return Op{kind: opReleaseTradeHolds, typ: TypeHoldRefund, description: description}
}

// TransferFromHold pays cents out of from's hold on the plan's trade to
// `to` (a dispute award): from's hold shrinks (or is released when it is
// all of it), from is debited and `to` credited with type award.
func TransferFromHold(from, to string, cents int64, description string) Op {
	return Op{kind: opTransferFromHold, userID: from, toUserID: to, typ: TypeAward, cents: cents, description: description}
}

// Penalty moves cents from one member's available balance to another's.
func Penalty(from, to string, cents int64, description string) Op {
	return Op{kind: opPenalty, userID: from, toUserID: to, typ: TypePenalty, cents: cents, description: description}
}

// Errors of malformed plans (programming errors, not member mistakes).
var (
	ErrBadPlan      = errors.New("ledger: malformed plan")
	ErrNoOpenHold   = errors.New("ledger: no open hold for this member on this trade")
	ErrHoldExists   = errors.New("ledger: the member already has an open hold on this trade")
	ErrHoldTooSmall = errors.New("ledger: the hold is smaller than the amount taken from it")
	ErrUnknownUser  = errors.New("ledger: unknown member")
)

func (p Plan) validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", ErrBadPlan, fmt.Sprintf(format, a...))
	}
	if p.Key == "" || len(p.Ops) == 0 {
		return bad("a plan needs a key and at least one operation")
	}
	names := map[string]bool{}
	for i, op := range p.Ops {
		name := op.nameAt(i)
		if names[name] {
			return bad("operation name %q used twice", name)
		}
		names[name] = true
		if op.kind != opReleaseTradeHolds && op.userID == "" {
			return bad("operation %s has no member", name)
		}
		if err := op.validate(p.TradeID); err != nil {
			return bad("operation %s: %v", name, err)
		}
	}
	return nil
}

func (op Op) validate(tradeID string) error {
	amountOK := op.cents > 0 && op.cents <= MaxMovementCents
	switch op.kind {
	case opCredit:
		if op.typ != TypeDeposit && op.typ != TypeRefund && op.typ != TypeAdjustment {
			return fmt.Errorf("cannot credit type %q", op.typ)
		}
	case opDebit:
		if op.typ != TypeWithdraw && op.typ != TypeAdjustment && !op.typ.IsFee() {
			return fmt.Errorf("cannot debit type %q", op.typ)
		}
	case opReleaseTradeHolds:
		amountOK = true
	case opTransferFromHold, opPenalty:
		if op.toUserID == "" || op.toUserID == op.userID {
			return errors.New("needs two different members")
		}
	case opReserveHold, opRefundTradeFees, opSetHold:
	default:
		return errors.New("unknown operation")
	}
	if !amountOK {
		return fmt.Errorf("amount %d out of range", op.cents)
	}
	if op.needsTrade() && tradeID == "" {
		return errors.New("hold operations need the plan's trade")
	}
	return nil
}

func (op Op) nameAt(i int) string {
	if op.name != "" {
		return op.name
	}
	return fmt.Sprint(i)
}

func (op Op) needsTrade() bool {
	switch op.kind {
	case opReserveHold, opSetHold, opReleaseTradeHolds, opTransferFromHold, opRefundTradeFees:
		return true
	}
	return false
}

// readsHolds tells whether the operation reads the trade's holds (or, for a
// refund, the rows written so far), so what the plan queued is written first.
func (op Op) readsHolds() bool {
	switch op.kind {
	case opSetHold, opReleaseTradeHolds, opTransferFromHold, opRefundTradeFees:
		return true
	}
	return false
}

// members lists the members an operation touches (known before running).
func (op Op) members() []string {
	switch {
	case op.kind == opReleaseTradeHolds:
		return nil
	case op.toUserID != "":
		return []string{op.userID, op.toUserID}
	default:
		return []string{op.userID}
	}
}

// reduces is how much the operation takes from the member's available balance.
func (op Op) reduces(userID string) int64 {
	if op.userID != userID {
		return 0
	}
	switch op.kind {
	case opDebit, opReserveHold, opPenalty:
		return op.cents
	}
	return 0
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func ptr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
