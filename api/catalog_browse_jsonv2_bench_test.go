//go:build goexperiment.jsonv2

package api

import (
	"context"
	jsonv2 "encoding/json/v2"

	"pursetrade/internal/catalog"
)

func init() {
	browseEncoders = append(browseEncoders, browseEncoder{"json-v2", func(ctx context.Context, svc *catalog.Service, b catalog.Browse) error {
		page, err := svc.Browse(ctx, b)
		if err == nil {
			_, err = jsonv2.Marshal(page)
		}
		return err
	}})
}
