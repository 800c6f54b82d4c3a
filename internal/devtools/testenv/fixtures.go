package testenv

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/auth"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/store/db"
)

var fixtureSeq atomic.Int64

// Member creates an active member near 33017.
func Member(t testing.TB, pool *pgxpool.Pool, name string) accounts.User {
	t.Helper()
	n := fixtureSeq.Add(1)
	u, err := accounts.NewService(pool).Create(context.Background(), accounts.NewUser{
		Email: fmt.Sprintf("member%d@test.example", n), Password: "secret-pass-1", Name: name,
		ClosetName: name + "'s Closet", ZipCode: "33012", City: "Hialeah", State: "FL",
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Item creates an active bag owned by ownerID.
func Item(t testing.TB, pool *pgxpool.Pool, ownerID string, valueCents int64) db.Item {
	t.Helper()
	it, err := db.New(pool).CreateItem(context.Background(), db.CreateItemParams{
		ID: ids.New(), OwnerID: ownerID, Name: "Test Bag", Description: "A bag for tests", Brand: "Coach",
		Size: "Medium/Shoulder", Condition: "Good", ValueCents: valueCents, Status: "active",
	})
	if err != nil {
		t.Fatal(err)
	}
	return it
}

// fastHash is one precomputed password hash shared by FastMember accounts,
// so tests that need hundreds of members do not spend seconds hashing.
var fastHash = sync.OnceValue(func() string {
	h, err := auth.HashPassword(context.Background(), "secret-pass-1")
	if err != nil {
		panic(err)
	}
	return h
})

// FastMember creates an active member near 33017 with a shared password hash.
func FastMember(t testing.TB, pool *pgxpool.Pool, name string) db.User {
	t.Helper()
	n := fixtureSeq.Add(1)
	q := db.New(pool)
	u, err := q.CreateUser(context.Background(), db.CreateUserParams{
		ID: ids.New(), Email: fmt.Sprintf("fast%d@test.example", n), PasswordHash: fastHash(), Name: name,
		ClosetName: name + "'s Closet", ZipCode: "33012", City: "Hialeah", State: "FL",
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.CreateUserBalance(context.Background(), u.ID); err != nil {
		t.Fatal(err)
	}
	return u
}

// Administrator makes the member an administrator with two-factor on, as
// production asks of every administrator (its admin routes refuse one
// without). The secret is a placeholder: nothing signs these in with a code.
func Administrator(tb testing.TB, pool *pgxpool.Pool, userID string) {
	tb.Helper()
	if _, err := pool.Exec(context.Background(),
		`UPDATE users SET is_admin = true, totp_enabled = true, totp_secret = 'placeholder' WHERE id = $1`, userID); err != nil {
		tb.Fatal(err)
	}
}

// Fund deposits cents for the member through the ledger, as a card deposit
// does.
func Fund(t testing.TB, pool *pgxpool.Pool, userID string, cents int64) {
	t.Helper()
	if _, err := ledger.NewService(pool).Apply(context.Background(), ledger.Plan{Key: "test-deposit:" + ids.New(),
		Ops: []ledger.Op{ledger.Credit(userID, ledger.TypeDeposit, cents, "Test deposit")}}); err != nil {
		t.Fatal(err)
	}
}
