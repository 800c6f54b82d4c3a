package workflows

import "go.temporal.io/sdk/temporal"

// The trade search attributes: the workflow upserts them, the Temporal UI and
// the admin trade list filter on them, and every server we start registers
// them (SearchAttributes). Renaming one breaks running trades.
const (
	SearchAttrStatus         = "TradeStatus"
	SearchAttrUserIDs        = "TradeUserIds"
	SearchAttrDeliveryMethod = "DeliveryMethod"
)

var (
	statusKey   = temporal.NewSearchAttributeKeyKeyword(SearchAttrStatus)
	userIDsKey  = temporal.NewSearchAttributeKeyKeywordList(SearchAttrUserIDs)
	deliveryKey = temporal.NewSearchAttributeKeyKeyword(SearchAttrDeliveryMethod)
)

// SearchAttributes lists the trade search attributes, with their types, in
// a fixed order: the list a Temporal server registers.
var SearchAttributes = []temporal.SearchAttributeKey{statusKey, userIDsKey, deliveryKey}
