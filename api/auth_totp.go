package api

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
)

func (h authHandlers) generateTOTPSecret(c *gin.Context) {
	setup, err := h.accounts.StartTOTP(c, mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	noCompression(c)
	c.JSON(http.StatusOK, gin.H{"secret": setup.Secret, "qrCode": setup.QRCode, "otpauth_url": setup.URL})
}

// limitTOTP applies the login limits (per IP and per email) to 2FA calls.
func (h authHandlers) limitTOTP(c *gin.Context) bool {
	return rateLimited(c, h.limits.login, ipKey(c), "email:"+mustCaller(c).Email)
}

func (h authHandlers) enableTOTP(c *gin.Context) {
	if h.limitTOTP(c) {
		return
	}
	var in struct {
		Password         string `json:"password"`
		Secret           string `json:"secret"`
		VerificationCode string `json:"verificationCode"`
	}
	if !BindJSON(c, &in) {
		return
	}
	me := mustCaller(c)
	codes, version, err := h.accounts.EnableTOTP(c, me.ID, accounts.Reauth{Password: in.Password, SignedIn: me.SignedIn}, in.Secret,
		strings.TrimSpace(in.VerificationCode))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.keepSession(c, version, gin.H{"success": true, "two_factor_enabled": true, "recovery_codes": codes,
		"message": "Two-factor authentication enabled. Save your recovery codes: they are shown only once."})
}

// keepSession answers a switch of two-factor sign-in, which ended every
// session of the account, with a fresh token of its new password version
// for this one.
func (h authHandlers) keepSession(c *gin.Context, passwordVersion int32, answer gin.H) {
	token, expires, err := h.tokens.Issue(mustCaller(c).ID, passwordVersion)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	answer["token"], answer["expires_at"] = token, expires
	noCompression(c)
	c.JSON(http.StatusOK, answer)
}

func (h authHandlers) disableTOTP(c *gin.Context) {
	if h.limitTOTP(c) {
		return
	}
	var in struct {
		Code     string `json:"code"`
		Password string `json:"password"`
	}
	if !BindJSON(c, &in) {
		return
	}
	version, err := h.accounts.DisableTOTP(c, mustCaller(c).ID, in.Password, strings.TrimSpace(in.Code))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.keepSession(c, version, gin.H{"success": true, "two_factor_enabled": false,
		"message": "Two-factor authentication disabled"})
}
