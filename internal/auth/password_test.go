package auth

import "testing"

func TestHashAndCheck(t *testing.T) {
	h, err := HashPassword("correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := CheckPassword(h, "correct horse"); !ok || err != nil {
		t.Fatalf("right password refused: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(h, "correct horsE"); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := HashPassword("correct horse")
	if h == h2 {
		t.Fatal("hashes must be salted")
	}
	for _, bad := range []string{"", "$argon2id$", "$bcrypt$v=19$m=1,t=1,p=1$AA$AA", h[:len(h)-3] + "!!!"} {
		if ok, err := CheckPassword(bad, "x"); ok || err == nil {
			t.Errorf("malformed hash %q: ok=%v err=%v", bad, ok, err)
		}
	}
}

func BenchmarkCheckPassword(b *testing.B) {
	h, _ := HashPassword("correct horse")
	for b.Loop() {
		_, _ = CheckPassword(h, "correct horse")
	}
}
