package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/workflows"
)

// trackingLegJSON is one parcel as the tracking modal shows it.
type trackingLegJSON struct {
	TrackingNumber string `json:"tracking_number"`
	Carrier        string `json:"carrier"`
	TrackingURL    string `json:"tracking_url"`
	Status         string `json:"status"`
	Details        string `json:"details,omitempty"`
}

// tradeTracking answers the four parcels from the caller's side: what they
// send (to the partner, and the partner's bag back) and what they receive.
func (h tradeHandlers) tradeTracking(c *gin.Context) {
	me := mustCaller(c)
	v, err := h.liveView(c, c.Param("id"), me)
	if err != nil {
		h.fail(c, err, "Failed to load tracking")
		return
	}
	mineOut, mineBack, theirsOut, theirsBack := workflows.LegRequesterOut, workflows.LegRequesterReturn, workflows.LegOwnerOut, workflows.LegOwnerReturn
	if me.ID == v.OwnerID {
		mineOut, mineBack, theirsOut, theirsBack = theirsOut, theirsBack, mineOut, mineBack
	}
	leg := func(name string) *trackingLegJSON {
		for _, l := range v.Labels {
			if l.Leg != name || l.TrackingNumber == "" {
				continue
			}
			out := &trackingLegJSON{TrackingNumber: l.TrackingNumber, Carrier: l.Carrier, TrackingURL: l.TrackingURL, Status: "unknown"}
			if st, err := h.shipping.Track(c, l.Carrier, l.TrackingNumber); err == nil {
				out.Status, out.Details = st.Status, st.Details
			} else {
				h.logger.Warn("tracking lookup failed", "trade", v.TradeID, "leg", name, "err", err)
			}
			return out
		}
		return nil
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "tracking": gin.H{
		"outgoing": gin.H{"to_partner": leg(mineOut), "return": leg(mineBack)},
		"incoming": gin.H{"from_partner": leg(theirsOut), "return": leg(theirsBack)},
	}})
}
