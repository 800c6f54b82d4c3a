package workflows

import "time"

// Names shared by the worker, the API and tests. Changing one breaks running
// trades, so they are constants in one place.
const (
	TaskQueue         = "trades"
	TradeWorkflowName = "TradeWorkflow"

	QueryTradeView = "trade_view"

	UpdateCancel = "cancel"

	ActivityProjectTrade = "ProjectTrade"

	SearchAttrStatus         = "TradeStatus"
	SearchAttrUserIDs        = "TradeUserIds"
	SearchAttrDeliveryMethod = "DeliveryMethod"
)

// WorkflowID is the Temporal workflow id of a trade.
func WorkflowID(tradeID string) string { return "trade-" + tradeID }

// TradeInput starts a trade. Times that depend on calendars (New York dates)
// are computed by the caller so the workflow stays deterministic.
type TradeInput struct {
	TradeID        string        `json:"trade_id"`
	User1ID        string        `json:"user1_id"` // requester, offers Hat1
	User2ID        string        `json:"user2_id"` // owner of Hat2
	Hat1ID         string        `json:"hat1_id"`
	Hat2ID         string        `json:"hat2_id"`
	StartDate      string        `json:"start_date"` // YYYY-MM-DD
	EndDate        string        `json:"end_date"`
	StartsAt       time.Time     `json:"starts_at"` // start date, midnight America/New_York
	DeliveryMethod string        `json:"delivery_method"`
	Message        string        `json:"message"`
	ResponseWindow time.Duration `json:"response_window"`
}

// ActionInput is the payload of every member action update.
type ActionInput struct {
	UserID string `json:"user_id"`
}

// TimelineEvent is one line of a trade's history.
type TimelineEvent struct {
	Seq         int       `json:"seq"`
	Kind        string    `json:"kind"`
	UserID      string    `json:"user_id,omitempty"`
	Description string    `json:"description"`
	Message     string    `json:"message,omitempty"`
	At          time.Time `json:"timestamp"`
}

// TradeView is what the trade_view query answers: the trade as the calling
// member sees it, including what that member may do now.
type TradeView struct {
	TradeID        string          `json:"trade_id"`
	Status         string          `json:"status"`
	User1ID        string          `json:"user1_id"`
	User2ID        string          `json:"user2_id"`
	Hat1ID         string          `json:"hat1_id"`
	Hat2ID         string          `json:"hat2_id"`
	HoldUserID     string          `json:"hold_user_id"`
	StartDate      string          `json:"start_date"`
	EndDate        string          `json:"end_date"`
	DeliveryMethod string          `json:"delivery_method"`
	Message        string          `json:"message"`
	CreatedAt      time.Time       `json:"created_at"`
	UpdatedAt      time.Time       `json:"updated_at"`
	ExpiresAt      time.Time       `json:"expires_at"`
	Actions        []string        `json:"actions"`
	Timeline       []TimelineEvent `json:"timeline"`
	Seq            int64           `json:"transition_seq"`
}

// TradeProjection is the row the projection activity writes after every
// transition; Seq orders writes so an older one never wins.
type TradeProjection struct {
	TradeView
	CancelledAt *time.Time `json:"cancelled_at,omitempty"`
}
