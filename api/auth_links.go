package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/email"
)

const resetAnswer = "If this email exists, a password reset link has been sent."

func (h authHandlers) requestPasswordReset(c *gin.Context) {
	h.emailLinkRequest(c, h.accounts.StartPasswordReset, func(u accounts.User, token string) email.Message {
		return accounts.PasswordResetEmail(u, h.link("/reset-password", token))
	}, resetAnswer)
}

func (h authHandlers) confirmPasswordReset(c *gin.Context) {
	var in struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if !bindWithinLimit(c, h.limits.reset, &in) {
		return
	}
	if err := h.accounts.ConfirmPasswordReset(c, in.Token, in.Password); err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Your password has been reset. You can now log in."})
}

func (h authHandlers) changePassword(c *gin.Context) {
	me := mustCaller(c)
	var in struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if rateLimited(c, h.limits.login, "email:"+me.Email) {
		return
	}
	version, err := h.accounts.ChangePassword(c, me.ID, in.CurrentPassword, in.NewPassword)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	// Older tokens stop working; this one keeps the current session going.
	token, expires, err := h.tokens.Issue(me.ID, version)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	noCompression(c)
	c.JSON(http.StatusOK, gin.H{"message": "Password changed successfully", "token": token, "expires_at": expires})
}

func (h authHandlers) verifyEmail(c *gin.Context) {
	var in struct {
		Token string `json:"token"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if err := h.accounts.VerifyEmail(c, in.Token); err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Email verified! You can now log in."})
}

func (h authHandlers) resendVerification(c *gin.Context) {
	h.emailLinkRequest(c, h.accounts.StartVerificationResend, func(u accounts.User, token string) email.Message {
		return accounts.VerificationEmail(u, h.link("/verify-email", token))
	}, "If this account needs verification, a new link has been sent.")
}

// emailLinkRequest answers the same way whether or not the email exists
// (no account enumeration) and mails the link only when it does.
func (h authHandlers) emailLinkRequest(c *gin.Context,
	start func(context.Context, string) (accounts.User, string, bool, error),
	mail func(accounts.User, string) email.Message, answer string,
) {
	var in struct {
		Email string `json:"email"`
	}
	if !bindWithinLimit(c, h.limits.reset, &in) {
		return
	}
	if strings.TrimSpace(in.Email) == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Please enter your email address")
		return
	}
	u, token, ok, err := start(c, in.Email)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	if ok {
		h.mail.send(c, mail(u, token))
	}
	c.JSON(http.StatusOK, gin.H{"message": answer})
}
