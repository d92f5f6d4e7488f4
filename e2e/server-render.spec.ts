import type { Page, Route } from '@playwright/test';
import { STORAGE_KEYS } from '@innkeep/api-contract';
import { DEMO, expect, test } from './helpers';

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
