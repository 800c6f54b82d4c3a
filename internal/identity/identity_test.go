package identity

import "testing"

func TestInitials(t *testing.T) {
	for in, want := range map[string]string{
		"Mia Rose Lane": "MRL", "mia": "M", "  ": "", "Ève Ørsted": "", "Ann Bo Cy Di": "ABC", "José de la Cruz": "JDL",
	} {
		if got := Initials(in); got != want {
			t.Errorf("Initials(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Initials("Mia", "Lane"); got != "ML" {
		t.Errorf("first and last: %q", got)
	}
}
