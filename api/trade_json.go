package api

import (
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/money"
	"pursetrade/workflows"
)

// tradeJSON is a trade as the member's and the administrator's screens read
// it.
type tradeJSON struct {
	ID                          string                    `json:"_id"`
	Status                      string                    `json:"status"`
	DisplayStatus               string                    `json:"display_status"`
	User1ID                     string                    `json:"user1_id"`
	User2ID                     string                    `json:"user2_id"`
	FromUserID                  string                    `json:"from_user_id"`
	ToUserID                    string                    `json:"to_user_id"`
	FromUser                    string                    `json:"from_user"`
	ToUser                      string                    `json:"to_user"`
	User1Name                   string                    `json:"user1_name"`
	User2Name                   string                    `json:"user2_name"`
	User1Verified               bool                      `json:"user1_verified"` // identity verified
	User2Verified               bool                      `json:"user2_verified"`
	HoldUserID                  string                    `json:"hold_user_id"`
	LastModifiedBy              string                    `json:"last_modified_by,omitempty"`
	ModMessage                  string                    `json:"mod_message,omitempty"`
	Notes                       string                    `json:"notes"`
	Hat1ID                      string                    `json:"hat1_id"`
	Hat2ID                      string                    `json:"hat2_id"`
	OfferedHat                  *catalog.Item             `json:"offered_hat"`
	RequestedHat                *catalog.Item             `json:"requested_hat"`
	Hat1Image                   string                    `json:"hat1_image"`
	Hat2Image                   string                    `json:"hat2_image"`
	CreatedAt                   time.Time                 `json:"created_at"`
	UpdatedAt                   time.Time                 `json:"updated_at"`
	StartDate                   string                    `json:"start_date"`
	EndDate                     string                    `json:"end_date"`
	Duration                    int                       `json:"duration"`
	PickupDate                  string                    `json:"pickup_date,omitempty"`
	ReturnPickupDate            string                    `json:"return_pickup_date,omitempty"` // pickup trades: the bags go back at the hub this day
	TurnaroundDays              int                       `json:"turnaround_days"`              // booked after the end date once accepted
	AcceptedAt                  *time.Time                `json:"accepted_at"`
	CompletedAt                 *time.Time                `json:"completed_at"`
	ExpiresAt                   *time.Time                `json:"expires_at"`
	CancelledAt                 *time.Time                `json:"cancelled_at"`
	DeletedAt                   *time.Time                `json:"deleted_at,omitempty"`
	DeliveryMethod              string                    `json:"delivery_method"`
	ShippingCost                money.Dollars             `json:"shipping_cost"`
	User1ReceivedAt             *time.Time                `json:"user1_received_at"`
	User2ReceivedAt             *time.Time                `json:"user2_received_at"`
	User1ReturnedAt             *time.Time                `json:"user1_returned_at"`
	User2ReturnedAt             *time.Time                `json:"user2_returned_at"`
	AdminOverride               []workflows.AdminOverride `json:"admin_override"`
	Messages                    []tradeMessageJSON        `json:"messages"`
	FinancialSnapshot           *snapshotJSON             `json:"financial_snapshot"`
	FinancialBreakdown          *breakdownJSON            `json:"financial_breakdown"`
	FinancialBreakdownInitiator *breakdownJSON            `json:"financial_breakdown_initiator"`
	FinancialBreakdownReceiver  *breakdownJSON            `json:"financial_breakdown_receiver"`
	Financials                  *financialsJSON           `json:"financials"`
	Labels                      []workflows.Label         `json:"labels"`
	LabelError                  string                    `json:"label_error,omitempty"`
	DisputeID                   string                    `json:"dispute_id,omitempty"`
	Flag                        *workflows.AdminSignal    `json:"flag,omitempty"`
	Forced                      *workflows.AdminSignal    `json:"forced,omitempty"`
	InspectionEndsAt            *time.Time                `json:"inspection_ends_at,omitempty"`
	Actions                     []string                  `json:"actions"`
	TransitionSeq               int64                     `json:"transition_seq"`
	Revision                    int64                     `json:"revision"`
	// CarrierStatus is each label's latest carrier scan (shipping trades).
	CarrierStatus []workflows.CarrierStatus `json:"carrier_status"`
}

type tradeMessageJSON struct {
	ID        string    `json:"_id,omitempty"`
	UserID    string    `json:"user_id"`
	UserName  string    `json:"user_name"`
	IsAdmin   bool      `json:"is_admin"`
	Message   string    `json:"message"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
}

type timelineJSON struct {
	ID          string     `json:"id"`
	Kind        string     `json:"kind"`
	Icon        string     `json:"icon"`
	UserID      string     `json:"user_id,omitempty"`
	UserName    string     `json:"user_name"`
	Description string     `json:"description"`
	Message     string     `json:"message,omitempty"`
	Timestamp   time.Time  `json:"timestamp"`
	CarrierAt   *time.Time `json:"carrier_at,omitempty"` // a carrier scan: the carrier's time of it
	// Photos are a confirmation's condition photos (received, returned).
	Photos []conditionPhotoJSON `json:"photos,omitempty"`
}

type tradeUserJSON struct {
	ID            string  `json:"_id"`
	Name          string  `json:"name"`
	ClosetName    string  `json:"closet_name"`
	ZipCode       string  `json:"zip_code"`
	ProfileImage  string  `json:"profile_image_url"`
	AverageRating float64 `json:"average_rating"`
	RatingCount   int32   `json:"rating_count"`
	Verified      bool    `json:"verified"`
}

// tradeDetailJSON is GET /trades/{id}: the trade with both bags and members.
type tradeDetailJSON struct {
	Trade    tradeJSON      `json:"trade"`
	Hat1     *catalog.Item  `json:"hat1"`
	Hat2     *catalog.Item  `json:"hat2"`
	User1    *tradeUserJSON `json:"user1"`
	User2    *tradeUserJSON `json:"user2"`
	Timeline []timelineJSON `json:"timeline"`
	Actions  []string       `json:"actions"`
	// MessagesNextCursor pages GET /trades/{id}/messages past the newest
	// messages merged above (null when there are no older ones).
	MessagesNextCursor *string `json:"messages_next_cursor"`
}
