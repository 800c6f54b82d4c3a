package api

import (
	"encoding/json"
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/identity"
	"pursetrade/internal/money"
)

// identityHandlers serve members' identity verification and the
// administrators' reset and required value.
type identityHandlers struct {
	failer
	identity *identity.Service
	test     *identity.TestFlow // the pretend check; nil unless TEST_CHECKOUT and no Stripe
}

func (h identityHandlers) routes() []route {
	get, post, put := http.MethodGet, http.MethodPost, http.MethodPut
	routes := []route{
		{method: get, path: "/verification", access: accessAccount, handler: h.status},
		{method: post, path: "/verification/start", access: accessMember, handler: h.start},
		{method: post, path: "/verification/refresh", access: accessAccount, handler: h.refresh},
		{method: post, path: "/admin/users/:id/verification/reset", access: accessAdmin, handler: h.adminReset},
		{method: get, path: "/admin/settings/verification", access: accessAdmin, handler: h.adminSettings},
		{method: put, path: "/admin/settings/verification", access: accessAdmin, handler: h.adminSetRequired},
	}
	if h.test != nil { // only where TEST_CHECKOUT asks for it: the page verifies without a document
		routes = append(routes,
			route{method: get, path: identity.TestPagePath + ":session_id", access: accessPublic, handler: h.testPage},
			route{method: post, path: identity.TestPagePath + ":session_id/complete", access: accessPublic, handler: h.testComplete})
	}
	return routes
}

// verificationJSON is a member's verification with what the screens need
// around it.
type verificationJSON struct {
	identity.Status
	Available     bool           `json:"available"`
	RequiredAbove *money.Dollars `json:"verification_required_above"`
}

func (h identityHandlers) answer(c *gin.Context, st identity.Status) {
	above, err := h.identity.RequiredAbove(c)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, verificationJSON{Status: st, Available: h.identity.Available(), RequiredAbove: dollarsOrNil(above)})
}

func dollarsOrNil(cents *int64) *money.Dollars {
	if cents == nil {
		return nil
	}
	d := money.Dollars(*cents)
	return &d
}

// status answers GET /verification.
func (h identityHandlers) status(c *gin.Context) {
	st, err := h.identity.Of(c, mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.answer(c, st)
}

// start answers POST /verification/start with the hosted check's address.
func (h identityHandlers) start(c *gin.Context) {
	sess, err := h.identity.Start(c, mustCaller(c).ID, requestOrigin(c))
	if err != nil {
		h.failProvider(c, err)
		return
	}
	c.JSON(http.StatusOK, sess)
}

// refresh answers POST /verification/refresh: the member is back from the
// hosted check, whose outcome is read again.
func (h identityHandlers) refresh(c *gin.Context) {
	st, err := h.identity.Refresh(c, mustCaller(c).ID)
	if err != nil {
		h.failProvider(c, err)
		return
	}
	h.answer(c, st)
}

// failProvider answers a refusal as usual and any other failure (Stripe
// unreachable, say) with 502.
func (h identityHandlers) failProvider(c *gin.Context, err error) {
	if answerRefusal(c, err) {
		return
	}
	h.logger.ErrorContext(c, "identity verification", "path", c.FullPath(), "err", err)
	Fail(c, http.StatusBadGateway, CodeUnavailable, "Identity verification is not reachable right now. Please try again later.")
}

// adminReset answers POST /admin/users/:id/verification/reset.
func (h identityHandlers) adminReset(c *gin.Context) {
	var in struct {
		Reason string `json:"reason"`
	}
	if !bindOptionalJSON(c, &in) {
		return
	}
	if len(in.Reason) > 500 {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Reason must be at most 500 characters")
		return
	}
	st, err := h.identity.Reset(c, mustCaller(c).ID, c.Param("id"), strings.TrimSpace(in.Reason))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.logger.InfoContext(c, "verification reset", "user_id", c.Param("id"), "admin_id", mustCaller(c).ID)
	h.answer(c, st)
}

// adminVerificationSettings is the verification setting beside the fees.
type adminVerificationSettings struct {
	RequiredAbove *money.Dollars `json:"verification_required_above"`
	Available     bool           `json:"available"`
}

func (h identityHandlers) adminSettings(c *gin.Context) {
	above, err := h.identity.RequiredAbove(c)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, adminVerificationSettings{RequiredAbove: dollarsOrNil(above), Available: h.identity.Available()})
}

const msgBadVerificationAbove = "verification_required_above must be a number of at least 0 with at most two decimals, or null"

// adminSetRequired answers PUT /admin/settings/verification from
// {"verification_required_above": dollars or null}.
func (h identityHandlers) adminSetRequired(c *gin.Context) {
	var in struct {
		RequiredAbove json.RawMessage `json:"verification_required_above"`
	}
	if !BindJSON(c, &in) {
		return
	}
	cents, ok := optionalCents(in.RequiredAbove)
	if len(in.RequiredAbove) == 0 || !ok {
		Fail(c, http.StatusBadRequest, CodeBadRequest, msgBadVerificationAbove)
		return
	}
	above, err := h.identity.SetRequiredAbove(c, mustCaller(c).ID, cents)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.logger.InfoContext(c, "verification requirement changed", "cents", above, "admin_id", mustCaller(c).ID)
	c.JSON(http.StatusOK, adminVerificationSettings{RequiredAbove: dollarsOrNil(above), Available: h.identity.Available()})
}

var testIdentityPage = template.Must(template.New("identity").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test identity check</title>
<style>` + testPageStyle + `</style></head>
<body><main>
<p class="banner">TEST MODE — no document is checked</p>
<h1>Verify your identity</h1>
<p>Signed in as <strong>{{.Name}}</strong></p>
{{if .Open}}<form method="post" action="{{.Action}}">
<button type="submit" name="outcome" value="verified">Verify with a test document</button>
<button type="submit" name="outcome" value="requires_input" class="credit">Fail the check</button>
<button type="submit" name="outcome" value="canceled" class="credit">Cancel</button>
</form>{{else}}<p>This check is finished. <a href="{{.Return}}">Return to the site</a></p>{{end}}
<p class="note">TEST_CHECKOUT is on and Stripe is not configured, so this page stands in for Stripe
Identity. Verifying keeps the initials of the name on the account.</p>
</main></body></html>`))

// testPage answers GET /verification/test/:session_id.
func (h identityHandlers) testPage(c *gin.Context) {
	s, err := h.test.Session(c, c.Param("session_id"))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Header("Cache-Control", "no-store")
	c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	c.Status(http.StatusOK)
	err = testIdentityPage.Execute(c.Writer, map[string]any{"Name": s.UserName, "Open": s.TestOutcome == nil && !s.Void,
		"Action": identity.TestPagePath + s.ID + "/complete", "Return": s.ReturnUrl})
	if err != nil {
		h.logger.Error("test identity page", "err", err)
	}
}

// testComplete answers the page's buttons by sending the member back to
// their profile, which reads the outcome again.
func (h identityHandlers) testComplete(c *gin.Context) {
	s, err := h.test.Complete(c, c.Param("session_id"), c.PostForm("outcome"))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.Redirect(http.StatusSeeOther, s.ReturnUrl)
}
