package discovery

import (
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/catalog"
	"pursetrade/internal/store/db"
)

// Service reads and keeps members' favorites.
type Service struct {
	DB      *pgxpool.Pool
	Catalog *catalog.Service
	// TurnaroundDays is what a trade keeps free before each booking when the
	// next free dates are worked out (TURNAROUND_PICKUP_DAYS, as the date search).
	TurnaroundDays int
	// Clock is the time (nil: time.Now).
	Clock func() time.Time
}

func (s Service) q() *db.Queries { return db.New(s.DB) }

func (s Service) now() time.Time {
	if s.Clock != nil {
		return s.Clock()
	}
	return time.Now()
}
