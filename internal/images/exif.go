package images

import (
	"encoding/binary"
	"image"
)

// jpegOrientation reads the EXIF orientation (1-8) of a JPEG; 1 when absent
// or unreadable. Only the APP1 Exif segment's first IFD is looked at.
func jpegOrientation(data []byte) int {
	p := 2 // after SOI
	for p+4 <= len(data) && data[p] == 0xFF {
		marker := data[p+1]
		size := int(binary.BigEndian.Uint16(data[p+2:]))
		if marker == 0xDA || size < 2 || p+2+size > len(data) { // start of scan: no more metadata
			return 1
		}
		seg := data[p+4 : p+2+size]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		p += 2 + size
	}
	return 1
}

func tiffOrientation(t []byte) int {
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(t[4:]))
	if ifd+2 > len(t) {
		return 1
	}
	n := int(order.Uint16(t[ifd:]))
	for i := 0; i < n; i++ {
		e := ifd + 2 + 12*i
		if e+12 > len(t) {
			return 1
		}
		if order.Uint16(t[e:]) == 0x0112 {
			if o := int(order.Uint16(t[e+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 1
		}
	}
	return 1
}

// orient turns img upright according to an EXIF orientation.
func orient(img *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for sy := 0; sy < h; sy++ {
		for sx := 0; sx < w; sx++ {
			var dx, dy int
			switch o {
			case 2:
				dx, dy = w-1-sx, sy
			case 3:
				dx, dy = w-1-sx, h-1-sy
			case 4:
				dx, dy = sx, h-1-sy
			case 5:
				dx, dy = sy, sx
			case 6:
				dx, dy = h-1-sy, sx
			case 7:
				dx, dy = h-1-sy, w-1-sx
			case 8:
				dx, dy = sy, w-1-sx
			}
			si := img.PixOffset(b.Min.X+sx, b.Min.Y+sy)
			copy(dst.Pix[dst.PixOffset(dx, dy):][:4], img.Pix[si:si+4])
		}
	}
	return dst
}
