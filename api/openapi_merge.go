package api

import (
	"fmt"
	"io/fs"
	"slices"
	"sort"

	"go.yaml.in/yaml/v3"
)

// mergeOpenAPI combines the fragments: the first file (in name order) is the
// base; the others add paths and components. A path or component defined
// twice is an error, so fragments cannot silently override each other.
func mergeOpenAPI(fsys fs.FS) ([]byte, error) {
	names, err := fs.Glob(fsys, "openapi/*.yaml")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("openapi: no fragments: %v", err)
	}
	sort.Strings(names)
	var doc map[string]any
	for i, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var frag map[string]any
		if err := yaml.Unmarshal(b, &frag); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if i == 0 {
			doc = frag
			continue
		}
		if err := mergeSection(doc, frag, name, "paths"); err != nil {
			return nil, err
		}
		comps, _ := frag["components"].(map[string]any)
		for kind := range comps {
			target := section(doc, "components")
			if err := mergeSection(target, comps, name, kind); err != nil {
				return nil, err
			}
		}
	}
	return marshalOrdered(doc)
}

// marshalOrdered writes the top-level keys in the conventional OpenAPI order
// (yaml sorts map keys alphabetically otherwise).
func marshalOrdered(doc map[string]any) ([]byte, error) {
	order := []string{"openapi", "info", "servers", "tags", "security", "paths", "components"}
	for k := range doc {
		if !slices.Contains(order, k) {
			order = append(order, k)
		}
	}
	root := &yaml.Node{Kind: yaml.MappingNode}
	for _, k := range order {
		v, ok := doc[k]
		if !ok {
			continue
		}
		var val yaml.Node
		if err := val.Encode(v); err != nil {
			return nil, err
		}
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k}, &val)
	}
	return yaml.Marshal(root)
}

func mustMergeOpenAPI(fsys fs.FS) []byte {
	b, err := mergeOpenAPI(fsys)
	if err != nil {
		panic(err)
	}
	return b
}

func section(m map[string]any, key string) map[string]any {
	s, ok := m[key].(map[string]any)
	if !ok {
		s = map[string]any{}
		m[key] = s
	}
	return s
}

func mergeSection(dst, src map[string]any, file, key string) error {
	from, _ := src[key].(map[string]any)
	to := section(dst, key)
	for k, v := range from {
		if _, dup := to[k]; dup {
			return fmt.Errorf("openapi: %s defines %s %q again", file, key, k)
		}
		to[k] = v
	}
	return nil
}
