package seed

import (
	"image"
	"math"
)

// Picture sizes of the demo photos (square; stored through the same
// pipeline as uploads, which keeps them at this size and makes thumbnails).
const artSize = 720

// look is how one demo bag is drawn.
type look struct {
	style    string // satchel, tote, crossbody, clutch, wallet, duffel
	base     uint32 // leather colour
	second   uint32 // pattern colour
	pattern  string // "", quilted, stripes, dots, monogram, croc, weave, check
	gold     bool   // gold hardware, else silver
	bg1, bg2 uint32 // background gradient
	chain    bool   // crossbody strap as a chain
	thread   uint32 // stitching
}

// draw renders a bag picture.
func draw(l look) *image.RGBA {
	c := newCanvas(artSize, artSize)
	s := float64(artSize)
	background(c, hex(l.bg1), hex(l.bg2))
	hw := hex(0xC9C9CF)
	if l.gold {
		hw = hex(0xD4AF37)
	}
	a := art{c: c, s: s, cx: s / 2, look: l, hw: hw, base: hex(l.base), thread: hex(l.thread)}
	switch l.style {
	case "tote":
		a.tote()
	case "crossbody":
		a.crossbody()
	case "clutch":
		a.clutch()
	case "wallet":
		a.wallet()
	case "duffel":
		a.duffel()
	default:
		a.satchel()
	}
	return c.img
}

type art struct {
	c            *canvas
	s, cx        float64
	look         look
	hw           rgb // hardware colour
	base, thread rgb
}

func background(c *canvas, top, bottom rgb) {
	s := float64(c.h)
	c.fill(box{0, 0, s, s}, func(vec) float64 { return -10 }, func(p vec) rgb {
		t := p.y / s
		col := top.mix(bottom, t)
		if p.y > s*0.8 { // table top
			col = col.scale(0.93 + 0.04*smoothstep(s*0.8, s*0.83, p.y))
		}
		return col
	}, 0, 1)
}

// body paints the main leather shape with its pattern and lighting.
func (a art) body(shape sdf, bb box) paint {
	p := leather(surface(a.base, a.look.pattern, hex(a.look.second)), bb)
	a.c.fill(bb, shape, p, 0, 1)
	return p
}

func (a art) shadow(c vec, rx, ry float64) {
	// The ellipse distance is scaled by ry, so its soft edge reaches far sideways.
	a.c.fill(box{c.x - rx*1.7, c.y - ry*1.2, c.x + rx*1.7, c.y + ry*1.2}, ellipse(c, rx, ry), flat(rgb{0, 0, 0}), 14, 0.28)
}

func (a art) stitch(shape sdf, bb box, inset float64) {
	a.c.fill(bb, dashed(outline(shape, inset, 2.2), 11), flat(a.thread), 0, 0.85)
}

func (a art) metalCircle(c vec, r float64) {
	a.c.fill(box{c.x - r, c.y - r, c.x + r, c.y + r}, ellipse(c, r, r), metal(a.hw, c, r), 0, 1)
}

func (a art) metalRect(c vec, hw, hh, r float64) {
	a.c.fill(box{c.x - hw, c.y - hh, c.x + hw, c.y + hh}, roundRect(c, hw, hh, r), metal(a.hw, c, math.Max(hw, hh)), 0, 1)
}

func (a art) handle(c vec, rx, ry, w float64, col rgb) {
	bb := box{c.x - rx - w, c.y - ry - w, c.x + rx + w, c.y}
	a.c.fill(bb, arc(c, rx, ry, w), leather(flat(col), bb), 0, 1)
	a.c.fill(bb, dashed(outline(arc(c, rx, ry, w), 0, 1.6), 9), flat(a.thread), 0, 0.6)
}

// edgeShadow darkens just below a flap so it reads as a separate layer.
func (a art) edgeShadow(shape sdf, bb box, dy float64, clip sdf) {
	moved := func(p vec) float64 { return math.Max(shape(vec{p.x, p.y - dy}), clip(p)) }
	a.c.fill(box{bb.x0, bb.y0, bb.x1, bb.y1 + dy}, moved, flat(rgb{0, 0, 0}), 4, 0.35)
}

func (a art) satchel() {
	s, cx := a.s, a.cx
	top, bottom := s*0.42, s*0.8
	a.shadow(vec{cx, bottom + 6}, s*0.36, s*0.035)
	a.handle(vec{cx, top + 4}, s*0.15, s*0.18, 20, a.base.scale(0.8))
	for _, x := range []float64{cx - s*0.15, cx + s*0.15} {
		a.metalRect(vec{x, top + 2}, 11, 16, 4)
	}
	pts := []vec{{cx - s*0.24, top}, {cx + s*0.24, top}, {cx + s*0.3, bottom}, {cx - s*0.3, bottom}}
	bodyShape := polygon(pts, 22)
	bb := box{cx - s*0.3 - 22, top - 22, cx + s*0.3 + 22, bottom + 22}
	paint := a.body(bodyShape, bb)
	a.stitch(bodyShape, bb, 10)
	flap := intersect(bodyShape, ellipse(vec{cx, top - s*0.08}, s*0.45, s*0.3))
	flapBox := box{bb.x0, bb.y0, bb.x1, top + s*0.24}
	a.edgeShadow(flap, flapBox, 7, bodyShape)
	a.c.fill(flapBox, flap, func(p vec) rgb { return paint(p).scale(0.94) }, 0, 1)
	a.stitch(flap, flapBox, 9)
	clasp := vec{cx, top - s*0.08 + s*0.3 - 6}
	a.metalRect(clasp, s*0.045, s*0.028, 6)
	a.c.fill(box{clasp.x - 8, clasp.y - 8, clasp.x + 8, clasp.y + 8}, ellipse(clasp, 6, 6), flat(a.hw.scale(0.6)), 0, 1)
	for _, x := range []float64{cx - s*0.22, cx + s*0.22} {
		a.metalCircle(vec{x, bottom + 20}, 7)
	}
}

func (a art) tote() {
	s, cx := a.s, a.cx
	top, bottom := s*0.36, s*0.84
	a.shadow(vec{cx, bottom + 4}, s*0.34, s*0.035)
	handleCol := a.base.scale(0.75)
	if a.look.pattern != "" {
		handleCol = hex(a.look.second).scale(0.9)
	}
	a.handle(vec{cx + 8, top + 10}, s*0.17, s*0.22, 18, handleCol.scale(0.8)) // back handle
	pts := []vec{{cx - s*0.32, top}, {cx + s*0.32, top}, {cx + s*0.26, bottom}, {cx - s*0.26, bottom}}
	bodyShape := polygon(pts, 12)
	bb := box{cx - s*0.32 - 12, top - 12, cx + s*0.32 + 12, bottom + 12}
	a.body(bodyShape, bb)
	rim := intersect(bodyShape, func(p vec) float64 { return p.y - (top + 10) })
	a.c.fill(bb, rim, flat(a.base.scale(0.45)), 0, 1)
	a.c.fill(bb, dashed(segment(vec{cx - s*0.3, top + 26}, vec{cx + s*0.3, top + 26}, 2.2), 11), flat(a.thread), 0, 0.85)
	a.handle(vec{cx, top + 26}, s*0.17, s*0.2, 18, handleCol)
	for _, x := range []float64{cx - s*0.17, cx + s*0.17} {
		a.c.fill(box{x - 16, top + 10, x + 16, top + 80}, roundRect(vec{x, top + 45}, 14, 34, 6), leather(flat(handleCol), bb), 0, 1)
		a.metalCircle(vec{x, top + 62}, 6)
	}
}

func (a art) crossbody() {
	s, cx := a.s, a.cx
	c := vec{cx, s * 0.64}
	hw, hh := s*0.24, s*0.15
	strap := vec{cx, c.y - hh + 10}
	if a.look.chain {
		for t := 0.0; t <= math.Pi; t += math.Pi / 44 {
			p := vec{strap.x - math.Cos(t)*(hw-18), strap.y - math.Sin(t)*s*0.44}
			a.c.fill(box{p.x - 9, p.y - 9, p.x + 9, p.y + 9}, outline(ellipse(p, 8, 6), 0, 3.5), metal(a.hw, p, 8), 0, 1)
		}
	} else {
		a.handle(strap, hw-18, s*0.44, 12, a.base.scale(0.78))
	}
	a.shadow(vec{cx, c.y + hh + 4}, hw*1.15, s*0.03)
	bodyShape := roundRect(c, hw, hh, 34)
	bb := box{c.x - hw, c.y - hh, c.x + hw, c.y + hh}
	paint := a.body(bodyShape, bb)
	a.stitch(bodyShape, bb, 9)
	flap := intersect(bodyShape, ellipse(vec{cx, c.y - hh - s*0.02}, hw*1.25, hh*1.25))
	a.edgeShadow(flap, bb, 6, bodyShape)
	a.c.fill(bb, flap, func(p vec) rgb { return paint(p).scale(0.93) }, 0, 1)
	a.stitch(flap, bb, 8)
	lock := vec{cx, c.y - hh - s*0.02 + hh*1.25 - 4}
	a.metalCircle(lock, 17)
	a.c.fill(box{lock.x - 9, lock.y - 9, lock.x + 9, lock.y + 9}, ellipse(lock, 8, 8), flat(a.hw.scale(0.7)), 0, 1)
	for _, x := range []float64{c.x - hw + 18, c.x + hw - 18} {
		a.metalCircle(vec{x, c.y - hh + 8}, 8)
	}
}

func (a art) clutch() {
	s, cx := a.s, a.cx
	c := vec{cx, s * 0.6}
	hw, hh := s*0.33, s*0.14
	a.shadow(vec{cx, c.y + hh + 4}, hw*1.05, s*0.03)
	loop := vec{c.x - hw + 6, c.y + hh*0.5}
	lb := box{loop.x - 50, loop.y - 64, loop.x + 50, loop.y + 64}
	a.c.fill(lb, outline(ellipse(loop, 42, 58), 0, 9), leather(flat(a.base.scale(0.8)), lb), 0, 1)
	bodyShape := roundRect(c, hw, hh, 20)
	bb := box{c.x - hw, c.y - hh, c.x + hw, c.y + hh}
	paint := a.body(bodyShape, bb)
	a.stitch(bodyShape, bb, 8)
	tip := vec{cx, c.y + hh*0.35}
	flap := intersect(bodyShape, polygon([]vec{{c.x - hw - 20, c.y - hh - 20}, {c.x + hw + 20, c.y - hh - 20}, tip}, 4))
	a.edgeShadow(flap, bb, 6, bodyShape)
	a.c.fill(bb, flap, func(p vec) rgb { return paint(p).scale(0.9) }, 0, 1)
	a.stitch(flap, bb, 8)
	a.metalRect(vec{tip.x, tip.y - 6}, 20, 13, 6)
}

func (a art) wallet() {
	s, cx := a.s, a.cx
	c := vec{cx, s * 0.6}
	hw, hh := s*0.26, s*0.16
	a.shadow(vec{cx, c.y + hh + 4}, hw*1.1, s*0.03)
	bodyShape := roundRect(c, hw, hh, 22)
	bb := box{c.x - hw, c.y - hh, c.x + hw, c.y + hh}
	a.body(bodyShape, bb)
	a.stitch(bodyShape, bb, 8)
	zipY := c.y - hh + 22
	a.c.fill(bb, segment(vec{c.x - hw + 24, zipY}, vec{c.x + hw - 24, zipY}, 7), flat(a.base.scale(0.4)), 0, 1)
	a.c.fill(bb, dashed(segment(vec{c.x - hw + 24, zipY}, vec{c.x + hw - 24, zipY}, 5), 5), metal(a.hw, vec{cx, zipY}, hw), 0, 1)
	pull := vec{c.x + hw - 44, zipY + 22}
	a.c.fill(box{pull.x - 12, zipY - 6, pull.x + 12, pull.y + 24}, segment(vec{pull.x, zipY}, pull, 5), flat(a.hw.scale(0.8)), 0, 1)
	a.metalRect(vec{pull.x, pull.y + 10}, 8, 16, 5)
	a.c.fill(bb, segment(vec{c.x - hw + 16, c.y + 18}, vec{c.x + hw - 16, c.y + 18}, 3), flat(a.base.scale(0.7)), 0, 0.8)
	a.metalCircle(vec{cx, c.y + 48}, 11)
}

func (a art) duffel() {
	s, cx := a.s, a.cx
	c := vec{cx, s * 0.64}
	hw, hh := s*0.4, s*0.16
	a.shadow(vec{cx, c.y + hh + 4}, hw*1.05, s*0.03)
	a.handle(vec{cx, c.y - hh + 14}, s*0.14, s*0.16, 18, a.base.scale(0.7))
	bodyShape := roundRect(c, hw, hh, 80)
	bb := box{c.x - hw, c.y - hh, c.x + hw, c.y + hh}
	a.body(bodyShape, bb)
	for _, x := range []float64{c.x - hw + 30, c.x + hw - 30} {
		end := intersect(bodyShape, ellipse(vec{x, c.y}, 34, hh))
		a.c.fill(bb, end, leather(flat(a.base.scale(0.72)), bb), 0, 1)
	}
	for _, x := range []float64{cx - s*0.16, cx + s*0.16} {
		band := intersect(bodyShape, roundRect(vec{x, c.y}, 16, hh+10, 6))
		a.c.fill(bb, band, leather(flat(a.base.scale(0.68)), bb), 0, 1)
		a.c.fill(bb, dashed(outline(band, 4, 1.8), 9), flat(a.thread), 0, 0.8)
	}
	zipY := c.y - hh + 14
	a.c.fill(bb, dashed(segment(vec{c.x - hw + 70, zipY}, vec{c.x + hw - 70, zipY}, 5), 5), metal(a.hw, vec{cx, zipY}, hw), 0, 1)
	a.metalRect(vec{c.x + hw - 80, zipY + 16}, 7, 14, 4)
	a.stitch(bodyShape, bb, 9)
}
