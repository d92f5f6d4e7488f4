// `npm test`: typecheck, lint, format check, build, unit + integration (vitest), end-to-end (Playwright),
// then one closing line "N passed, N failed" over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0 };
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
 * @param {(report: any) => { passed: number, failed: number }} count reads the counts from the parsed report
 */
function suite(label, command, args, report, count) {
  rmSync(report, { force: true });
  const ok = run(label, command, args);
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  if (existsSync(report)) {
    counts = count(JSON.parse(readFileSync(report, 'utf8')));
    // A runner that crashed after writing a report still counts as a failure.
    if (!ok && counts.failed === 0) counts.failed = 1;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  summary.push(`${counts.failed ? '✗' : '✓'} ${label}: ${counts.passed} passed, ${counts.failed} failed`);
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

suite(
  'unit and integration (vitest)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  'test-results/vitest.json',
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }),
);

if (built) {
  suite('end-to-end (Playwright, Chromium)', npx, ['playwright', 'test'], 'test-results/e2e.json', (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
} else {
  totals.failed += 1;
  summary.push('✗ end-to-end: skipped because the build failed');
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
