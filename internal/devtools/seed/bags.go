package seed

// demoBag is one bag of the demo catalog.
type demoBag struct {
	name, brand, condition string
	value                  int64 // dollars
	material, color, about string
	look                   look
}

var sizeOfStyle = map[string]string{
	"clutch": "Mini/Clutch", "wallet": "Mini/Clutch", "crossbody": "Small/Crossbody",
	"satchel": "Medium/Shoulder", "tote": "Large/Tote", "duffel": "Extra Large/Weekend",
}

// Backgrounds (top, bottom) the pictures rotate through.
var backdrops = [][2]uint32{
	{0xF7E8E1, 0xEAD3C8}, {0xE8F0F2, 0xCFDDE2}, {0xFBEFF3, 0xEED3DC}, {0xF4F1EA, 0xE0DACB},
	{0xF1F4EC, 0xDCE4D0}, {0xEEF1F6, 0xD5DCE8}, {0xFFF8E7, 0xF1E3C0}, {0xF3F0F7, 0xDDD5E8},
}

func bag(name, brand, condition string, value int64, material, color, about, style string, base, second uint32, pattern string, gold bool) demoBag {
	return demoBag{name: name, brand: brand, condition: condition, value: value, material: material, color: color,
		about: about, look: look{style: style, base: base, second: second, pattern: pattern, gold: gold, thread: 0xF3E2C7}}
}

// demoBags are about forty approved bags across brands, sizes and conditions.
var demoBags = []demoBag{
	bag("Classic Flap Bag", "Chanel", "Like New", 4800, "Lambskin", "Black", "Quilted lambskin with a gold chain strap and turn-lock. Dust bag included.", "crossbody", 0x141414, 0x2B2B2B, "quilted", true),
	bag("Neverfull MM Tote", "Louis Vuitton", "Good", 1450, "Coated canvas", "Brown", "Roomy everyday tote with light patina on the handles. Fits a laptop.", "tote", 0x6B4F2A, 0xC8A96B, "monogram", true),
	bag("Birkin-Style Top Handle", "Hermès", "Like New", 9800, "Togo leather", "Gold tan", "Structured top handle in warm tan leather with gold hardware.", "satchel", 0xB5651D, 0x000000, "", true),
	bag("Jackie 1961 Hobo", "Gucci", "Good", 1900, "Calfskin", "Rouge", "Half-moon shoulder bag with the piston closure. Small mark on the back.", "satchel", 0x9E1B32, 0x000000, "", true),
	bag("Cassette Crossbody", "Bottega Veneta", "New", 2600, "Intrecciato leather", "Parakeet", "Padded woven leather in a bright green. Never carried.", "crossbody", 0x3FA34D, 0x2E7D32, "weave", false),
	bag("Saddle Bag", "Dior", "Like New", 3400, "Oblique jacquard", "Blue", "Iconic saddle shape with the CD charm. Adjustable strap.", "crossbody", 0x2A3F6B, 0x5C7BB5, "monogram", true),
	bag("Baguette Shoulder", "Fendi", "Good", 1700, "Canvas and leather", "Tobacco", "The original baguette with a FF-style buckle.", "satchel", 0x7A4B2A, 0xA8794E, "check", true),
	bag("Loulou Chain Bag", "Saint Laurent", "Like New", 2100, "Chevron-quilted calfskin", "Dark beige", "Soft quilted shoulder bag with a sliding chain.", "crossbody", 0xBFA58A, 0x9E8266, "quilted", true),
	bag("Le Cagole Shoulder", "Balenciaga", "Fair", 1300, "Arena lambskin", "Black", "Studded moto shoulder bag. Some scuffs on the corners, priced for it.", "satchel", 0x1E1E1E, 0x000000, "", false),
	bag("Triomphe Box Bag", "Celine", "Like New", 3100, "Shiny calfskin", "Tan", "Compact box bag with the Triomphe clasp.", "satchel", 0xA0522D, 0x000000, "", true),
	bag("Antigona Small", "Givenchy", "Good", 1500, "Grained leather", "Oxblood", "Structured tote with a zip top and detachable strap.", "satchel", 0x5C1A1B, 0x000000, "", false),
	bag("Rockstud Clutch", "Valentino", "Like New", 1100, "Calfskin", "Poudre", "Envelope clutch with platinum-finish studs.", "clutch", 0xE8C4C4, 0x000000, "", true),
	bag("TB Check Tote", "Burberry", "Good", 950, "Canvas", "Archive beige", "House check tote, clean inside, ideal for work.", "tote", 0xCBB48E, 0x8D2B2B, "check", false),
	bag("Marcie Saddle", "Chloé", "Good", 890, "Grained calfskin", "Tan", "Boho crossbody with horseshoe stitching.", "crossbody", 0xB07B4F, 0x000000, "", true),
	bag("Puzzle Small", "Loewe", "Like New", 2700, "Calfskin", "Ochre", "Geometric panels that fold flat. Long strap included.", "satchel", 0xC98B2B, 0x000000, "", false),
	bag("Matelassé Shoulder", "Miu Miu", "Good", 1250, "Quilted nappa", "Pink", "Soft quilted bag with a gold logo plaque.", "crossbody", 0xE7A6B8, 0xD18CA0, "quilted", true),
	bag("Saint Louis PM", "Goyard", "Like New", 1900, "Goyardine canvas", "Green", "Light tote in the chevron canvas with a pouch.", "tote", 0x2F5D3A, 0x6E9C78, "dots", false),
	bag("Alexa Satchel", "Mulberry", "Fair", 520, "Buffalo leather", "Oak", "A well-loved classic with character. Strap has wear.", "satchel", 0x8A5A2B, 0x000000, "", true),
	bag("Vara Bow Wallet", "Salvatore Ferragamo", "Good", 380, "Calfskin", "Red", "Continental wallet with the grosgrain bow.", "wallet", 0xB3202A, 0x000000, "", true),
	bag("Jacquemus Le Chiquito", "Jacquemus", "New", 520, "Leather", "Lilac", "The tiny top-handle everyone wants. Tags attached.", "clutch", 0xB9A3D6, 0x000000, "", false),
	bag("Spade Flower Wallet", "Kate Spade", "Like New", 140, "Saffiano leather", "Pink", "Zip-around wallet with polka dots.", "wallet", 0xF4A7B9, 0xFFFFFF, "dots", true),
	bag("Le Pliage Large", "Longchamp", "Good", 150, "Recycled nylon", "Navy", "Foldable travel tote, packs flat for trips.", "tote", 0x1F2D4D, 0x8A6A3B, "", true),
	bag("Tabby Shoulder Bag", "Coach", "Like New", 420, "Glovetanned leather", "Chalk", "Structured flap bag with the C hardware.", "satchel", 0xEDE6DA, 0x000000, "", true),
	bag("Signature Duffle", "Coach", "Good", 380, "Coated canvas", "Khaki", "Weekend duffle with leather trim and long strap.", "duffel", 0xBFA77F, 0x7A5C3A, "monogram", true),
	bag("The Tote Medium", "Marc Jacobs", "Good", 220, "Canvas", "Black", "Canvas tote with outside pockets. Everyday hero.", "tote", 0x222222, 0xFFFFFF, "", false),
	bag("Jet Set Travel Tote", "Michael Kors", "Fair", 120, "Saffiano leather", "Luggage", "Big work tote. Corners show wear.", "tote", 0x8B5A2B, 0x000000, "", true),
	bag("Edie Shoulder", "Rebecca Minkoff", "Good", 160, "Leather", "Wine", "Quilted shoulder bag with a chain-and-leather strap.", "crossbody", 0x6D1F35, 0x5A1629, "quilted", false),
	bag("Medium Shopping Bag", "Telfar", "Like New", 240, "Vegan leather", "Cream", "The Bushwick Birkin in cream.", "tote", 0xEFE6D2, 0x000000, "", false),
	bag("Kira Chevron Crossbody", "Tory Burch", "Good", 260, "Lambskin", "Black", "Soft chevron-quilted crossbody with a double-T logo.", "crossbody", 0x181818, 0x2B2B2B, "quilted", true),
	bag("Weekender Croc Holdall", "Mulberry", "Like New", 1350, "Croc-embossed leather", "Forest", "Generous holdall for a weekend away.", "duffel", 0x29452F, 0x1B2E20, "croc", true),
	bag("Straw Market Basket", "Other", "New", 85, "Woven straw", "Natural", "Handwoven summer basket with leather handles.", "tote", 0xE6CFA0, 0xB89B5E, "weave", false),
	bag("Striped Beach Tote", "Zara", "Good", 45, "Cotton canvas", "Blue and white", "Nautical stripes, roomy enough for towels.", "tote", 0x1565C0, 0xF5F5F5, "stripes", false),
	bag("Evening Box Clutch", "Mango", "Like New", 60, "Satin", "Emerald", "Satin clutch for weddings and galas.", "clutch", 0x0F7A5A, 0x000000, "", true),
	bag("Croc Mini Wallet", "Steve Madden", "Good", 40, "Faux croc", "Green", "Compact zip wallet with card slots.", "wallet", 0x2E7D32, 0x1B5E20, "croc", true),
	bag("Devotion Clutch", "Dolce & Gabbana", "Like New", 1600, "Quilted nappa", "Red", "Heart-lock clutch with a gold chain.", "clutch", 0xB71C1C, 0x8E1414, "quilted", true),
	bag("Seau Sac Bucket", "Alexander McQueen", "Good", 1100, "Calfskin", "Ivory", "Structured crossbody with skull clasp.", "crossbody", 0xF0EAD6, 0x000000, "", false),
	bag("Arco Woven Tote", "Bottega Veneta", "Fair", 1400, "Intrecciato leather", "Fondant", "Big woven tote; faint marks inside.", "tote", 0x5D3A2E, 0x3E2720, "weave", true),
	bag("Keepall Bandoulière 50", "Louis Vuitton", "Good", 1800, "Damier canvas", "Ebene", "The classic weekender with a shoulder strap.", "duffel", 0x5A3A22, 0x8B6B4A, "check", true),
	bag("Galleria Saffiano", "Prada", "Like New", 2900, "Saffiano leather", "Black", "Double-zip tote with the triangle logo.", "satchel", 0x121212, 0x000000, "", false),
	bag("Re-Edition Nylon Mini", "Prada", "New", 1050, "Re-Nylon", "Cobalt", "Mini shoulder bag with a removable pouch.", "clutch", 0x1E3FA8, 0x000000, "", false),
}
