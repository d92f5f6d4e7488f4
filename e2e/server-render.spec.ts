import type { Page, Route } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '@innkeep/api-contract';
import { DEMO, expect, ROOMS_OF_OTHER_SPECS, signIn, test } from './helpers';

/**
 * React has taken over the server's HTML (hydrateRoot was called: it marks its container, and from then on it
 * replays a click on a part not yet hydrated). Before, the page is only the server's HTML: a click does nothing.
 */
const hydrating = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));

const PAGES = ['/', '/rooms', '/rooms/:id', '/facilities', '/food-menu', '/login', '/register'];

for (const path of PAGES) {
  test(`${path} arrives rendered by the server and the browser adopts it without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let address = path;
    if (path === '/rooms/:id') {
      const rooms = await (await page.request.get('/api/rooms')).json();
      address = `/rooms/${(rooms as { _id: string }[])[0]!._id}`;
    }

    const html = await (await page.request.get(address)).text();
    expect(html).toContain('id="innkeep-server-state"');
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<main id="main-content"');

    await page.goto(address);
    await hydrating(page);
    // The server's button answers a click.
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(errors).toEqual([]);
  });
}

test('a visitor with the dark theme stored gets their button after the server page is adopted', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
  await page.goto('/rooms');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await hydrating(page);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sign-in form keeps what was typed before hydration and is sent once the page is live', async ({ page }) => {
  // The app's scripts wait until the form has been filled: until then the page is only the server's HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('guest@innkeep.test');
  await page.getByLabel(/^Password/).fill('Guest#2026');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  // Not sent by the browser itself (a reload that would drop the text): the button waits for the app.
  await expect(signIn).toBeDisabled();
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.getByLabel('Email')).toHaveValue('guest@innkeep.test');

  release();
  await hydrating(page);
  await signIn.click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a signed-in browser draws its own page over the visitor page the server sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('guest@innkeep.test');
  await page.getByLabel(/^Password/).fill('Guest#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/');
  // The landing page sends a signed-in guest on to their dashboard.
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test("a signed-in guest's page from the server stays inert until the browser has drawn their own", async ({ browser, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.guest.email, password: DEMO.guest.password } });
  const { token } = (await login.json()) as { token: string };
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.token, token]);
  const page = await context.newPage();
  // The route's page chunks are held back, as a phone's slow network would: the server's visitor page is on
  // screen and the entry script has run, but the guest's own page cannot be drawn yet.
  const held: Route[] = [];
  await page.route(/\/assets\/Rooms-.*\.js$/, (route) => void held.push(route));
  await page.goto('/rooms', { waitUntil: 'commit' });
  // The server's page stays on screen meanwhile, but anything typed into it would vanish when it is replaced, so
  // it takes no input.
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  await expect(page.locator('main h1')).toHaveText('Our Rooms & Accommodations');
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(/\/assets\/Rooms-.*\.js$/);
  await expect(page.getByRole('button', { name: /^Notifications, / })).toBeVisible();
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('x');
  await expect(search).toHaveValue('x');
  await context.close();
});

test("a guest's booking form arrives rendered for their session and is adopted without a mismatch", async ({ browser, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.guest.email, password: DEMO.guest.password } });
  const { token } = (await login.json()) as { token: string };
  const rooms = (await (await request.get('/api/rooms')).json()) as { _id: string; name: string }[];
  const room = rooms.find((r) => !ROOMS_OF_OTHER_SPECS.has(r.name) && /^[\w ]+$/.test(r.name))!;
  const address = `/book/${room._id}`;

  // The session cookie makes it the guest's page; without it the address is the app's shell, as before.
  const signedIn = await (await request.get(address, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } })).text();
  expect(signedIn).toContain('"signedIn":true');
  expect(signedIn).toContain('<h1');
  expect(signedIn).toContain(room.name);
  expect(signedIn).not.toContain('class="boot"');
  const visitor = await (await request.get(address, { headers: { cookie: `${SESSION_COOKIE}=` } })).text();
  expect(visitor).toContain('class="boot"');
  expect(visitor).not.toContain(room.name);

  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.token, token]);
  await context.addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: test.info().project.use.baseURL! }]);
  // Whether the form's submit button had React's handlers when the page started taking taps. React adopts the header
  // before the page's own part: a page live before its form took a "Confirm Booking" tap and did nothing.
  await context.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('root');
      const submit = document.querySelector('main button[type="submit"]');
      if (!root || root.inert || !submit) return;
      observer.disconnect();
      (window as unknown as { formLiveAtFirstTap: boolean }).formLiveAtFirstTap = Object.keys(submit).some((key) =>
        key.startsWith('__reactProps$'),
      );
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The form's chunk is held back, as a phone's slow network would: the guest's page is on screen, but takes no
  // tap until it is live (a date chosen now would be lost).
  const held: Route[] = [];
  await page.route(/\/assets\/Book-.*\.js$/, (route) => void held.push(route));
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(/\/assets\/Book-.*\.js$/);
  // The first tap it takes is the form's: the offer chosen shows its notice (the header is adopted before the form).
  await page.getByRole('radio', { name: /^Non-refundable/ }).check();
  await expect(page.getByTestId('nonrefundable-notice')).toBeVisible();
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  expect(await page.evaluate(() => (window as unknown as { formLiveAtFirstTap?: boolean }).formLiveAtFirstTap)).toBe(true);
  await hydrating(page);
  await expect(page.getByRole('button', { name: /^Notifications, / })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(errors).toEqual([]);
  await context.close();
});

test('signing in and out keeps the session cookie with the stored token', async ({ page, context }) => {
  await signIn(page, DEMO.guest);
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const cookie = async () => (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  expect(stored).toBeTruthy();
  expect(decodeURIComponent((await cookie()) ?? '')).toBe(stored);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(cookie).toBeUndefined();
});
