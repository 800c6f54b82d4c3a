package accounts

import "pursetrade/internal/refusal"

// Member-facing messages.
const (
	MsgRequired               = "Please fill in all required fields"
	MsgNameRequired           = "Please enter your name"
	MsgBadEmail               = "Please enter a valid email address"
	MsgPasswordShort          = "Password must be at least 6 characters long"
	MsgNewPasswordShort       = "New password must be at least 6 characters long"
	MsgAdminPasswordShort     = "Administrator passwords must be at least 12 characters long"
	MsgPasswordLong           = "Password must be at most 128 characters long"
	MsgPasswordCommon         = "This password is too common. Please choose a less common password"
	MsgSamePassword           = "New password must be different from your current password"
	MsgEmailTaken             = "An account with this email already exists. Please log in instead"
	MsgInvalidLogin           = "Invalid email or password"
	MsgDisabled               = "This account has been disabled. Please contact support"
	MsgUnverified             = "Please verify your email before logging in. Check your inbox for the verification link"
	Msg2FARequired            = "Two-factor code required"
	MsgInvalidCode            = "Invalid verification code"
	MsgCodeUsed               = "This code was already used. Wait for the next code in your authenticator app and enter that one"
	MsgCodeFormat             = "Please enter a valid 6-digit code"
	MsgNo2FASetup             = "Please generate a new two-factor secret first"
	Msg2FAAlreadyOn           = "Two-factor authentication is already enabled"
	Msg2FANotOn               = "Two-factor authentication is not enabled"
	MsgCurrentPassword        = "Current password is incorrect"
	MsgCurrentPasswordMissing = "Please enter your current password"
	MsgCodesLocked            = "Too many wrong codes. Try again in 15 minutes."
	MsgResetInvalid           = "This password reset link is invalid or has expired. Please request a new one"
	MsgVerifyInvalid          = "Invalid or expired link"
	MsgZip                    = "Please enter a valid 5-digit ZIP code"
	MsgBioLong                = "Bio must be at most 1000 characters"
	MsgEmailReadOnly          = "Email cannot be changed"
	MsgNUL                    = "Text fields cannot contain NUL characters"
	MsgOpenTrade              = "You cannot close your account while a trade is active or disputed. Please complete or resolve it first"
	MsgMemberOpenTrade        = "This member has an active or disputed trade. Resolve it before deleting the account"
	MsgUserNotFound           = "User not found"
	MsgImageTooLarge          = "Profile image must be less than 5MB"
	MsgNoImage                = "Please select an image"
	MsgBadStatus              = "Status must be active, disabled or restricted"
	MsgSelfStatus             = "You cannot disable or restrict your own account"
	MsgSelfDelete             = "You cannot delete your own account from the admin panel"
	MsgAlreadyDeleted         = "This account has already been deleted"
	MsgMessageEmpty           = "Message cannot be empty"
	MsgMessageLong            = "Message must be at most 5000 characters"
	MsgSubjectLong            = "Subject must be at most 200 characters"
	MsgMessageNotFound        = "Message not found"
)

var (
	errInvalidLogin = refusal.Coded(refusal.Unauthorized, "invalid_credentials", MsgInvalidLogin)
	errUserNotFound = refusal.New(refusal.NotFound, MsgUserNotFound)
	// errCodeUsed refuses a right code of a time step already claimed (the
	// code that just enabled two-factor, or one just used to sign in).
	errCodeUsed = refusal.Coded(refusal.Invalid, "2fa_used", MsgCodeUsed)
)
