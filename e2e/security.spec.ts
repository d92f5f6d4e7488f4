import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { DEMO, api, axe, expect, expectToast, farStay, freshAccount, registerCustomer, signIn, test } from './helpers';

// Issue 32 end to end: two-step sign-in set up from the profile and used to sign in, and a guest's data download.

/** A code from the authenticator app the test plays, for the step `offsetSeconds` from now. */
const codeFor = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await axe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

test('an admin sets up two-step sign-in from the profile and signs in with password and a fresh code', async ({ page, request }) => {
  test.slow();
  // An administrator of its own, so the shared demo admin never has two-step sign-in on for the other specs.
  const admin = await freshAccount(request, 'admin', 'Tove Twostep');
  await signIn(page, admin);
  await page.goto('/profile');
  const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Two-step sign-in' }) });
  await expect(card).toContainText('Off: signing in asks for your password only.');

  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByText(/^[A-Z2-7]{16,}$/).textContent())!;
  await expectAccessible(page, 'the profile with the two-step card open');

  // A wrong code leaves it off.
  await card.getByLabel('Confirmation code').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toBeVisible();
  await card.getByLabel('Confirmation code').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Two-step sign-in is on');
  const codes = card.getByRole('alert').filter({ hasText: 'Your recovery codes (shown once)' });
  await expect(codes.locator('code')).toHaveCount(10);
  await expect(card).toContainText('On: signing in asks for a code from your authenticator app.');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The password alone is not enough now: the form asks for the code.
  await page.goto(admin.portal);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The code that turned it on is spent; the next step's code is fresh (the server allows one step of drift).
  await code.fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectToast(page, 'Admin login successful!');
  await page.goto('/profile');
  await expect(card).toContainText('On: signing in asks for a code from your authenticator app.');
});

test('a guest downloads everything held about them from the profile, and nobody else’s', async ({ page, request }) => {
  test.slow();
  const guest = await registerCustomer(page, 'Dora Download');
  const { room, checkIn, checkOut } = await farStay(page, 250);
  const booking = await api<{ _id: string }>(page, 'POST', '/api/bookings', { roomId: room._id, checkIn, checkOut, guests: 1 });

  // Another guest's bookings, which must not be in the file.
  const demo = await request.post('/api/auth/login', { data: { email: DEMO.guest.email, password: DEMO.guest.password } });
  const { token } = (await demo.json()) as { token: string };
  const theirs = (await (await request.get('/api/bookings/my-bookings', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    _id: string;
  }[];
  expect(theirs.length).toBeGreaterThan(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^innkeep-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text) as { account: { email: string }; bookings: { id: string }[] };
  expect(data.account.email).toBe(guest.email);
  expect(data.bookings.map((b) => b.id)).toEqual([booking._id]);
  for (const other of theirs) expect(text).not.toContain(other._id);
  expect(text).not.toContain(DEMO.guest.email);
});
