package seed

import (
	"image"
	"math"
)

// A tiny anti-aliased rasteriser for the demo pictures: shapes are signed
// distance functions (negative inside, in pixels), painted over an opaque
// canvas in order, each only within its bounding box.

type rgb struct{ r, g, b float64 } // 0..1

func hex(v uint32) rgb {
	return rgb{float64(v>>16&0xFF) / 255, float64(v>>8&0xFF) / 255, float64(v&0xFF) / 255}
}

func (c rgb) scale(f float64) rgb { return rgb{c.r * f, c.g * f, c.b * f} }

func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t}
}

type vec struct{ x, y float64 }

func (a vec) sub(b vec) vec       { return vec{a.x - b.x, a.y - b.y} }
func (a vec) add(b vec) vec       { return vec{a.x + b.x, a.y + b.y} }
func (a vec) mul(f float64) vec   { return vec{a.x * f, a.y * f} }
func (a vec) dot(b vec) float64   { return a.x*b.x + a.y*b.y }
func (a vec) length() float64     { return math.Hypot(a.x, a.y) }
func (a vec) cross(b vec) float64 { return a.x*b.y - a.y*b.x }

type box struct{ x0, y0, x1, y1 float64 }

func (b box) grow(d float64) box { return box{b.x0 - d, b.y0 - d, b.x1 + d, b.y1 + d} }

type sdf func(p vec) float64

type paint func(p vec) rgb

func flat(c rgb) paint { return func(vec) rgb { return c } }

type canvas struct {
	img  *image.RGBA
	w, h int
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h)), w: w, h: h}
}

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// fill paints shape with p; soft > 0 blurs the edge over that many pixels
// (shadows); opacity scales the coverage.
func (c *canvas) fill(b box, shape sdf, p paint, soft, opacity float64) {
	b = b.grow(soft + 1)
	x0, y0 := max(0, int(b.x0)), max(0, int(b.y0))
	x1, y1 := min(c.w, int(b.x1)+1), min(c.h, int(b.y1)+1)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			pt := vec{float64(x) + 0.5, float64(y) + 0.5}
			d := shape(pt)
			var a float64
			if soft > 0 {
				a = 1 - smoothstep(-soft, soft, d)
			} else {
				a = clamp01(0.5 - d)
			}
			if a <= 0 {
				continue
			}
			c.blend(x, y, p(pt), a*opacity)
		}
	}
}

func (c *canvas) blend(x, y int, col rgb, a float64) {
	i := c.img.PixOffset(x, y)
	px := c.img.Pix[i : i+4]
	px[0] = uint8(255 * clamp01(float64(px[0])/255*(1-a)+col.r*a))
	px[1] = uint8(255 * clamp01(float64(px[1])/255*(1-a)+col.g*a))
	px[2] = uint8(255 * clamp01(float64(px[2])/255*(1-a)+col.b*a))
	px[3] = 255
}

// Shapes.

func roundRect(c vec, hw, hh, r float64) sdf {
	return func(p vec) float64 {
		qx := math.Abs(p.x-c.x) - (hw - r)
		qy := math.Abs(p.y-c.y) - (hh - r)
		return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
	}
}

func ellipse(c vec, rx, ry float64) sdf {
	return func(p vec) float64 {
		d := p.sub(c)
		return (math.Hypot(d.x/rx, d.y/ry) - 1) * math.Min(rx, ry)
	}
}

// polygon is the signed distance to a convex or concave polygon, grown by r
// (rounded corners).
func polygon(pts []vec, r float64) sdf {
	return func(p vec) float64 {
		d := p.sub(pts[0]).dot(p.sub(pts[0]))
		s := 1.0
		for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
			e := pts[j].sub(pts[i])
			w := p.sub(pts[i])
			t := clamp01(w.dot(e) / e.dot(e))
			b := w.sub(e.mul(t))
			d = math.Min(d, b.dot(b))
			c1 := p.y >= pts[i].y
			c2 := p.y < pts[j].y
			c3 := e.cross(w) > 0
			if (c1 && c2 && c3) || (!c1 && !c2 && !c3) {
				s = -s
			}
		}
		return s*math.Sqrt(d) - r
	}
}

// segment is a stroke of width w from a to b with round ends.
func segment(a, b vec, w float64) sdf {
	return func(p vec) float64 {
		pa, ba := p.sub(a), b.sub(a)
		t := clamp01(pa.dot(ba) / ba.dot(ba))
		return p.sub(a.add(ba.mul(t))).length() - w/2
	}
}

// arc is the upper half of an elliptical ring (a handle or strap).
func arc(c vec, rx, ry, w float64) sdf {
	ring := ellipse(c, rx, ry)
	return func(p vec) float64 {
		return math.Max(math.Abs(ring(p))-w/2, p.y-c.y)
	}
}

func intersect(a, b sdf) sdf { return func(p vec) float64 { return math.Max(a(p), b(p)) } }

// outline turns a shape into a line along its edge, inset pixels inside.
func outline(s sdf, inset, w float64) sdf {
	return func(p vec) float64 { return math.Abs(s(p)+inset) - w/2 }
}

// dashed keeps every other stretch of a line (stitching).
func dashed(s sdf, period float64) sdf {
	return func(p vec) float64 {
		if math.Mod(math.Abs(p.x*0.8+p.y*0.6), period) > period*0.55 {
			return 1
		}
		return s(p)
	}
}

// Paints.

// leather lights a surface: brighter at the top, darker toward the sides,
// with a faint grain.
func leather(surface paint, bb box) paint {
	cx, hw := (bb.x0+bb.x1)/2, (bb.x1-bb.x0)/2
	return func(p vec) rgb {
		ty := clamp01((p.y - bb.y0) / (bb.y1 - bb.y0))
		nx := math.Abs(p.x-cx) / hw
		f := 1.12 - 0.28*ty - 0.18*math.Pow(nx, 4)
		f += 0.03 * (noise(p.x*0.9, p.y*0.9) - 0.5)
		return surface(p).scale(f)
	}
}

// metal is gold or silver hardware with a highlight.
func metal(base rgb, c vec, size float64) paint {
	return func(p vec) rgb {
		d := p.sub(c.add(vec{-size * 0.3, -size * 0.3})).length() / size
		return base.mix(rgb{1, 1, 0.95}, clamp01(0.7-d)).scale(1.05 - 0.25*clamp01(d-0.5))
	}
}

// surface is a material colour with an optional pattern in a second colour.
func surface(base rgb, kind string, second rgb) paint {
	if kind == "" {
		return flat(base)
	}
	return func(p vec) rgb { return base.mix(second, patternAt(kind, p)) }
}

func patternAt(kind string, p vec) float64 {
	switch kind {
	case "quilted":
		s := 46.0
		a := math.Abs(math.Mod(p.x+p.y+1e4, s) - s/2)
		b := math.Abs(math.Mod(p.x-p.y+1e4, s) - s/2)
		line := math.Min(a, b)
		return 0.35 * (1 - smoothstep(s/2-2.5, s/2-0.5, s/2-line))
	case "stripes":
		return 0.85 * smoothstep(-0.8, 0.8, math.Sin(p.x/9))
	case "dots":
		s := 34.0
		row := math.Floor(p.y / s)
		ox := math.Mod(row, 2) * s / 2
		dx := math.Mod(p.x+ox+1e4, s) - s/2
		dy := math.Mod(p.y+1e4, s) - s/2
		return 0.9 * (1 - smoothstep(5.5, 7, math.Hypot(dx, dy)))
	case "monogram":
		s := 40.0
		row := math.Floor(p.y / s)
		ox := math.Mod(row, 2) * s / 2
		dx := math.Mod(p.x+ox+1e4, s) - s/2
		dy := math.Mod(p.y+1e4, s) - s/2
		r := math.Hypot(dx, dy)
		petal := math.Abs(math.Cos(2 * math.Atan2(dy, dx)))
		return 0.85 * (1 - smoothstep(6+4*petal, 7.5+4*petal, r)) * (1 - smoothstep(0, 2, 2.2-r))
	case "croc":
		s := 22.0
		cx, cy := math.Floor(p.x/s), math.Floor(p.y/(s*0.8))
		jx := math.Mod(p.x+1e4, s) - s/2
		jy := math.Mod(p.y+1e4, s*0.8) - s*0.4
		edge := math.Max(math.Abs(jx)/(s/2), math.Abs(jy)/(s*0.4))
		return 0.55*smoothstep(0.78, 0.98, edge) + 0.1*hash(cx, cy)
	case "weave":
		s := 16.0
		cx, cy := math.Floor(p.x/s), math.Floor(p.y/s)
		horizontal := math.Mod(cx+cy+1e4, 2) < 1
		v := p.y
		if horizontal {
			v = p.x
		}
		return 0.45 * smoothstep(0.2, 0.9, math.Abs(math.Sin(v*math.Pi/s*2)))
	case "check":
		h := smoothstep(-0.5, 0.5, math.Sin(p.y/11)) * 0.45
		v := smoothstep(-0.5, 0.5, math.Sin(p.x/11)) * 0.45
		thin := 0.0
		if math.Mod(p.x+1e4, 66) < 3 || math.Mod(p.y+1e4, 66) < 3 {
			thin = 0.6
		}
		return math.Min(1, h+v+thin)
	}
	return 0
}

func hash(x, y float64) float64 {
	h := math.Sin(x*127.1+y*311.7) * 43758.5453
	return h - math.Floor(h)
}

// noise is smooth value noise in 0..1.
func noise(x, y float64) float64 {
	ix, iy := math.Floor(x), math.Floor(y)
	fx, fy := x-ix, y-iy
	ux, uy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	a, b := hash(ix, iy), hash(ix+1, iy)
	c, d := hash(ix, iy+1), hash(ix+1, iy+1)
	return a + (b-a)*ux + (c-a)*uy + (a-b-c+d)*ux*uy
}
