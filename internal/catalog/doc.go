// Package catalog holds the rules of bags ("hats" in the API): who sees
// which item, validation of uploads and edits, browse sorting and filters,
// featured ranks, fee settings, and the JSON shape of an item.
//
// Visibility: public lists and pages show items whose status is active and
// whose owner's account is active. Items of restricted members are hidden
// too (a restricted member cannot trade, so their bags cannot be requested).
package catalog
