import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { openCase, PAGES, Sessions, THEMES } from './routes';

/** Run by `npm run screenshots` (playwright.screenshots.config.ts), never by `npm test`. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const ROLES = [...new Set(PAGES.map((p) => p.as))];
const OUT = join(process.cwd(), 'screenshots');

test.describe.configure({ mode: 'parallel' });
let sessions: Sessions | undefined;
test.beforeAll(({ browser }) => {
  sessions = new Sessions(browser);
});

/** A full-page shot does not scroll, so lazy images below the fold would show as empty boxes: load them all first. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'landing';

for (const theme of THEMES) {
  for (const viewport of WIDTHS) {
    for (const role of ROLES) {
      test(`${role}, ${theme}, ${viewport.width}px`, async ({ baseURL }) => {
        const folder = join(OUT, `${theme}-${viewport.width}`);
        mkdirSync(folder, { recursive: true });
        const context = await sessions!.context(role, theme, viewport);
        const page = await context.newPage();
        for (const pageCase of PAGES.filter((p) => p.as === role)) {
          await openCase(page, baseURL!, pageCase);
          await loadLazyImages(page);
          await page.screenshot({ path: join(folder, `${role}--${slug(pageCase.path)}.png`), fullPage: true });
        }
        await context.close();
      });
    }
  }
}
