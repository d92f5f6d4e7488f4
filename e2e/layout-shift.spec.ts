import { expect, test } from './helpers';
import { openCase, PAGES, Sessions } from './routes';

/**
 * Nothing is painted where it will not stay: every page of the route table, as the role that uses it, opened
 * directly on a phone over a slow network, shifts its layout by at most 0.02 (the sum of Chromium's
 * layout-shift entries that no input caused, from the first paint until the page and its pictures are in).
 * A layout measure, not a timing: the slow network only makes each loading step visible for long.
 */
test.use({ trace: 'off' });
test.describe.configure({ mode: 'parallel' });
let sessions: Sessions | undefined;
test.beforeAll(({ browser }) => {
  sessions = new Sessions(browser);
});

const PHONE = { width: 412, height: 823 };
// Slow 4G as issue 33 measured it: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here).
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const MAX_SHIFT = 0.02;

declare global {
  interface Window {
    innkeepShifts?: { value: number; sources: string[] }[];
  }
}

for (const pageCase of PAGES) {
  test(`${pageCase.path} as ${pageCase.as}: layout shift ≤ ${MAX_SHIFT} on a slow network`, async ({ baseURL }) => {
    const context = await sessions!.context(pageCase.as, 'light', PHONE);
    await context.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      window.innkeepShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
          );
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await openCase(page, baseURL!, pageCase);
    // Pictures and the sections that load as they come near arrive after the heading.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => window.innkeepShifts ?? []);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const moved = shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(', ')}`).join('\n');
    expect(total, `layout shifts on ${pageCase.path}:\n${moved}`).toBeLessThanOrEqual(MAX_SHIFT);
    await context.close();
  });
}
