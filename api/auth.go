package api

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
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

func (s *Server) authRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/register", access: accessPublic, handler: s.register},
		{method: http.MethodPost, path: "/login", access: accessPublic, handler: s.login},
		{method: http.MethodPost, path: "/logout", access: accessAccount, handler: s.logout},
		{method: http.MethodPost, path: "/password-reset/request", access: accessPublic, handler: s.requestPasswordReset},
		{method: http.MethodPost, path: "/password-reset/confirm", access: accessPublic, handler: s.confirmPasswordReset},
		{method: http.MethodPut, path: "/change-password", access: accessAccount, handler: s.changePassword},
		{method: http.MethodPost, path: "/2fa/generate-secret", access: accessAccount, handler: s.generateTOTPSecret},
		{method: http.MethodPost, path: "/2fa/enable", access: accessAccount, handler: s.enableTOTP},
		{method: http.MethodPost, path: "/2fa/disable", access: accessAccount, handler: s.disableTOTP},
		// Not /verify-email itself: that is the web app's page (a POST route
		// there would turn the browser's GET into a 405).
		{method: http.MethodPost, path: "/verify-email/confirm", access: accessPublic, handler: s.verifyEmail},
		{method: http.MethodPost, path: "/verify-email/resend", access: accessPublic, handler: s.resendVerification},
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

func newAccountsDeps(cfg config.Config, pool *pgxpool.Pool, logger *slog.Logger) (*accountsDeps, error) {
	boxes, err := newSecretBoxes(cfg, logger)
	if err != nil {
		return nil, err
	}
	return &accountsDeps{
		limits:        newRateLimits(cfg),
		mailer:        outbox.Mailer{DB: pool, Box: boxes.outbox}, // sent by the worker's outbox drainer
		secrets:       boxes,
		profileImages: images.Local{Dir: filepath.Join(cfg.DataDir, "uploads", "profiles")},
		catalog:       catalog.NewService(pool, images.LocalItems(cfg.DataDir)),
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

func (s *Server) register(c *gin.Context) {
	if rateLimited(c, s.acct().limits.register, ipKey(c)) {
		return
	}
	var in registerRequest
	if !BindJSON(c, &in) {
		return
	}
	u, err := accounts.Register(c, s.pool, accounts.Registration(in))
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	s.logger.InfoContext(c, "member registered", "user_id", u.ID)
	if !s.cfg.RequireEmailVerification {
		s.startSession(c, http.StatusCreated, u, "Registration successful")
		return
	}
	token, err := accounts.NewVerificationToken(c, db.New(s.pool), u.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	s.sendMail(c, accounts.VerificationEmail(u, s.link("/verify-email", token)))
	c.JSON(http.StatusCreated, gin.H{"user": NewUserJSON(u), "verification_required": true,
		"message": "Registration successful. Please check your email to verify your account before logging in."})
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"`
}

func (s *Server) login(c *gin.Context) {
	if rateLimited(c, s.acct().limits.login, ipKey(c)) {
		return
	}
	var in loginRequest
	if !BindJSON(c, &in) {
		return
	}
	email := accounts.NormalizeEmail(in.Email)
	if !s.acct().limits.signIn.wait(c, email) {
		return
	}
	now := time.Now()
	u, err := accounts.Login(c, s.pool, s.twoFactor(), accounts.Credentials(in), s.cfg.RequireEmailVerification, now)
	s.acct().limits.signIn.record(email, err)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	u.LastLoginAt = &now
	s.startSession(c, http.StatusOK, u, "Login successful!")
}

const resetAnswer = "If this email exists, a password reset link has been sent."

func (s *Server) requestPasswordReset(c *gin.Context) {
	s.emailLinkRequest(c, accounts.StartPasswordReset, func(u db.User, token string) email.Message {
		return accounts.PasswordResetEmail(u, s.link("/reset-password", token))
	}, resetAnswer)
}

func (s *Server) confirmPasswordReset(c *gin.Context) {
	if rateLimited(c, s.acct().limits.reset, ipKey(c)) {
		return
	}
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if err := accounts.ConfirmPasswordReset(c, s.pool, in.Token, in.Password); err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Your password has been reset. You can now log in."})
}

func (s *Server) changePassword(c *gin.Context) {
	me := mustCaller(c)
	var in struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if rateLimited(c, s.acct().limits.login, "email:"+me.Email) {
		return
	}
	if err := accounts.ChangePassword(c, s.pool, me.ID, in.CurrentPassword, in.NewPassword); err != nil {
		s.fail(c, err, internalError)
		return
	}
	// Older tokens stop working; this one keeps the current session going.
	token, expires, err := s.tokens.Issue(me.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Password changed successfully", "token": token, "expires_at": expires})
}

func (s *Server) generateTOTPSecret(c *gin.Context) {
	setup, err := s.twoFactor().StartTOTP(c, s.pool, mustCaller(c).ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"secret": setup.Secret, "qrCode": setup.QRCode, "otpauth_url": setup.URL})
}

// limitTOTP applies the login limits (per IP and per email) to 2FA calls.
func (s *Server) limitTOTP(c *gin.Context) bool {
	return rateLimited(c, s.acct().limits.login, ipKey(c), "email:"+mustCaller(c).Email)
}

func (s *Server) enableTOTP(c *gin.Context) {
	if s.limitTOTP(c) {
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
	err := s.twoFactor().EnableTOTP(c, s.pool, mustCaller(c).ID, in.Password, in.Secret,
		strings.TrimSpace(in.VerificationCode), time.Now())
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "two_factor_enabled": true,
		"message": "Two-factor authentication enabled"})
}

func (s *Server) disableTOTP(c *gin.Context) {
	if s.limitTOTP(c) {
		return
	}
	var in struct {
		Code     string `json:"code"`
		Password string `json:"password"`
	}
	if !BindJSON(c, &in) {
		return
	}
	err := s.twoFactor().DisableTOTP(c, s.pool, mustCaller(c).ID, in.Password, strings.TrimSpace(in.Code), time.Now())
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "two_factor_enabled": false,
		"message": "Two-factor authentication disabled"})
}

func (s *Server) verifyEmail(c *gin.Context) {
	var in struct {
		Token string `json:"token"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if err := accounts.VerifyEmail(c, s.pool, in.Token); err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Email verified! You can now log in."})
}

func (s *Server) resendVerification(c *gin.Context) {
	s.emailLinkRequest(c, accounts.StartVerificationResend, func(u db.User, token string) email.Message {
		return accounts.VerificationEmail(u, s.link("/verify-email", token))
	}, "If this account needs verification, a new link has been sent.")
}

// emailLinkRequest answers the same way whether or not the email exists
// (no account enumeration) and mails the link only when it does.
func (s *Server) emailLinkRequest(c *gin.Context,
	start func(context.Context, *pgxpool.Pool, string) (db.User, string, bool, error),
	mail func(db.User, string) email.Message, answer string,
) {
	if rateLimited(c, s.acct().limits.reset, ipKey(c)) {
		return
	}
	var in struct {
		Email string `json:"email"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if strings.TrimSpace(in.Email) == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Please enter your email address")
		return
	}
	u, token, ok, err := start(c, s.pool, in.Email)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	if ok {
		s.sendMail(c, mail(u, token))
	}
	c.JSON(http.StatusOK, gin.H{"message": answer})
}
