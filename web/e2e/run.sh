#!/usr/bin/env bash
# Browser tests: the Playwright tests in Debian's Chromium against the whole
# system on its own ports (with-system.sh). Arguments pick test files
# (e2e/trade.test.mjs ...); none runs them all.
set -euo pipefail
exec "$(dirname "$0")/with-system.sh" node --test "${@:-e2e/}"
