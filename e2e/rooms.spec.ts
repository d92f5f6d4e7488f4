import type { Page } from '@playwright/test';
import { DEMO, expect, expectToast, registerCustomer, shownDay, signIn, test } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const roomCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The server's quote for the booking page's room, as the page writes money: what the page must show. */
async function quotedTotal(page: Page, checkIn: string, checkOut: string, guests: number): Promise<string> {
  const roomId = /\/book\/(\w+)/.exec(page.url())?.[1];
  const res = await page.request.get(`/api/rooms/${roomId}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);
  expect(res.status()).toBe(200);
  const { total } = (await res.json()) as { total: number };
  return `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function openBookingPage(page: Page, roomName: string) {
  await page.goto('/rooms');
  await roomCard(page, roomName).getByRole('link', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
}

test('a guest filters the rooms and opens a room’s details', async ({ page }) => {
  await signIn(page, DEMO.guest);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Our Rooms & Accommodations' })).toBeVisible();
  await expect(roomCard(page, 'Harbour View Single')).toBeVisible();

  await page.getByLabel('Search').fill('harbour');
  await page.getByRole('combobox', { name: 'Room type' }).click();
  await page.getByRole('option', { name: 'Suite', exact: true }).click();
  await expect(roomCard(page, 'Harbour Suite')).toBeVisible();
  await expect(roomCard(page, 'Harbour View Single')).toBeHidden();
  await expect(roomCard(page, 'Junior Suite')).toBeHidden();
  const found = await page.getByRole('article').count();
  await expect(page.getByText(found === 1 ? '1 room found' : `${found} rooms found`)).toBeVisible();

  await page.getByLabel('Search').fill('no such room anywhere');
  await expect(page.getByText('No rooms found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(roomCard(page, 'Harbour View Single')).toBeVisible();

  await page.getByLabel('Min price').fill('100');
  await page.getByRole('combobox', { name: 'Capacity' }).click();
  await page.getByRole('option', { name: '4+' }).click();
  await expect(roomCard(page, 'Harbour Suite')).toBeVisible();
  await expect(roomCard(page, 'Four-Bed Shared Room')).toBeHidden();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(roomCard(page, 'Four-Bed Shared Room')).toBeVisible();

  await roomCard(page, 'Harbour View Single').getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour View Single', level: 1 })).toBeVisible();
  await expect(page.getByText('Room Number')).toBeVisible();
  await expect(page.getByText('Free cancellation', { exact: true })).toBeVisible();
  await expect(page.getByText('No booking fees')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guest Reviews' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booked nights' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeEnabled();
});

test('a new customer books a stay, sees it on the dashboard and cancels it', async ({ page }) => {
  await registerCustomer(page, 'Bea Booker');
  const checkIn = day(60);
  const checkOut = day(63);

  // The stay filter keeps only rooms free for those nights; Book Now carries the dates along.
  await page.goto('/rooms');
  await page.getByRole('textbox', { name: 'Check-in', exact: true }).fill(checkIn);
  await page.getByRole('textbox', { name: 'Check-out', exact: true }).fill(checkOut);
  await expect(page.getByText(/^Free from/)).toBeVisible();
  await expect(roomCard(page, 'Penthouse Suite')).toBeHidden();
  await roomCard(page, 'Garden Single').getByRole('link', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(new RegExp(`/book/\\w+\\?checkIn=${checkIn}&checkOut=${checkOut}$`));
  await expect(page.getByRole('textbox', { name: 'Check-in', exact: true })).toHaveValue(shownDay(checkIn));
  // The demo prices weekends higher and adds a city tax: the page shows the server's quote.
  const total = await quotedTotal(page, checkIn, checkOut, 1);
  await expect(page.getByTestId('booking-total')).toHaveText(total);
  await page.getByLabel('Special Requests').fill('A quiet room, please.');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expectToast(page, 'Booking created successfully!');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const booking = page.getByRole('article', { name: 'Booking of Garden Single' });
  await expect(booking).toContainText('pending');
  await expect(booking).toContainText(total);
  await expect(page.getByText('Total Spent')).toBeVisible();

  await booking.getByRole('button', { name: 'Cancel Booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expectToast(page, 'Booking cancelled');
  await expect(booking).toContainText('cancelled');
  await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
});

test('the booking form explains each rule and will not take booked nights', async ({ page }) => {
  await registerCustomer(page, 'Rita Rules');
  await openBookingPage(page, 'Junior Suite');
  const main = page.getByRole('main');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  const checkIn = page.getByRole('textbox', { name: 'Check-in', exact: true });
  const checkOut = page.getByRole('textbox', { name: 'Check-out', exact: true });

  await expect(main.getByText('Please select check-in and check-out dates')).toBeVisible();
  // No dates, no price: the form asks for them instead of showing a total.
  await expect(main.getByText('Choose your dates to see the price.')).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveCount(0);
  await expect(confirm).toBeDisabled();

  await checkIn.fill(day(40));
  await checkOut.fill(day(40));
  await expect(main.getByText('Check-out date must be after check-in date')).toBeVisible();
  await expect(confirm).toBeDisabled();

  await checkIn.fill(day(-1));
  await checkOut.fill(day(1));
  await expect(main.getByText('Check-in date cannot be in the past')).toBeVisible();
  await expect(confirm).toBeDisabled();

  await checkIn.fill(day(40));
  await checkOut.fill(day(42));
  await page.getByLabel('Guests').fill('4');
  await expect(main.getByText('Maximum 3 guests allowed for this room')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Guests').fill('2');
  await expect(page.getByTestId('booking-total')).toHaveText(await quotedTotal(page, day(40), day(42), 2));
  await expect(confirm).toBeEnabled();

  // Grace Guest holds the Junior Suite from day 5 to day 8 in the demo data.
  await checkIn.fill(day(6));
  await checkOut.fill(day(9));
  await expect(main.getByText('This night is already booked')).toBeVisible();
  await expect(main.getByText('Some nights are already booked')).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Choose your nights' });
  await expect(calendar.locator(`button[data-day="${day(6)}"][data-booked]:not([data-hidden])`)).toBeDisabled();
  await expect(confirm).toBeDisabled();
});

test('a room that is not available cannot be booked', async ({ page }) => {
  await signIn(page, DEMO.guest);
  await page.goto('/rooms');
  const card = roomCard(page, 'Penthouse Suite');
  await expect(card.getByText('maintenance')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Book Now' })).toBeDisabled();

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('button', { name: 'Room maintenance' })).toBeDisabled();

  // Even straight to the booking page: the form says why and will not submit.
  const roomId = page.url().split('/').pop();
  await page.goto(`/book/${roomId}`);
  await expect(page.getByText('This room is not available for booking (it is maintenance)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Check-in', exact: true }).fill(day(50));
  await page.getByRole('textbox', { name: 'Check-out', exact: true }).fill(day(52));
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
});

test('staff can browse rooms but only customers book', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/rooms');
  await roomCard(page, 'Garden Single').getByRole('button', { name: 'Book Now' }).click();
  await expectToast(page, 'Only customers can book rooms');
  await expect(page).toHaveURL(/\/rooms$/);
});

test('an unknown room shows Room Not Found with a way back', async ({ page }) => {
  await signIn(page, DEMO.guest);
  await page.goto('/rooms/000000000000000000000000');
  await expectToast(page, 'Failed to load room details');
  await expect(page.getByRole('heading', { name: 'Room Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);

  await page.goto('/book/000000000000000000000000');
  await expect(page).toHaveURL(/\/rooms$/);
});
