package api

import (
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
	"pursetrade/internal/images"
	"pursetrade/internal/inputs"
	"pursetrade/internal/refusal"
)

// itemForm is an upload or edit as sent: multipart (fields and files) or
// JSON (fields and data URLs).
type itemForm struct {
	fields catalog.Fields
	photos photoForm
}

// photoForm holds the photo part: the main photo (image / image_url), the
// additional ones (additional_images) and extra files (images), each an
// existing photo URL or a new picture.
type photoForm struct {
	mainSet, additionalSet bool
	main                   catalog.PhotoInput
	additional             []catalog.PhotoInput
	files                  []catalog.Upload
}

// uploads is an upload's pictures, main first; a URL instead of a picture
// is refused.
func (p photoForm) uploads() []catalog.Upload {
	var out []catalog.Upload
	add := func(in catalog.PhotoInput) {
		switch {
		case in.New != nil:
			out = append(out, *in.New)
		case in.URL != "":
			out = append(out, catalog.Upload{Err: images.ErrNotDataURL})
		}
	}
	if p.mainSet {
		add(p.main)
	}
	for _, in := range p.additional {
		add(in)
	}
	return append(out, p.files...)
}

func (p photoForm) edit() catalog.PhotoEdit {
	return catalog.PhotoEdit{MainSet: p.mainSet, Main: p.main, AdditionalSet: p.additionalSet,
		Additional: p.additional, Files: p.files}
}

// readItemForm parses the request body by its content type.
func readItemForm(c *gin.Context) (itemForm, error) {
	if strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		return readMultipartItem(c)
	}
	return readJSONItem(c)
}

type itemJSON struct {
	Name             *string         `json:"name"`
	Description      *string         `json:"description"`
	Brand            *string         `json:"brand"`
	Size             *string         `json:"size"`
	Condition        *string         `json:"condition"`
	Material         *string         `json:"material"`
	Color            *string         `json:"color"`
	Value            json.RawMessage `json:"value"`
	Image            *string         `json:"image"`
	ImageURL         *string         `json:"image_url"`
	AdditionalImages *[]string       `json:"additional_images"`
	Images           *[]string       `json:"images"`
}

var errBodyRead = errors.New("body already answered")

func readJSONItem(c *gin.Context) (itemForm, error) {
	var in itemJSON
	if !BindJSON(c, &in) {
		return itemForm{}, errBodyRead
	}
	f := itemForm{fields: catalog.Fields{Name: in.Name, Description: in.Description, Brand: in.Brand, Size: in.Size,
		Condition: in.Condition, Material: in.Material, Color: in.Color, Value: rawValue(in.Value)}}
	main := in.ImageURL
	if in.Image != nil {
		main = in.Image
	}
	if main != nil {
		f.photos.mainSet, f.photos.main = true, photoInput(*main)
	}
	if in.AdditionalImages != nil {
		f.photos.additionalSet = true
		for _, s := range *in.AdditionalImages {
			if strings.TrimSpace(s) != "" {
				f.photos.additional = append(f.photos.additional, photoInput(s))
			}
		}
	}
	if in.Images != nil {
		for _, s := range *in.Images {
			f.photos.files = append(f.photos.files, dataURLUpload(s))
		}
	}
	return f, nil
}

// rawValue turns the JSON value (number or string) into its text; nil when
// absent or null.
func rawValue(raw json.RawMessage) *string {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return nil
	}
	var str string
	if json.Unmarshal(raw, &str) == nil {
		return &str
	}
	return &s
}

// photoInput reads one photo entry: a data URL is a new picture, anything
// else the URL of a photo to keep.
func photoInput(s string) catalog.PhotoInput {
	if images.IsDataURL(s) {
		u := dataURLUpload(s)
		return catalog.PhotoInput{New: &u}
	}
	return catalog.PhotoInput{URL: strings.TrimSpace(s)}
}

func dataURLUpload(s string) catalog.Upload {
	data, err := images.DecodeDataURL(s)
	return catalog.Upload{Data: data, Err: err}
}

// multipartMemory is how much of a multipart body is kept in memory; the
// rest of the files spill to temporary files.
const multipartMemory = 8 << 20

func readMultipartItem(c *gin.Context) (itemForm, error) {
	if err := c.Request.ParseMultipartForm(multipartMemory); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return itemForm{}, err
		}
		return itemForm{}, refusal.New(refusal.Invalid, "Malformed multipart form")
	}
	form := c.Request.MultipartForm
	if err := checkFormText(form); err != nil {
		return itemForm{}, err
	}
	field := func(key string) *string {
		if v, ok := form.Value[key]; ok && len(v) > 0 {
			return &v[0]
		}
		return nil
	}
	f := itemForm{fields: catalog.Fields{Name: field("name"), Description: field("description"), Brand: field("brand"),
		Size: field("size"), Condition: field("condition"), Material: field("material"), Color: field("color"),
		Value: field("value")}}
	f.photos = readPhotos(form, field("image_url"))
	return f, nil
}

// readPhotos reads the form's photo parts: the main photo (a file or the
// URL of one kept), the additional ones and any new uploads.
func readPhotos(form *multipart.Form, imageURL *string) photoForm {
	var p photoForm
	switch {
	case len(form.File["image"]) > 0:
		u := readPart(form.File["image"][0])
		p.mainSet, p.main = true, catalog.PhotoInput{New: &u}
	case imageURL != nil:
		p.mainSet, p.main = true, photoInput(*imageURL)
	}
	if urls, ok := form.Value["additional_images"]; ok {
		p.additionalSet = true
		for _, s := range urls {
			if strings.TrimSpace(s) != "" {
				p.additional = append(p.additional, photoInput(s))
			}
		}
	}
	for _, fh := range form.File["additional_images"] {
		u := readPart(fh)
		p.additionalSet = true
		p.additional = append(p.additional, catalog.PhotoInput{New: &u})
	}
	for _, fh := range form.File["images"] {
		p.files = append(p.files, readPart(fh))
	}
	return p
}

// readPart reads an uploaded file, refusing one over the size limit
// without reading it.
func readPart(fh *multipart.FileHeader) catalog.Upload {
	if fh.Size > images.MaxBytes {
		return catalog.Upload{Err: images.ErrTooLarge}
	}
	f, err := fh.Open()
	if err != nil {
		return catalog.Upload{Err: images.ErrUnreadable}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, images.MaxBytes+1))
	if err != nil {
		return catalog.Upload{Err: images.ErrUnreadable}
	}
	return catalog.Upload{Data: data}
}

// checkFormText holds a multipart form's fields and file names to the text
// rule (internal/inputs), as BindJSON does a JSON body's.
func checkFormText(form *multipart.Form) error {
	for name, values := range form.Value {
		if err := inputs.Check(values); err != nil || !inputs.Clean(name) {
			return inputs.Refuse(name)
		}
	}
	for name, files := range form.File {
		for _, fh := range files {
			if !inputs.Clean(fh.Filename) || !inputs.Clean(name) {
				return inputs.Refuse(name)
			}
		}
	}
	return nil
}
