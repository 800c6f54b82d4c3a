package temporalx

import enumspb "go.temporal.io/api/enums/v1"

// The trade search attributes: the workflow upserts them, the Temporal UI and
// the admin trade list filter on them, and every server we start registers
// them. Renaming one breaks running trades.
const (
	SearchAttrStatus         = "TradeStatus"
	SearchAttrUserIDs        = "TradeUserIds"
	SearchAttrDeliveryMethod = "DeliveryMethod"
)

// SearchAttribute is one custom search attribute and its index type.
type SearchAttribute struct {
	Name string
	Type enumspb.IndexedValueType
}

// TradeSearchAttributes lists the trade search attributes in a fixed order.
var TradeSearchAttributes = []SearchAttribute{
	{SearchAttrStatus, enumspb.INDEXED_VALUE_TYPE_KEYWORD},
	{SearchAttrUserIDs, enumspb.INDEXED_VALUE_TYPE_KEYWORD_LIST},
	{SearchAttrDeliveryMethod, enumspb.INDEXED_VALUE_TYPE_KEYWORD},
}

// SearchAttributeArgs registers the trade search attributes on a Temporal
// development server (`temporal server start-dev` flags).
func SearchAttributeArgs() []string {
	names := map[enumspb.IndexedValueType]string{
		enumspb.INDEXED_VALUE_TYPE_KEYWORD:      "Keyword",
		enumspb.INDEXED_VALUE_TYPE_KEYWORD_LIST: "KeywordList",
	}
	args := make([]string, 0, 2*len(TradeSearchAttributes))
	for _, a := range TradeSearchAttributes {
		args = append(args, "--search-attribute", a.Name+"="+names[a.Type])
	}
	return args
}
