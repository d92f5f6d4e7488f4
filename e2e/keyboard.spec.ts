import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, registerCustomer, test } from './helpers';

/**
 * The two main journeys with the keyboard alone: after each page is opened, only Tab, Enter, Space,
 * arrows and typing. `tabTo` presses Tab until the wanted control has the focus, so the test fails
 * when a control cannot be reached from the keyboard at all.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with the Tab key`);
}

/** Records whether `text` ever appears on the page (from the next page load on), however briefly. */
async function watchForText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __seen?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(watched)) w.__seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Types a day into the focused date field, which reads it as YYYY-MM-DD. */
async function typeDate(page: Page, isoDay: string) {
  await page.keyboard.type(isoDay);
}

test('a guest books a room with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await registerCustomer(page, 'Keyboard Guest');
  // The first bookable room (its link read, not clicked): the journey starts on the room's page.
  await page.goto('/rooms');
  const bookLink = await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().getAttribute('href');
  const sawAlreadyBooked = await watchForText(page, 'Some nights are already booked');
  await page.goto(bookLink!.replace('/book/', '/rooms/').replace(/\?.*$/, ''));
  const roomName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Book Now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();

  // Far ahead and spread out, so parallel tests do not take the same night.
  const offset = 200 + Math.floor(Math.random() * 150);
  await tabTo(page, page.getByRole('textbox', { name: 'Check-in', exact: true }));
  await typeDate(page, day(offset));
  await tabTo(page, page.getByRole('textbox', { name: 'Check-out', exact: true }));
  await typeDate(page, day(offset + 1));
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');

  await expectToast(page, 'Booking created successfully!');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const booking = page.getByRole('article', { name: `Booking of ${roomName}` });
  await expect(booking).toBeInViewport();
  // The nights just booked were never shown as "already booked" (the page used to flash it before leaving).
  expect(await sawAlreadyBooked()).toBe(false);
});

test('a guest orders food and pays with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await registerCustomer(page, 'Keyboard Diner');
  const sawWaiting = await watchForText(page, 'is waiting for payment');
  await page.goto('/food-menu');
  await tabTo(page, page.getByRole('button', { name: 'Add Cappuccino to Cart' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Cappuccino added to cart');
  // The cart panel opened: on to checkout.
  const cart = page.getByRole('dialog');
  await expect(cart.getByRole('listitem', { name: 'Cappuccino' })).toBeVisible();
  await tabTo(page, cart.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  await tabTo(page, page.getByLabel('Delivery Location'));
  await page.keyboard.type('Room 104');
  await tabTo(page, page.getByRole('button', { name: 'Place Order & Pay' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const pay = dialog.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeVisible();
  await tabTo(page, pay);
  await page.keyboard.press('Space');

  await expectToast(page, 'Payment successful!');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('article', { name: /^Order #/ }).first()).toBeInViewport();
  // After paying, nothing said the order was still waiting for payment, not even for a moment.
  expect(await sawWaiting()).toBe(false);
});
