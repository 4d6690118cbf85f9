// Reads the runners' JSON reports and prints one closing line "N passed, N failed" (what CI reads).
import fs from 'node:fs';
import path from 'node:path';

const dir = 'reports';
let passed = 0;
let failed = Number(process.argv[2] || 0); // steps that failed without a test report (typecheck, lint, build)
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    // A suite that fails before its tests run (a broken import, a failing beforeAll) counts too.
    failed += report.numFailedTests + (report.numFailedTests === 0 ? (report.numFailedTestSuites ?? 0) : 0);
  }
}
console.log(`${passed} passed, ${failed} failed`);
