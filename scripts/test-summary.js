// Adds up the unit and browser test reports into one closing line.
import { existsSync, readFileSync } from 'node:fs';

// The folder of the reports: the busy run keeps its own (scripts/test.sh).
const dir = process.env.TEST_RESULTS_DIR ?? 'test-results';

function read(file) {
  const at = `${dir}/${file}`;
  return existsSync(at) ? JSON.parse(readFileSync(at, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}

const browser = read('e2e.json');
if (browser) {
  passed += browser.stats.expected + browser.stats.flaky;
  failed += browser.stats.unexpected;
  skipped += browser.stats.skipped;
}

// A runner can fail with every test passing (an unhandled error, a crash
// before its report): that counts as a failure too.
const [unitStatus, browserStatus] = process.argv.slice(2).map(Number);
for (const [name, status, counted] of [
  ['unit and API tests', unitStatus, unit?.numFailedTests ?? 0],
  ['browser tests', browserStatus, browser?.stats.unexpected ?? 0],
]) {
  if (status && !counted) {
    console.log(`${name} failed (exit ${status}) with no failing test reported`);
    failed += 1;
  }
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
