import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { EMAIL_CHANGE_MSG, MAIL_MSG, REGISTRATION_MSG, STORAGE_KEYS, type MailPage, type MailSettings } from '@innkeep/api-contract';
import { startMailbox, type Mailbox } from '../apps/api/test/mail-helpers';
import { DEMO, expect, test } from './helpers';

/*
 * Mail needs a mail server: this spec starts an SMTP server in the test process and a second Innkeep
 * server (the built one, on a demo database of its own) whose SMTP_URL points at it, and reads what
 * arrives there as a guest's inbox would.
 */

let mailbox: Mailbox;
let server: ChildProcess;
let base: string;
let dir: string;

/** A port nobody listens on now, for the second server (its links in mails must name it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built server on the spec's own database and port, mailing to the spec's SMTP server; resolves once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn('node', ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_PATH: join(dir, 'innkeep.db'),
      SEED_DEMO: 'true',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Innkeep Hotel <desk@innkeep.test>',
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mail server under test stopped (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Innkeep is running')) resolve();
    });
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
}

let port: number;

test.beforeAll(async () => {
  mailbox = await startMailbox();
  dir = mkdtempSync(join(tmpdir(), 'innkeep-e2e-mail-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port);
});

test.afterAll(async () => {
  await stopServer(server);
  await mailbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

const SHOTS = join(process.cwd(), 'screenshots', 'mail');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The page at both widths and in both themes, into screenshots/mail/ for a person to look at. */
async function shoot(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await open();
      await page.screenshot({ path: join(SHOTS, `${name}-${theme}-${viewport.width}.png`), fullPage: true });
    }
  }
}

test('a guest resets a forgotten password from the mailed link and signs in with the new one', async ({ page }) => {
  const guest = DEMO.guest;
  await page.goto(`${base}/login`);
  await page.getByRole('link', { name: MAIL_MSG.forgotPassword }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(MAIL_MSG.resetRequested);

  const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(guest.email) && m.subject === 'Choose a new password');
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail!.text ?? '')?.[1];
  expect(link, mail!.text).toBeTruthy();
  expect(link!.startsWith(`${base}/`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('Harbour-Lights-42');
  await page.getByLabel(/^Confirm new password/).fill('Harbour-Lights-42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText(MAIL_MSG.passwordReset);
  await mailbox.waitFor((m) => m.envelopeTo.includes(guest.email) && m.subject === 'Your password was changed');

  // The link worked once: opened again, the server refuses it.
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill('Another-Harbour-43');
  await page.getByLabel(/^Confirm new password/).fill('Another-Harbour-43');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(MAIL_MSG.resetLinkInvalid);

  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel(/^Password/).fill('Harbour-Lights-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  // Screenshots: the two recovery pages, the reset mail as a mail client shows it.
  await page.evaluate(() => localStorage.clear());
  await shoot(page, 'forgot-password', () => page.goto(`${base}/forgot-password`).then(() => undefined));
  await shoot(page, 'reset-password', () => page.goto(`${base}/reset-password?token=from-the-mail`).then(() => undefined));
  await shoot(page, 'mail-reset-link', () => page.setContent(String(mail!.html)));
});

test('an admin reads the outbox, opens a mail in its sandboxed frame and sends a test mail', async ({ page }) => {
  const admin = DEMO.admin;
  await page.goto(`${base}${admin.portal}`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await page.goto(`${base}/admin/dashboard?tab=mail`);
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  await mailbox.waitFor((m) => m.envelopeTo.includes(admin.email) && m.subject === 'Test mail from Innkeep');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = page.getByRole('article', { name: 'Test mail from Innkeep' }).first();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Open' }).click();
  const frame = page.getByTitle('Mail: Test mail from Innkeep');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="Mail: Test mail from Innkeep"]').getByText('This is a test mail.')).toBeVisible();
  await page.keyboard.press('Escape');

  await shoot(page, 'admin-mail', async () => {
    await page.goto(`${base}/admin/dashboard?tab=mail`);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  // The settings with the daily summary, and the guest register's dialog on the Bookings tab.
  await shoot(page, 'admin-mail-settings', async () => {
    await page.goto(`${base}/admin/dashboard?tab=mail`);
    await page.getByRole('button', { name: 'Mail settings and opening paragraphs' }).click();
    await expect(page.getByRole('switch', { name: /Daily summary to administrators/ })).toBeVisible();
  });
  await shoot(page, 'admin-guest-register', async () => {
    await page.goto(`${base}/admin/dashboard?tab=bookings`);
    await page.getByRole('button', { name: 'Guest register' }).click();
    await expect(page.getByRole('dialog', { name: 'Guest register for the authorities' })).toBeVisible();
  });
});

test('a guest checks in online before arriving and the desk sees it on the arrival’s drawer', async ({ page, request }) => {
  test.slow();
  const name = `Online Guest ${Date.now()}`;
  const email = `online-${Date.now()}@example.test`;
  const registered = await request.post(`${base}/api/auth/register`, {
    data: { name, email, phone: '+1 555 0102', role: 'customer', password: 'Quiet-Room-7', confirmPassword: 'Quiet-Room-7' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const rooms = (await (await request.get(`${base}/api/rooms`)).json()) as { _id: string }[];
  let booked = false;
  for (const room of rooms) {
    const res = await request.post(`${base}/api/bookings`, {
      headers: { authorization: `Bearer ${token}` },
      data: { roomId: room._id, checkIn: today, checkOut: tomorrow, guests: 1 },
    });
    if (res.status() === 201) {
      booked = true;
      break;
    }
  }
  expect(booked, 'a room free tonight on the fresh demo database').toBe(true);

  await page.goto(`${base}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const);
  await page.goto(`${base}/customer/dashboard`);
  await page.getByRole('link', { name: 'Check in online' }).first().click();
  await expect(page.getByRole('heading', { name: 'Online check-in' })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue(name);
  await page.getByLabel(/^Nationality/).fill('Portuguese');
  await page.getByLabel(/^Date of birth/).fill('1988-04-12');
  await page.getByLabel(/^Document number/).fill('P-5581234');
  await page.getByLabel(/^Arrival time/).fill('16:30');
  await page.getByLabel(/^Note for the front desk/).fill('Arriving by train');
  await page.getByRole('button', { name: 'Check in online' }).click();
  await expect(page.getByRole('status').filter({ hasText: REGISTRATION_MSG.saved })).toBeVisible();
  const reloaded = async () => {
    await page.reload();
    await expect(page.getByLabel(/^Document number/)).toHaveValue('P-5581234');
  };
  await shoot(page, 'check-in-form', reloaded);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The desk: today's arrival's drawer (staff dashboard) says so, and the registration card holds what the guest wrote.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}${DEMO.staff.portal}`);
  await page.getByLabel('Email').fill(DEMO.staff.email);
  await page.getByLabel(/^Password/).fill(DEMO.staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/staff\/login$/);
  await page.goto(`${base}/staff/dashboard`);
  await page.getByRole('button', { name }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Booking details' });
  await expect(drawer.getByText(REGISTRATION_MSG.checkedInOnline)).toBeVisible();
  await drawer.getByRole('link', { name: 'Print registration card' }).click();
  // The printable card: the hotel, the stay and what the guest wrote, and a line to sign.
  const card = page.getByRole('article', { name: 'Registration card' });
  await expect(card.getByRole('heading', { name: 'Registration card' })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Passport P-5581234' })).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Portuguese' })).toBeVisible();
  const hotel = (await (await request.get(`${base}/api/settings/hotel`)).json()) as { hotelName: string; address: string };
  await expect(card.getByText(hotel.hotelName, { exact: true })).toBeVisible();
  await expect(card.getByText(hotel.address, { exact: true })).toBeVisible();
  await expect(card.getByText('Guest’s signature')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print registration card' })).toBeVisible();
  await shoot(page, 'registration-card', async () => {
    await page.reload();
    await expect(card.getByRole('cell', { name: 'Passport P-5581234' })).toBeVisible();
  });
  // Printed, only the card is on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print registration card' })).toBeHidden();
  await page.screenshot({ path: join(SHOTS, 'registration-card-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('a guest changes their email address, which takes effect from the link mailed to the new one', async ({ page, request }) => {
  const stamp = Date.now();
  const [oldEmail, newEmail] = [`before-${stamp}@example.test`, `after-${stamp}@example.test`];
  const password = 'Quiet-Room-7';
  const registered = await request.post(`${base}/api/auth/register`, {
    data: { name: 'Moving Guest', email: oldEmail, phone: '+1 555 0103', role: 'customer', password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.goto(`${base}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const);

  await page.goto(`${base}/profile`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(/^Email Address/).fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The new address needs the current password.
  await expect(page.getByText(EMAIL_CHANGE_MSG.passwordNeeded)).toBeVisible();
  await page.getByLabel(/^Current Password/).fill(password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMAIL_CHANGE_MSG.confirmationSent(newEmail) })).toBeVisible();
  await expect(page.getByLabel(/^Email Address/)).toHaveValue(oldEmail);
  await shoot(page, 'profile-email-pending', async () => {
    await page.goto(`${base}/profile`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/^Email Address/).fill(newEmail);
    await expect(page.getByLabel(/^Current Password/)).toBeVisible();
  });

  const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(newEmail) && m.subject === 'Confirm your new email address');
  const link = /(http:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail!.text ?? '')?.[1];
  expect(link, mail!.text).toBeTruthy();
  expect(link!.startsWith(`${base}/`)).toBe(true);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMAIL_CHANGE_MSG.confirmed(newEmail) })).toBeVisible();
  const [notice] = await mailbox.waitFor((m) => m.envelopeTo.includes(oldEmail) && m.subject === 'Your email address was changed');
  expect(notice!.text).toContain(newEmail);

  // Opened again, the link is refused; the profile shows the new address.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EMAIL_CHANGE_MSG.linkInvalid })).toBeVisible();
  await page.goto(`${base}/profile`);
  await expect(page.getByLabel(/^Email Address/)).toHaveValue(newEmail);

  await page.evaluate(() => localStorage.clear());
  await shoot(page, 'confirm-email', () => page.goto(`${base}/confirm-email?token=from-the-mail`).then(() => undefined));
  await shoot(page, 'mail-email-change', () => page.setContent(String(mail!.html)));
  await shoot(page, 'mail-email-changed', () => page.setContent(String(notice!.html)));
});

test('the daily summary reaches the administrators once, also across a restart', async ({ request, page }) => {
  const login = await request.post(`${base}/api/auth/login`, { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (await request.get(`${base}/api/admin/mail/settings`, { headers })).json()) as MailSettings;
  expect(current.dailySummary).toBe(false);
  const saved = await request.put(`${base}/api/admin/mail/settings`, {
    headers,
    data: {
      preArrivalDays: current.preArrivalDays,
      registrationKeepDays: current.registrationKeepDays,
      openings: {},
      dailySummary: true,
      dailySummaryHour: 0,
    },
  });
  expect(saved.status()).toBe(200);
  // The job looks at start and every 5 minutes: a restart has it look now (and shows a restart sends no second one).
  for (let restart = 0; restart < 2; restart++) {
    await stopServer(server);
    server = await startServer(port);
  }
  const isSummary = (m: { subject?: string; envelopeTo: string[] }) =>
    m.envelopeTo.includes(DEMO.admin.email) && (m.subject ?? '').startsWith('Daily summary for');
  const [summary] = await mailbox.waitFor(isSummary);
  expect(summary!.text).toMatch(/Arrivals: \d+/);
  expect(summary!.text).toMatch(/Open complaints: \d+/);
  const outbox = (await (await request.get(`${base}/api/admin/mail`, { headers })).json()) as MailPage;
  expect(outbox.mails.filter((m) => m.kind === 'daily-summary' && m.recipient === DEMO.admin.email)).toHaveLength(1);
  expect(mailbox.received.filter(isSummary)).toHaveLength(1);
  await page.goto(`${base}/`);
  await shoot(page, 'mail-daily-summary', () => page.setContent(String(summary!.html)));
});
