// What a first visit transfers, as Chromium counts it: each response body's encoded (on-the-wire) size.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '@innkeep/api-contract';

export interface PageTransfer {
  path: string;
  scriptsAndStyles: { bytes: number; files: number };
  all: { bytes: number; files: number };
  encodings: string[];
}

/** A signed-in browser, as signing in leaves it (apps/web/src/lib/session.ts): the stored token and its cookie. */
async function signedIn(context: BrowserContext, base: string, token: string): Promise<void> {
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
}

export async function webTransfer(base: string, pages: { path: string; token?: string }[]): Promise<PageTransfer[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: PageTransfer[] = [];
  try {
    for (const { path, token } of pages) {
      // A fresh context per page: nothing cached from the previous one.
      const context = await browser.newContext();
      if (token) await signedIn(context, base, token);
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const result: PageTransfer = { path, scriptsAndStyles: { bytes: 0, files: 0 }, all: { bytes: 0, files: 0 }, encodings: [] };
      const encodings = new Set<string>();
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
            const type = request.resourceType();
            result.all.bytes += sizes.responseBodySize;
            result.all.files += 1;
            if (type === 'script' || type === 'stylesheet') {
              result.scriptsAndStyles.bytes += sizes.responseBodySize;
              result.scriptsAndStyles.files += 1;
              encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
            }
          })(),
        );
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      result.encodings = [...encodings];
      results.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The goals of issue 33 for each public page, Lighthouse's default (mobile) run. */
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 95, bestPractices: 95, seo: 95, lcpMs: 2_000, tbtMs: 150, cls: 0.02 };

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse 12's mobile run (a slowed phone CPU, slow 4G) on each page, `runs` times, keeping the
 * run with the median performance score (as Lighthouse's own guidance does). A page with a token is opened
 * signed in: the token goes in the page's storage and its cookie, so that run keeps storage (the browser's cache
 * is cleared).
 * With `reportDir`, each median run's whole report is written there as JSON (main thread, request chains,
 * unused bytes: what to look at next). `throttling`: Lighthouse's default `simulate` (one fast load, the slow
 * phone estimated from its trace) or `devtools` (the load itself slowed).
 */
export async function lighthouseRuns(
  base: string,
  pages: { path: string; token?: string }[],
  { runs = 3, reportDir, throttling = 'simulate' }: { runs?: number; reportDir?: string; throttling?: 'simulate' | 'devtools' } = {},
): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const port = 9_300 + Math.floor(Math.random() * 500);
  const userDataDir = await mkdtemp(join(tmpdir(), 'innkeep-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The benchmark's TLS proxy (tls-proxy.ts) shows a certificate it made itself.
      ...(base.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const results: LighthouseFigures[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const { path, token } of pages) {
      const figures: (LighthouseFigures & { report: string })[] = [];
      for (let run = 0; run < runs; run++) {
        if (token) {
          await page.goto(`${base}/images/favicon.svg`);
          await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`);
          await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
          await cdp.send('Network.clearBrowserCache');
        }
        const answer = await lighthouse(base + path, {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: Boolean(token),
          throttlingMethod: throttling,
        });
        if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = answer.lhr;
        figures.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          report: answer.report as string,
        });
      }
      figures.sort((a, b) => a.performance - b.performance);
      const { report, ...median } = figures[Math.floor(figures.length / 2)]!;
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-');
        await writeFile(join(reportDir, `${name}.json`), report);
      }
      results.push(median);
    }
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
  return results;
}

/** Issue 33's goal for an interaction on a 4× slowed CPU: its result painted within this many milliseconds. */
export const INTERACTION_GOAL_MS = 200;

export interface InteractionTiming {
  name: string;
  ms: number;
}

/**
 * Typing in the rooms search, choosing dates, opening a room's picture and adding to the cart, each on a
 * phone-sized page whose CPU Chromium slows 4× (CDP Emulation.setCPUThrottlingRate), as the guest. Each
 * figure runs from the input event (its `timeStamp`: the key or pointer going down) to the first frame
 * after the page shows the interaction's result, measured in the page (`performance.now()`). The pages are
 * walked `runs` times and each figure is the median, as with Lighthouse: one sample on a shared machine
 * measures the machine as much as the page.
 */
export async function interactionTimings(base: string, roomId: string, token: string, runs = 3): Promise<InteractionTiming[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples = new Map<string, number[]>();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signedIn(context, base, token);
    // The last key or pointer going down: where each timing starts. (The page's code is text here: this
    // package's TypeScript has no DOM types.)
    await context.addInitScript(
      `for (const type of ['keydown', 'pointerdown']) addEventListener(type, (event) => (window.innkeepInputAt = event.timeStamp), { capture: true });`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** Runs `act`, then waits for `shown` to hold in the page and for the next frame after it. */
    const time = async (name: string, act: () => Promise<void>, shown: string) => {
      await act();
      const elapsed = await page.evaluate<number>(`(async () => {
        await new Promise((resolve) => {
          const check = () => ((${shown}) ? resolve() : requestAnimationFrame(check));
          check();
        });
        // The frame that shows it: after the next animation frame's rendering.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return performance.now() - window.innkeepInputAt;
      })()`);
      samples.set(name, [...(samples.get(name) ?? []), elapsed]);
    };

    const walk = async () => {
      await page.goto(`${base}/rooms`, { waitUntil: 'networkidle' });
      const search = page.getByRole('textbox', { name: 'Search' });
      await search.click();
      const rooms = await page.locator('article').count();
      await time(
        "rooms: a letter typed in the search, the list filtered ('x')",
        () => search.press('x'),
        `document.querySelectorAll('main article').length !== ${rooms}`,
      );
      await search.press('Backspace');
      await page
        .locator('article')
        .nth(rooms - 1)
        .waitFor();
      const checkIn = page.getByRole('textbox', { name: 'Check-in' });
      const checkInId = JSON.stringify(await checkIn.getAttribute('id'));
      await time(
        'rooms: the check-in calendar opened',
        () => checkIn.click(),
        `document.querySelector('[data-dates-dropdown] table') !== null`,
      );
      // The month's last day: never in the past.
      const day = page.locator('[data-dates-dropdown] table button:not([disabled]):not([data-outside])').last();
      await time('rooms: a check-in day chosen, the field filled', () => day.click(), `document.getElementById(${checkInId}).value !== ''`);

      await page.goto(`${base}/rooms/${roomId}`, { waitUntil: 'networkidle' });
      await time(
        "room: the gallery's second picture shown",
        () => page.getByRole('button', { name: 'Show picture 2' }).click(),
        `[...document.images].some((img) => img.alt.includes(', picture 2 of') && img.complete)`,
      );

      await page.goto(`${base}/food-menu`, { waitUntil: 'networkidle' });
      const cartLabel = (await page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label')) ?? '';
      await time(
        'food menu: a dish added, the cart count updated',
        () =>
          page
            .getByRole('button', { name: /^Add .* to Cart$/ })
            .first()
            .click(),
        `document.querySelector('button[aria-label^="Cart, "]')?.getAttribute('aria-label') !== ${JSON.stringify(cartLabel)}`,
      );
    };
    for (let run = 0; run < runs; run++) await walk();
    await context.close();
  } finally {
    await browser.close();
  }
  return [...samples].map(([name, all]) => ({ name, ms: all.sort((a, b) => a - b)[Math.floor(all.length / 2)]! }));
}
