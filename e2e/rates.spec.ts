import { BOOKINGS_MSG, RATES_MSG, addDays } from '@innkeep/api-contract';
import { DEMO, expect, expectToast, registerCustomer, seriousViolations, signIn, test } from './helpers';

const WINDOW = 14;
/** How the rate grid and the nightly lines name a day: 'Fri 5 Feb'. */
const label = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const today = () => new Date().toISOString().slice(0, 10);

/** A Friday 10+ weeks ahead (past the dates other specs use) whose Thursday to Saturday share one two-week window. */
function weekend(): { window: number; thursday: string; friday: string; saturday: string } {
  for (let days = 70; ; days += 1) {
    const friday = addDays(today(), days);
    const offset = days % WINDOW;
    if (new Date(`${friday}T00:00:00Z`).getUTCDay() === 5 && offset >= 1 && offset <= WINDOW - 2)
      return { window: Math.floor(days / WINDOW), thursday: addDays(friday, -1), friday, saturday: addDays(friday, 1) };
  }
}

test('an admin sets a weekend price and a minimum stay; a guest sees both, books non-refundable and pays in full', async ({
  page,
  browser,
}) => {
  test.slow();
  const { window, thursday, friday, saturday } = weekend();
  const rooms = (await (await page.request.get('/api/rooms')).json()) as { _id: string; name: string; price: number }[];
  const room = rooms.find((r) => r.name === 'Twin Room');
  if (!room) throw new Error('no Twin Room in the demo');
  const cell = (day: string) => page.locator(`[data-rate-cell="${room._id}|${day}"]`);
  const apply = async (nights: number) => {
    await page.getByRole('button', { name: `Apply to ${nights} night${nights === 1 ? '' : 's'}` }).click();
    await expectToast(page, `Updated ${nights} night${nights === 1 ? '' : 's'}`);
  };

  // The admin: the Rates tab, two weeks at a time up to the weekend.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/dashboard?tab=rates');
  await expect(page.getByRole('table', { name: 'Rates per room and night' })).toBeVisible();
  for (let i = 0; i < window; i += 1) await page.getByRole('button', { name: 'Next two weeks' }).click();
  await expect(cell(friday)).toBeVisible();

  // Friday and Saturday at $180; a minimum stay of 3 nights from Friday.
  await cell(friday).click();
  await cell(saturday).click({ modifiers: ['Shift'] });
  await page.getByLabel('Price per night').fill('180');
  await apply(2);
  await expect(cell(friday)).toContainText('$180.00');
  await expect(cell(saturday)).toContainText('$180.00');
  await cell(friday).click();
  await page.getByLabel('Minimum stay (nights)').fill('3');
  await apply(1);
  await expect(cell(friday)).toContainText('min 3');

  // A night set by mistake goes back to the room's base price.
  await cell(thursday).click();
  await page.getByLabel('Price per night').fill('999');
  await apply(1);
  await expect(cell(thursday)).toContainText('$999.00');
  await page.getByRole('checkbox', { name: "Back to the room's base price" }).check();
  await apply(1);
  await expect(cell(thursday)).not.toContainText('$999.00');
  expect(await seriousViolations(page)).toEqual([]);

  // The guest: two nights from Friday break the minimum stay; three show the weekend price per night.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await registerCustomer(guest, 'Rates Guest');
  await guest.goto(`/book/${room._id}?checkIn=${friday}&checkOut=${addDays(friday, 2)}`);
  await expect(guest.getByTestId('stay-restriction')).toContainText(RATES_MSG.minStay(friday, 3));
  await expect(guest.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();

  await guest.goto(`/book/${room._id}?checkIn=${friday}&checkOut=${addDays(friday, 3)}`);
  const nights = guest.getByRole('list', { name: 'Price per night' });
  await expect(nights.getByRole('listitem').filter({ hasText: `Night of ${label(friday)}` })).toContainText('$180.00');
  await expect(nights.getByRole('listitem').filter({ hasText: `Night of ${label(saturday)}` })).toContainText('$180.00');
  await guest.getByRole('radio', { name: /^Non-refundable/ }).check();
  await expect(guest.getByTestId('nonrefundable-notice')).toContainText(BOOKINGS_MSG.nonRefundable);
  await expect(nights.getByRole('listitem').filter({ hasText: 'Non-refundable discount' })).toBeVisible();
  const total = (await guest.getByTestId('booking-total').innerText()).match(/\$[\d,]+\.\d\d/)?.[0];
  if (!total) throw new Error('no total shown');
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Confirm Booking' }).click();

  // Paid in full at booking: the pay page asks for the whole total.
  await expect(guest).toHaveURL(/\/pay\/stay\/[0-9a-f]+\?token=/);
  await guest.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(guest.getByText('Payment received. Thank you!')).toBeVisible();

  await guestContext.close();

  // A stay's invoice exists from check-out on, which a stay ten weeks ahead has not reached: a demo
  // guest's past stay shows the invoice's tax summary per rate.
  const pastContext = await browser.newContext();
  const past = await pastContext.newPage();
  await signIn(past, DEMO.guest);
  await past.goto('/customer/dashboard');
  await past
    .getByRole('article', { name: /^Booking of / })
    .filter({ hasText: 'checked-out' })
    .first()
    .getByRole('link', { name: 'View invoice' })
    .click();
  const invoice = past.getByRole('article', { name: /^Invoice \d+$/ });
  await expect(invoice).toContainText(/VAT \d+% on \$[\d,]+\.\d\d: \$[\d,]+\.\d\d/);
  expect(await seriousViolations(past)).toEqual([]);
  await pastContext.close();
});
