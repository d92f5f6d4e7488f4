import type { Page } from '@playwright/test';
import { DEMO, ROOMS_OF_OTHER_SPECS, expect, expectToast, signIn, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** How the calendar names a day in its cells: 'Tue 24 Nov'. */
const label = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

interface RoomSummary {
  _id: string;
  name: string;
  roomNumber: string;
  saleMode: 'room' | 'bed';
}

async function freeRooms(page: Page, checkIn: string, checkOut: string): Promise<RoomSummary[]> {
  const res = await page.request.get(`/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(res.ok()).toBe(true);
  const rooms = (await res.json()) as RoomSummary[];
  // Demo rooms only, and not the last free one, which the staff spec takes for its stay tonight.
  // Rooms sold whole: a dormitory's nights are its beds' rows (beds.spec territory).
  return rooms
    .filter((r) => r.saleMode === 'room' && !ROOMS_OF_OTHER_SPECS.has(r.name) && !r.name.startsWith('Lighthouse Loft'))
    .slice(0, -1);
}

const cell = (page: Page, roomNumber: string, iso: string, state: string) =>
  page.getByRole('gridcell', { name: `Room ${roomNumber}, ${label(iso)}, ${state}`, exact: true });

test('on the calendar, staff book a walk-in by selecting nights, move the booking to another room and check the guest in', async ({
  page,
}) => {
  test.slow();
  const guest = `Walker ${Date.now()}`;
  const [today, tomorrow, after] = [day(0), day(1), day(2)];
  const [room, other] = await freeRooms(page, today, after);
  if (!room || !other) throw new Error('no two free rooms for tonight');

  await signIn(page, DEMO.staff);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Front Desk' }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole('heading', { name: 'Front Desk' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Room calendar' })).toBeVisible();

  // Two nights: click the first, shift-click the last.
  await cell(page, room.roomNumber, today, 'free').click();
  await cell(page, room.roomNumber, tomorrow, 'free').click({ modifiers: ['Shift'] });
  await expect(page.getByRole('status').filter({ hasText: `Room ${room.roomNumber}` })).toContainText('2 nights');
  await page.getByRole('button', { name: 'Book these nights' }).click();

  const form = page.getByRole('dialog', { name: `New booking · Room ${room.roomNumber}` });
  await expect(form.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(today);
  await expect(form.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(after);
  await form.getByLabel('Name').fill(guest);
  await form.getByLabel('Phone').fill('+351 900 123 456');
  await form.getByRole('button', { name: 'Create booking' }).click();
  await expectToast(page, 'Booking created');
  await expect(form).toBeHidden();

  const booked = `booked by ${guest}, confirmed`;
  await expect(cell(page, room.roomNumber, today, booked)).toBeVisible();
  await expect(cell(page, room.roomNumber, tomorrow, booked)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Booking details' });
  await expect(drawer).toContainText(guest);
  await expect(drawer).toContainText(`Room ${room.roomNumber}`);

  // Move it to another free room.
  await drawer.getByRole('button', { name: 'Move or change' }).click();
  await drawer.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: new RegExp(`^Room ${other.roomNumber} ·`) }).click();
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Booking updated');
  await expect(drawer).toContainText(`Room ${other.roomNumber}`);
  await expect(cell(page, other.roomNumber, today, booked)).toBeVisible();
  await expect(cell(page, room.roomNumber, today, 'free')).toBeVisible();

  // Check the guest in.
  await drawer.getByRole('button', { name: 'Check in' }).click();
  await expectToast(page, 'Booking status updated to checked-in');
  await expect(cell(page, other.roomNumber, today, `booked by ${guest}, checked in`)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(page.getByRole('rowheader').filter({ hasText: other.roomNumber })).toContainText('occupied');
});

/** On the calendar, staff select the arrival night of a free room and book it for a walk-in guest. */
async function bookWalkIn(page: Page, room: RoomSummary, [arrival, departure]: [string, string], guest: string) {
  await page.goto('/desk');
  await cell(page, room.roomNumber, arrival, 'free').click();
  await page.getByRole('button', { name: 'Book these nights' }).click();
  const form = page.getByRole('dialog', { name: `New booking · Room ${room.roomNumber}` });
  await expect(form.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(departure);
  await form.getByLabel('Name').fill(guest);
  await form.getByLabel('Phone').fill('+351 900 555 000');
  await form.getByRole('button', { name: 'Create booking' }).click();
  await expectToast(page, 'Booking created');
}

test('staff cancel a booking from its details drawer, which frees its nights on the calendar', async ({ page }) => {
  test.slow();
  const guest = `Caller ${Date.now()}`;
  const [arrival, departure] = [day(5), day(6)];
  const [room] = await freeRooms(page, arrival, departure);
  if (!room) throw new Error(`no free room on ${arrival}`);

  await signIn(page, DEMO.staff);
  await bookWalkIn(page, room, [arrival, departure], guest);
  await expect(cell(page, room.roomNumber, arrival, `booked by ${guest}, confirmed`)).toBeVisible();

  // Staff advance status one step at a time, but cancelling is a desk action the server allows them.
  const drawer = page.getByRole('dialog', { name: 'Booking details' });
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Booking status updated to cancelled');
  await expect(cell(page, room.roomNumber, arrival, 'free')).toBeVisible();
});

test('staff show a QR pay link for a booking’s balance; a phone pays it and the folio’s balance drops to 0', async ({ page, browser }) => {
  test.slow();
  const guest = `Payer ${Date.now()}`;
  const [arrival, departure] = [day(11), day(12)];
  const room = (await freeRooms(page, arrival, departure)).at(-1);
  if (!room) throw new Error(`no free room on ${arrival}`);

  await signIn(page, DEMO.staff);
  await bookWalkIn(page, room, [arrival, departure], guest);

  const drawer = page.getByRole('dialog', { name: 'Booking details' });
  const balance = drawer.getByRole('row', { name: /^Balance/ });
  await expect(balance).not.toContainText('$0.00');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await drawer.getByLabel('Method').selectOption({ label: 'QR link' });
  await drawer.getByRole('button', { name: 'Show QR pay link' }).click();
  await expect(drawer.getByTestId('payment-qr')).toBeVisible();
  const link = await drawer.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  expect(link).toMatch(/\/pay\/stay\/[0-9a-f]+\?token=[\w-]{43}$/);

  // The phone is not signed in: the token in the link is what lets it pay.
  const phone = await browser.newContext();
  const pay = await phone.newPage();
  await pay.goto(link ?? '');
  await expect(pay.getByText(`Room ${room.roomNumber}`)).toBeVisible();
  await expect(pay.getByText(guest.split(' ')[0] ?? '')).toBeVisible();
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(pay.getByText('Payment received. Thank you!')).toBeVisible();
  await phone.close();

  await expectToast(page, 'Payment recorded');
  await expect(balance).toContainText('$0.00');
  await expect(drawer.getByText('QR link ·')).toBeVisible();
});

test('staff drag a booking’s bar to another room and night, see the old and new total, and confirm the move', async ({ page }) => {
  test.slow();
  const guest = `Dragger ${Date.now()}`;
  const [arrival, next, departure] = [day(3), day(4), day(5)];
  const [room, other] = await freeRooms(page, arrival, departure);
  if (!room || !other) throw new Error(`no two free rooms from ${arrival}`);

  await signIn(page, DEMO.staff);
  await bookWalkIn(page, room, [arrival, next], guest);
  const booked = `booked by ${guest}, confirmed`;
  await expect(cell(page, room.roomNumber, arrival, booked)).toBeVisible();
  await page.keyboard.press('Escape');

  // Grab the bar's night and drop it one night later in the other room (where both are once the drawer has gone).
  await cell(page, room.roomNumber, arrival, booked).dragTo(cell(page, other.roomNumber, next, 'free'), { steps: 8 });

  const dialog = page.getByRole('dialog', { name: `Move ${guest}'s booking` });
  await expect(dialog.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(next);
  await expect(dialog.getByRole('textbox', { name: 'Check-out', exact: true })).toHaveValue(departure);
  await expect(dialog.getByRole('combobox', { name: 'Room' })).toHaveValue(new RegExp(`^Room ${other.roomNumber} ·`));
  await expect(dialog.getByTestId('change-preview')).toContainText(/Total now \$[\d,.]+ → after the change \$[\d,.]+/);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Booking updated');
  await expect(dialog).toBeHidden();
  await expect(cell(page, other.roomNumber, next, booked)).toBeVisible();
  await expect(cell(page, room.roomNumber, arrival, 'free')).toBeVisible();
});
