// Adds up the unit and browser test reports into one closing line.
import { existsSync, readFileSync } from 'node:fs';

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}

const browser = read('test-results/e2e.json');
if (browser) {
  passed += browser.stats.expected + browser.stats.flaky;
  failed += browser.stats.unexpected;
  skipped += browser.stats.skipped;
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
