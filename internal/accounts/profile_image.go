package accounts

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgxpool"

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
func SaveProfileImage(ctx context.Context, pool *pgxpool.Pool, store images.Storage, userID string, data []byte) (db.User, error) {
	switch {
	case len(data) == 0:
		return db.User{}, refusal.New(refusal.Invalid, MsgNoImage)
	case len(data) > images.MaxBytes:
		return db.User{}, refusal.New(refusal.Invalid, MsgImageTooLarge)
	}
	photo, err := images.Process(ctx, data)
	switch {
	case errors.Is(err, images.ErrType), errors.Is(err, images.ErrUnreadable), errors.Is(err, images.ErrTooManyPxls):
		return db.User{}, refusal.New(refusal.Invalid, err.Error())
	case err != nil:
		return db.User{}, err
	}
	if err := store.Put(ctx, photo.Thumb); err != nil {
		return db.User{}, err
	}
	return db.New(pool).SetProfileImage(ctx, db.SetProfileImageParams{
		ID: userID, ProfileImageUrl: ProfileImagePath + photo.Thumb.Key,
	})
}
