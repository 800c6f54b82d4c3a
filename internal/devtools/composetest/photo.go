package main

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
)

// photo is a small plum PNG as a data URL, the upload form's format.
func photo() string {
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for y := range 48 {
		for x := range 64 {
			img.Set(x, y, color.RGBA{163, 54, 105, 255})
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}
