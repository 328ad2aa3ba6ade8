#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to see:
# types, lint and format, unit and API tests (SQLite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the built site in a real browser.
#
#   bash scripts/test.sh          every stage (npm test)
#   TEST_BUSY=1 bash scripts/test.sh
#                                 every stage, the unit and API tests while
#                                 stress-ng keeps every core busy (CI): no test
#                                 may depend on the machine being idle
#   bash scripts/test.sh --busy   the unit and API tests alone, on a busy
#                                 machine (npm run test:busy)
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage says when it starts, so a slow run shows where its time went.
stage() { echo "== $(date +%T) $*"; }
bash scripts/ensure-node.sh --warn

# The SQL tests run on SQLite, and on PostgreSQL too when one is at hand; a
# local PostgreSQL or Redis on the standard port is used when none is named.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if [ -z "${TEST_DATABASE_URL:-}" ] && listening 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -z "${TEST_REDIS_URL:-}" ] && listening 6379; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
fi
# Every core at full load for as long as the unit and API tests run.
busy_machine() {
  bash scripts/ensure-stress.sh
  stress-ng --cpu 0 --cpu-load 100 --quiet &
  stress=$!
  trap 'kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true' EXIT
}
quiet_machine() {
  kill "$stress" 2>/dev/null || true
  wait "$stress" 2>/dev/null || true
  trap - EXIT
}
unit_only=""
if [ "${1:-}" = "--busy" ]; then
  # Its reports beside the full run's, which it leaves as they are.
  export TEST_BUSY=1 TEST_RESULTS_DIR=test-results/busy
  unit_only=1
fi
results="${TEST_RESULTS_DIR:-test-results}"
rm -rf "$results"
mkdir -p "$results"
if [ -z "$unit_only" ]; then
  bash scripts/ensure-chromium.sh
  # Both read every file and neither waits on the other: one per core.
  stage "type check, lint and format"
  npm run --silent typecheck > "$results/typecheck.log" 2>&1 &
  typecheck=$!
  lint=0
  npm run --silent lint > "$results/lint.log" 2>&1 || lint=$?
  types=0
  wait "$typecheck" || types=$?
  cat "$results/typecheck.log" "$results/lint.log"
  if [ "$types" -ne 0 ] || [ "$lint" -ne 0 ]; then exit 1; fi
fi
machine=""
if [ -n "${TEST_BUSY:-}" ]; then
  busy_machine
  machine=" on a busy machine (stress-ng on every core)"
fi
stage "unit and API tests$machine (databases: sqlite${TEST_DATABASE_URL:+, postgres}; redis: ${TEST_REDIS_URL:-none})"
unit=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || unit=$?
if [ -n "${TEST_BUSY:-}" ]; then quiet_machine; fi
if [ -n "$unit_only" ]; then
  node scripts/test-summary.js "$unit" 0
  exit "$unit"
fi
browser=0
if [ "$unit" -eq 0 ]; then
  stage "build"
  npm run --silent build
  stage "browser tests"
  npx playwright test -c e2e/playwright.config.ts || browser=$?
fi
node scripts/test-summary.js "$unit" "$browser"
[ "$unit" -eq 0 ] && [ "$browser" -eq 0 ]
