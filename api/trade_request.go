package api

import (
	"github.com/gin-gonic/gin"

	"pursetrade/internal/ids"
	"pursetrade/internal/money"
	"pursetrade/internal/trades"
	"pursetrade/workflows"
)

// tradeRequestBody is POST /trades.
type tradeRequestBody struct {
	Hat1ID         string       `json:"hat1_id"`
	Hat2ID         string       `json:"hat2_id"`
	StartDate      string       `json:"start_date"`
	EndDate        string       `json:"end_date"`
	DeliveryMethod string       `json:"delivery_method"`
	Message        string       `json:"message"`
	ShippingCost   money.Amount `json:"shipping_cost"` // informative: the server prices shipping itself
	Duration       int          `json:"duration"`      // informative: the server counts the days itself
}

// modifyBody is PUT /trades/{id}/modify: only non-empty fields change.
type modifyBody struct {
	StartDate  string `json:"start_date"`
	EndDate    string `json:"end_date"`
	Hat1ID     string `json:"hat1_id"`
	Hat2ID     string `json:"hat2_id"`
	ModMessage string `json:"mod_message"`
	Revision   int64  `json:"revision"` // the revision the member saw (optional)
}

// tradeInput checks and prices a request, and gives the new trade's
// workflow its id, windows and history limit.
func (h tradeHandlers) tradeInput(c *gin.Context, me Caller, b tradeRequestBody) (workflows.TradeInput, error) {
	r, err := h.svc.Request(c, me.ID, trades.RequestForm{RequesterBagID: b.Hat1ID, OwnerBagID: b.Hat2ID,
		StartDate: b.StartDate, EndDate: b.EndDate, DeliveryMethod: b.DeliveryMethod, Message: b.Message})
	if err != nil {
		return workflows.TradeInput{}, err
	}
	return workflows.TradeInput{
		TradeID: ids.New(), RequesterID: me.ID, OwnerID: r.OwnerID, Terms: r.Terms, DeliveryMethod: r.DeliveryMethod,
		ShippingCostCents: r.ShippingCostCents, Message: r.Message, Windows: h.windows, HistoryLimit: h.historyLimit,
	}, nil
}

// modifiedTerms applies a modification to the live terms and checks them.
func (h tradeHandlers) modifiedTerms(c *gin.Context, v workflows.TradeView, b modifyBody) (workflows.Terms, error) {
	return h.svc.Modify(c, trades.Trade{ID: v.TradeID, RequesterID: v.RequesterID, OwnerID: v.OwnerID, Terms: v.Terms,
		DeliveryMethod: v.DeliveryMethod}, trades.ModifyForm{ModifierID: mustCaller(c).ID, RequesterBagID: b.Hat1ID, OwnerBagID: b.Hat2ID, StartDate: b.StartDate,
		EndDate: b.EndDate, Message: b.ModMessage})
}
