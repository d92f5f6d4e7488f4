import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test, watchToasts } from './helpers';
import { openCase, PAGES, Sessions, THEMES } from './routes';

/**
 * axe-core on every page of the route table and every admin tab, as the role that uses it, in both
 * themes: no serious or critical violation. A new page is one line in `e2e/routes.ts`.
 */
// Contexts are made by hand (one per page, from each role's stored sign-in): a trace of each would only slow the run.
test.use({ trace: 'off' });
// Pages are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });
let sessions: Sessions | undefined;
test.beforeAll(({ browser }) => {
  sessions = new Sessions(browser);
});

/** One line per violation and element: rule, impact, where, and what axe says is wrong. */
function describe(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `- ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${summary}`;
      }),
    )
    .join('\n');
}

for (const theme of THEMES) {
  for (const pageCase of PAGES) {
    test(`${pageCase.path} as ${pageCase.as}, ${theme} theme: no serious accessibility violations`, async ({ baseURL }) => {
      const context = await sessions!.context(pageCase.as, theme);
      await watchToasts(context);
      const page = await context.newPage();
      await openCase(page, baseURL!, pageCase);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(describe(serious), `serious or critical axe violations on ${pageCase.path}`).toBe('');
      await context.close();
    });
  }
}
