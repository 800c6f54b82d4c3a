package config

import (
	"strings"
	"testing"
)

func lookupFrom(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestDevDefaults(t *testing.T) {
	c, err := load(ModeDev, lookupFrom(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != ":10000" || c.TaskQueue != "trades" || c.Dev.TemporalUI != 8233 || c.ResponseWindow.Hours() != 72 {
		t.Fatalf("unexpected defaults: %+v", c)
	}
}

func TestBadValueNamesTheVariable(t *testing.T) {
	cases := map[string]map[string]string{
		"HTTP_ADDR":             {"HTTP_ADDR": "nonsense"},
		"DEV_POSTGRES_PORT":     {"DEV_POSTGRES_PORT": "70000"},
		"TRADE_RESPONSE_WINDOW": {"TRADE_RESPONSE_WINDOW": "three days"},
		"LOG_LEVEL":             {"LOG_LEVEL": "loud"},
		"WEB_ORIGIN":            {"WEB_ORIGIN": "localhost"},
		"DATABASE_URL":          {"DATABASE_URL": "mysql://x"},
		"ADMIN_EMAIL":           {"ADMIN_EMAIL": "a@b.c"},
	}
	for name, env := range cases {
		_, err := load(ModeDev, lookupFrom(env))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: want an error naming it, got %v", name, err)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error must be one line: %q", name, err)
		}
	}
}

func TestProdNeedsSecrets(t *testing.T) {
	_, err := load(ModeProd, lookupFrom(map[string]string{"DATABASE_URL": "postgres://x/y"}))
	if err == nil || !strings.Contains(err.Error(), "JWT_SECRET") {
		t.Fatalf("want JWT_SECRET error, got %v", err)
	}
	_, err = load(ModeProd, lookupFrom(map[string]string{"JWT_SECRET": strings.Repeat("x", 32)}))
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL") {
		t.Fatalf("want DATABASE_URL error, got %v", err)
	}
}
