// Adds up every runner's JSON results in one folder and prints "N passed, N failed".
// Exits 1 when a test failed or no result file was found, so CI cannot pass on no tests.
import fs from 'node:fs';
import path from 'node:path';

const [dir = '.ci-results', flag] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest's json reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that failed to load, or an unhandled error, fails the run without failing a test.
    if (report.success === false && report.numFailedTests === 0) {
      failed += Math.max(report.numFailedTestSuites, 1);
    }
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright's json reporter: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
if (flag === '--line-only') {
  console.log(line);
} else {
  for (const file of files) console.error(`results: ${file}`);
}
process.exit(failed > 0 || passed === 0 ? 1 : 0);
