#!/usr/bin/env bash
# Every check of the project: the unit and API tests (SQLite, and PostgreSQL
# when TEST_DATABASE_URL is set) with, beside them, the type checks, lint and
# format, then the build; then the built site in a real browser. A failed
# check ends the run at once.
#
#   bash scripts/test.sh          every stage (npm test)
#   TEST_BUSY=1 bash scripts/test.sh
#                                 every stage, stress-ng on every core once the
#                                 checks and the build are done and until the
#                                 unit and API tests end (CI): no test may
#                                 depend on the machine being idle
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
# Ended on the way out, whatever the way: the unit run, then stress-ng.
unit_job=""
stress=""
stop_all() {
  if [ -n "$unit_job" ]; then kill -- "-$unit_job" 2>/dev/null || true; fi
  if [ -n "$stress" ]; then kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true; fi
  unit_job=""
  stress=""
}
trap stop_all EXIT
# Every core at full load for the rest of the unit and API tests.
busy_machine() {
  bash scripts/ensure-stress.sh
  stress-ng --cpu 0 --cpu-load 100 --quiet &
  stress=$!
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
if [ -z "$unit_only" ]; then bash scripts/ensure-chromium.sh; fi
machine=""
if [ -n "${TEST_BUSY:-}" ]; then machine=" on a busy machine"; fi
stage "unit and API tests$machine (databases: sqlite${TEST_DATABASE_URL:+, postgres}; redis: ${TEST_REDIS_URL:-none})"
# A session of its own, so that a failed check ends the whole run of it.
setsid npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" &
unit_job=$!
if [ -z "$unit_only" ]; then
  # Beside the unit and API tests, the work the run needs anyway: the type
  # check and the lint (one core each, neither waits on the other), then the
  # build the browser tests use. Under TEST_BUSY they are the load the tests
  # meet first, and stress-ng takes over when they end.
  stage "type check, lint and format, beside the unit and API tests"
  npm run --silent typecheck > "$results/typecheck.log" 2>&1 &
  typecheck=$!
  lint=0
  npm run --silent lint > "$results/lint.log" 2>&1 || lint=$?
  types=0
  wait "$typecheck" || types=$?
  cat "$results/typecheck.log" "$results/lint.log"
  if [ "$types" -ne 0 ] || [ "$lint" -ne 0 ]; then exit 1; fi
  stage "build, beside the unit and API tests"
  built=0
  npm run --silent build > "$results/build.log" 2>&1 || built=$?
  if [ "$built" -ne 0 ]; then
    cat "$results/build.log"
    exit 1
  fi
fi
if [ -n "${TEST_BUSY:-}" ]; then
  stage "stress-ng on every core until the unit and API tests end"
  busy_machine
fi
unit=0
wait "$unit_job" || unit=$?
unit_job=""
stop_all
if [ -n "$unit_only" ]; then
  node scripts/test-summary.js "$unit" 0
  exit "$unit"
fi
browser=0
if [ "$unit" -eq 0 ]; then
  stage "browser tests"
  npx playwright test -c e2e/playwright.config.ts || browser=$?
fi
node scripts/test-summary.js "$unit" "$browser"
[ "$unit" -eq 0 ] && [ "$browser" -eq 0 ]
