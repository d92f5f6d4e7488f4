// What a first visit transfers, as Chromium counts it: each response body's encoded (on-the-wire) size.
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
