import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNELS_MSG } from '@innkeep/api-contract';
import { DEMO, expect, expectToast, signIn, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC), as iCalendar writes it. */
const icsDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

let feedServer: Server;
let feedUrl: string;

test.beforeAll(async () => {
  // An Airbnb-shaped feed with one stay over the demo's booking of room 303 (nights 12 and 13 from today).
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
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

test('staff add a channel feed, sync it and hear of its conflict with a booking', async ({ page }) => {
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

  const sync = page.getByRole('button', { name: 'Sync Airbnb of Room 303 now' });
  await sync.click();
  await expectToast(page, 'Synced: 1 added, 0 changed, 0 removed, 1 in conflict');
  await expect(page.getByRole('alert').filter({ hasText: '1 channel stay overlaps a booking' })).toBeVisible();

  // Staff are told at once (a high-priority notice naming both).
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread');
  await bell.click();
  await expect(page.getByText(CHANNELS_MSG.conflictTitle).first()).toBeVisible();
});
