import type { Page } from '@playwright/test';
import { DEMO, ROOMS_OF_OTHER_SPECS, expect, expectToast, shownDay, signIn, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '$1,234.50' as a number, and back. */
const money = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, ''));
const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface ListedRoom {
  _id: string;
  name: string;
  status: string;
  capacity: number;
  saleMode: string;
  stay: { total: number; problem: string | null } | null;
}

async function expectStayFields(page: Page, checkIn: string, checkOut: string, guests: string) {
  await expect(page.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(shownDay(checkIn));
  await expect(page.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(shownDay(checkOut));
  await expect(page.getByLabel(/^(Guests|Beds)/)).toHaveValue(guests);
}

test('a visitor searches on / with dates and 2 guests and, through sign-in, reaches a pre-filled booking form', async ({ page }) => {
  test.slow();
  const checkIn = day(75);
  const checkOut = day(78);
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Find a room for your dates' });
  await search.getByRole('textbox', { name: 'Check-in', exact: true }).fill(checkIn);
  await search.getByRole('textbox', { name: 'Check-out', exact: true }).fill(checkOut);
  await search.getByLabel('Guests').selectOption('2');
  await search.getByRole('button', { name: 'Search Rooms' }).click();

  await expect(page).toHaveURL(new RegExp(`/rooms\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
  await expectStayFields(page, checkIn, checkOut, '2');
  await expect(page.getByText(/^Free from .* for 2 guests$/)).toBeVisible();
  // Both dates set: the "add your dates" hint has gone.
  await expect(page.getByText(/add your dates/)).toHaveCount(0);

  // The server's list for that stay and party; a room occupied tonight is free then, and shows no "occupied" to a visitor.
  const free = (await (await page.request.get(`/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)).json()) as ListedRoom[];
  const occupiedTonight = free.find(
    (room) => room.status === 'occupied' && room.saleMode === 'room' && room.capacity >= 2 && !ROOMS_OF_OTHER_SPECS.has(room.name),
  );
  expect(occupiedTonight, 'a room occupied tonight and free for the stay in the demo data').toBeTruthy();
  const occupiedCard = page.getByRole('article', { name: occupiedTonight!.name, exact: true });
  await expect(occupiedCard.getByText('available', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByText('occupied', { exact: true })).toHaveCount(0);

  // Sorted by price, the cards' stay totals (the server's quotes for 2 guests) rise.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Lowest price' }).click();
  await expect(page).toHaveURL(/&sort=price-asc$/);
  const totals = (
    await page
      .getByRole('article')
      .getByText(/ for 3 nights$/)
      .allTextContents()
  ).map(money);
  expect(totals.length).toBe(await page.getByRole('article').count());
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  const quoted = dollars(occupiedTonight!.stay!.total);
  await expect(occupiedCard.getByText(/ for 3 nights$/)).toHaveText(`${quoted} for 3 nights`);

  // The room's page keeps the stay, and its Book Now sends the visitor to sign in and then to the form.
  await occupiedCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: occupiedTonight!.name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rooms/${occupiedTonight!._id}\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
  await expect(page.getByText('occupied', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expectToast(page, 'Please login to book a room');
  const form = `/book/${occupiedTonight!._id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${escape(encodeURIComponent(form))}$`));
  await page.getByLabel('Email').fill(DEMO.guest.email);
  await page.getByLabel(/^Password/).fill(DEMO.guest.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`${escape(form)}$`));
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
  await expectStayFields(page, checkIn, checkOut, '2');
  await expect(page.getByTestId('booking-total')).toHaveText(quoted);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();

  // The form writes its values back into the address: a reload (or another sign-in) keeps a change.
  await page.getByLabel('Guests').fill('1');
  await expect(page).toHaveURL(new RegExp(`/book/${occupiedTonight!._id}\\?checkIn=${checkIn}&checkOut=${checkOut}$`));
  await page.reload();
  await expectStayFields(page, checkIn, checkOut, '1');
});

test('a signed-in guest’s search reaches the booking form pre-filled, and the check-out picker opens on the check-in’s month', async ({
  page,
}) => {
  await signIn(page, DEMO.guest);
  // Check-in three months ahead: its month is never today's.
  const checkIn = day(92);
  const checkOut = day(95);
  await page.goto('/rooms');
  const dropdowns = page.locator('[data-dates-dropdown]');
  await page.getByRole('textbox', { name: 'Check-in', exact: true }).fill(checkIn);
  await page.getByRole('textbox', { name: 'Check-in', exact: true }).press('Escape');
  await expect(dropdowns).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Check-out', exact: true }).click();
  const month = new Date(`${checkIn}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(dropdowns.getByRole('button', { name: month, exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Check-out', exact: true }).fill(checkOut);
  await page.getByLabel('Guests').fill('2');
  await expect(page).toHaveURL(new RegExp(`/rooms\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Book Now' }) })
    .first();
  await card.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/\\w+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(shownDay(checkIn));
  await expect(page.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(shownDay(checkOut));
  await expect(page.getByLabel(/^(Guests|Beds)/)).toHaveValue('2');
});

test('on a 375 px phone the admin reaches every dashboard tab from a list, without sideways scrolling, and folds the demo banner', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  const banner = page.getByRole('alert').filter({ hasText: 'Demo passwords still work' });
  await expect(banner).toContainText('admin@innkeep.test');
  await banner.getByRole('button', { name: 'Hide' }).click();
  await expect(banner.getByText(/still signs? in with/)).toBeHidden();
  // Remembered on this device.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByText(/still signs? in with/)).toBeHidden();

  // The tab strip is not shown on a phone: a list names every tab.
  await expect(page.getByRole('tablist')).toBeHidden();
  const picker = page.getByRole('combobox', { name: 'Dashboard tab' });
  await picker.click();
  const labels = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(labels).toHaveLength(13);
  await page.keyboard.press('Escape');
  for (const label of labels) {
    await picker.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(picker).toHaveValue(label);
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel).toBeVisible();
    await expect(panel.locator('.mantine-Loader-root')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scrolling on the ${label} tab`).toBeLessThanOrEqual(0);
  }
  await expect(page).toHaveURL(/\?tab=settings$/);
  await banner.getByRole('button', { name: 'Show' }).click();
  await expect(banner.getByText(/still signs? in with/)).toBeVisible();
});
