package config

import (
	"net/url"
	"strings"
)

// TradeIDPlaceholder is where TRACES_UI_URL takes a trade's id.
const TradeIDPlaceholder = "{trade_id}"

// tracesUIURL reads TRACES_UI_URL, the address of a trade's traces in the
// operators' trace UI: an http(s) URL with {trade_id} in it, typically a
// Jaeger search by the trade.id tag. Unset, the admin panel shows no link.
func (r *envReader) tracesUIURL(name string) string {
	v, ok := r.raw(name)
	if !ok {
		return ""
	}
	u, err := url.Parse(strings.ReplaceAll(v, TradeIDPlaceholder, "id"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || !strings.Contains(v, TradeIDPlaceholder) {
		r.fail(name, v, "must be an http(s) URL with "+TradeIDPlaceholder+" where the trade's id goes")
		return ""
	}
	return v
}

// TracesURL is the link to a trade's traces, "" when TRACES_UI_URL is unset.
func (c Config) TracesURL(tradeID string) string {
	if c.TracesUIURL == "" {
		return ""
	}
	return strings.ReplaceAll(c.TracesUIURL, TradeIDPlaceholder, url.QueryEscape(tradeID))
}
