package api

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
)

// publicSettings answers the fees and the upload form's lists.
func (a *catalogAPI) publicSettings(c *gin.Context) {
	st, err := a.svc.Settings(c)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, st)
}

func (a *catalogAPI) adminSettings(c *gin.Context) {
	fees, err := a.svc.Fees(c)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, fees)
}

func (a *catalogAPI) adminSetTradeFee(c *gin.Context)  { a.adminSetFee(c, catalog.TradeFee) }
func (a *catalogAPI) adminSetPickupFee(c *gin.Context) { a.adminSetFee(c, catalog.PickupFee) }

// adminSetFee changes one fee from {"fee": dollars} and answers both fees.
func (a *catalogAPI) adminSetFee(c *gin.Context, which string) {
	var in struct {
		Fee json.RawMessage `json:"fee"`
	}
	if !BindJSON(c, &in) {
		return
	}
	cents, err := catalog.ParseFee(in.Fee)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	admin := mustCaller(c)
	fees, err := a.svc.SetFee(c, admin.ID, which, cents)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	a.logger.InfoContext(c, "fee changed", "fee", which, "cents", cents, "admin_id", admin.ID)
	c.JSON(http.StatusOK, fees)
}
