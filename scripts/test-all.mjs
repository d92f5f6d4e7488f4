// `npm test`: typecheck, lint, format check, build, unit + integration (vitest), end-to-end (Playwright),
// then one closing line "N passed, N failed" over every suite ("N passed, N failed, N flaky" when a test
// needed a retry: flaky tests count as flaky, not as passed, and are named in the summary above it).
// Failed tests are named there too, with their error's first line, so the end of a CI log says what broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { FLAKY_REPORT } from './vitest-flaky-reporter.mjs';

const totals = { passed: 0, failed: 0, flaky: 0 };
const summary = [];

/** @param {string} label @param {string} command @param {string[]} args */
function run(label, command, args) {
  console.log(`\n━━ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  return result.status === 0;
}

/**
 * A check that passes or fails as a whole (a typecheck, the linter, the build).
 * @param {string} label @param {string} command @param {string[]} args
 */
function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? '✓' : '✗'} ${label}`);
  return ok;
}

/**
 * A suite whose runner writes per-test counts to a JSON report.
 * @param {string} label @param {string} command @param {string[]} args @param {string} report
 * @param {(report: any) => Counts} count reads the counts from the parsed report
 * @typedef {{ passed: number, failed: number, flaky?: string[], failures?: string[] }} Counts
 */
function suite(label, command, args, report, count) {
  rmSync(report, { force: true });
  const ok = run(label, command, args);
  /** @type {Counts} */
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  if (existsSync(report)) {
    counts = count(JSON.parse(readFileSync(report, 'utf8')));
    // A runner that crashed after writing a report still counts as a failure.
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  const flaky = counts.flaky ?? [];
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.flaky += flaky.length;
  const mark = counts.failed ? '✗' : flaky.length ? '!' : '✓';
  summary.push(`${mark} ${label}: ${counts.passed} passed, ${counts.failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
  for (const name of counts.failures ?? []) summary.push(`    failed: ${name}`);
  for (const name of flaky) summary.push(`    flaky (passed only on a retry): ${name}`);
}

/** @param {unknown} message the runner's error text @returns {string} its first non-empty line, without colour codes */
function firstLine(message) {
  const text = stripVTControlCharacters(String(message ?? ''));
  return (text.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}

/**
 * "file › test: first line of the error" for each failed test (or file that failed to run) in a Vitest JSON report.
 * @param {any} report the parsed report
 */
function vitestFailures(report) {
  /** @type {string[]} */
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === 'failed');
    for (const t of failed) names.push(`${path} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') names.push(`${path}: ${firstLine(file.message)}`);
  }
  return names;
}

/**
 * "file › title" of each test in a Playwright JSON report with the given status ("flaky": failed first and passed
 * on a retry; "unexpected": failed, named with its last error's first line).
 * @param {any} report the parsed report @param {string} status @param {number} count how many the report's stats count
 */
function playwrightTests(report, status, count) {
  /** @type {string[]} */
  const names = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== status) continue;
        const name = [spec.file ?? suite.file, ...path, spec.title].join(' › ');
        const error = status === 'unexpected' ? firstLine(t.results?.at(-1)?.error?.message) : '';
        names.push(error ? `${name}: ${error}` : name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  while (names.length < count) names.push('(a test not found in the report; see test-results/e2e.json)');
  return names;
}

mkdirSync('test-results', { recursive: true });
const npx = 'npx';
for (const workspace of ['packages/api-contract', 'packages/db', 'apps/api', 'apps/web']) {
  check(`typecheck ${workspace}`, npx, ['tsc', '--noEmit', '-p', workspace]);
}
// e2e/, scripts/ and the root config files (tsconfig.json at the root).
check('typecheck e2e, scripts and config files', npx, ['tsc', '--noEmit', '-p', '.']);
check('lint', npx, ['eslint', '.', '--max-warnings=0']);
check('format', npx, ['prettier', '--check', '.']);
const built = check('build', npx, ['turbo', 'run', 'build', '--output-logs=errors-only']);

rmSync(FLAKY_REPORT, { force: true });
suite(
  'unit and integration (vitest)',
  npx,
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/vitest.json',
    '--reporter=./scripts/vitest-flaky-reporter.mjs',
  ],
  'test-results/vitest.json',
  (r) => {
    /** @type {string[]} */
    const flaky = existsSync(FLAKY_REPORT) ? JSON.parse(readFileSync(FLAKY_REPORT, 'utf8')) : [];
    return {
      passed: r.numPassedTests - flaky.length,
      failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
      failures: vitestFailures(r),
      flaky,
    };
  },
);

if (built) {
  suite('end-to-end (Playwright, Chromium)', npx, ['playwright', 'test'], 'test-results/e2e.json', (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected,
    failures: playwrightTests(r, 'unexpected', r.stats.unexpected),
    flaky: playwrightTests(r, 'flaky', r.stats.flaky),
  }));
} else {
  totals.failed += 1;
  summary.push('✗ end-to-end: skipped because the build failed');
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.flaky ? `, ${totals.flaky} flaky` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
