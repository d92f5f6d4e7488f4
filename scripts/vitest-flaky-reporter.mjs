// A Vitest reporter for `npm test`: writes the tests that failed first and passed on a retry (CI retries once,
// vitest.config.ts) to test-results/vitest-flaky.json, so the summary counts them as flaky, not as passed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export const FLAKY_REPORT = 'test-results/vitest-flaky.json';

export default class FlakyReporter {
  /** @type {string[]} */
  flaky = [];

  /** @param {import('vitest/node').TestCase} test */
  onTestCaseResult(test) {
    if (test.diagnostic()?.flaky) this.flaky.push(`${relative(process.cwd(), test.module.moduleId)} › ${test.fullName}`);
  }

  onTestRunEnd() {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(FLAKY_REPORT, JSON.stringify(this.flaky));
  }
}
