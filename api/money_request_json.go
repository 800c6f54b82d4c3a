package api

import (
	"time"

	"pursetrade/internal/money"
)

// A manual deposit and a withdrawal are both a member's request that an
// administrator processes; their JSON starts with who asked for how much
// and ends with how it was processed, the kind's own fields in between.

type moneyRequestHeadJSON struct {
	ID        string        `json:"_id"`
	UserID    string        `json:"user_id"`
	UserName  string        `json:"user_name,omitempty"`
	UserEmail string        `json:"user_email,omitempty"`
	Amount    money.Dollars `json:"amount"`
}

type moneyRequestTailJSON struct {
	Status      string     `json:"status"`
	AdminNote   string     `json:"admin_note"`
	CreatedAt   time.Time  `json:"created_at"`
	ProcessedAt *time.Time `json:"processed_at"`
}
