package trades_test

import (
	"testing"

	"pursetrade/internal/devtools/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }
