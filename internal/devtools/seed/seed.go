// Package seed loads demo data so `make dev` shows a living marketplace.
package seed

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/images"
	"pursetrade/internal/store/db"
)

// Demo logins printed by `dev` and `seed`. The demo administrator's
// password is not among them: it is random (NewAdminPassword), since a
// published one opens the admin panel of every demo a network can reach.
const (
	AdminEmail     = "admin@pursetrade.test"
	MemberPassword = "trade-demo-2026"
)

// NewAdminPassword returns a random password for the demo administrator
// (128 bits, 26 characters).
func NewAdminPassword() string { return rand.Text() }

type member struct {
	name, closet, email, city, state, zip, phone, address, bio string
}

// Members near 33017 (eligible for pickup) and a few far away.
var members = []member{
	{"Sofia Alvarez", "Sofia's Satchels", "sofia@pursetrade.test", "Hialeah", "FL", "33012", "305-555-0101", "410 W 49th St", "Vintage leather lover."},
	{"Maya Thompson", "Maya's Minis", "maya@pursetrade.test", "Miami Lakes", "FL", "33014", "305-555-0102", "6200 Main St", "Tiny bags, big style."},
	{"Danielle Brooks", "Dani's Drawer", "dani@pursetrade.test", "Miami Gardens", "FL", "33055", "305-555-0103", "18000 NW 27th Ave", "Totes for every errand."},
	{"Priya Shah", "Priya's Closet", "priya@pursetrade.test", "Fort Lauderdale", "FL", "33301", "954-555-0104", "100 E Las Olas Blvd", "Colour first."},
	{"Camila Reyes", "Camila Carries", "camila@pursetrade.test", "Doral", "FL", "33166", "305-555-0105", "8300 NW 36th St", "Crossbody collector."},
	{"Jasmine Carter", "Jas Bags", "jasmine@pursetrade.test", "Miramar", "FL", "33027", "954-555-0106", "2300 Civic Center Pl", "Evening clutches."},
	{"Olivia Nguyen", "Olivia's Edit", "olivia@pursetrade.test", "Hollywood", "FL", "33020", "954-555-0107", "2600 Hollywood Blvd", "Minimalist carry."},
	{"Gabriela Santos", "Gabi's Garden", "gabi@pursetrade.test", "Coral Gables", "FL", "33134", "305-555-0108", "405 Biltmore Way", "Straw and summer."},
	{"Aaliyah Johnson", "Aaliyah Atelier", "aaliyah@pursetrade.test", "Opa-locka", "FL", "33054", "305-555-0109", "780 Fisherman St", "Designer deals."},
	{"Hannah Kim", "Hannah's Hobo", "hannah@pursetrade.test", "Miami", "FL", "33130", "305-555-0110", "1 SE 3rd Ave", "Slouchy shapes."},
	{"Rachel Green", "Rachel's Rack", "rachel@pursetrade.test", "New York", "NY", "10001", "212-555-0111", "350 5th Ave", "Shipping only, from NYC."},
	{"Emma Wilson", "Emma's Everyday", "emma@pursetrade.test", "Austin", "TX", "78701", "512-555-0112", "500 Congress Ave", "Texas totes."},
	{"Lauren Davis", "Lauren Luxe", "lauren@pursetrade.test", "Chicago", "IL", "60601", "312-555-0113", "100 N Michigan Ave", "Structured classics."},
}

// Run loads the demo data into a database with no members and no bags
// (administrators may exist), with item photos in photos (the store the
// API serves item photos from); it does nothing otherwise. When no
// administrator exists it creates the demo one with adminPassword.
func Run(ctx context.Context, pool *pgxpool.Pool, photos images.Storage, adminPassword string, out io.Writer) (bool, error) {
	start := time.Now()
	empty, adminID, err := readCatalogState(ctx, pool)
	if err != nil || !empty {
		return false, err
	}
	accts := accounts.NewService(pool)
	adminNote := "an existing administrator"
	if adminID == "" {
		admin, _, err := accts.EnsureAdmin(ctx, AdminEmail, adminPassword, "Site Administrator")
		if err != nil {
			return false, fmt.Errorf("seed admin: %w", err)
		}
		adminID, adminNote = admin.ID, "the demo administrator"
	}
	owners := make([]string, 0, len(members))
	for _, m := range members {
		u, err := accts.Create(ctx, accounts.NewUser{
			Email: m.email, Password: MemberPassword, Name: m.name, Phone: m.phone, Address: m.address,
			City: m.city, State: m.state, ZipCode: m.zip, ClosetName: m.closet, Bio: m.bio,
		})
		if err != nil {
			return false, fmt.Errorf("seed member %s: %w", m.email, err)
		}
		// Demo members sign in even when REQUIRE_EMAIL_VERIFICATION is on.
		if err := db.New(pool).MarkEmailVerified(ctx, u.ID); err != nil {
			return false, fmt.Errorf("seed member %s: %w", m.email, err)
		}
		owners = append(owners, u.ID)
	}
	if err := fundMembers(ctx, pool, owners); err != nil {
		return false, err
	}
	listed, err := seedBags(ctx, pool, photos, adminID, owners)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(out, "seeded %d members and %d listed bags (%d awaiting approval, the rest approved by %s) in %s\n",
		len(members), listed, pendingBags, adminNote, time.Since(start).Round(time.Millisecond))
	return true, nil
}

// readCatalogState reports whether the database has no members and no bags,
// and the oldest administrator's id ("" when there is none). Plain SQL: it
// is the seed's own question, asked once at start-up.
func readCatalogState(ctx context.Context, pool *pgxpool.Pool) (empty bool, adminID string, err error) {
	err = pool.QueryRow(ctx, `SELECT
		NOT EXISTS (SELECT 1 FROM users WHERE NOT is_admin) AND NOT EXISTS (SELECT 1 FROM items),
		coalesce((SELECT id FROM users WHERE is_admin ORDER BY created_at, id LIMIT 1), '')`).Scan(&empty, &adminID)
	return empty, adminID, err
}
