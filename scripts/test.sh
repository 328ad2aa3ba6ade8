#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to see:
# types, lint and format, unit and API tests (SQLite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the built site in a real browser.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results
mkdir -p test-results

bash scripts/ensure-chromium.sh
echo "== type check"
npm run --silent typecheck
echo "== lint and format"
npm run --silent lint
echo "== unit and API tests (databases: sqlite${TEST_DATABASE_URL:+, postgres})"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
if [ "$status" -eq 0 ]; then
  echo "== build"
  npm run --silent build
  echo "== browser tests"
  npx playwright test -c e2e/playwright.config.ts || status=$?
fi
node scripts/test-summary.js
exit "$status"
