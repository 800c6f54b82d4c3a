package ledger

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Member is a member as the administrators' money tools show them.
type Member struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Email  string `json:"email"`
	Status string `json:"status,omitempty"`
}

// MemberNotFound is the administrators' message for a reference that names
// no member.
const MemberNotFound = "User not found. Enter a valid 24-char ID or exact email."

var (
	hexSuffix = regexp.MustCompile(`^[0-9a-f]{6,24}$`)
	idPrefix  = regexp.MustCompile(`(?i)^id\s*:\s*`)
)

// FindMember resolves an administrator's reference to a member: a 24-hex id,
// a hex suffix of 6 or more characters matching the end of exactly one id,
// "ID: xxxxxx", or an exact email.
func (s *Service) FindMember(ctx context.Context, ref string) (Member, error) {
	qs := db.New(s.conn)
	ref = strings.TrimSpace(ref)
	if strings.Contains(ref, "@") {
		u, err := qs.MoneyUserByEmail(ctx, ref)
		return Member{ID: u.ID, Name: u.Name, Email: u.Email, Status: u.Status}, notFound(err)
	}
	ref = strings.ToLower(idPrefix.ReplaceAllString(ref, ""))
	switch {
	case ids.Valid(ref):
		u, err := qs.MoneyUserByID(ctx, ref)
		return Member{ID: u.ID, Name: u.Name, Email: u.Email, Status: u.Status}, notFound(err)
	case hexSuffix.MatchString(ref):
		us, err := qs.MoneyUsersByIDSuffix(ctx, ref)
		if err != nil {
			return Member{}, err
		}
		if len(us) != 1 {
			return Member{}, refusal.New(refusal.NotFound, MemberNotFound)
		}
		return Member{ID: us[0].ID, Name: us[0].Name, Email: us[0].Email, Status: us[0].Status}, nil
	}
	return Member{}, refusal.New(refusal.NotFound, MemberNotFound)
}

func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return refusal.New(refusal.NotFound, MemberNotFound)
	}
	return err
}

// SearchMembers suggests at most 8 members whose name or email contains text
// or whose id ends with it.
func (s *Service) SearchMembers(ctx context.Context, text string) ([]Member, error) {
	text = strings.TrimSpace(idPrefix.ReplaceAllString(strings.TrimSpace(text), ""))
	out := []Member{}
	if len(text) < 2 {
		return out, nil
	}
	rows, err := db.New(s.conn).MoneySearchUsers(ctx, escapeLike(text))
	for _, r := range rows {
		out = append(out, Member{ID: r.ID, Name: r.Name, Email: r.Email})
	}
	return out, err
}

// escapeLike makes text match literally inside a LIKE pattern.
func escapeLike(text string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(text)
}
