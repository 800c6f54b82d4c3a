package api

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
	"pursetrade/internal/ids"
	"pursetrade/internal/outbox"
	"pursetrade/internal/secretbox"
	"pursetrade/worker"
)

// TestNotificationsMoneyEvents: deposits (manual and card) and withdrawals
// tell the member, in the Messages tab and by email unless the member
// turned email notifications off.
func TestNotificationsMoneyEvents(t *testing.T) {
	h := newHarness(t, raiseLimits)
	ana, cara := testenv.Member(t, h.pool, "Ana"), testenv.Member(t, h.pool, "Cara")
	sqlExec(t, h.pool, `UPDATE users SET email_notifications = false WHERE id = $1`, cara.ID)
	admin := h.admin()

	deposit := func(userID string) string {
		out := h.jsonDo(201, "POST", "/deposits/manual", map[string]any{"amount": 50, "payment_method": "zelle",
			"reference_note": "From my bank"}, h.as(userID))
		return out["deposit"].(map[string]any)["_id"].(string)
	}
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+deposit(ana.ID)+"/process", nil, admin)
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+deposit(ana.ID)+"/reject", map[string]any{"admin_note": "No payment arrived"}, admin)
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+deposit(cara.ID)+"/process", nil, admin)
	h.wantNotes("Ana", ana.ID, "Deposit processed", 1, 1)
	h.wantNotes("Ana", ana.ID, "Deposit not credited", 1, 1)
	h.wantNotes("Cara (emails off)", cara.ID, "Deposit processed", 1, 0)
	var content string
	_ = h.pool.QueryRow(context.Background(), `SELECT body_text FROM email_outbox WHERE subject = 'Deposit not credited'`).Scan(&content)
	if !strings.Contains(content, "$50.00") || !strings.Contains(content, "No payment arrived") {
		t.Fatalf("rejection email: %q", content)
	}

	withdraw := func() string {
		out := h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 10, "note": "$ana", "method": "cashapp"}, h.as(ana.ID))
		return out["withdrawal_id"].(string)
	}
	paid := withdraw()
	h.jsonDo(200, "POST", "/admin/withdrawals/"+paid+"/mark-paid", nil, admin)
	h.jsonDo(200, "POST", "/admin/withdrawals/"+withdraw()+"/mark-failed", map[string]any{"reason": "Wrong tag"}, admin)
	h.wantNotes("Ana", ana.ID, "Withdrawal sent", 1, 1)
	h.wantNotes("Ana", ana.ID, "Withdrawal failed", 1, 1)

	// A card payment through the built-in test checkout, verified twice.
	out := h.jsonDo(200, "POST", "/payments/create-checkout-session", map[string]any{"amount": 20,
		"return_url": h.cfg.WebOrigin + "/"}, h.as(ana.ID))
	page, _ := url.Parse(out["url"].(string))
	if rec := h.do("POST", page.Path+"/complete", `{"funding":"debit"}`); rec.Code != 303 {
		t.Fatalf("test checkout: %d %s", rec.Code, rec.Body)
	}
	for range 2 {
		h.jsonDo(200, "POST", "/payments/verify-session", map[string]any{"session_id": out["session_id"]}, h.as(ana.ID))
	}
	h.wantNotes("Ana", ana.ID, "Deposit processed", 2, 2)
	h.balanced()
}

// TestNotificationsGoThroughTheOutbox: administrators' messages and
// password resets are queued in the outbox, shown on the dev mailbox and
// sent by the worker's drainer.
func TestNotificationsGoThroughTheOutbox(t *testing.T) {
	h := newHarness(t, raiseLimits)
	ana, cara := testenv.Member(t, h.pool, "Ana"), testenv.Member(t, h.pool, "Cara")
	sqlExec(t, h.pool, `UPDATE users SET email_notifications = false WHERE id = $1`, cara.ID)
	for _, u := range []string{ana.ID, cara.ID} {
		h.jsonDo(200, "POST", "/admin/users/"+u+"/message", map[string]any{"subject": "Welcome", "message": "Glad you are here!"}, h.admin())
	}
	h.jsonDo(200, "POST", "/password-reset/request", map[string]any{"email": ana.Email}, nil)
	if n := h.count(`SELECT count(*) FROM member_messages WHERE kind = 'admin' AND subject = 'Welcome'`); n != 2 {
		t.Fatalf("admin messages stored: %d", n)
	}
	if n := h.count(`SELECT count(*) FROM email_outbox WHERE subject = 'Welcome'`); n != 1 {
		t.Fatalf("admin message emails: %d (Cara turned emails off)", n)
	}

	page := h.do("GET", "/dev/mail", "")
	html := page.Body.String()
	for _, want := range []string{"Dev mailbox", "Reset your PurseTrade password", "/reset-password?token=", "Welcome",
		"Glad you are here!", ana.Email, "pending"} {
		if page.Code != 200 || !strings.Contains(html, want) {
			t.Fatalf("dev mailbox lacks %q: %d\n%s", want, page.Code, html)
		}
	}
	if strings.Contains(html, cara.Email) {
		t.Fatal("the dev mailbox shows a mail that was never queued")
	}

	// The worker process drains the outbox.
	rec := &email.Recorder{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- worker.Run(ctx, worker.Deps{Temporal: h.temporal, Pool: h.pool, Logger: testenv.Logger(),
			TaskQueue: "outbox-" + ids.New(), Shipping: h.backend.Shipping,
			Mailer: outbox.Unsealing{Next: rec, Box: h.backend.Outbox}}) // as the CLI wires it
	}()
	testenv.Eventually(t, 10*time.Second, func() error {
		if sent := rec.Sent(); len(sent) < 2 {
			return fmt.Errorf("sent: %+v", sent)
		}
		return nil
	})
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	sent := rec.Sent()
	i := slices.IndexFunc(sent, func(m email.Message) bool { return m.To == ana.Email && strings.HasPrefix(m.Subject, "Reset") })
	if len(sent) != 2 || i < 0 || !slices.ContainsFunc(sent, func(m email.Message) bool { return m.Subject == "Welcome" }) {
		t.Fatalf("sent: %+v", sent)
	}
	reset := sent[i] // the drain order of two mails queued together is not defined
	if reset.Subject != "Reset your PurseTrade password" || !strings.Contains(reset.Text, "/reset-password?token=") {
		t.Fatalf("reset email: %+v", reset)
	}
	if html := h.do("GET", "/dev/mail", "").Body.String(); strings.Contains(html, ">pending<") || !strings.Contains(html, ">sent<") {
		t.Fatalf("dev mailbox after sending:\n%s", html)
	}

	// Outside dev mode the mailbox does not exist.
	for _, rt := range routeTable(t, func(c *config.Config) { c.Mode, c.TOTPEncryptionKey = config.ModeProd, secretbox.NewKey() }) {
		if rt.path == "/dev/mail" {
			t.Fatal("/dev/mail is registered outside dev mode")
		}
	}
}
