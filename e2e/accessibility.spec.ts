import type { Result } from 'axe-core';
import { loadLanguage, type Language } from '@innkeep/api-contract';
import { axe, expect, test, watchToasts } from './helpers';
import { headingIn, openCase, PAGES, Sessions, THEMES, type PageCase } from './routes';

/**
 * axe-core on every page of the route table and every admin tab, as the role that uses it, in both
 * themes: no serious or critical violation. A new page is one line in `e2e/routes.ts`. The key pages
 * again in Spanish and German: the page says its language, and longer words break no contrast or name.
 */
// Contexts are made by hand (one per page, from each role's stored sign-in): a trace of each would only slow the run.
test.use({ trace: 'off' });
// Pages are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });
let sessions: Sessions | undefined;
test.beforeAll(({ browser }) => {
  sessions = new Sessions(browser);
});
test.beforeAll(() => Promise.all([loadLanguage('es'), loadLanguage('de')]));

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

/** Opens a page case as its role, in a theme and a language, and lists its serious and critical violations. */
async function check(baseURL: string, pageCase: PageCase, theme: (typeof THEMES)[number], language: Language = 'en') {
  const context = await sessions!.context(pageCase.as, theme, undefined, language === 'en' ? undefined : { language, baseURL });
  await watchToasts(context);
  const page = await context.newPage();
  await openCase(page, baseURL, pageCase, headingIn(language, pageCase.heading));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const { violations } = await axe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describe(serious), `serious or critical axe violations on ${pageCase.path} in ${language}`).toBe('');
  await context.close();
}

for (const theme of THEMES) {
  for (const pageCase of PAGES) {
    test(`${pageCase.path} as ${pageCase.as}, ${theme} theme: no serious accessibility violations`, async ({ baseURL }) => {
      await check(baseURL!, pageCase, theme);
    });
  }
}

/** The pages a guest, the desk and the admin see most: landing, booking, dashboards, the desk, an invoice. */
const KEY_PAGES = PAGES.filter((p) =>
  [
    '/ visitor',
    '/login visitor',
    '/book/:roomId customer',
    '/customer/dashboard customer',
    '/invoices/booking/:stayId customer',
    '/staff/dashboard staff',
    '/desk staff',
    '/admin/dashboard?tab=analytics admin',
  ].includes(`${p.path} ${p.as}`),
);
if (KEY_PAGES.length !== 8) throw new Error(`key pages missing from routes.ts: found ${KEY_PAGES.length} of 8`);

for (const language of ['es', 'de'] as const) {
  for (const theme of THEMES) {
    for (const pageCase of KEY_PAGES) {
      test(`${pageCase.path} as ${pageCase.as} in ${language}, ${theme} theme: no serious accessibility violations`, async ({
        baseURL,
      }) => {
        // A page in a language also loads its catalogue, and axe on the desk's calendar is long on a busy machine.
        test.slow();
        await check(baseURL!, pageCase, theme, language);
      });
    }
  }
}
