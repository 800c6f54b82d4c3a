package activities

import (
	"context"

	"pursetrade/internal/notify"
	"pursetrade/workflows"
)

// Notify tells the members about a trade event (internal/notify stores it in
// their Messages tab and queues the emails their preferences allow).
func (a *Activities) Notify(ctx context.Context, in workflows.NotifyInput) error {
	return notify.Send(ctx, a.Pool, noteOf(in), in.UserIDs...)
}

func noteOf(in workflows.NotifyInput) notify.Note {
	return notify.Note{Event: in.Event, Subject: in.Subject, Content: in.Content, TradeID: in.TradeID, Key: in.DedupeKey}
}
