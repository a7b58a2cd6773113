// Adds up every runner's JSON results in one folder and prints "N passed, N failed".
// Exits 1 when a test failed or no result file was found, so CI cannot pass on no tests.
// Before the line: every failed test with the first line of its message, the slowest test
// files of each runner, and every test that passed only on a retry (a flake, which CI's one
// retry would otherwise hide).
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST = 10;

const [dir = '.ci-results', flag] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Seconds per test file, by runner. */
const fileTimes = new Map();
/** Tests that failed first and passed on a retry. */
const flaky = [];
/** Tests (or whole files) that failed, each with the first line of why. */
const failures = [];

/** Terminal colour codes (ESC [ … m), which vitest's failure messages carry. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (message) =>
  String(message ?? '')
    .replace(COLOUR_CODES, '')
    .split('\n')
    .find((each) => each.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

/** Every test of a Playwright report, with the file it is in. */
function* playwrightTests(suites, file) {
  for (const suite of suites ?? []) {
    const inFile = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield { file: spec.file ?? inFile, title: spec.title, test };
    }
    yield* playwrightTests(suite.suites, inFile);
  }
}

for (const file of files) {
  const report = readJson(path.join(dir, file));
  if (typeof report.numPassedTests === 'number') {
    // Vitest's json reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that failed to load, or an unhandled error, fails the run without failing a test.
    if (report.success === false && report.numFailedTests === 0) {
      failed += Math.max(report.numFailedTestSuites, 1);
    }
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      const failedTests = result.assertionResults.filter((each) => each.status === 'failed');
      for (const each of failedTests) {
        failures.push(`${where} › ${each.fullName}: ${firstLine(each.failureMessages?.[0])}`);
      }
      if (result.status === 'failed' && failedTests.length === 0) {
        failures.push(`${where}: ${firstLine(result.message)}`);
      }
    }
  } else if (report.stats) {
    // Playwright's json reporter: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    const seconds = new Map();
    for (const { file: testFile, title, test } of playwrightTests(report.suites, undefined)) {
      const spent = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      seconds.set(testFile, (seconds.get(testFile) ?? 0) + spent);
      if (test.status === 'flaky') flaky.push(`[${test.projectName}] ${testFile} › ${title}`);
      if (test.status === 'unexpected') {
        const why = test.results.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${testFile} › ${title}: ${firstLine(why)}`);
      }
    }
    fileTimes.set(
      file.replace(/\.json$/, ''),
      [...seconds].map(([testFile, total]) => ({ file: testFile, seconds: total })),
    );
  }
}

// Vitest's per-file times, hooks and imports included (scripts/vitest-file-times.mjs).
const timesDir = path.join(dir, 'times');
if (fs.existsSync(timesDir)) {
  for (const file of fs.readdirSync(timesDir).filter((f) => f.endsWith('.json'))) {
    const { runner, files: timed } = readJson(path.join(timesDir, file));
    fileTimes.set(
      runner,
      timed.map((each) => ({ file: `${each.project}: ${each.file}`, seconds: each.seconds })),
    );
  }
}

const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
if (flag === '--line-only') {
  console.log(line);
} else {
  for (const [runner, timed] of fileTimes) {
    const total = timed.reduce((sum, each) => sum + each.seconds, 0);
    console.error(
      `slowest test files of ${runner} (${String(timed.length)} files, ${total.toFixed(0)} s of work in all):`,
    );
    for (const each of timed.toSorted((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
      console.error(`  ${each.seconds.toFixed(1).padStart(6)} s  ${each.file}`);
    }
  }
  console.error(`failed: ${failures.length === 0 ? 'none' : String(failures.length)}`);
  for (const name of failures) console.error(`  ${name}`);
  console.error(`passed only on a retry: ${flaky.length === 0 ? 'none' : String(flaky.length)}`);
  for (const name of flaky) console.error(`  ${name}`);
  for (const file of files) console.error(`results: ${file}`);
}
process.exit(failed > 0 || passed === 0 ? 1 : 0);
