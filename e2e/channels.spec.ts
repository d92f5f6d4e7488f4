import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNELS_MSG } from '@innkeep/api-contract';
import { DEMO, expect, expectToast, seriousViolations, signIn, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC), as iCalendar writes it. */
const icsDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

let feedServer: Server;
let feedUrl: string;

test.beforeAll(async () => {
  // An Airbnb-shaped feed on room 303: a guest arriving in two days (with the reservation link), and a
  // stay over the demo's booking of the room (nights 12 and 13 from today), a conflict.
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${icsDay(2)}`,
    `DTEND;VALUE=DATE:${icsDay(4)}`,
    'UID:e2e-channel-arrival@airbnb.com',
    'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4ZP8RKX',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${icsDay(12)}`,
    `DTEND;VALUE=DATE:${icsDay(14)}`,
    'UID:e2e-channel-stay@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  feedServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/listing.ics`;
});
test.afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

test('staff add a channel feed, sync it, see its stays on the desk, hear of its conflict and turn a stay into a booking', async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.staff);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Channels' }).click();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();

  const channel = page.getByRole('combobox', { name: 'Channel' });
  await channel.fill('Airbnb');
  await page.getByLabel(/^Feed address/).fill(feedUrl);
  await page.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: /^Room 303 · / }).click();
  await page.getByRole('button', { name: 'Add feed' }).click();

  const sync = page.getByRole('button', { name: 'Sync now: Airbnb of Room 303' });
  await sync.click();
  await expectToast(page, 'Synced: 2 added, 0 changed, 0 removed, 1 in conflict');
  await expect(page.getByRole('alert').filter({ hasText: '1 channel stay overlaps a booking' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Staff are told at once (a high-priority notice naming both).
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread');
  await bell.click();
  await expect(page.getByText(CHANNELS_MSG.conflictTitle).first()).toBeVisible();

  // The Front Desk draws both stays as bars of their own, labelled with the channel; the conflict in words.
  await page.goto('/desk');
  // In the grid the bars are for the pointer; the cells name them (a night's cell opens its stay with Enter).
  const conflict = page.getByText('Conflict · Airbnb · Reserved', { exact: true });
  await expect(conflict).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /held by Conflict · Airbnb · Reserved$/ }).first()).toBeVisible();
  await expect(page.getByText('Airbnb · Reserved', { exact: true })).toBeVisible();

  // Keyboard: Enter on one of the stay's nights opens it, as it opens a booking.
  const night = page.getByRole('gridcell', { name: /^Room 303, .*, held by Airbnb · Reserved$/ }).first();
  await night.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Channel stay' });
  await expect(panel.getByRole('heading', { name: 'Airbnb · Reserved' })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Reference HMQ4ZP8RKX/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Conflict None/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At arrival the desk turns it into a booking with the guest's name: the booking opens with its folio.
  await panel.getByRole('button', { name: 'Turn into booking' }).click();
  await panel.getByRole('textbox', { name: "Guest's name" }).fill('Lena Airbnb');
  await expect(panel.getByTestId('convert-total')).toBeVisible();
  await panel.getByRole('button', { name: 'Create booking' }).click();
  await expectToast(page, CHANNELS_MSG.converted);
  const booking = page.getByRole('dialog', { name: 'Booking details' });
  await expect(booking.getByRole('heading', { name: 'Lena Airbnb' })).toBeVisible();
  await expect(booking.getByText('Room 303', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Airbnb · Reserved', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: /^Room 303, .*, booked by Lena Airbnb, confirmed$/ }).first()).toBeVisible();

  // The conflict's panel says what it overlaps and leads to the booking.
  await conflict.click();
  await expect(panel.getByRole('row', { name: /Conflict Overlaps booking/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Dismiss conflict' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Open the booking' }).click();
  await expect(booking.getByText('Room 303', { exact: true })).toBeVisible();
});
