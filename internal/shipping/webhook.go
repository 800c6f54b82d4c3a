package shipping

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"
)

// EventTrackUpdated is the Shippo webhook event of a tracking change.
const EventTrackUpdated = "track_updated"

// SubstatusOutForDelivery is the Shippo substatus of a parcel on the
// delivery vehicle.
const SubstatusOutForDelivery = "out_for_delivery"

// substatusCode reads Shippo's substatus: an object with a code, or (older
// payloads) a bare string; anything else is none.
func substatusCode(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	var code string
	if json.Unmarshal(raw, &code) == nil {
		return strings.ToLower(code)
	}
	var obj struct {
		Code string `json:"code"`
	}
	if json.Unmarshal(raw, &obj) == nil {
		return strings.ToLower(obj.Code)
	}
	return ""
}

// TrackWebhookBody is the track_updated body Shippo sends for a parcel's
// scan (the offline provider sends its scans in it).
func TrackWebhookBody(carrier, number string, e TrackingEvent) []byte {
	var sub any
	if e.Substatus != "" {
		sub = map[string]string{"code": e.Substatus}
	}
	body, _ := json.Marshal(map[string]any{
		"event": EventTrackUpdated,
		"test":  carrier == OfflineCarrier,
		"data": map[string]any{
			"carrier": carrier, "tracking_number": number,
			"tracking_status": map[string]any{
				"status": strings.ToUpper(e.Status), "substatus": sub, "status_details": e.Details,
				"status_date": e.At.UTC().Format(time.RFC3339Nano),
			},
		},
	})
	return body
}
