package catalog

import (
	"fmt"

	"pursetrade/internal/images"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
)

// Member-facing messages.
const (
	MsgRequired       = "Please fill in all required fields"
	MsgValuePositive  = "Value must be greater than 0"
	MsgValueDecimals  = "Value can have at most two decimals"
	MsgValueFixed     = "Value cannot be changed after upload"
	MsgNoImage        = "Please select at least one image"
	MsgInTrade        = "This item is part of an active trade and cannot be edited/deleted"
	MsgItemNotFound   = "Item not found"
	MsgClosetNotFound = "User not found"
	MsgNotOwner       = "You can only change your own items"
	MsgBadCondition   = "Please select a valid condition: New, Like New, Good, Fair or Poor"
	MsgBadSize        = "Please select a valid size from the list"
	MsgBadBrand       = "Please select a brand from the list (or Other)"
	MsgTooLong        = "Name must be at most 120 characters, description 5000, material and color 60"
)

// Messages built from the limits they state.
var (
	MsgValueTooHigh  = "Value cannot exceed " + money.WholeUSD(money.MaxCents)
	MsgTooManyImages = fmt.Sprintf("Maximum %d images allowed", images.MaxPerItem)
)

// ErrNotFound is the 404 of an item the caller may not see.
var ErrNotFound error = refusal.New(refusal.NotFound, MsgItemNotFound)
