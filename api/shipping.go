package api

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/geo"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/shipping"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
)

// Messages of the shipping and pickup calls.
const (
	msgZipsMissing   = "Please enter both from and to zip codes."
	msgZipsInvalid   = "Please enter valid 5-digit zip codes."
	msgRatesFailed   = "Failed to calculate shipping rates."
	msgHatRequired   = "hat_id is required"
	msgLabelNotFound = "Label not found"
)

// providerTimeout bounds one call to the shipping provider from a request.
const providerTimeout = 20 * time.Second

// shippingHandlers serve shipping quotes, pickup eligibility and label files.
type shippingHandlers struct {
	failer
	trades   trades.Service // pickup checks and who may read a label
	shipping shipping.Provider
	labels   blobstore.Store
}

func (h shippingHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/shipping/calculate-rates", access: accessMember, handler: h.calculateRates},
		{method: http.MethodPost, path: "/trades/pickup-eligible", access: accessMember, handler: h.pickupEligible},
		{method: http.MethodGet, path: "/labels/:file", access: accessAccount, handler: h.downloadLabel},
	}
}

var fiveDigits = regexp.MustCompile(`^[0-9]{5}$`)

// zipText reads a ZIP code sent as a JSON string or number.
func zipText(v any) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(fmt.Sprint(v))
}

// rateJSON is one rate as the web app shows it; amount is dollars.
type rateJSON struct {
	Amount        money.Dollars `json:"amount"`
	EstimatedDays int           `json:"estimated_days"`
	Service       string        `json:"service"`
	Carrier       string        `json:"carrier"`
	RateID        string        `json:"rate_id"`
}

func toRateJSON(r shipping.Rate) rateJSON {
	return rateJSON{Amount: money.Dollars(r.AmountCents), EstimatedDays: r.EstimatedDays, Service: r.Service, Carrier: r.Carrier, RateID: r.RateID}
}

// calculateRates quotes one direction for the standard box. The trade's
// shipping_cost is the round trip, so the answer also carries
// round_trip_cost = 2 x the cheapest amount.
func (h shippingHandlers) calculateRates(c *gin.Context) {
	var in struct {
		FromZip any `json:"from_zip"`
		ToZip   any `json:"to_zip"`
	}
	if !BindJSON(c, &in) {
		return
	}
	from, to := zipText(in.FromZip), zipText(in.ToZip)
	if err := checkZips(from, to); err != nil {
		h.fail(c, err, msgRatesFailed)
		return
	}
	ctx, cancel := context.WithTimeout(c, providerTimeout)
	defer cancel()
	rates, err := h.shipping.Rates(ctx, shipping.Address{Zip: from}, shipping.Address{Zip: to}, shipping.StandardBox)
	if errors.Is(err, shipping.ErrNoRates) {
		h.logger.Info("no shipping rates", "from", from, "to", to, "provider", h.shipping.Name(), "err", err)
		Fail(c, http.StatusUnprocessableEntity, CodeRule, shipping.ErrNoRates.Error())
		return
	}
	if err != nil {
		h.logger.Error("shipping rates", "from", from, "to", to, "provider", h.shipping.Name(), "err", err)
		Fail(c, http.StatusBadGateway, CodeUnavailable, msgRatesFailed)
		return
	}
	shipping.SortByPrice(rates)
	out := make([]rateJSON, 0, len(rates))
	for _, r := range rates {
		out = append(out, toRateJSON(r))
	}
	cheapest := rates[0]
	c.JSON(http.StatusOK, gin.H{
		"rates":           out,
		"cheapest_rate":   toRateJSON(cheapest),
		"round_trip_cost": money.Dollars(cheapest.RoundTripCents()),
	})
}

func checkZips(from, to string) error {
	switch {
	case from == "" || to == "":
		return refusal.New(refusal.Invalid, msgZipsMissing)
	case !fiveDigits.MatchString(from) || !fiveDigits.MatchString(to):
		return refusal.New(refusal.Invalid, msgZipsInvalid)
	}
	return nil
}

type pickupDistances struct {
	Initiator *float64 `json:"initiator_to_33017"`
	Owner     *float64 `json:"owner_to_33017"`
}

// pickupEligible tells the caller whether a pickup trade for the bag is
// possible: the caller's and the owner's ZIP codes both within 50 miles of
// 33017. next_pickup_day is the first Thursday or Sunday on or after the
// earliest start date a trade requested now may have (today in New York +
// 3 days).
func (h shippingHandlers) pickupEligible(c *gin.Context) {
	var in struct {
		HatID string `json:"hat_id"`
	}
	if !BindJSON(c, &in) {
		return
	}
	hatID := strings.TrimSpace(in.HatID)
	if hatID == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, msgHatRequired)
		return
	}
	me := mustCaller(c)
	e, err := h.trades.PickupCheck(c, me.ID, hatID, me.IsAdmin)
	if err != nil {
		h.fail(c, err, "Failed to check pickup eligibility.")
		return
	}
	c.JSON(http.StatusOK, gin.H{
		"eligible": e.Eligible,
		"reason":   e.Reason,
		"distances": pickupDistances{
			Initiator: roundedMiles(e.DistanceAMiles, e.KnownA),
			Owner:     roundedMiles(e.DistanceBMiles, e.KnownB),
		},
		"next_pickup_day": geo.NextPickupDay(rules.EarliestStart(time.Now())).Format(time.DateOnly),
		"hub_zip":         geo.PickupHubZIP,
		"radius_miles":    geo.PickupRadiusMiles,
	})
}

// roundedMiles is a distance to one decimal, or nil when unknown.
func roundedMiles(miles float64, known bool) *float64 {
	if !known {
		return nil
	}
	r := math.Round(miles*10) / 10
	return &r
}

// downloadLabel serves an offline PDF label (from the labels store) to the
// members of the trade whose trade_labels row holds its URL, and to
// administrators.
// Anyone else, and any unknown name, gets 404.
func (h shippingHandlers) downloadLabel(c *gin.Context) {
	name := c.Param("file")
	if !shipping.ValidLabelFile(name) {
		Fail(c, http.StatusNotFound, CodeNotFound, msgLabelNotFound)
		return
	}
	me := mustCaller(c)
	if !me.IsAdmin {
		users, err := h.trades.LabelParticipants(c, name)
		if err != nil {
			h.logger.Error("label participants", "file", name, "err", err)
			Fail(c, http.StatusInternalServerError, CodeInternal, "Internal server error")
			return
		}
		if !slices.Contains(users, me.ID) {
			Fail(c, http.StatusNotFound, CodeNotFound, msgLabelNotFound)
			return
		}
	}
	f, err := h.labels.Open(c, name)
	if errors.Is(err, blobstore.ErrNotFound) {
		Fail(c, http.StatusNotFound, CodeNotFound, msgLabelNotFound)
		return
	}
	if err != nil {
		h.logger.Error("open label", "file", name, "err", err)
		Fail(c, http.StatusInternalServerError, CodeInternal, "Internal server error")
		return
	}
	defer f.Close()
	c.Header("Content-Type", "application/pdf")
	c.Header("Content-Disposition", `inline; filename="shipping-label.pdf"`)
	c.Header("Cache-Control", "private, no-store")
	c.Header("X-Content-Type-Options", "nosniff")
	http.ServeContent(c.Writer, c.Request, name, f.ModTime(), f)
}
