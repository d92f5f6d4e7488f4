import type { Page } from '@playwright/test';
import { BEDS_MSG, GUEST_POLICY_LABELS } from '@innkeep/api-contract';
import { DEMO, expect, expectToast, registerCustomer, seriousViolations, signIn, test, watchToasts } from './helpers';

/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** How the desk names a day in its cells: 'Tue 24 Nov'. */
const label = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Three weeks ahead: past the demo's dormitory stays and the nights the desk specs book; two
// "Later days" steps of the 14-day desk put them in view.
const ARRIVAL = day(20);
const DEPARTURE = day(22);

async function dormId(page: Page, name: string): Promise<string> {
  const rooms = (await (await page.request.get('/api/rooms')).json()) as { _id: string; name: string }[];
  const room = rooms.find((r) => r.name === name);
  if (!room) throw new Error(`no ${name} in the demo`);
  return room._id;
}

test('a guest books three beds in the mixed dorm; staff see them on three bed rows and move one guest to another bed and back', async ({
  page,
  browser,
}) => {
  test.slow();
  const guest = `Bunk ${Date.now()}`;
  const dorm = await dormId(page, 'Eight-Bed Mixed Dorm');

  // The guest: three beds, one for each of them; a mixed dorm asks for no confirmation.
  await registerCustomer(page, guest);
  await page.goto(`/book/${dorm}?checkIn=${ARRIVAL}&checkOut=${DEPARTURE}`);
  await expect(page.getByTestId('guest-policy')).toHaveText(GUEST_POLICY_LABELS.mixed);
  await expect(page.getByTestId('beds-free')).toHaveText(/^\d of 8 beds free$/);
  await page.getByRole('textbox', { name: /^Beds/ }).fill('3');
  await expect(page.getByTestId('booking-total')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const booking = page.getByRole('article', { name: 'Booking of Eight-Bed Mixed Dorm' });
  await expect(booking).toContainText('Guests3');
  await expect(booking).toContainText(/Beds[A-Z]\d \w+, [A-Z]\d \w+, [A-Z]\d \w+/);

  // Staff: the dormitory's group on the desk, the stay on three bed rows.
  const staffContext = await browser.newContext();
  await watchToasts(staffContext);
  const desk = await staffContext.newPage();
  await signIn(desk, DEMO.staff);
  await desk.goto('/desk');
  const beds = desk.getByRole('grid', { name: 'Dormitory 401 beds' });
  await expect(beds).toBeVisible();
  for (let i = 0; i < 2; i += 1) await desk.getByRole('button', { name: 'Later days' }).click();
  const guestOn = (night: string) => beds.getByRole('gridcell', { name: new RegExp(`, ${label(night)}, ${escape(guest)}$`) });
  await expect(guestOn(ARRIVAL)).toHaveCount(3);
  await expect(guestOn(day(21))).toHaveCount(3);
  await expect(beds.getByRole('button', { name: 'Room 401, 8 beds' })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(desk)).toEqual([]);

  // One guest moves to the last free bed with the keyboard: the bar's menu (even with the bar scrolled out of
  // view, where the menu once stayed hidden and kept no focus), down into it, End, Enter.
  // The bar is named by the guest; the cell it starts in names the bed.
  const start = beds.getByRole('gridcell', { name: new RegExp(`^.+, ${escape(label(ARRIVAL))}, ${escape(guest)}$`) }).first();
  const from = (await start.getAttribute('aria-label'))!.split(`, ${label(ARRIVAL)}, `)[0]!;
  const bar = start.getByRole('button', { name: guest, exact: true });
  await bar.focus();
  await desk.keyboard.press('Enter');
  const menu = desk.getByRole('menu');
  await expect(menu.getByText('Move to bed…')).toBeVisible();
  // The open menu takes the focus (on a placeholder before its first item) once it has settled.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await desk.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open booking' })).toBeFocused();
  await desk.keyboard.press('End');
  const last = menu.getByRole('menuitem').last();
  await expect(last).toBeFocused();
  const to = (await last.innerText()).replace(/^Move to /, '');
  expect(to).not.toBe(from);
  await desk.keyboard.press('Enter');
  await expectToast(desk, `${guest} moved to ${to}`);
  await expect(beds.getByRole('gridcell', { name: `${to}, ${label(ARRIVAL)}, ${guest}`, exact: true })).toBeVisible();
  await expect(beds.getByRole('gridcell', { name: `${from}, ${label(ARRIVAL)}, free`, exact: true })).toBeVisible();
  await expect(guestOn(ARRIVAL)).toHaveCount(3);

  // The guest's dashboard names the bed the desk chose.
  await page.reload();
  await expect(booking).toContainText(to);

  // And back with the mouse: the bar dragged onto its first bed's row.
  await beds
    .getByRole('gridcell', { name: `${to}, ${label(ARRIVAL)}, ${guest}`, exact: true })
    .getByRole('button', { name: guest, exact: true })
    .dragTo(beds.getByRole('gridcell', { name: `${from}, ${label(ARRIVAL)}, free`, exact: true }));
  await expectToast(desk, `${guest} moved to ${from}`);
  await expect(beds.getByRole('gridcell', { name: `${from}, ${label(ARRIVAL)}, ${guest}`, exact: true })).toBeVisible();
  await expect(beds.getByRole('gridcell', { name: `${to}, ${label(ARRIVAL)}, free`, exact: true })).toBeVisible();
  await staffContext.close();
});

test('the female-only dorm states its policy, and booking its beds needs the guest to confirm it', async ({ page }) => {
  test.slow();
  const dorm = await dormId(page, 'Six-Bed Female Dorm');

  await page.goto(`/rooms/${dorm}`);
  await expect(page.getByTestId('guest-policy')).toHaveText(GUEST_POLICY_LABELS.female);

  await registerCustomer(page, `Bunk ${Date.now()}`);
  await page.goto(`/book/${dorm}?checkIn=${ARRIVAL}&checkOut=${DEPARTURE}`);
  await expect(page.getByTestId('guest-policy')).toHaveText(GUEST_POLICY_LABELS.female);
  await expect(page.getByTestId('booking-total')).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: BEDS_MSG.policyConfirm('female') });
  await expect(confirm).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await confirm.check();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expectToast(page, 'Booking created successfully!');
  await expect(page.getByRole('article', { name: 'Booking of Six-Bed Female Dorm' })).toContainText(/Bed[A-Z]\d \w+/);
});
