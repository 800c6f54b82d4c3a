#!/usr/bin/env bash
# Browser tests: the Playwright tests in Debian's Chromium against the whole
# system on its own ports (with-system.sh). Arguments pick test files
# (e2e/trade.test.mjs ...); none runs them all.
set -euo pipefail
# Browser-test speeds: the offline carrier's day and the watch sweep.
OFFLINE_TRACKING_DAY=${OFFLINE_TRACKING_DAY:-10s} WATCH_SWEEP_EVERY=${WATCH_SWEEP_EVERY:-1s} \
  exec "$(dirname "$0")/with-system.sh" node --test "${@:-e2e/}"
