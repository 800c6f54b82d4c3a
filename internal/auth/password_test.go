package auth

import (
	"context"
	"testing"
)

var bg = context.Background()

func TestHashAndCheck(t *testing.T) {
	h, err := HashPassword(bg, "correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := CheckPassword(bg, h, "correct horse"); !ok || err != nil {
		t.Fatalf("right password refused: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(bg, h, "correct horsE"); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := HashPassword(bg, "correct horse")
	if h == h2 {
		t.Fatal("hashes must be salted")
	}
	for _, bad := range []string{"", "$argon2id$", "$bcrypt$v=19$m=1,t=1,p=1$AA$AA", h[:len(h)-3] + "!!!"} {
		if ok, err := CheckPassword(bg, bad, "x"); ok || err == nil {
			t.Errorf("malformed hash %q: ok=%v err=%v", bad, ok, err)
		}
	}
}

func BenchmarkCheckPassword(b *testing.B) {
	h, _ := HashPassword(bg, "correct horse")
	for b.Loop() {
		_, _ = CheckPassword(bg, h, "correct horse")
	}
}
