package catalog_test

import (
	"testing"

	"pursetrade/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }
