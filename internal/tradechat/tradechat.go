// Package tradechat stores the messages members and administrators write on
// a trade. They live in PostgreSQL, never in the trade's workflow: a chatty
// trade costs rows, not workflow history, and is read a page at a time.
package tradechat

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
)

const (
	// MaxPerTrade caps the messages of one trade.
	MaxPerTrade = 1000
	// MaxRunes is the longest message, in characters.
	MaxRunes = 2000
)

var (
	ErrTradeNotFound = errors.New("trade not found")
	ErrTradeEnded    = errors.New("trade has ended")
	ErrLimitReached  = errors.New("trade message limit reached")
)

// Author is who writes a message, as shown beside it.
type Author struct {
	ID      string
	Name    string
	IsAdmin bool
}

// Post stores a message on a trade that has not ended. The trade row stays
// locked from the check to the insert, so the cap holds exactly however
// many post at once, and a trade that ends meanwhile takes no message.
func Post(ctx context.Context, pool *pgxpool.Pool, tradeID string, author Author, body string) (db.TradeMessage, error) {
	var msg db.TradeMessage
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		trade, err := q.LockTradeForMessage(ctx, tradeID)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return ErrTradeNotFound
		case err != nil:
			return err
		case trade.DeletedAt != nil || trading.Terminal(trade.Status):
			return ErrTradeEnded
		case trade.MessageCount >= MaxPerTrade:
			return ErrLimitReached
		}
		if err := q.CountTradeMessage(ctx, tradeID); err != nil {
			return err
		}
		msg, err = q.InsertTradeMessage(ctx, db.InsertTradeMessageParams{
			ID: ids.New(), TradeID: tradeID, AuthorID: author.ID, AuthorName: author.Name, IsAdmin: author.IsAdmin, Body: body,
		})
		return err
	})
	return msg, err
}
