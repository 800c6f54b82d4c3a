package disputes

import (
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"pursetrade/internal/inputs"
	"pursetrade/internal/refusal"
	"strings"
)

// ErrMalformed refuses a multipart body that cannot be read.
var ErrMalformed = refusal.New(refusal.Invalid, "Malformed multipart form")

// Form is a dispute as submitted: the report and its evidence, stored.
type Form struct {
	Report Report
	Files  []File

	gate     Gate
	admitted bool
	budget   int64 // bytes of evidence the caller may still store
}

// Gate admits a form's evidence before any of it is read or stored: it
// checks that the caller may dispute tradeID (so its trade_id must come
// before the files) and answers how many bytes of evidence they may still
// keep.
type Gate func(tradeID string) (budget int64, err error)

// ErrEvidenceQuota refuses evidence beyond the member's evidence quota.
var ErrEvidenceQuota = refusal.New(refusal.Conflict,
	"Your evidence files would exceed your storage quota. Please attach fewer or smaller files.")

// admit asks the gate once, before the first file.
func (form *Form) admit() error {
	if form.admitted {
		return nil
	}
	budget, err := form.gate(form.Report.TradeID)
	if err != nil {
		return err
	}
	form.admitted, form.budget = true, budget
	return nil
}

// evidenceFields are the form fields that carry evidence.
var evidenceFields = map[string]bool{"evidence": true, "evidence[]": true, "files": true}

// ReadMultipart reads a multipart/form-data body part by part: the fields
// trade_id, reason, issue and description, and files (or data URLs) in
// evidence. Each file is checked and stored as it arrives, so one file at a
// time is in memory; on a refusal the files stored so far are removed.
func (f Files) ReadMultipart(r *multipart.Reader, gate Gate) (Form, error) {
	form := Form{gate: gate}
	fields := map[string]*string{"trade_id": &form.Report.TradeID, "reason": &form.Report.Reason,
		"issue": &form.Report.Issue, "description": &form.Report.Description}
	err := func() error {
		for {
			part, err := r.NextPart()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return malformed(err)
			}
			name := part.FormName()
			switch {
			case evidenceFields[name]:
				if err := form.admit(); err != nil {
					return err
				}
				data, err := ReadFile(part)
				if err != nil {
					return malformed(err)
				}
				if part.FileName() == "" && strings.HasPrefix(string(data), "data:") {
					if data, err = DecodeDataURL(string(data)); err != nil {
						return err
					}
				}
				if !inputs.Clean(part.FileName()) {
					return inputs.Refuse("evidence file name")
				}
				if err := form.add(f, part.FileName(), data); err != nil {
					return err
				}
			case fields[name] != nil:
				v, err := io.ReadAll(io.LimitReader(part, 64<<10))
				if err != nil {
					return malformed(err)
				}
				if !inputs.Clean(string(v)) {
					return inputs.Refuse(name)
				}
				*fields[name] = string(v)
			}
		}
	}()
	if err != nil {
		f.Remove(form.Files...)
		return Form{}, err
	}
	return form, nil
}

// Upload is one evidence entry of a JSON body: a data URL, or an object
// with the file's name and its data URL.
type Upload struct {
	Name string
	Data string
}

// UnmarshalJSON accepts "data:..." or {"name"|"filename", "data"|"url"}.
func (u *Upload) UnmarshalJSON(b []byte) error {
	if json.Unmarshal(b, &u.Data) == nil {
		return nil
	}
	var obj struct {
		Name, Filename, Data, URL string
	}
	if err := json.Unmarshal(b, &obj); err != nil {
		return err
	}
	u.Name, u.Data = obj.Name+obj.Filename, obj.Data+obj.URL
	return nil
}

// StoreUploads checks and stores the evidence of a JSON body; on a refusal
// the files stored so far are removed.
func (f Files) StoreUploads(r Report, uploads []Upload, gate Gate) (Form, error) {
	if len(uploads) > MaxFiles {
		return Form{}, ErrTooManyFiles
	}
	form := Form{Report: r, gate: gate}
	if len(uploads) > 0 {
		if err := form.admit(); err != nil {
			return Form{}, err
		}
	}
	for _, u := range uploads {
		data, err := DecodeDataURL(u.Data)
		if err == nil {
			err = form.add(f, u.Name, data)
		}
		if err != nil {
			f.Remove(form.Files...)
			return Form{}, err
		}
	}
	return form, nil
}

func (form *Form) add(f Files, name string, data []byte) error {
	if len(form.Files) == MaxFiles {
		return ErrTooManyFiles
	}
	if err := form.admit(); err != nil {
		return err
	}
	if int64(len(data)) > form.budget {
		return ErrEvidenceQuota
	}
	file, err := f.Put(name, data)
	if err != nil {
		return err
	}
	form.Files = append(form.Files, file)
	form.budget -= int64(len(data))
	return nil
}

// malformed keeps the refusals a reader can give (too large, over the
// body limit) and reports anything else as a malformed form.
func malformed(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.Is(err, ErrFileTooLarge) || errors.As(err, &tooLarge) {
		return err
	}
	return ErrMalformed
}
