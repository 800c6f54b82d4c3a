// Package chat stores the messages members and administrators write on
// a trade. They live in PostgreSQL, never in the trade's workflow: a chatty
// trade costs rows, not workflow history, and is read a page at a time.
package chat

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Service stores and reads trade chat.
type Service struct {
	pool        *pgxpool.Pool
	noticeEvery time.Duration // at most one chat notice per member and trade this often
}

// NewService builds the chat service; noticeEvery is CHAT_NOTIFY_INTERVAL.
func NewService(pool *pgxpool.Pool, noticeEvery time.Duration) *Service {
	return &Service{pool: pool, noticeEvery: noticeEvery}
}

const (
	// MaxPerTrade caps the messages of one trade.
	MaxPerTrade = 1000
	// MaxRunes is the longest message, in characters.
	MaxRunes = 2000
)

// Refusals of a message.
var (
	ErrTradeNotFound = refusal.New(refusal.NotFound, "Trade not found")
	ErrTradeEnded    = refusal.New(refusal.Conflict, "This trade has ended")
	ErrLimitReached  = refusal.New(refusal.Rule,
		"This trade has reached its limit of "+strconv.Itoa(MaxPerTrade)+" messages. No more messages can be sent.")
	errEmpty   = refusal.New(refusal.Invalid, "Message cannot be empty")
	errTooLong = refusal.New(refusal.Invalid, "Messages can be at most "+strconv.Itoa(MaxRunes)+" characters")
)

// Visible refuses with ErrTradeNotFound unless the caller may read and
// write the trade's messages (its two members and administrators), read
// from the trade's projection row: no workflow round trip.
func (s *Service) Visible(ctx context.Context, tradeID, userID string, admin bool) error {
	if !ids.Valid(tradeID) {
		return ErrTradeNotFound
	}
	t, err := db.New(s.pool).GetTrade(ctx, tradeID)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return ErrTradeNotFound
	case err != nil:
		return err
	case t.User1ID != userID && t.User2ID != userID && !admin:
		return ErrTradeNotFound
	}
	return nil
}

// Author is who writes a message, as shown beside it.
type Author struct {
	ID      string
	Name    string
	IsAdmin bool
}

// Post stores a message on a trade that has not ended. The trade row stays
// locked from the check to the insert, so the cap holds exactly however
// many post at once, and a trade that ends meanwhile takes no message. The
// trade's other members are told (Messages tab, and email as their
// preferences allow), each at most once per noticeEvery, in the same
// transaction.
func (s *Service) Post(ctx context.Context, tradeID string, author Author, body string) (Message, error) {
	var msg db.TradeMessage
	body = strings.TrimSpace(body)
	switch {
	case body == "":
		return Message{}, errEmpty
	case len([]rune(body)) > MaxRunes:
		return Message{}, errTooLong
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		trade, err := q.LockTradeForMessage(ctx, tradeID)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return ErrTradeNotFound
		case err != nil:
			return err
		case trade.DeletedAt != nil || rules.Terminal(trade.Status):
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
		if err != nil {
			return err
		}
		return tellPartners(ctx, tx, msg, author, s.noticeEvery)
	})
	return messageOf(msg), err
}

// noticeSubject names chat notices (and finds the latest one per member).
const noticeSubject = "New message on your trade"

// tellPartners notices the members who had no chat notice about the trade
// within every; a message from an administrator names no one.
func tellPartners(ctx context.Context, tx pgx.Tx, msg db.TradeMessage, author Author, every time.Duration) error {
	to, err := db.New(tx).ChatNoticeRecipients(ctx, db.ChatNoticeRecipientsParams{TradeID: msg.TradeID, AuthorID: author.ID,
		Subject: noticeSubject, WithinSeconds: every.Seconds()})
	if err != nil || len(to) == 0 {
		return err
	}
	from := author.Name
	if author.IsAdmin {
		from = "An administrator"
	}
	return notify.Send(ctx, tx, notify.Note{Event: "trade_message", Subject: noticeSubject, TradeID: msg.TradeID,
		Content: from + " wrote on your trade. Open the trade in your dashboard to read and reply.",
		Key:     "chat:" + msg.ID}, to...)
}
