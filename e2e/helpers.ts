import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, STORAGE_KEYS, type UiLanguage } from '@innkeep/api-contract';

export { expect };

/**
 * Toasts close by themselves after 3-5 seconds, and a busy machine can take longer than that to get
 * from the action to the assertion. So every page records the text of each toast as it opens
 * (`window.__innkeepToasts`, kept until the next full page load), and `expectToast` looks there:
 * it passes once the toast has been shown, whether or not it is still open.
 */
export async function watchToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakMap<Element, string>();
    Object.defineProperty(window, '__innkeepToasts', { value: shown });
    const record = () => {
      for (const toast of document.querySelectorAll('.mantine-Notifications-root [role="alert"]')) {
        const text = toast.textContent ?? '';
        if (text && seen.get(toast) !== text) {
          seen.set(toast, text);
          shown.push(text);
        }
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts the page has shown since it was loaded. */
async function toastsShown(page: Page): Promise<string[]> {
  // While the page is navigating its context may be gone for a moment; ask again on the next poll.
  return page
    .evaluate(() => (window as unknown as { __innkeepToasts?: string[] }).__innkeepToasts ?? ['(toasts not recorded)'])
    .catch(() => []);
}

/** Passes once the page has shown a toast containing `text` (open now or already closed). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastsShown(page), { message: `a toast saying "${text}"` }).toContainEqual(expect.stringContaining(text));
}

/** Playwright's test, with toasts recorded on the default context (call `watchToasts` on others). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await watchToasts(context);
    await use(context);
  },
});

/** Rooms other specs book or inspect by name; the staff and desk specs stay off them. */
export const ROOMS_OF_OTHER_SPECS = new Set([
  'Garden Single',
  'Junior Suite',
  'Harbour View Single',
  'Penthouse Suite',
  'Harbour Suite',
  'Four-Bed Shared Room',
  // The rates spec sets its weekend price and minimum stay.
  'Twin Room',
]);

export const DEMO = {
  admin: { email: 'admin@innkeep.test', password: 'Admin#2026', portal: '/admin/login' },
  staff: { email: 'staff@innkeep.test', password: 'Staff#2026', portal: '/staff/login' },
  pending: { email: 'pending@innkeep.test', password: 'Staff#2026', portal: '/staff/login' },
  guest: { email: 'guest@innkeep.test', password: 'Guest#2026', portal: '/login' },
} as const;

/** Signs in through a portal's form and waits until the app has left the login page. */
export async function signIn(page: Page, account: { email: string; password: string; portal: string }) {
  await page.goto(account.portal);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${account.portal}$`));
}

let counter = 0;
/** Registers a new customer through the form; returns the credentials. */
export async function registerCustomer(page: Page, name = 'E2E Guest') {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.test`;
  const password = 'secret12';
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0101');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  return { email, password, portal: '/login' };
}

/** A 'YYYY-MM-DD' day as the date fields show it once picked ('Thu, Dec 10, 2026'). */
export function shownDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** Calls the REST API as the user signed in on `page`; fails the test on an error status. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A signed-in staff member on the dashboard, in a browser context of their own. */
export async function staffBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchToasts(context);
  const page = await context.newPage();
  await signIn(page, DEMO.staff);
  await page.goto('/staff/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Staff!' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return page;
}

/**
 * axe-core as every accessibility check runs it: WCAG 2.0/2.1 A and AA and best practices, plus WCAG 2.5.3's
 * label-content-name-mismatch (an accessible name contains the visible words), which axe ships as experimental
 * and so runs only when enabled by name (the rule's own setting wins over the tag selection).
 */
export const axe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

/** axe-core's serious and critical findings on the page as it is now (an open dialog or drawer included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`);
}

/**
 * Opens every page of a context in a language, as an earlier choice in the header's menu would: kept on the
 * device, and in the cookie the server renders its first HTML by (so it is set before any page loads).
 */
export async function speak(context: BrowserContext, language: UiLanguage, baseURL: string): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
}

/** The demo admin's token, from the REST sign-in. */
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

const PORTALS = { customer: '/login', staff: '/staff/login', admin: '/admin/login' } as const;
let accounts = 0;

/**
 * A new account of the test's own, so nothing it saves (a language, two-step sign-in) reaches the shared demo
 * accounts the other specs use: registered as a guest, then approved as staff or made admin by the demo admin.
 */
export async function freshAccount(request: APIRequestContext, role: keyof typeof PORTALS, name: string) {
  accounts += 1;
  const email = `e2e-${role}-${Date.now()}-${process.pid}-${accounts}@example.test`;
  const password = 'Lantern-Quay-4821';
  const registered = await request.post('/api/auth/register', {
    data: { name, email, phone: '+1 555 0142', password, confirmPassword: password, role: role === 'staff' ? 'staff' : 'customer' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { _id: string } };
  if (role !== 'customer') {
    const [path, data] = role === 'admin' ? ['role', { role: 'admin' }] : ['approval', { isApproved: true }];
    const changed = await request.put(`/api/admin/users/${user._id}/${path}`, {
      data,
      headers: { authorization: `Bearer ${await demoAdminToken(request)}` },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return { email, password, portal: PORTALS[role], name };
}

/**
 * A one-night stay `daysAhead` from today in a room sold whole that no other spec books, free on
 * those dates; for specs that need a booking of their own far from the others' nights.
 */
export async function farStay(page: Page, daysAhead: number) {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [checkIn, checkOut] = [day(daysAhead), day(daysAhead + 1)];
  const rooms = await api<{ _id: string; name: string; saleMode: 'room' | 'bed' }[]>(
    page,
    'GET',
    `/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const room = rooms.find((r) => r.saleMode === 'room' && !ROOMS_OF_OTHER_SPECS.has(r.name) && !r.name.startsWith('Lighthouse Loft'));
  if (!room) throw new Error(`no free room ${daysAhead} days ahead`);
  return { room, checkIn, checkOut };
}
