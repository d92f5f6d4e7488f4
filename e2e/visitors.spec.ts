import type { Page } from '@playwright/test';
import { DEMO, expect, expectToast, shownDay, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The sign-in page that will bring the visitor back to `path`. */
const loginFor = (path: string) => new RegExp(`/login\\?next=${escape(encodeURIComponent(path))}$`);

/** Fills the customer login form the visitor was sent to (keeping its `next`). */
async function signInHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Customer Login' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.guest.email);
  await page.getByLabel(/^Password/).fill(DEMO.guest.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a visitor browses the rooms and a room, is asked to sign in to book, and comes back to its booking form', async ({ page }) => {
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Our Rooms & Accommodations' })).toBeVisible();
  // The 14 demo rooms, and any another spec has added meanwhile: the count is of the cards shown.
  const cards = page.getByRole('article');
  await expect(cards.nth(13)).toBeVisible();
  await expect(page.getByText(`${await cards.count()} rooms found`)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Frooms');

  await page.getByRole('article', { name: 'Harbour View Single', exact: true }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour View Single', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guest Reviews' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booked nights' })).toBeVisible();
  const formPath = new URL(page.url()).pathname.replace(/^\/rooms\//, '/book/');

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expectToast(page, 'Please login to book a room');
  await expect(page).toHaveURL(loginFor(formPath));
  // A visitor without an account who registers instead comes back too.
  await expect(page.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', `/register?next=${encodeURIComponent(formPath)}`);

  // Signed in, the guest lands on the booking form they asked for, not back on the room's page.
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`${escape(formPath)}$`));
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
});

test('a visitor sees the menu with Login to Order, which leads to sign-in and back to the menu', async ({ page }) => {
  await page.goto('/food-menu');
  await expect(page.getByRole('heading', { name: 'Food Menu', level: 1 })).toBeVisible();
  const loginToOrder = page.getByRole('button', { name: 'Login to Order' });
  await expect(loginToOrder.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/i })).toHaveCount(0);

  await loginToOrder.first().click();
  await expectToast(page, 'Please login to order food');
  await expect(page).toHaveURL(loginFor('/food-menu'));

  await signInHere(page);
  await expect(page).toHaveURL(/\/food-menu$/);
  await expect(page.getByRole('button', { name: /^Add .* to cart$/i }).first()).toBeVisible();
  await expect(loginToOrder).toHaveCount(0);
});

test('a visitor opens the facilities page', async ({ page }) => {
  await page.goto('/facilities');
  await expect(page).toHaveURL(/\/facilities$/);
  await expect(page.getByRole('heading', { name: 'Premium Facilities' })).toBeVisible();
});

test('a page whose code is gone after a redeploy shows the error page, whose Reload loads the new build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome to/, level: 1 })).toBeVisible();
  // The tab still runs the build it loaded, whose chunk for the facilities page the server no longer has.
  const chunk = /\/assets\/Facilities-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Facilities' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Premium Facilities' })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities$/);
});

test('the landing search opens the rooms free for the chosen dates', async ({ page, request }) => {
  const checkIn = day(40);
  const checkOut = day(43);
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Find a room for your dates' });
  await search.getByRole('textbox', { name: 'Check-in', exact: true }).fill(checkOut);
  await search.getByRole('textbox', { name: 'Check-out', exact: true }).fill(checkIn);
  await search.getByRole('button', { name: 'Search Rooms' }).click();
  await expect(search.getByRole('alert')).toHaveText('Check-out date must be after check-in date');
  await expect(page).toHaveURL(/\/$/);

  await search.getByRole('textbox', { name: 'Check-in', exact: true }).fill(checkIn);
  await search.getByRole('textbox', { name: 'Check-out', exact: true }).fill(checkOut);
  await search.getByRole('button', { name: 'Search Rooms' }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms\\?checkIn=${checkIn}&checkOut=${checkOut}$`));
  await expect(page.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(shownDay(checkIn));
  await expect(page.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(shownDay(checkOut));
  await expect(page.getByText(/^Free from /)).toBeVisible();
  // The list is the server's answer for that stay, which a visitor may ask for too: the demo data has
  // a room in maintenance, which no dates can book, so it is shorter than the full list.
  const free = await request.get(`/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(free.status()).toBe(200);
  const freeRooms = (await free.json()) as { status: string }[];
  const allRooms = (await (await request.get('/api/rooms')).json()) as unknown[];
  expect(freeRooms.length).toBeLessThan(allRooms.length);
  expect(freeRooms.filter((room) => room.status === 'maintenance')).toEqual([]);
  await expect(page.getByText(`${freeRooms.length} rooms found`)).toBeVisible();
});

test('a next that leaves the app is ignored after signing in', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fevil.example%2Frooms');
  await signInHere(page);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('the landing contact form checks its fields, thanks the visitor and clears itself', async ({ page }) => {
  await page.goto('/');
  // The form's code loads as the visitor comes near it: here through the page's own Contact link.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Contact' }).click();
  const form = page.getByRole('form', { name: 'Send us a message' });
  const name = form.getByLabel('Your Name');
  // Spaces pass the browser's "required"; the contract's schema says what is wrong, on the field.
  await name.fill('   ');
  await form.getByLabel('Email Address').fill('ada@example.test');
  await form.getByLabel('Message').fill('Do you have a room for a bicycle?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please fill in all required fields');

  await name.fill('Ada Lovelace');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Thank you for your inquiry! We will get back to you soon.');
  await expect(name).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
