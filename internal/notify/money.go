package notify

import (
	"context"

	"pursetrade/internal/money"
	"pursetrade/internal/store/db"
)

// ManualDeposit tells the member that an administrator processed (credited)
// or rejected their Cash App or Zelle deposit. Call it in the transaction
// that settles the deposit.
func ManualDeposit(ctx context.Context, q db.DBTX, d db.ManualDeposit) error {
	amount := money.USD(d.AmountCents)
	n := Note{Key: "manual-deposit/" + d.ID + "/" + d.Status}
	switch d.Status {
	case "processed":
		n.Event, n.Subject = "deposit_processed", "Deposit processed"
		n.Content = "Your deposit " + d.ReferenceNumber + " of " + amount + " was credited to your balance."
	case "rejected":
		n.Event, n.Subject = "deposit_rejected", "Deposit not credited"
		n.Content = "Your deposit " + d.ReferenceNumber + " of " + amount + " could not be matched to a payment and was not credited." +
			withNote(d.AdminNote) + " Please contact support if you sent the money."
	default:
		return nil
	}
	return Send(ctx, q, n, d.UserID)
}

// CardDeposit tells the member that a card payment was credited.
func CardDeposit(ctx context.Context, q db.DBTX, d db.CardDeposit) error {
	return Send(ctx, q, Note{Event: "deposit_processed", Subject: "Deposit processed",
		Content: "Your card payment of " + money.USD(d.AmountCents) + " was credited to your balance.",
		Key:     "card-deposit/" + d.ID + "/credited"}, d.UserID)
}

// Withdrawal tells the member that a withdrawal was paid, or failed and was
// returned to their balance.
func Withdrawal(ctx context.Context, q db.DBTX, w db.Withdrawal) error {
	amount := money.USD(w.AmountCents)
	n := Note{Key: "withdrawal/" + w.ID + "/" + w.Status}
	switch w.Status {
	case "paid":
		n.Event, n.Subject = "withdrawal_paid", "Withdrawal sent"
		n.Content = "Your withdrawal of " + amount + " was sent." + withNote(w.AdminNote)
	case "failed":
		n.Event, n.Subject = "withdrawal_failed", "Withdrawal failed"
		n.Content = "Your withdrawal of " + amount + " could not be sent, so the money was returned to your balance." +
			withNote(w.AdminNote)
	default:
		return nil
	}
	return Send(ctx, q, n, w.UserID)
}

func withNote(note string) string {
	if note == "" {
		return ""
	}
	return " Note from the team: " + note
}
