// Package inputs is the one rule for text that enters the system, wherever
// it comes from (a path, a query, a JSON or form field, a stored header, a
// workflow's input): it is valid UTF-8 and holds no NUL. PostgreSQL refuses
// both in text columns, so text that breaks the rule must be turned away at
// the door as bad input, never reach a query or a workflow.
package inputs

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"pursetrade/internal/refusal"
)

// Clean reports whether s keeps the rule.
func Clean(s string) bool { return strings.IndexByte(s, 0) < 0 && utf8.ValidString(s) }

// Refuse is the refusal of a field (a query parameter, a JSON field, a
// path value) whose text breaks the rule.
func Refuse(field string) error {
	return &refusal.Error{Class: refusal.Invalid, Code: "invalid_text",
		Message: fmt.Sprintf("%s contains characters that are not allowed", field), Extra: map[string]any{"field": field}}
}

// Check walks a decoded value (structs by their JSON names, maps, slices,
// pointers, interfaces, raw JSON) and refuses the first text that breaks
// the rule, naming its field.
func Check(v any) error {
	if field, ok := firstFault(reflect.ValueOf(v), ""); !ok {
		return Refuse(field)
	}
	return nil
}

var rawJSON = reflect.TypeFor[json.RawMessage]()

// firstFault reports the path of the first text that breaks the rule
// (ok false), or ok true when there is none.
func firstFault(v reflect.Value, path string) (string, bool) {
	switch v.Kind() {
	case reflect.String:
		return path, Clean(v.String())
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return "", true
		}
		return firstFault(v.Elem(), path)
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() && !f.Anonymous {
				continue
			}
			name := join(path, fieldName(f))
			if f.Anonymous && f.Tag.Get("json") == "" {
				name = path // JSON lifts an embedded struct's fields
			}
			if p, ok := firstFault(v.Field(i), name); !ok {
				return p, false
			}
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			key := fmt.Sprint(iter.Key().Interface())
			if !Clean(key) {
				return join(path, "key"), false
			}
			if p, ok := firstFault(iter.Value(), join(path, key)); !ok {
				return p, false
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Type() == rawJSON {
			return rawFault(v.Bytes(), path)
		}
		if v.Type().Elem().Kind() == reflect.Uint8 { // bytes are data, not text
			return "", true
		}
		for i := range v.Len() {
			if p, ok := firstFault(v.Index(i), path); !ok {
				return p, false
			}
		}
	}
	return "", true
}

// rawFault checks the text inside raw JSON, decoding it as any value.
func rawFault(raw []byte, path string) (string, bool) {
	if !utf8.Valid(raw) {
		return path, false
	}
	var decoded any
	if json.Unmarshal(raw, &decoded) != nil {
		return "", true // not JSON: its own parser refuses it
	}
	return firstFault(reflect.ValueOf(decoded), path)
}

func fieldName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" || name == "-" {
		return f.Name
	}
	return name
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}
