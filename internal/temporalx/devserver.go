package temporalx

import "pursetrade/workflows"

// SearchAttributeArgs registers the trade search attributes on a Temporal
// development server (`temporal server start-dev` flags), so the Temporal UI
// can filter trades by status, member and delivery method.
func SearchAttributeArgs() []string {
	return []string{
		"--search-attribute", workflows.SearchAttrStatus + "=Keyword",
		"--search-attribute", workflows.SearchAttrUserIDs + "=KeywordList",
		"--search-attribute", workflows.SearchAttrDeliveryMethod + "=Keyword",
	}
}
