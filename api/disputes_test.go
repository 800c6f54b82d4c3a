package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/disputes"
	"pursetrade/internal/disputes/disputestest"
	"pursetrade/internal/ids"
	"pursetrade/internal/images/imagestest"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// Dispute routes belong to the members of the dispute's trade.
func init() {
	addMatrixRows(map[string]matrixRow{
		"GET /disputes/:id":          ownedBy(func(m *matrixEnv) string { return matrixDispute(m).id }),
		"GET /disputes/:id/messages": ownedBy(func(m *matrixEnv) string { return matrixDispute(m).id }),
		"POST /disputes/:id/messages": ownedBy(func(m *matrixEnv) string {
			return matrixDispute(m).id
		}),
		"GET /disputes/:id/evidence/:file": ownedParams(func(m *matrixEnv) map[string]string {
			d := matrixDispute(m)
			return map[string]string{"id": d.id, "file": d.file}
		}),
	})
}

type fixtureDispute struct{ id, tradeID, file string }

// matrixDispute is an open dispute of member A (with member C) holding one
// evidence file and a message of the administrator.
func matrixDispute(m *matrixEnv) fixtureDispute {
	other := m.Member("Cleo")
	d := insertDispute(m.T, m.H, m.A.ID, other.ID)
	expectStatus(m.T, m.H.do("POST", "/disputes/"+d.id+"/messages", `{"message":"We are looking into it"}`, m.H.as(m.Admin.ID)...), 201)
	return d
}

// insertDispute writes an accepted trade (projection only) and an open
// dispute of it by user1 with one PDF.
func insertDispute(t *testing.T, h *harness, user1, user2 string) fixtureDispute {
	t.Helper()
	tradeID := projectedTrade(t, h.pool, user1, user2, rules.StatusDisputed)
	f, err := h.backend.Disputes.Files.Put("receipt.pdf", disputestest.PDF())
	if err != nil {
		t.Fatal(err)
	}
	id := ids.New()
	sqlExec(t, h.pool, `INSERT INTO disputes (id, trade_id, user_id, reason, description) VALUES ($1, $2, $3, 'other', 'Late')`,
		id, tradeID, user1)
	sqlExec(t, h.pool, `INSERT INTO dispute_evidence (id, dispute_id, uploaded_by, storage_key, original_filename, content_type, bytes)
		VALUES ($1, $2, $3, $4, 'receipt.pdf', $5, $6)`, ids.New(), id, user1, f.Key, f.ContentType, f.Bytes)
	return fixtureDispute{id: id, tradeID: tradeID, file: f.Key}
}

// projectedTrade writes a trade's projection (row and view) with no
// workflow behind it.
func projectedTrade(t *testing.T, pool *pgxpool.Pool, user1, user2, status string) string {
	t.Helper()
	hat1, hat2 := testenv.Item(t, pool, user1, 10_000), testenv.Item(t, pool, user2, 12_000)
	id := ids.New()
	start := time.Now().AddDate(0, 0, 5)
	now := time.Now().UTC()
	view, err := json.Marshal(workflows.TradeView{TradeID: id, Status: status, RequesterID: user1, OwnerID: user2, HoldUserID: user1,
		Terms: workflows.Terms{RequesterBagID: hat1.ID, OwnerBagID: hat2.ID, RequesterBagValueCents: 10_000, OwnerBagValueCents: 12_000,
			StartDate: start.Format(time.DateOnly), EndDate: start.AddDate(0, 0, 7).Format(time.DateOnly)},
		DeliveryMethod: workflows.DeliveryPickup, CreatedAt: now, UpdatedAt: now, Actions: []string{},
		Timeline: []workflows.TimelineEvent{}})
	if err != nil {
		t.Fatal(err)
	}
	sqlExec(t, pool, `INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method,
		start_date, end_date, view) VALUES ($1, 'trade-' || $1, $2, $3, $4, $5, $6, 'pickup', $7, $8, $9)`,
		id, status, user1, user2, hat1.ID, hat2.ID, start, start.AddDate(0, 0, 7), view)
	return id
}

// acceptedTrade is an accepted pickup trade: Ana ($500, a $100 bag) asked
// for Bea's $150 bag.
func acceptedTrade(h *harness) (ana, bea tradeParty, tradeID string) {
	ana = h.party("Ana", 50_000, 10_000)
	bea = h.party("Bea", 50_000, 15_000)
	tradeID = h.request(ana, bea, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+tradeID+"/accept", nil, bea.auth)
	return ana, bea, tradeID
}

// evidenceFile is one file of a multipart dispute.
type evidenceFile struct {
	name string
	data []byte
}

// postDisputeForm posts a dispute as multipart/form-data.
func (h *harness) postDisputeForm(fields map[string]string, files []evidenceFile, auth []string) *httptest.ResponseRecorder {
	h.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	for _, f := range files {
		part, _ := w.CreateFormFile("evidence", f.name)
		_, _ = part.Write(f.data)
	}
	_ = w.Close()
	return h.do("POST", "/disputes", buf.String(), append(append([]string{}, auth...), "Content-Type", w.FormDataContentType())...)
}

// count runs a counting query.
func (h *harness) count(sql string, args ...any) int {
	h.t.Helper()
	var n int
	if err := h.pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		h.t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// notes counts a member's stored notifications with the subject, and the
// emails queued to them with it.
func (h *harness) notes(userID, subject string) (stored, mailed int) {
	h.t.Helper()
	return h.count(`SELECT count(*) FROM member_messages WHERE user_id = $1 AND subject = $2 AND kind = 'notification'`, userID, subject),
		h.count(`SELECT count(*) FROM email_outbox WHERE user_id = $1 AND subject = $2`, userID, subject)
}

func (h *harness) wantNotes(who, userID, subject string, stored, mailed int) {
	h.t.Helper()
	if s, m := h.notes(userID, subject); s != stored || m != mailed {
		h.t.Fatalf("%s: %q stored %d mailed %d, want %d and %d", who, subject, s, m, stored, mailed)
	}
}

func evidenceDirFiles(h *harness) int {
	entries, _ := os.ReadDir(filepath.Join(h.cfg.DataDir, "evidence"))
	return len(entries)
}

func TestDisputesPauseTheTradeAndTheAwardMovesMoney(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	eve := h.party("Eve", 0, 9_000)
	sqlExec(t, h.pool, `UPDATE users SET trade_updates = false WHERE id = $1`, bea.user.ID) // dispute mails still go
	id := h.request(ana, bea, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, ana.auth)

	rec := h.postDisputeForm(map[string]string{"trade_id": id, "reason": "item_damaged", "issue": "Torn strap",
		"description": "The strap came back torn."}, []evidenceFile{{"strap.png", imagestest.PNG(16, 16)},
		{"receipt.pdf", disputestest.PDF()}}, bea.auth)
	if rec.Code != http.StatusCreated {
		t.Fatalf("open dispute: %d %s", rec.Code, rec.Body)
	}
	// The workflow paused the trade before the answer: the next ack is refused.
	h.refused(h.do("PUT", "/trades/"+id+"/ack/received", "", bea.auth...), http.StatusConflict,
		"Trade actions are disabled while dispute is active")
	var created struct {
		Message string      `json:"message"`
		Dispute disputeJSON `json:"dispute"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &created)
	d := created.Dispute
	if d.Status != "open" || d.Reason != "item_damaged" || d.Issue != "Torn strap" || d.ReportedBy != "Bea" ||
		len(d.Evidence) != 2 || d.Evidence[0].ContentType != "image/png" || d.Evidence[1].Filename != "receipt.pdf" ||
		d.Trade == nil || d.Trade.Status != rules.StatusDisputed || d.Trade.DisputeID != d.ID || d.User1 != nil ||
		!strings.Contains(created.Message, "24-48 hours") {
		t.Fatalf("created dispute: %s", rec.Body)
	}
	h.refused(h.doJSON("POST", "/disputes", map[string]any{"trade_id": id, "reason": "other", "description": "Me too"}, ana.auth),
		http.StatusConflict, "A dispute has already been created for this trade")
	h.refused(h.doJSON("PUT", "/trades/"+id+"/cancel", nil, ana.auth), http.StatusConflict,
		"Trade actions are disabled while dispute is active")

	// Both members see it with its trade; outsiders see nothing.
	for _, p := range []tradeParty{ana, bea} {
		out := h.jsonDo(200, "GET", "/disputes/my-disputes", nil, p.auth)
		list := out["disputes"].([]any)
		if len(list) != 1 || out["open_count"] != 1.0 || list[0].(map[string]any)["trade"].(map[string]any)["_id"] != id {
			t.Fatalf("%s's disputes: %v", p.user.Name, out)
		}
	}
	if out := h.jsonDo(200, "GET", "/disputes/my-disputes", nil, eve.auth); len(out["disputes"].([]any)) != 0 {
		t.Fatalf("outsider's disputes: %v", out)
	}
	evidence := d.Evidence[1]
	for _, call := range []struct{ method, path, body string }{
		{"GET", "/disputes/" + d.ID, ""},
		{"GET", "/disputes/" + d.ID + "/messages", ""},
		{"POST", "/disputes/" + d.ID + "/messages", `{"message":"Let me in"}`},
		{"GET", evidence.URL, ""},
	} {
		h.refused(h.do(call.method, call.path, call.body, eve.auth...), http.StatusNotFound, "Dispute not found")
	}
	h.refused(h.do("GET", "/disputes/"+d.ID+"/evidence/"+strings.Repeat("a", 32)+".pdf", "", ana.auth...),
		http.StatusNotFound, "Evidence file not found")
	h.refused(h.do("GET", "/disputes/"+d.ID+"/evidence/secret.pdf", "", ana.auth...), http.StatusNotFound,
		"Evidence file not found")
	for _, auth := range [][]string{ana.auth, h.admin()} {
		file := h.do("GET", evidence.URL, "", auth...)
		if file.Code != 200 || file.Header().Get("Content-Type") != "application/pdf" ||
			file.Header().Get("Content-Disposition") != `inline; filename=receipt.pdf` ||
			file.Header().Get("X-Content-Type-Options") != "nosniff" || !bytes.Equal(file.Body.Bytes(), disputestest.PDF()) {
			t.Fatalf("evidence download: %d %v", file.Code, file.Header())
		}
	}

	// Messages from both members and from an administrator.
	h.jsonDo(201, "POST", "/disputes/"+d.ID+"/messages", map[string]any{"message": "Photos attached."}, bea.auth)
	h.jsonDo(201, "POST", "/disputes/"+d.ID+"/messages", map[string]any{"message": "It was like that."}, ana.auth)
	h.refused(h.doJSON("POST", "/disputes/"+d.ID+"/messages", map[string]any{"message": "  "}, ana.auth), 400, "Message cannot be empty")
	h.refused(h.doJSON("POST", "/disputes/"+d.ID+"/messages", map[string]any{"message": strings.Repeat("x", 2001)}, ana.auth),
		400, "Messages can be at most 2000 characters")
	sent := h.jsonDo(201, "POST", "/admin/disputes/"+d.ID+"/messages", map[string]any{"message": "Please send photos of the strap."}, h.admin())
	if m := sent["dispute_message"].(map[string]any); m["sender"] != "admin" || m["sender_name"] != "Admin" {
		t.Fatalf("admin message: %v", sent)
	}
	msgs := h.jsonDo(200, "GET", "/disputes/"+d.ID+"/messages", nil, ana.auth)["messages"].([]any)
	if len(msgs) != 3 {
		t.Fatalf("messages: %v", msgs)
	}
	first, last := msgs[0].(map[string]any), msgs[2].(map[string]any)
	if first["sender"] != bea.user.ID || first["sender_name"] != "Bea" || first["user_name"] != "Bea" ||
		first["message"] != "Photos attached." || first["timestamp"] == nil || last["sender"] != "admin" {
		t.Fatalf("message shape: %v / %v", first, last)
	}

	// The administrators' list: open ones, both members attached.
	list := h.jsonDo(200, "GET", "/admin/disputes", nil, h.admin())
	row := list["disputes"].([]any)[0].(map[string]any)
	if list["open_count"] != 1.0 || row["status"] != "pending" || row["user1"].(map[string]any)["email"] != ana.user.Email ||
		row["user2"].(map[string]any)["name"] != "Bea" || row["trade"].(map[string]any)["_id"] != id {
		t.Fatalf("admin list: %v", list)
	}
	detail := h.jsonDo(200, "GET", "/admin/disputes/"+d.ID, nil, h.admin())
	if len(detail["messages"].([]any)) != 3 || len(detail["dispute"].(map[string]any)["evidence"].([]any)) != 2 {
		t.Fatalf("admin detail: %v", detail)
	}

	// Resolving: every refusal, then an award out of Ana's $150 hold.
	resolve := func(body map[string]any) *httptest.ResponseRecorder {
		return h.doJSON("PUT", "/admin/disputes/"+d.ID+"/resolve", body, h.admin())
	}
	h.refused(resolve(map[string]any{"resolution": " "}), 400, "Please enter a resolution")
	h.refused(resolve(map[string]any{"resolution": "x", "award": map[string]any{"to_user_id": eve.user.ID, "amount": 10}}),
		400, "The award must go to one of the two members of the trade")
	h.refused(resolve(map[string]any{"resolution": "x", "award": map[string]any{"to_user_id": bea.user.ID, "amount": "ten"}}),
		400, "Please enter a valid award amount")
	h.refused(resolve(map[string]any{"resolution": "x", "award": map[string]any{"to_user_id": bea.user.ID, "amount": 150.01}}),
		422, "The award cannot exceed the other member's hold of $150.00")
	h.refused(resolve(map[string]any{"resolution": "x", "award": map[string]any{"to_user_id": ana.user.ID, "amount": 101}}),
		422, "The award cannot exceed the other member's hold of $100.00")
	h.refused(h.doJSON("PUT", "/admin/disputes/"+ids.New()+"/resolve", map[string]any{"resolution": "x"}, h.admin()),
		404, "Dispute not found")
	h.wantBalance("nothing moved yet", ana.user.ID, 49_000, 15_000)

	out := h.jsonDo(200, "PUT", "/admin/disputes/"+d.ID+"/resolve", map[string]any{"resolution": "Damage confirmed from the photos.",
		"award": map[string]any{"to_user_id": bea.user.ID, "amount": "40"}}, h.admin())
	res := out["dispute"].(map[string]any)
	if res["status"] != "resolved" || res["admin_response"] != "Damage confirmed from the photos." || res["resolved_by"] != h.adminUserID() ||
		res["resolved_at"] == nil || res["award"].(map[string]any)["amount"] != 40.0 || out["message"] != "Dispute resolved" {
		t.Fatalf("resolved: %v", out)
	}
	if v := h.waitClosed(id); v.Status != rules.StatusCompleted {
		t.Fatalf("trade after resolve: %s", v.Status)
	}
	// Members see "Support", never the administrator's id.
	for _, d := range h.jsonDo(200, "GET", "/disputes/my-disputes", nil, bea.auth)["disputes"].([]any) {
		if got := d.(map[string]any)["resolved_by"]; got != supportName {
			t.Fatalf("a member reads resolved_by %v", got)
		}
	}
	h.wantBalance("paid the award out of her hold", ana.user.ID, 49_000-4_000, 0)
	h.wantBalance("received the award", bea.user.ID, 49_000+4_000, 0)
	h.balanced()
	h.refused(resolve(map[string]any{"resolution": "again"}), 409, "This dispute is already resolved")
	h.refused(h.doJSON("POST", "/disputes/"+d.ID+"/messages", map[string]any{"message": "One more thing"}, bea.auth),
		409, "Messaging is only available on open disputes")
	h.refused(h.doJSON("POST", "/admin/disputes/"+d.ID+"/messages", map[string]any{"message": "Closing"}, h.admin()),
		409, "Messaging is only available on open disputes")
	if l := h.jsonDo(200, "GET", "/admin/disputes", nil, h.admin()); len(l["disputes"].([]any)) != 0 || l["open_count"] != 0.0 {
		t.Fatalf("closed disputes are hidden by default: %v", l)
	}
	if l := h.jsonDo(200, "GET", "/admin/disputes?show_closed=true", nil, h.admin()); len(l["disputes"].([]any)) != 1 {
		t.Fatalf("show_closed: %v", l)
	}

	// Both were told at each step; Bea's trade emails are off, her dispute emails are not.
	for _, p := range []tradeParty{ana, bea} {
		h.wantNotes(p.user.Name, p.user.ID, "A dispute was opened on your trade", 1, 1)
		h.wantNotes(p.user.Name, p.user.ID, "New message about your dispute", 1, 1)
		h.wantNotes(p.user.Name, p.user.ID, "Your dispute was resolved", 1, 1)
	}
	h.wantNotes("Ana", ana.user.ID, "Trade accepted", 1, 1)
	h.wantNotes("Bea", bea.user.ID, "Trade accepted", 1, 0)
	var content string
	_ = h.pool.QueryRow(context.Background(), `SELECT content FROM member_messages WHERE user_id = $1 AND subject = 'Your dispute was resolved'`,
		ana.user.ID).Scan(&content)
	if !strings.Contains(content, "Damage confirmed") || !strings.Contains(content, "awarded $40.00 out of your hold") {
		t.Fatalf("Ana's resolution notice: %q", content)
	}
	if n := h.count(`SELECT count(*) FROM admin_audit_log WHERE action = 'dispute.resolve' AND target_id = $1`, d.ID); n != 1 {
		t.Fatalf("audit rows %d", n)
	}
}

func TestDisputesRefusals(t *testing.T) {
	h := tradeHarness(t)
	ana, bea, id := acceptedTrade(h)
	eve := h.party("Eve", 0, 9_000)
	post := func(body map[string]any, auth []string) *httptest.ResponseRecorder {
		b := map[string]any{"trade_id": id, "reason": "item_not_received", "description": "Nothing arrived."}
		for k, v := range body {
			b[k] = v
		}
		return h.doJSON("POST", "/disputes", b, auth)
	}
	pdf := disputestest.DataURL("application/pdf", disputestest.PDF())
	h.refused(post(map[string]any{"trade_id": ""}, ana.auth), 400, "No trade selected for dispute")
	h.refused(post(map[string]any{"reason": ""}, ana.auth), 400, "Please select a reason for the dispute")
	h.refused(post(map[string]any{"reason": "changed_my_mind"}, ana.auth), 400, "Please select a reason for the dispute")
	h.refused(post(map[string]any{"description": " \n "}, ana.auth), 400, "Please provide a description of the issue")
	h.refused(post(nil, eve.auth), 404, "Trade not found")
	h.refused(post(map[string]any{"trade_id": ids.New()}, ana.auth), 404, "Trade not found")
	h.refused(post(map[string]any{"evidence": []any{disputestest.DataURL("text/html", []byte("<script>x</script>"))}}, ana.auth),
		400, "Evidence files must be images, PDF, DOC or DOCX documents")
	h.refused(post(map[string]any{"evidence": []any{"data:application/pdf;base64,"}}, ana.auth), 400, "One or more selected files are empty")
	h.refused(post(map[string]any{"evidence": []any{"https://example.com/photo.jpg"}}, ana.auth), 400,
		"Evidence must be files or base64 data URLs (data:...;base64,...)")
	eleven := make([]any, 11)
	for i := range eleven {
		eleven[i] = pdf
	}
	h.refused(post(map[string]any{"evidence": eleven}, ana.auth), 400, "You can attach at most 10 evidence files")
	big := append(disputestest.PDF(), make([]byte, disputes.MaxFileBytes)...)
	h.refused(h.postDisputeForm(map[string]string{"trade_id": id, "reason": "other", "description": "x"},
		[]evidenceFile{{"big.pdf", big}}, ana.auth), 413, "Each evidence file must be 10 MB or smaller")
	h.refused(h.postDisputeForm(map[string]string{"reason": "other", "description": "x"},
		[]evidenceFile{{"a.pdf", disputestest.PDF()}}, ana.auth), 400, "No trade selected for dispute")
	h.refused(h.do("POST", "/disputes", "--x\r\nbroken", append(ana.auth, "Content-Type", "multipart/form-data")...), 400,
		"Malformed multipart form")
	if n := evidenceDirFiles(h); n != 0 {
		t.Fatalf("refused disputes left %d files", n)
	}

	// A pending trade cannot be disputed; neither can a cancelled one.
	pam := h.party("Pam", 50_000, 8_000)
	pending := h.request(pam, h.party("Quinn", 0, 8_000), "pickup")
	h.refused(h.doJSON("POST", "/disputes", map[string]any{"trade_id": pending, "reason": "other", "description": "x"}, pam.auth),
		409, "A dispute can only be opened on an active trade")

	// JSON with data URLs (DOCX and JPEG) opens the dispute.
	out := h.jsonDo(201, "POST", "/disputes", map[string]any{"trade_id": id, "reason": "item_not_received", "description": "Nothing arrived.",
		"evidence": []any{map[string]any{"name": "letter.docx", "data": disputestest.DataURL("application/octet-stream", disputestest.DOCX())},
			disputestest.DataURL("image/jpeg", imagestest.JPEG(30, 20))}}, ana.auth)
	ev := out["dispute"].(map[string]any)["evidence"].([]any)
	if len(ev) != 2 || ev[0].(map[string]any)["filename"] != "letter.docx" || ev[1].(map[string]any)["content_type"] != "image/jpeg" {
		t.Fatalf("json evidence: %v", ev)
	}
	doc := h.do("GET", ev[0].(map[string]any)["url"].(string), "", bea.auth...)
	if doc.Code != 200 || !strings.HasPrefix(doc.Header().Get("Content-Disposition"), "attachment") ||
		doc.Header().Get("Content-Type") != "application/vnd.openxmlformats-officedocument.wordprocessingml.document" {
		t.Fatalf("docx download: %d %v", doc.Code, doc.Header())
	}
	if n := evidenceDirFiles(h); n != 2 {
		t.Fatalf("%d evidence files stored, want 2", n)
	}
	h.refused(h.do("GET", "/disputes/"+ids.New(), "", ana.auth...), 404, "Dispute not found")
	h.refused(h.do("GET", "/disputes/not-an-id/messages", "", ana.auth...), 404, "Dispute not found")
}

// TestDisputesSignalFailureLeavesNothing: a trade whose workflow is gone
// (the projection still says accepted) refuses the dispute and keeps no row
// or file.
func TestDisputesSignalFailureLeavesNothing(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 0, 10_000), h.party("Bea", 0, 12_000)
	id := projectedTrade(t, h.pool, ana.user.ID, bea.user.ID, rules.StatusAccepted)
	rec := h.postDisputeForm(map[string]string{"trade_id": id, "reason": "other", "description": "Gone"},
		[]evidenceFile{{"r.pdf", disputestest.PDF()}}, ana.auth)
	h.refused(rec, http.StatusConflict, "This trade has ended")
	if n := h.count(`SELECT count(*) FROM disputes`); n != 0 || evidenceDirFiles(h) != 0 {
		t.Fatalf("left %d disputes and %d files", n, evidenceDirFiles(h))
	}
}

// TestDisputesInTheInspectionWindowAndAfterForceComplete: a dispute opened
// after both returns (inspection window) resolves without an award; one
// whose trade an administrator force-completed is resolved on record only.
func TestDisputesInTheInspectionWindowAndAfterForceComplete(t *testing.T) {
	h := tradeHarness(t, func(c *config.Config) { c.Inspection = time.Hour })
	ana, bea, id := acceptedTrade(h)
	for _, step := range []string{"received", "returned"} {
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, ana.auth)
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, bea.auth)
	}
	tr := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)
	if tr["status"] != "accepted" || tr["inspection_ends_at"] == nil {
		t.Fatalf("inspection window: %v", tr)
	}
	out := h.jsonDo(201, "POST", "/disputes", map[string]any{"trade_id": id, "reason": "item_not_as_described",
		"description": "Not the bag in the photos."}, ana.auth)
	did := out["dispute"].(map[string]any)["_id"].(string)
	h.jsonDo(200, "PUT", "/admin/disputes/"+did+"/resolve", map[string]any{"resolution": "No evidence of a problem."}, h.admin())
	if v := h.waitClosed(id); v.Status != rules.StatusCompleted {
		t.Fatalf("status %s", v.Status)
	}
	h.wantBalance("no award", ana.user.ID, 49_000, 0)
	h.wantBalance("no award", bea.user.ID, 49_000, 0)

	cara, dana := h.party("Cara", 50_000, 10_000), h.party("Dana", 50_000, 10_000)
	id2 := h.request(cara, dana, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+id2+"/accept", nil, dana.auth)
	out = h.jsonDo(201, "POST", "/disputes", map[string]any{"trade_id": id2, "reason": "communication_problem",
		"description": "No answer."}, dana.auth)
	did2 := out["dispute"].(map[string]any)["_id"].(string)
	h.jsonDo(200, "POST", "/admin/trades/"+id2+"/force-complete", map[string]any{"reason": "Settled by phone"}, h.admin())
	h.waitClosed(id2)
	h.refused(h.doJSON("PUT", "/admin/disputes/"+did2+"/resolve", map[string]any{"resolution": "x",
		"award": map[string]any{"to_user_id": dana.user.ID, "amount": 5}}, h.admin()), 409,
		"The trade has already ended, so no award can be paid from a hold")
	res := h.jsonDo(200, "PUT", "/admin/disputes/"+did2+"/resolve", map[string]any{"resolution": "Settled by phone"}, h.admin())
	if res["dispute"].(map[string]any)["status"] != "resolved" {
		t.Fatalf("resolved on record: %v", res)
	}
	h.balanced()
}

// TestDisputesCleanupMergesDuplicates: duplicates can only exist without
// the unique index, so this test's own database drops it first.
func TestDisputesCleanupMergesDuplicates(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 0, 10_000), h.party("Bea", 0, 12_000)
	first := insertDispute(t, h, ana.user.ID, bea.user.ID)
	sqlExec(t, h.pool, `ALTER TABLE disputes DROP CONSTRAINT disputes_trade_id_key`)
	var dups []string
	for i := range 2 {
		dup := ids.New()
		dups = append(dups, dup)
		sqlExec(t, h.pool, `INSERT INTO disputes (id, trade_id, user_id, reason, description, created_at)
			VALUES ($1, $2, $3, 'item_damaged', $4, now() + $5 * interval '1 minute')`, dup, first.tradeID, bea.user.ID,
			fmt.Sprintf("Duplicate %d", i), i+1)
		sqlExec(t, h.pool, `INSERT INTO dispute_messages (id, dispute_id, sender_user_id, sender_name, message) VALUES ($1, $2, $3, 'Bea', 'Hello')`,
			ids.New(), dup, bea.user.ID)
		sqlExec(t, h.pool, `INSERT INTO dispute_evidence (id, dispute_id, storage_key, content_type, bytes) VALUES ($1, $2, $3, 'application/pdf', 10)`,
			ids.New(), dup, ids.New()+".pdf")
	}
	other := insertDispute(t, h, bea.user.ID, ana.user.ID) // another trade's single dispute stays
	out := h.jsonDo(200, "POST", "/admin/cleanup-duplicate-disputes", nil, h.admin())
	if out["merged"] != 2.0 || out["disputes_checked"] != 4.0 || out["message"] != "Merged 2 duplicate disputes" {
		t.Fatalf("cleanup: %v", out)
	}
	if n := h.count(`SELECT count(*) FROM disputes WHERE id = ANY($1)`, dups); n != 0 {
		t.Fatalf("%d duplicates left", n)
	}
	if n := h.count(`SELECT count(*) FROM dispute_messages WHERE dispute_id = $1`, first.id); n != 4 { // 2 moved + 2 merge notes
		t.Fatalf("kept dispute has %d messages", n)
	}
	if n := h.count(`SELECT count(*) FROM dispute_evidence WHERE dispute_id = $1`, first.id); n != 3 {
		t.Fatalf("kept dispute has %d files", n)
	}
	if n := h.count(`SELECT count(*) FROM disputes WHERE id = $1`, other.id); n != 1 {
		t.Fatal("a dispute without duplicates was touched")
	}
	msgs := h.jsonDo(200, "GET", "/disputes/"+first.id+"/messages", nil, ana.auth)["messages"].([]any)
	if last := msgs[3].(map[string]any); last["message"] != "Merged duplicate dispute (item_damaged): Duplicate 1" || last["sender"] != bea.user.ID {
		t.Fatalf("merge note: %v", msgs)
	}
	if out := h.jsonDo(200, "POST", "/admin/cleanup-duplicate-disputes", nil, h.admin()); out["merged"] != 0.0 || out["disputes_checked"] != 2.0 {
		t.Fatalf("second cleanup: %v", out)
	}
}

// TestDisputesListOrder: open first, then pending, then resolved and
// closed, newest first within each; closed ones hidden on request.
func TestDisputesListOrder(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 0, 10_000)
	want := map[string]string{}
	var order []string
	for i, status := range []string{"resolved", "open", "closed", "pending", "open"} {
		d := insertDispute(t, h, ana.user.ID, h.party("P", 0, 5_000).user.ID)
		sqlExec(t, h.pool, `UPDATE disputes SET status = $2, created_at = now() - $3 * interval '1 hour' WHERE id = $1`, d.id, status, 5-i)
		want[d.id] = status
		order = append(order, d.id)
	}
	// Newest first within a group: index 4 (open) before index 1 (open), ...
	expected := []string{order[4], order[1], order[3], order[2], order[0]}
	ids := func(out map[string]any) []string {
		var got []string
		for _, d := range out["disputes"].([]any) {
			got = append(got, d.(map[string]any)["_id"].(string))
		}
		return got
	}
	mine := h.jsonDo(200, "GET", "/disputes/my-disputes", nil, ana.auth)
	if fmt.Sprint(ids(mine)) != fmt.Sprint(expected) || mine["open_count"] != 3.0 {
		t.Fatalf("member order %v, want %v (statuses %v)", ids(mine), expected, want)
	}
	if got := ids(h.jsonDo(200, "GET", "/disputes/my-disputes?show_closed=false", nil, ana.auth)); fmt.Sprint(got) != fmt.Sprint(expected[:3]) {
		t.Fatalf("without closed: %v", got)
	}
	if got := ids(h.jsonDo(200, "GET", "/admin/disputes", nil, h.admin())); fmt.Sprint(got) != fmt.Sprint(expected[:3]) {
		t.Fatalf("admin default: %v", got)
	}
	if got := ids(h.jsonDo(200, "GET", "/admin/disputes?show_closed=true&per_page=2&page=2", nil, h.admin())); fmt.Sprint(got) != fmt.Sprint(expected[2:4]) {
		t.Fatalf("admin page 2: %v", got)
	}
}

// Evidence is read only once the caller is known to be a member of the
// trade (an outsider's files, even unreadable ones, are answered "Trade not
// found" and nothing is stored), and each member's evidence is capped.
func TestDisputeEvidenceOnlyFromMembersAndCapped(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.MemberEvidenceQuotaMB = 1 })
	ana, bea, eve := testenv.Member(t, h.pool, "Ana"), testenv.Member(t, h.pool, "Bea"), testenv.Member(t, h.pool, "Eve")
	tradeID := projectedTrade(t, h.pool, ana.ID, bea.ID, "accepted")
	dir := filepath.Join(h.cfg.DataDir, "evidence")
	fields := map[string]string{"trade_id": tradeID, "reason": "other", "description": "Never arrived"}

	h.refused(h.postDisputeForm(fields, []evidenceFile{{"x.bin", []byte("not evidence")}}, h.as(eve.ID)), 404, "Trade not found")
	big := append(disputestest.PDF(), bytes.Repeat([]byte{' '}, 1<<20)...)
	h.refused(h.postDisputeForm(fields, []evidenceFile{{"big.pdf", big}}, h.as(ana.ID)), 409, disputes.ErrEvidenceQuota.Error())
	delete(fields, "trade_id")
	h.refused(h.postDisputeForm(fields, []evidenceFile{{"a.pdf", disputestest.PDF()}}, h.as(ana.ID)), 400,
		disputes.ErrNoTrade.Error())
	if _, files := storeSize(t, dir); files != 0 {
		t.Fatalf("%d evidence files stored", files)
	}
}

// Disputes sent at once by one member cannot together store more evidence
// than the quota: both pass the check made while their files are read, and
// the count under the member's lock lets exactly one in.
func TestDisputeEvidenceQuotaHoldsForParallelDisputes(t *testing.T) {
	h := tradeHarness(t, func(c *config.Config) { c.MemberEvidenceQuotaMB = 1 })
	bea := h.party("Bea", 50_000, 15_000)
	beaSecondBag := tradeParty{user: bea.user, bag: testenv.Item(t, h.pool, bea.user.ID, 15_000), auth: bea.auth}
	var trades []string
	for i, owner := range []tradeParty{bea, beaSecondBag} {
		requester := h.party(fmt.Sprintf("Requester%d", i), 50_000, 10_000)
		id := h.request(requester, owner, "pickup")
		h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, requester.auth)
		trades = append(trades, id)
	}
	evidence := append(disputestest.PDF(), bytes.Repeat([]byte{' '}, 600<<10)...) // two do not fit in 1 MB

	// Hold the member's row so both requests are read and checked before
	// either can record its evidence.
	holder, err := connect(t, h).Begin(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := holder.Exec(context.Background(), `SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, bea.user.ID); err != nil {
		t.Fatal(err)
	}
	codes := make([]int, len(trades))
	var wg sync.WaitGroup
	for i, id := range trades {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := h.postDisputeForm(map[string]string{"trade_id": id, "reason": "other", "description": "Scuffed"},
				[]evidenceFile{{"photos.pdf", evidence}}, bea.auth)
			codes[i] = rec.Code
		}()
	}
	waitForWaiters(t, connect(t, h), "%", len(trades)) // at the lock (without it, at the dispute's reference to the member)
	_ = holder.Rollback(context.Background())
	wg.Wait()
	slices.Sort(codes)
	if !slices.Equal(codes, []int{http.StatusCreated, http.StatusConflict}) {
		t.Fatalf("answers %v, want one 201 and one 409", codes)
	}
	if kept := h.count(`SELECT coalesce(sum(bytes), 0) FROM dispute_evidence WHERE uploaded_by = $1`, bea.user.ID); kept > 1<<20 {
		t.Fatalf("%d bytes of evidence kept over a 1 MB quota", kept)
	}
	if files := evidenceDirFiles(h); files != 1 {
		t.Fatalf("%d evidence files stored, want the admitted dispute's one", files)
	}
}
