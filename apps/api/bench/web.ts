// What a first visit transfers, as Chromium counts it: each response body's encoded (on-the-wire) size.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '@innkeep/api-contract';

export interface PageTransfer {
  path: string;
  scriptsAndStyles: { bytes: number; files: number };
  all: { bytes: number; files: number };
  encodings: string[];
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
      // The page's own storage, as the app keeps the token after signing in.
      if (token) await context.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`);
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
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse 12's default mobile run (a slowed phone CPU, slow 4G) on each page, `runs` times, keeping the
 * run with the median performance score (as Lighthouse's own guidance does). A page with a token is opened
 * signed in: the token goes in the page's storage, so that run keeps storage (the browser's cache is cleared).
 * With `reportDir`, each median run's whole report is written there as JSON (main thread, request chains,
 * unused bytes: what to look at next).
 */
export async function lighthouseRuns(
  base: string,
  pages: { path: string; token?: string }[],
  runs = 3,
  reportDir?: string,
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
          await cdp.send('Network.clearBrowserCache');
        }
        const answer = await lighthouse(base + path, { port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(token) });
        if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = answer.lhr;
        figures.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
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
