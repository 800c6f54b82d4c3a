package api

import (
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/blobstore"
	"pursetrade/internal/catalog"
	"pursetrade/internal/config"
	"pursetrade/internal/email"
	"pursetrade/internal/images"
	"pursetrade/internal/outbox"
	"pursetrade/internal/store/db"
)

// accountRoutes are the account features: sign-in, profiles, the member's
// messages and the administrators' user management.
func (s *Server) accountRoutes() []route {
	return slices.Concat(s.authRoutes(), s.profileRoutes(), s.memberMessageRoutes(), s.adminUserRoutes())
}

// authHandlers serve signing up and in, passwords, two-factor codes and
// email verification.
type authHandlers struct{ *Server }

func (s *Server) authRoutes() []route {
	h := authHandlers{s}
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

// accountsDeps is the per-server state of the account features.
type accountsDeps struct {
	limits        *rateLimits
	mailer        email.Mailer
	secrets       secretBoxes
	profileImages images.Storage
	catalog       *catalog.Service // reads a member's items for the admin panel
}

func newAccountsDeps(cfg config.Config, pool *pgxpool.Pool, logger *slog.Logger, files blobstore.Stores) (*accountsDeps, error) {
	boxes, err := newSecretBoxes(cfg, logger)
	if err != nil {
		return nil, err
	}
	return &accountsDeps{
		limits:        newRateLimits(cfg, pool),
		mailer:        outbox.Mailer{DB: pool, Box: boxes.outbox}, // sent by the worker's outbox drainer
		secrets:       boxes,
		profileImages: images.Stored{Files: files.Profiles},
		catalog:       catalog.NewService(pool, images.Stored{Files: files.Items}),
	}, nil
}

// twoFactor is what the two-factor features need (read at each call: tests
// swap the mailer).
func (s *Server) twoFactor() accounts.TwoFactor {
	return accounts.TwoFactor{Box: s.acct().secrets.totp, Mailer: s.acct().mailer}
}

func (s *Server) acct() *accountsDeps { return s.accounts }

// startSession answers a token and the user, as login and registration do.
func (s *Server) startSession(c *gin.Context, status int, u db.User, message string) {
	token, expires, err := s.tokens.Issue(u.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(status, gin.H{"token": token, "expires_at": expires, "user": NewUserJSON(u), "message": message})
}

// sendMail hands a message to the mailer; a failure is logged, never shown
// (the answers of reset and verification must not depend on it).
func (s *Server) sendMail(c *gin.Context, m email.Message) {
	if err := s.acct().mailer.Send(c, m); err != nil {
		s.logger.ErrorContext(c, "send email", "subject", m.Subject, "user_id", m.UserID, "err", err)
	}
}

// link builds an address of the web app with a token parameter.
func (s *Server) link(path, token string) string {
	return s.cfg.WebOrigin + path + "?token=" + url.QueryEscape(token)
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
	if rateLimited(c, h.acct().limits.register, ipKey(c)) {
		return
	}
	var in registerRequest
	if !BindJSON(c, &in) {
		return
	}
	u, err := accounts.Register(c, h.pool, accounts.Registration(in))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.logger.InfoContext(c, "member registered", "user_id", u.ID)
	if !h.cfg.RequireEmailVerification {
		h.startSession(c, http.StatusCreated, u, "Registration successful")
		return
	}
	token, err := accounts.NewVerificationToken(c, h.pool, u.ID)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.sendMail(c, accounts.VerificationEmail(u, h.link("/verify-email", token)))
	c.JSON(http.StatusCreated, gin.H{"user": NewUserJSON(u), "verification_required": true,
		"message": "Registration successful. Please check your email to verify your account before logging in."})
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"`
}

func (h authHandlers) login(c *gin.Context) {
	if rateLimited(c, h.acct().limits.login, ipKey(c)) {
		return
	}
	var in loginRequest
	if !BindJSON(c, &in) {
		return
	}
	email := accounts.NormalizeEmail(in.Email)
	// Per account too: guesses for one email fired in parallel meet a limit
	// before any of them is checked.
	if email != "" && (rateLimited(c, h.acct().limits.login, "email:"+email) || signInRefused(c, h.acct().limits.signIn, email)) {
		return
	}
	now := time.Now()
	u, err := accounts.Login(c, h.pool, h.twoFactor(), accounts.Credentials(in), h.cfg.RequireEmailVerification, now)
	recordSignIn(c, h.acct().limits.signIn, email, err)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	u.LastLoginAt = &now
	h.startSession(c, http.StatusOK, u, "Login successful!")
}
