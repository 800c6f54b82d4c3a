package api

import (
	"log/slog"
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/auth"
	"pursetrade/internal/email"
)

// authHandlers serve signing up and in, passwords, two-factor codes and
// email verification.
type authHandlers struct {
	failer
	accounts        *accounts.Service
	tokens          *auth.Tokens
	limits          *rateLimits
	mail            mailSender
	webOrigin       string // WEB_ORIGIN: where emailed links point
	requireVerified bool   // REQUIRE_EMAIL_VERIFICATION
}

func (h authHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/register", access: accessPublic, handler: h.register},
		{method: http.MethodPost, path: "/login", access: accessPublic, handler: h.login},
		{method: http.MethodPost, path: "/logout", access: accessAccount, handler: h.logout},
		{method: http.MethodPost, path: "/password-reset/request", access: accessPublic, handler: h.requestPasswordReset},
		{method: http.MethodPost, path: "/password-reset/confirm", access: accessPublic, handler: h.confirmPasswordReset},
		{method: http.MethodPut, path: "/change-password", access: accessAccount, handler: h.changePassword},
		{method: http.MethodPost, path: "/2fa/generate-secret", access: accessAccount, handler: h.generateTOTPSecret},
		{method: http.MethodPost, path: "/2fa/enable", access: accessAccount, handler: h.enableTOTP},
		{method: http.MethodPost, path: "/2fa/disable", access: accessAccount, handler: h.disableTOTP},
		// Not /verify-email itself: that is the web app's page (a POST route
		// there would turn the browser's GET into a 405).
		{method: http.MethodPost, path: "/verify-email/confirm", access: accessPublic, handler: h.verifyEmail},
		{method: http.MethodPost, path: "/verify-email/resend", access: accessPublic, handler: h.resendVerification},
	}
}

// startSession answers a token and the user, as login and registration do.
func (h authHandlers) startSession(c *gin.Context, status int, u accounts.User, message string) {
	token, expires, err := h.tokens.Issue(u.ID, u.PasswordVersion)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	noCompression(c)
	c.JSON(status, gin.H{"token": token, "expires_at": expires, "user": NewUserJSON(u), "message": message})
}

// mailSender hands messages to the mailer; a failure is logged, never
// shown (the answers of reset and verification must not depend on it).
type mailSender struct {
	mailer email.Mailer
	logger *slog.Logger
}

func (m mailSender) send(c *gin.Context, msg email.Message) {
	if err := m.mailer.Send(c, msg); err != nil {
		m.logger.ErrorContext(c, "send email", "subject", msg.Subject, "user_id", msg.UserID, "err", err)
	}
}

// link builds an address of the web app with a token parameter.
func (h authHandlers) link(path, token string) string {
	return h.webOrigin + path + "?token=" + url.QueryEscape(token)
}

type registerRequest struct {
	Email      string `json:"email"`
	Password   string `json:"password"`
	Name       string `json:"name"`
	Phone      string `json:"phone"`
	Address    string `json:"address"`
	City       string `json:"city"`
	State      string `json:"state"`
	ZipCode    string `json:"zip_code"`
	ClosetName string `json:"closet_name"`
}

func (h authHandlers) register(c *gin.Context) {
	var in registerRequest
	if !bindWithinLimit(c, h.limits.register, &in) {
		return
	}
	u, err := h.accounts.Register(c, accounts.Registration(in))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.logger.InfoContext(c, "member registered", "user_id", u.ID)
	if !h.requireVerified {
		h.startSession(c, http.StatusCreated, u, "Registration successful")
		return
	}
	token, err := h.accounts.NewVerificationToken(c, u.ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.mail.send(c, accounts.VerificationEmail(u, h.link("/verify-email", token)))
	c.JSON(http.StatusCreated, gin.H{"user": NewUserJSON(u), "verification_required": true,
		"message": "Registration successful. Please check your email to verify your account before logging in."})
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"`
}

func (h authHandlers) login(c *gin.Context) {
	var in loginRequest
	if !bindWithinLimit(c, h.limits.login, &in) {
		return
	}
	email := accounts.NormalizeEmail(in.Email)
	// Per account too: guesses for one email fired in parallel meet a limit
	// before any of them is checked.
	if email != "" && (rateLimited(c, h.limits.login, "email:"+email) || signInRefused(c, h.limits.signIn, email)) {
		return
	}
	u, err := h.accounts.Login(c, accounts.Credentials(in), h.requireVerified)
	recordSignIn(c, h.limits.signIn, email, err)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.startSession(c, http.StatusOK, u, "Login successful!")
}
