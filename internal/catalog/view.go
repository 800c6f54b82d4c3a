package catalog

import (
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"pursetrade/internal/money"
)

// UploadsPath is where item photos are served; a photo's URL is this plus
// its storage key.
const UploadsPath = "/uploads/items/"

// Item is the JSON of a bag for members and visitors. images lists every
// photo at full size (main first) and thumbnails the same photos small;
// image_url / thumbnail_url are the main photo, additional_images the rest.
type Item struct {
	ID               string        `json:"_id"`
	Name             string        `json:"name"`
	Description      string        `json:"description"`
	Brand            string        `json:"brand"`
	Size             string        `json:"size"`
	Condition        string        `json:"condition"`
	Value            money.Dollars `json:"value"`
	ImageURL         string        `json:"image_url"`
	ThumbnailURL     string        `json:"thumbnail_url"`
	AdditionalImages []string      `json:"additional_images"`
	Images           []string      `json:"images"`
	Thumbnails       []string      `json:"thumbnails"`
	UserID           string        `json:"user_id"`
	OwnerID          string        `json:"owner_id"`
	OwnerClosetName  string        `json:"owner_closet_name"`
	OwnerZip         string        `json:"owner_zip"`
	OwnerVerified    bool          `json:"owner_verified"` // the owner's identity is verified
	Featured         bool          `json:"featured"`
	FeaturedRank     *int16        `json:"featured_rank"`
	Material         string        `json:"material"`
	Color            string        `json:"color"`
	Status           string        `json:"status"`
	InTrade          bool          `json:"in_trade"`
	TradeFee         money.Dollars `json:"trade_fee"`
	CreatedAt        time.Time     `json:"created_at"`
	UpdatedAt        time.Time     `json:"updated_at"`
}

// OwnerRef names an item's owner in admin lists.
type OwnerRef struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Email      string `json:"email"`
	ClosetName string `json:"closet_name"`
	Status     string `json:"status"`
}

// AdminItem is the JSON of a bag in the admin panel.
type AdminItem struct {
	Item
	Image        string     `json:"image"`
	Owner        OwnerRef   `json:"owner"`
	StatusReason string     `json:"status_reason"`
	ApprovedAt   *time.Time `json:"approved_at"`
	RemovedAt    *time.Time `json:"removed_at"`
	// EditedAt is when the owner last changed the words of the approved,
	// listed bag since an administrator moderated it (nil: nothing to review).
	EditedAt *time.Time `json:"edited_at"`
}

// itemText is how an item's text is held: as strings (record), or as
// bytes the driver owns while a public list is encoded row by row
// (listed[pgtype.DriverBytes]).
type itemText interface{ ~string | ~[]byte }

// listed is what a public list shows of an item: the columns of a list
// query (itemQuery.list), in its order.
type listed[S itemText] struct {
	ID, OwnerID, Name, Description, Brand, Size, Condition S
	ValueCents                                             int64
	Material, Color, Status                                S
	FeaturedRank                                           *int16
	CreatedAt, UpdatedAt                                   time.Time
	OwnerCloset, OwnerZip                                  S
	OwnerVerified                                          bool
	Keys, Thumbs                                           []S
	InTrade                                                bool
	TradeFeeCents                                          int64
}

func (l *listed[S]) fields() []any {
	return []any{&l.ID, &l.OwnerID, &l.Name, &l.Description, &l.Brand, &l.Size, &l.Condition, &l.ValueCents,
		&l.Material, &l.Color, &l.Status, &l.FeaturedRank, &l.CreatedAt, &l.UpdatedAt, &l.OwnerCloset, &l.OwnerZip,
		&l.OwnerVerified, l.keys(), l.thumbs(), &l.InTrade, &l.TradeFeeCents}
}

// thumb is the key of photo i's thumbnail, or of the photo itself when it
// has none.
func (l *listed[S]) thumb(i int) S {
	if i < len(l.Thumbs) && len(l.Thumbs[i]) > 0 {
		return l.Thumbs[i]
	}
	return l.Keys[i]
}

// keys and thumbs are the photo arrays' scan targets: as FlatArrays pgx
// fills them without reflection.
func (l *listed[S]) keys() *pgtype.FlatArray[S]   { return (*pgtype.FlatArray[S])(&l.Keys) }
func (l *listed[S]) thumbs() *pgtype.FlatArray[S] { return (*pgtype.FlatArray[S])(&l.Thumbs) }

// record is one item row with its owner, photos and trade state.
type record struct {
	listed[string]
	StatusReason                       string
	ApprovedAt, RemovedAt, EditedAt    *time.Time
	OwnerName, OwnerEmail, OwnerStatus string
}

// fields are the columns of a full query (itemQuery.sql without list).
func (r *record) fields() []any {
	return []any{&r.ID, &r.OwnerID, &r.Name, &r.Description, &r.Brand, &r.Size, &r.Condition, &r.ValueCents,
		&r.Material, &r.Color, &r.Status, &r.StatusReason, &r.FeaturedRank, &r.ApprovedAt, &r.CreatedAt,
		&r.UpdatedAt, &r.RemovedAt, &r.EditedAt, &r.OwnerName, &r.OwnerEmail, &r.OwnerCloset, &r.OwnerZip, &r.OwnerVerified, &r.OwnerStatus,
		r.keys(), r.thumbs(), &r.InTrade, &r.TradeFeeCents}
}

// public reports whether visitors may see the item.
func (r *record) public() bool { return r.Status == "active" && r.OwnerStatus == "active" }

func urls(keys []string) []string {
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, UploadsPath+k)
	}
	return out
}

func (r *record) item() Item {
	thumbs := make([]string, len(r.Keys))
	for i := range r.Keys {
		thumbs[i] = r.thumb(i)
	}
	it := Item{
		ID: r.ID, Name: r.Name, Description: r.Description, Brand: r.Brand, Size: r.Size, Condition: r.Condition,
		Value: money.Dollars(r.ValueCents), Images: urls(r.Keys), Thumbnails: urls(thumbs),
		AdditionalImages: []string{}, UserID: r.OwnerID, OwnerID: r.OwnerID, OwnerClosetName: r.OwnerCloset,
		OwnerZip: r.OwnerZip, OwnerVerified: r.OwnerVerified, Featured: r.FeaturedRank != nil, FeaturedRank: r.FeaturedRank,
		Material: r.Material, Color: r.Color, Status: r.Status, InTrade: r.InTrade,
		TradeFee: money.Dollars(r.TradeFeeCents), CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
	}
	if len(it.Images) > 0 {
		it.ImageURL, it.ThumbnailURL = it.Images[0], it.Thumbnails[0]
		it.AdditionalImages = it.Images[1:]
	}
	return it
}

func (r *record) admin() AdminItem {
	it := r.item()
	return AdminItem{
		Item: it, Image: it.ImageURL, StatusReason: r.StatusReason, ApprovedAt: r.ApprovedAt, RemovedAt: r.RemovedAt, EditedAt: r.EditedAt,
		Owner: OwnerRef{ID: r.OwnerID, Name: r.OwnerName, Email: r.OwnerEmail, ClosetName: r.OwnerCloset, Status: r.OwnerStatus},
	}
}
