import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { HotelInfo } from '@innkeep/api-contract';
import { api, DEMO, expect, expectToast, registerCustomer, signIn, test } from './helpers';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${process.pid % 1000}${(counter += 1)}`;

/** A second, separate browser session (its own storage), e.g. the guest next to the admin. */
async function otherSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

test('an admin approves a newly registered staff member, who can then open the staff dashboard', async ({ page, browser }) => {
  const staff = await otherSession(browser);
  const name = `Stella Staff ${unique()}`;
  const email = `e2e-staff-${unique()}@example.test`;
  await staff.goto('/register');
  await staff.getByLabel('Full Name').fill(name);
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Phone').fill('+1 555 0102');
  await staff.getByText('Staff', { exact: true }).click();
  await staff.getByLabel(/^Password/).fill('secret12');
  await staff.getByLabel('Confirm Password').fill('secret12');
  await staff.getByRole('button', { name: 'Create Account' }).click();
  await expect(staff).toHaveURL(/\/staff\/dashboard$/);
  await expect(staff.getByText('Account Pending Approval')).toBeVisible();

  await signIn(page, DEMO.admin);
  // The side menu's User Management link opens the users tab.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=users$/);
  await page.getByRole('main').getByLabel('Search').fill(email);
  const approve = page.getByRole('button', { name: `Approve ${name}` });
  await expect(approve).toBeVisible();
  await approve.click();
  await expectToast(page, 'User approved successfully');
  await expect(approve).toBeHidden();
  await expect(page.getByRole('table').getByText('Approved', { exact: true })).toBeVisible();

  await staff.reload();
  await expect(staff.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  await expect(staff.getByText('Account Pending Approval')).toBeHidden();
  await staff.context().close();
});

test('an admin adds a room and edits it; guests see it on /rooms', async ({ page }) => {
  const roomNumber = `E${unique()}`.slice(0, 12);
  const name = `Lighthouse Loft ${roomNumber}`;
  await signIn(page, DEMO.admin);
  await openTab(page, 'rooms');
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  // The form explains what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the room name');

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Room Number').fill(roomNumber);
  await dialog.getByLabel('Price per night ($)').fill('185.5');
  await dialog.getByLabel('Capacity').fill('3');
  await dialog.getByLabel('Floor').fill('5');
  await dialog.getByLabel('Description').fill('Top-floor loft with a view of the lighthouse.');
  await dialog.getByLabel('Free WiFi').check();
  await dialog.getByLabel('Balcony').check();
  await dialog.getByLabel('Image address').fill('/images/rooms/suite-2.svg');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await expectToast(page, 'Room created successfully');
  await expect(dialog).toBeHidden();

  await page.getByRole('main').getByLabel('Search').fill(roomNumber);
  // Fifteen demo rooms: the tab opens as a list, one row per room.
  const card = page.getByRole('row', { name: `Room ${roomNumber}` });
  await expect(card.getByText(name)).toBeVisible();
  await card.getByRole('button', { name: `Edit room ${roomNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit room ${roomNumber}` });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Name').fill(`${name} Deluxe`);
  await edit.getByLabel('Price per night ($)').fill('199');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Room updated successfully');
  await expect(card.getByText(`${name} Deluxe`)).toBeVisible();

  await page.goto('/rooms');
  const listed = page.getByRole('article', { name: `${name} Deluxe`, exact: true });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('$199.00')).toBeVisible();
});

test('an admin sends a notification that the guest then sees', async ({ page, browser }) => {
  const guest = await otherSession(browser);
  const guestName = `Nina Notified ${unique()}`;
  const credentials = await registerCustomer(guest, guestName);

  await signIn(page, DEMO.admin);
  await openTab(page, 'notifications');
  await page.getByRole('button', { name: 'Send Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Notification' });
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Recipient').fill(credentials.email);
  await page.getByRole('option', { name: new RegExp(credentials.email) }).click();
  const title = `Spa voucher ${unique()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('Enjoy a free spa session during your stay.');
  await expect(dialog.getByLabel('Priority')).toHaveValue('Medium');
  // The preview says who it goes to before anything is sent.
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(dialog.getByText(`Goes to 1 recipient: ${guestName}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expectToast(page, 'Notification sent successfully');
  await expect(page.getByRole('article', { name: title }).getByText(guestName)).toBeVisible();

  await guest.goto('/notifications');
  await expect(guest.getByText(title)).toBeVisible();
  await guest.context().close();
});

test('an admin exports the payment history as payments-{date}.csv', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openTab(page, 'payments');
  await expect(page.getByRole('heading', { name: 'Booking Payments' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    '"Type","ID","Date","Customer Name","Customer Email","Details","Amount","Payment Status","Status","Kind","Method","Note","Recorded By"',
  );
  expect(csv).toMatch(/\r\n"Booking","[0-9a-f]{24}",/);
  expect(csv).toMatch(/\r\n"Food order","[0-9a-f]{24}",/);
});

test("an admin exports the filtered bookings as bookings-{date}.csv and opens a booking's details from the list", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openTab(page, 'bookings');
  await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
  // The guest's name in the first row is a button that opens the booking's details.
  const firstGuest = page
    .getByRole('row', { name: /^Booking of / })
    .first()
    .getByRole('button')
    .first();
  await expect(firstGuest).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^"Booking ID","Booked At","Guest Name",/);
  expect(lines.length).toBeGreaterThan(1);
  // Only the filtered status.
  for (const line of lines.slice(1)) expect(line).toContain(',"confirmed",');

  const name = (await firstGuest.textContent()) ?? '';
  await firstGuest.click();
  const drawer = page.getByRole('dialog', { name: 'Booking details' });
  await expect(drawer.getByRole('heading', { name })).toBeVisible();
  await expect(drawer.getByText('Balance')).toBeVisible();
});

/**
 * Picks an option of a searchable select. Its list, opened at the bottom of the window on a busy
 * machine, sometimes does not show for the first keystrokes: type again until the choice is made.
 */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await box.scrollIntoViewIfNeeded();
    await box.fill(typed);
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(box).toHaveValue(option, { timeout: 1_000 });
  }).toPass();
}

test('an admin switches the currency to euros, and prices follow', { tag: '@hotel-wide' }, async ({ page }) => {
  await signIn(page, DEMO.admin);
  const before = await api<HotelInfo>(page, 'GET', '/api/admin/settings');
  // Every other spec expects dollars: this one runs after them (playwright.config.ts) and puts dollars back.
  try {
    await openTab(page, 'settings');
    await choose(page, 'Currency', 'EUR', 'EUR · Euro');
    await choose(page, 'Number format', 'de-DE', /^de-DE/);
    await expect(page.getByText('Amounts will read 1.234,50 € on every page')).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // Amounts are not converted: the change waits for a confirmation that says so.
    const confirm = page.getByRole('dialog', { name: 'Change the currency?' });
    await expect(confirm).toContainText('$1,234.50 will read 1.234,50 €');
    await confirm.getByRole('button', { name: 'Change currency' }).click();
    await expectToast(page, 'Settings saved successfully');

    await page.goto('/food-menu');
    await expect(page.getByText(/\d+,\d\d\s€$/).first()).toBeVisible();
    await expect(page.getByText(/\$\d/)).toHaveCount(0);
  } finally {
    await api(page, 'PUT', '/api/admin/settings', { ...before, currency: 'USD', locale: 'en-US', confirmCurrencyChange: true });
  }
  await page.goto('/food-menu');
  await expect(page.getByText(/\$\d+\.\d\d$/).first()).toBeVisible();
});
