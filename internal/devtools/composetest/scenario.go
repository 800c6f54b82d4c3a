package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os/exec"
	"time"

	"github.com/pquerna/otp/totp"

	"pursetrade/internal/ids"
	"pursetrade/internal/money"
	"pursetrade/internal/trades/rules"
)

type scenario struct {
	api                       client
	log                       *slog.Logger
	engine                    string
	killWorker, killAPI       string
	adminEmail, adminPassword string
	admin                     string // the administrator's token
	suffix                    string // this run's, for names and keys
}

type member struct {
	id, token, bag string
}

// credit is what the administrator gives each member, in cents.
const credit = 500_00

func (s *scenario) run(ctx context.Context) error {
	s.suffix = ids.New()
	if err := s.signInAdmin(ctx); err != nil {
		return fmt.Errorf("administrator: %w", err)
	}
	a, err := s.newMember(ctx, "Ada", 120)
	if err != nil {
		return err
	}
	b, err := s.newMember(ctx, "Bea", 150)
	if err != nil {
		return err
	}
	if err := s.approveListed(ctx, a, b); err != nil {
		return err
	}
	trade, err := s.trade(ctx, a, b)
	if err != nil {
		return err
	}
	return s.checkMoney(ctx, trade, a, b)
}

// signInAdmin signs in as compose's ADMIN_EMAIL; production's admin panel
// needs two-factor sign-in, so a fresh administrator turns it on first.
func (s *scenario) signInAdmin(ctx context.Context) error {
	out, err := s.api.must(ctx, "POST", "/login", "", map[string]any{"email": s.adminEmail, "password": s.adminPassword})
	if err != nil {
		return err
	}
	s.admin = str(out, "token")
	if enabled, _ := field(out, "user", "two_factor_enabled").(bool); enabled {
		return fmt.Errorf("%s already has two-factor sign-in: use a fresh stack", s.adminEmail)
	}
	setup, err := s.api.must(ctx, "POST", "/2fa/generate-secret", s.admin, map[string]any{})
	if err != nil {
		return err
	}
	code, err := totp.GenerateCode(str(setup, "secret"), time.Now())
	if err != nil {
		return err
	}
	on, err := s.api.must(ctx, "POST", "/2fa/enable", s.admin, map[string]any{
		"password": s.adminPassword, "secret": str(setup, "secret"), "verificationCode": code})
	if err != nil {
		return err
	}
	s.admin = str(on, "token")
	s.log.Info("administrator signed in with two-factor sign-in on")
	return nil
}

// newMember signs a member up and lists a bag of the value (dollars) with a photo.
func (s *scenario) newMember(ctx context.Context, name string, value int) (member, error) {
	out, err := s.api.must(ctx, "POST", "/register", "", map[string]any{
		"name": name + " Compose", "email": name + "-" + s.suffix + "@example.test", "password": "compose-pass-2026",
		"phone": "305-555-0199", "address": "100 Test St", "city": "Hialeah", "state": "FL", "zip_code": "33016",
		"closet_name": name + " " + s.suffix[len(s.suffix)-4:],
	})
	if err != nil {
		return member{}, fmt.Errorf("sign up %s: %w", name, err)
	}
	m := member{id: str(out, "user", "_id"), token: str(out, "token")}
	bag, err := s.api.must(ctx, "POST", "/hats", m.token, map[string]any{
		"name": name + "'s tote", "description": "Listed by the compose test.", "brand": "Coach",
		"size": "Large/Tote", "condition": "Good", "value": value, "image": photo(),
	})
	if err != nil {
		return member{}, fmt.Errorf("%s lists a bag: %w", name, err)
	}
	m.bag = str(bag, "hat", "_id")
	s.log.Info("member signed up and listed a bag", "member", m.id, "bag", m.bag)
	return m, nil
}

// approveListed: the administrator finds both bags waiting, approves them
// and funds both members; then the public listing shows them.
func (s *scenario) approveListed(ctx context.Context, members ...member) error {
	pending, err := s.api.must(ctx, "GET", "/admin/items?status=pending&per_page=100", s.admin, nil)
	if err != nil {
		return err
	}
	waiting := map[string]bool{}
	for _, it := range list(pending, "items") {
		waiting[str(it, "_id")] = true
	}
	for _, m := range members {
		if !waiting[m.bag] {
			return fmt.Errorf("bag %s is not among the bags waiting for approval", m.bag)
		}
		if _, err := s.api.must(ctx, "PUT", "/admin/items/"+m.bag+"/status", s.admin, map[string]any{"status": "approve"}); err != nil {
			return err
		}
		if _, err := s.api.must(ctx, "POST", "/admin/adjust-balance", s.admin, map[string]any{
			"user_id": m.id, "amount": json.Number(money.Format(credit)), "direction": "credit", "reason": "compose test funds", "trade_id": nil,
		}, "Idempotency-Key", "compose-credit-"+m.id); err != nil {
			return err
		}
		listed, err := s.api.must(ctx, "GET", "/hats?owner="+m.id, "", nil)
		if err != nil {
			return err
		}
		if items := list(listed, "items"); len(items) != 1 || str(items[0], "_id") != m.bag {
			return fmt.Errorf("the listing of member %s shows %v, want bag %s", m.id, listed, m.bag)
		}
	}
	s.log.Info("bags approved and listed, members funded")
	return nil
}

// trade runs a pickup trade from request to completion, killing a worker
// after acceptance and an API replica after the receipts; the other
// replicas carry it. Both returns open the inspection window, which the
// administrator ends by completing the trade (its 48 hours are
// production's).
func (s *scenario) trade(ctx context.Context, a, b member) (string, error) {
	start := rules.EarliestStart(time.Now()).AddDate(0, 0, 1)
	out, err := s.api.must(ctx, "POST", "/trades", a.token, map[string]any{
		"hat1_id": a.bag, "hat2_id": b.bag, "delivery_method": "pickup",
		"start_date": start.Format(time.DateOnly), "end_date": start.AddDate(0, 0, 7).Format(time.DateOnly),
	}, "Idempotency-Key", "compose-trade-"+s.suffix)
	if err != nil {
		return "", fmt.Errorf("request: %w", err)
	}
	id := str(out, "trade", "_id")
	s.log.Info("trade requested", "trade", id)
	steps := []struct {
		path, token, doneWhen, kill string
	}{
		{"/accept", b.token, "accepted_at", s.killWorker},
		{"/ack/received", a.token, "user1_received_at", ""},
		{"/ack/received", b.token, "user2_received_at", s.killAPI},
		{"/ack/returned", a.token, "user1_returned_at", ""},
		{"/ack/returned", b.token, "user2_returned_at", ""},
	}
	for _, st := range steps {
		if err := s.act(ctx, id, st.path, st.token, st.doneWhen); err != nil {
			return "", err
		}
		if st.kill != "" {
			if err := s.kill(ctx, st.kill); err != nil {
				return "", err
			}
		}
	}
	if _, err := s.waitTrade(ctx, id, a.token, func(t map[string]any) bool { return t["inspection_ends_at"] != nil }); err != nil {
		return "", fmt.Errorf("inspection window: %w", err)
	}
	if _, err := s.api.must(ctx, "POST", "/admin/trades/"+id+"/force-complete", s.admin, map[string]any{
		"action": "complete", "reason": "compose test: both bags back in good order"}); err != nil {
		return "", err
	}
	if _, err := s.waitTrade(ctx, id, a.token, func(t map[string]any) bool { return t["status"] == "completed" }); err != nil {
		return "", fmt.Errorf("completion: %w", err)
	}
	s.log.Info("trade completed", "trade", id)
	return id, nil
}

// act sends a trade action; a refusal after a crash counts as done when the
// trade shows the action applied (the first try may have landed).
func (s *scenario) act(ctx context.Context, id, path, token, doneWhen string) error {
	for {
		a, err := s.api.call(ctx, "PUT", "/trades/"+id+path, token, map[string]any{})
		if err != nil {
			return err
		}
		if a.ok() {
			s.log.Info("trade action", "trade", id, "action", path)
			return nil
		}
		cur, err := s.api.must(ctx, "GET", "/trades/"+id, token, nil)
		if err != nil {
			return err
		}
		if field(cur, "trade", doneWhen) != nil {
			return nil
		}
		if a.status != 409 {
			return fmt.Errorf("trade %s %s: %d %v", id, path, a.status, a.body)
		}
		select { // the workflow is busy (a worker is taking over): try again
		case <-ctx.Done():
			return fmt.Errorf("trade %s %s: %w", id, path, ctx.Err())
		case <-time.After(time.Second):
		}
	}
}

func (s *scenario) waitTrade(ctx context.Context, id, token string, done func(map[string]any) bool) (map[string]any, error) {
	for {
		cur, err := s.api.must(ctx, "GET", "/trades/"+id, token, nil)
		if err != nil {
			return nil, err
		}
		if t, _ := cur["trade"].(map[string]any); t != nil && done(t) {
			return t, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("trade %s: %v: %w", id, cur["trade"], ctx.Err())
		case <-time.After(500 * time.Millisecond):
		}
	}
}

func (s *scenario) kill(ctx context.Context, container string) error {
	out, err := exec.CommandContext(ctx, s.engine, "kill", "--signal", "KILL", container).CombinedOutput()
	if err != nil {
		return fmt.Errorf("kill %s: %v: %s", container, err, out)
	}
	s.log.Info("killed a container mid-trade", "container", container)
	return nil
}

// checkMoney: each member paid the trade fee and the pickup fee once, holds
// are released, and the administrator's ledger check finds nothing wrong.
func (s *scenario) checkMoney(ctx context.Context, trade string, members ...member) error {
	fees, err := s.api.must(ctx, "GET", "/admin/settings", s.admin, nil)
	if err != nil {
		return err
	}
	want := credit - cents(fees["trade_fee"]) - cents(fees["pickup_fee"])
	for _, m := range members {
		bal, err := s.api.must(ctx, "GET", "/user/balance", m.token, nil)
		if err != nil {
			return err
		}
		if got, held := cents(bal["balance"]), cents(bal["held"]); got != want || held != 0 {
			return fmt.Errorf("member %s after trade %s: balance %s held %s, want %s held 0",
				m.id, trade, money.USD(got), money.USD(held), money.USD(want))
		}
	}
	check, err := s.api.must(ctx, "GET", "/admin/ledger/check", s.admin, nil)
	if err != nil {
		return err
	}
	if check["ok"] != true {
		return fmt.Errorf("the ledger check found problems: %v", check["problems"])
	}
	s.log.Info("balances and ledger check out", "each_member", money.USD(want))
	return nil
}

// cents reads a dollar amount of an answer (-1 when it is not one).
func cents(v any) int64 {
	n, ok := v.(json.Number)
	if !ok {
		return -1
	}
	c, err := money.ParseDollars(n.String())
	if err != nil {
		return -1
	}
	return c
}

func list(m map[string]any, key string) []map[string]any {
	raw, _ := m[key].([]any)
	out := make([]map[string]any, 0, len(raw))
	for _, r := range raw {
		if obj, ok := r.(map[string]any); ok {
			out = append(out, obj)
		}
	}
	return out
}
