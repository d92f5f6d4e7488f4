import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, request, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loadLanguage, STORAGE_KEYS } from '@innkeep/api-contract';
import { signIn } from './helpers';
import { headingIn, openCase, PAGES, Sessions, THEMES } from './routes';

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

/** Issue 31: the pages guests and the desk read most, in Spanish and German, into screenshots/languages/. */
const LANGUAGE_PAGES = PAGES.filter((p) =>
  ['/ visitor', '/book/:roomId customer', '/desk staff', '/invoices/booking/:stayId customer'].includes(`${p.path} ${p.as}`),
);
if (LANGUAGE_PAGES.length !== 4) throw new Error(`language screenshot pages missing from routes.ts: found ${LANGUAGE_PAGES.length} of 4`);

for (const language of ['es', 'de'] as const) {
  for (const theme of THEMES) {
    for (const viewport of WIDTHS) {
      test(`languages: ${language}, ${theme}, ${viewport.width}px`, async ({ baseURL }) => {
        await loadLanguage(language);
        const folder = join(OUT, 'languages', `${language}-${theme}-${viewport.width}`);
        mkdirSync(folder, { recursive: true });
        for (const pageCase of LANGUAGE_PAGES) {
          const context = await sessions!.context(pageCase.as, theme, viewport, { language, baseURL: baseURL! });
          const page = await context.newPage();
          await openCase(page, baseURL!, pageCase, headingIn(language, pageCase.heading));
          await loadLazyImages(page);
          await page.screenshot({ path: join(folder, `${pageCase.as}--${slug(pageCase.path)}.png`), fullPage: true });
          await context.close();
        }
      });
    }
  }
}

/**
 * Screens of issue 32 that need an action first: two-step set-up with its QR code, the recovery
 * codes, the guest's data card, the Users list's erase/reset/deletion-request marks and Settings'
 * backups. A guest of its own per run turns two-step sign-in on, never a demo account.
 */
for (const theme of THEMES) {
  for (const viewport of WIDTHS) {
    test(`security states, ${theme}, ${viewport.width}px`, async ({ baseURL, browser }) => {
      const folder = join(OUT, `${theme}-${viewport.width}`);
      mkdirSync(folder, { recursive: true });
      const shot = (target: Page | Locator, name: string) =>
        target.screenshot({ path: join(folder, `security--${name}.png`), ...('goto' in target ? { fullPage: true } : {}) });
      const name = `Sunniva Screens ${theme} ${viewport.width}`;
      const email = `shots-${theme}-${viewport.width}-${Date.now()}@example.test`;
      const password = 'Harbour-Lantern-7713';
      const api = await request.newContext({ baseURL });
      const registered = await api.post('/api/auth/register', {
        data: { name, email, phone: '+1 555 0177', password, confirmPassword: password, role: 'customer' },
      });
      const { token } = (await registered.json()) as { token: string };

      const guestContext = await browser.newContext({ viewport });
      await guestContext.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      const guest = await guestContext.newPage();
      await signIn(guest, { email, password, portal: '/login' });
      await guest.goto('/profile');
      const card = (heading: string) => guest.locator('.mantine-Card-root', { has: guest.getByRole('heading', { name: heading }) });
      await shot(card('Your data'), 'data-rights-card');
      const twoStep = card('Two-step sign-in');
      await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await shot(twoStep, 'two-step-setup');
      const secret = (await twoStep.getByText(/^[A-Z2-7]{16,}$/).textContent())!;
      await twoStep.getByLabel('Confirmation code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      await expect(twoStep.locator('code')).toHaveCount(10);
      await shot(twoStep, 'recovery-codes');
      await shot(guest, 'profile-two-step-on');
      await api.post('/api/customer/delete-request', { headers: { authorization: `Bearer ${token}` } });
      await guestContext.close();

      const adminContext = await sessions!.context('admin', theme, viewport);
      const admin = await adminContext.newPage();
      await admin.goto('/admin/dashboard?tab=users');
      await admin.getByPlaceholder('Name, email or phone').fill(email);
      await expect(admin.getByText(email)).toBeVisible();
      await expect(admin.getByText('Deletion requested').first()).toBeVisible();
      await shot(admin, 'users-deletion-requested');
      await admin.goto('/admin/dashboard?tab=settings');
      await expect(admin.getByRole('button', { name: /Back Up Now/i })).toBeVisible();
      await shot(admin, 'settings-backups');
      await adminContext.close();
      await api.dispose();
    });
  }
}
