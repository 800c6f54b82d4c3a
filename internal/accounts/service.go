package accounts

import (
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/images"
)

// Service keeps members' accounts: sign-up and sign-in, profiles, two-factor
// codes, messages from administrators and closing accounts.
type Service struct {
	pool   *pgxpool.Pool
	tf     TwoFactor
	photos images.Storage // profile pictures
	now    func() time.Time
}

// Option gives the service what the API's account features need besides
// the database; creating accounts (seed, admin) needs neither.
type Option func(*Service)

// WithTwoFactor seals two-factor secrets and mails the lockout notice.
func WithTwoFactor(tf TwoFactor) Option { return func(s *Service) { s.tf = tf } }

// WithProfilePhotos keeps profile pictures in photos.
func WithProfilePhotos(photos images.Storage) Option { return func(s *Service) { s.photos = photos } }

// NewService builds the account service over pool.
func NewService(pool *pgxpool.Pool, opts ...Option) *Service {
	s := &Service{pool: pool, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}
