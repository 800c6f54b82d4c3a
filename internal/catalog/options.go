package catalog

import "strings"

// Brands a member picks from; "Other" covers the rest.
var Brands = []string{
	"Alexander McQueen", "Balenciaga", "Bottega Veneta", "Burberry", "Celine", "Chanel", "Chloé",
	"Coach", "Dior", "Dolce & Gabbana", "Fendi", "Furla", "Givenchy", "Goyard", "Gucci", "Hermès",
	"Jacquemus", "Kate Spade", "Loewe", "Longchamp", "Louis Vuitton", "Mango", "Marc Jacobs",
	"Michael Kors", "Miu Miu", "Mulberry", "Prada", "Rebecca Minkoff", "Saint Laurent",
	"Salvatore Ferragamo", "Steve Madden", "Telfar", "Tory Burch", "Valentino", "Zara", "Other",
}

// Conditions, best first.
var Conditions = []string{"New", "Like New", "Good", "Fair", "Poor"}

// Sizes, smallest first.
var Sizes = []string{"Mini/Clutch", "Small/Crossbody", "Medium/Shoulder", "Large/Tote", "Extra Large/Weekend"}

// DurationOptions are the trade lengths offered in days (a custom length is also allowed).
var DurationOptions = []int{1, 3, 7, 14, 30}

// canonical returns the list's spelling of v (case-insensitive), or "".
func canonical(list []string, v string) string {
	v = strings.TrimSpace(v)
	for _, s := range list {
		if strings.EqualFold(s, v) {
			return s
		}
	}
	return ""
}
