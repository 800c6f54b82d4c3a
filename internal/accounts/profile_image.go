package accounts

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"pursetrade/internal/images"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ProfileImagePath is where profile images are served; the file name is
// the stored key.
const ProfileImagePath = "/uploads/profiles/"

// SaveProfileImage checks an uploaded picture by its content, re-encodes it
// (which drops EXIF and other metadata) at avatar size, stores it and makes
// it the member's profile image.
func (s *Service) SaveProfileImage(ctx context.Context, userID string, data []byte) (User, error) {
	switch {
	case len(data) == 0:
		return User{}, refusal.New(refusal.Invalid, MsgNoImage)
	case len(data) > images.MaxBytes:
		return User{}, refusal.New(refusal.Invalid, MsgImageTooLarge)
	}
	photo, err := images.Process(ctx, data)
	switch {
	case errors.Is(err, images.ErrType), errors.Is(err, images.ErrUnreadable), errors.Is(err, images.ErrTooManyPxls):
		return User{}, refusal.New(refusal.Invalid, err.Error())
	case err != nil:
		return User{}, err
	}
	if err := s.photos.Put(ctx, photo.Thumb); err != nil {
		return User{}, err
	}
	q := db.New(s.pool)
	before, err := q.GetUser(ctx, userID)
	if err != nil {
		return User{}, err
	}
	u, err := q.SetProfileImage(ctx, db.SetProfileImageParams{ID: userID, ProfileImageUrl: ProfileImagePath + photo.Thumb.Key})
	if err != nil {
		return User{}, err
	}
	dropProfileImage(context.WithoutCancel(ctx), q, s.photos, before.ProfileImageUrl)
	return userOf(u), nil
}

// dropProfileImage deletes the file of a replaced (or a closed account's)
// profile image once no profile shows it; a failure is logged and leaves the
// file behind.
func dropProfileImage(ctx context.Context, q *db.Queries, store images.Storage, url string) {
	key, ok := strings.CutPrefix(url, ProfileImagePath)
	if !ok || !images.ValidKey(key) {
		return
	}
	inUse, err := q.ProfileImageInUse(ctx, url)
	if err == nil && !inUse {
		err = store.Delete(ctx, key)
	}
	if err != nil {
		slog.WarnContext(ctx, "profile image not deleted", "key", key, "err", err)
	}
}
