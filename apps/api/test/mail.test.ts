import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MSG, addDays, hotelToday } from '@innkeep/api-contract';
import { mailOutbox } from '@innkeep/db';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, newGuest, startTestServer, tokenFor, trpcCall, type TestServer } from './helpers';
import { startMailbox, type Mailbox } from './mail-helpers';
import { nextAttemptAfter } from '../src/services/messages';
import { queuePreArrivalMails } from '../src/services/stays';

// The server reads this clock: tests move it past a retry's back-off instead of waiting.
let clock = new Date('2030-06-01T09:00:00.000Z');
const now = () => clock;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const outboxOf = (server: TestServer, recipient: string) =>
  server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).all();

/** Waits until the outbox row for `recipient` and `kind` passes `check` (the sender works on its own timer). */
async function waitForRow(server: TestServer, recipient: string, check: (row: typeof mailOutbox.$inferSelect) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = outboxOf(server, recipient).find(check);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`outbox never matched: ${JSON.stringify(outboxOf(server, recipient))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The subjects mailed to `email` so far, up to any colon, in order. */
const subjectsTo = (mailbox: Mailbox, email: string) =>
  mailbox.received.filter((m) => m.envelopeTo.includes(email)).map((m) => m.subject?.split(':')[0]);

function stay(server: TestServer, roomId: string, fromDays = 10, nights = 3) {
  const today = hotelToday(server.deps.now(), server.deps.env.HOTEL_TIMEZONE);
  return { roomId, checkIn: addDays(today, fromDays), checkOut: addDays(today, fromDays + nights), guests: 1 };
}

describe('the outbox', () => {
  let mailbox: Mailbox;
  let server: TestServer;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({
      now,
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Harbour Hotel <desk@harbour.test>' },
      server: { mailEveryMs: 25 },
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.stop();
  });

  it('mails a welcome on registration and the booking with its nights, total and .ics, each once', async () => {
    const guest = newGuest();
    const registered = await server.api<{ token: string }>('POST', '/api/auth/register', { body: guest });
    expect(registered.status).toBe(201);
    const [welcome] = await mailbox.waitFor((m) => m.envelopeTo.includes(guest.email) && m.subject === 'Welcome');
    expect(welcome!.from?.text).toContain('desk@harbour.test');
    expect(welcome!.text).toContain(`Hello ${guest.name},`);
    expect(welcome!.html).toContain('Innkeep Hotel &amp; Hostel');

    const room = insertRoom(server.deps, { priceCents: 12_550 });
    const body = stay(server, room.id);
    const booked = await server.api('POST', '/api/bookings', { body, token: registered.body.token });
    expect(booked.status).toBe(201);
    const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(guest.email) && (m.subject ?? '').startsWith('Booking received'));
    expect(mail!.text).toContain('Total: $376.50');
    expect(mail!.text).toContain('$125.50');
    expect(mail!.text).toMatch(/Free cancellation until/);
    expect(mail!.html).not.toMatch(/<img|https?:\/\/(?!127\.0\.0\.1|localhost)/);
    const ics = mail!.attachments.find((a) => a.filename === 'stay.ics');
    expect(ics?.content.toString()).toContain(`DTSTART;VALUE=DATE:${body.checkIn.replaceAll('-', '')}`);

    // Later turns of the sender (a later guest's welcome goes out) send nothing more: each row is marked sent once.
    await waitForRow(server, guest.email, (row) => row.kind === 'booking-received' && row.status === 'sent');
    later(1);
    const rows = outboxOf(server, guest.email);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual(
      expect.arrayContaining([
        ['welcome', 'sent', 1],
        ['booking-received', 'sent', 1],
      ]),
    );
    const other = newGuest();
    await server.api('POST', '/api/auth/register', { body: other });
    await mailbox.waitFor((m) => m.envelopeTo.includes(other.email));
    expect(mailbox.received.filter((m) => m.envelopeTo.includes(guest.email))).toHaveLength(2);
  });

  it('names the beds of a dormitory stay', async () => {
    const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
    const dorm = await server.api<{ _id: string }>('POST', '/api/admin/rooms', {
      token: admin,
      body: {
        name: 'Harbour Dorm',
        type: 'hostel',
        description: 'Bunks.',
        price: 30,
        capacity: 4,
        floor: 1,
        roomNumber: `D-${process.pid}`,
        saleMode: 'bed',
      },
    });
    expect(dorm.status).toBe(201);
    const customer = await newCustomer(server);
    const booked = await server.api<{ customer: { email: string } }>('POST', '/api/bookings', {
      body: { ...stay(server, dorm.body._id), guests: 2, beds: 2 },
      token: customer.token,
    });
    expect(booked.status).toBe(201);
    const [mail] = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(booked.body.customer.email) && (m.subject ?? '').startsWith('Booking received'),
    );
    expect(mail!.text).toMatch(/Room: 2 beds in Harbour Dorm \(room D-\d+, /);
  });

  it('mails the cancellation with its refund', async () => {
    const customer = await newCustomer(server);
    const room = insertRoom(server.deps);
    const booked = await server.api<{ _id: string; customer: { email: string } }>('POST', '/api/bookings', {
      body: stay(server, room.id),
      token: customer.token,
    });
    const cancelled = await server.api('PUT', `/api/bookings/${booked.body._id}/cancel`, { token: customer.token });
    expect(cancelled.status).toBe(200);
    const [mail] = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(booked.body.customer.email) && (m.subject ?? '').startsWith('Booking cancelled'),
    );
    expect(mail!.text).toContain('nothing had been paid');
  });
});

describe('the desk’s steps', () => {
  let mailbox: Mailbox;
  let server: TestServer;
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({ now, env: { SMTP_URL: mailbox.url }, server: { mailEveryMs: 25 } });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.stop();
  });

  it('mail the confirmation with the confirmed .ics, and the invoice link after check-out', async () => {
    const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
    const customer = await newCustomer(server);
    const room = insertRoom(server.deps, { priceCents: 9_000 });
    const booked = await server.api<{ _id: string; customer: { email: string } }>('POST', '/api/bookings', {
      body: stay(server, room.id, 0, 2),
      token: customer.token,
    });
    const path = `/api/admin/bookings/${booked.body._id}/status`;
    const email = booked.body.customer.email;
    expect((await server.api('PUT', path, { token: admin, body: { status: 'confirmed' } })).status).toBe(200);
    const [confirmed] = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Booking confirmed'));
    expect(confirmed!.text).toContain('Total: $180.00');
    expect(confirmed!.attachments.find((a) => a.filename === 'stay.ics')?.content.toString()).toContain('STATUS:CONFIRMED');

    expect((await server.api('PUT', path, { token: admin, body: { status: 'checked-in' } })).status).toBe(200);
    const out = await server.api('PUT', path, { token: admin, body: { status: 'checked-out', settle: { method: 'card' } } });
    expect(out.status).toBe(200);
    const [invoice] = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Your invoice'));
    expect(invoice!.text).toContain(`/invoices/booking/${booked.body._id}`);
    expect(subjectsTo(mailbox, email)).toEqual(['Welcome', 'Booking received', 'Booking confirmed', 'Your invoice']);
  });

  it('mail a walk-in with an email the confirmation, the move with old and new stay, and the pay link', async () => {
    const staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
    const room = insertRoom(server.deps, { priceCents: 10_000 });
    const other = insertRoom(server.deps, { priceCents: 10_000 });
    const email = `walk-in-${process.pid}-${Date.now()}@example.test`;
    const first = stay(server, room.id, 5, 2);
    const booked = await trpcCall<{ _id: string }>(
      server,
      'mutation',
      'desk.createBooking',
      { ...first, guest: { kind: 'walk-in', name: 'Wanda Walker', email, phone: '+1 555 0100' } },
      staff,
    );
    expect(booked.status).toBe(200);
    const [confirmed] = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Booking confirmed'));
    expect(confirmed!.text).toContain('Total: $200.00');

    const moved = stay(server, other.id, 6, 3);
    const change = { id: booked.data._id, roomId: other.id, checkIn: moved.checkIn, checkOut: moved.checkOut, guests: 1 };
    expect((await trpcCall(server, 'mutation', 'desk.changeBooking', change, staff)).status).toBe(200);
    const [changed] = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Booking changed'));
    expect(changed!.text).toContain(`your stay was in room ${room.roomNumber} from`);
    expect(changed!.text).toContain('for $200.00.');
    expect(changed!.text).toMatch(new RegExp(`Room: .*\\(room ${other.roomNumber},`));
    expect(changed!.text).toContain('Total: $300.00');

    const link = await server.api<{ url: string }>('POST', `/api/bookings/${booked.data._id}/pay-link`, { token: staff });
    expect(link.status).toBe(201);
    const [pay] = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Pay your balance'));
    expect(pay!.subject).toBe('Pay your balance: $300.00');
    expect(pay!.text).toContain(link.body.url);

    await waitForRow(server, email, (row) => row.kind === 'pay-link' && row.status === 'sent');
    expect(subjectsTo(mailbox, email)).toEqual(['Booking confirmed', 'Booking changed', 'Pay your balance']);
  });

  it('send nothing to a walk-in booked without an email', async () => {
    const staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
    const room = insertRoom(server.deps, { priceCents: 10_000 });
    const booked = await trpcCall<{ _id: string; customer: { email: string } }>(
      server,
      'mutation',
      'desk.createBooking',
      { ...stay(server, room.id, 5, 2), guest: { kind: 'walk-in', name: 'No Mail', email: '', phone: '+1 555 0101' } },
      staff,
    );
    expect(booked.status).toBe(200);
    expect(outboxOf(server, booked.data.customer.email)).toEqual([]);
  });
});

describe('the pre-arrival mail', () => {
  it('goes once to each confirmed stay arriving within 3 days, with the online check-in link', async () => {
    const mailbox = await startMailbox();
    const server = await startTestServer({ now, env: { SMTP_URL: mailbox.url }, server: { mailEveryMs: 25 } });
    try {
      const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
      const stays: { _id: string; customer: { email: string } }[] = [];
      for (const fromDays of [2, 3, 4]) {
        const customer = await newCustomer(server);
        const room = insertRoom(server.deps);
        const booked = await server.api<{ _id: string; customer: { email: string } }>('POST', '/api/bookings', {
          body: stay(server, room.id, fromDays, 1),
          token: customer.token,
        });
        await server.api('PUT', `/api/admin/bookings/${booked.body._id}/status`, { token: admin, body: { status: 'confirmed' } });
        stays.push(booked.body);
      }
      expect(queuePreArrivalMails(server.deps)).toBe(2);
      expect(queuePreArrivalMails(server.deps)).toBe(0);
      for (const booked of stays.slice(0, 2)) {
        const [mail] = await mailbox.waitFor(
          (m) => m.envelopeTo.includes(booked.customer.email) && (m.subject ?? '').endsWith('check in online'),
        );
        expect(mail!.text).toContain(`/bookings/${booked._id}/check-in`);
      }
      later(24 * 60);
      expect(queuePreArrivalMails(server.deps)).toBe(1);
      await mailbox.waitFor((m) => m.envelopeTo.includes(stays[2]!.customer.email) && (m.subject ?? '').endsWith('check in online'));
      expect(mailbox.received.filter((m) => (m.subject ?? '').endsWith('check in online'))).toHaveLength(3);
    } finally {
      await server.close();
      await mailbox.stop();
    }
  });
});

describe('staff accounts', () => {
  it('are told on registration that they wait, then whether they were approved or not', async () => {
    const mailbox = await startMailbox();
    const server = await startTestServer({ now, env: { SMTP_URL: mailbox.url }, server: { mailEveryMs: 25 } });
    try {
      const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
      const staff = newGuest({ role: 'staff' });
      const registered = await server.api<{ user: { _id: string } }>('POST', '/api/auth/register', { body: staff });
      const [welcome] = await mailbox.waitFor((m) => m.envelopeTo.includes(staff.email));
      expect(welcome!.text).toContain('An administrator still has to approve your staff account');
      const approval = `/api/admin/users/${registered.body.user._id}/approval`;
      expect((await server.api('PUT', approval, { token: admin, body: { isApproved: true } })).status).toBe(200);
      await mailbox.waitFor((m) => m.envelopeTo.includes(staff.email) && m.subject === 'Your staff account is approved');
      expect((await server.api('PUT', approval, { token: admin, body: { isApproved: false } })).status).toBe(200);
      const [rejected] = await mailbox.waitFor((m) => m.envelopeTo.includes(staff.email) && m.subject === 'Your staff account request');
      expect(rejected!.text).toContain('was not approved');
    } finally {
      await server.close();
      await mailbox.stop();
    }
  });
});

describe('with the mail server down', () => {
  let mailbox: Mailbox;
  let dir: string;
  afterEach(async () => {
    await mailbox.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('books at once, keeps the confirmation queued and delivers it once the server is back', async () => {
    mailbox = await startMailbox();
    dir = mkdtempSync(join(tmpdir(), 'innkeep-mail-'));
    await mailbox.stop();
    const server = await startTestServer({ now, env: { SMTP_URL: mailbox.url }, server: { mailEveryMs: 25 } });
    try {
      const customer = await newCustomer(server);
      const room = insertRoom(server.deps);
      const booked = await server.api<{ customer: { email: string } }>('POST', '/api/bookings', {
        body: stay(server, room.id),
        token: customer.token,
      });
      expect(booked.status).toBe(201);
      const email = booked.body.customer.email;
      const failedOnce = await waitForRow(server, email, (row) => row.kind === 'booking-received' && row.attempts === 1);
      expect(failedOnce.status).toBe('queued');
      expect(failedOnce.lastError).toMatch(/ECONNREFUSED/);
      expect(failedOnce.nextAttemptAt).toBe(new Date(clock.getTime() + 60_000).toISOString());

      await mailbox.start();
      later(1);
      await mailbox.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Booking received'));
      await waitForRow(server, email, (row) => row.kind === 'booking-received' && row.status === 'sent' && row.attempts === 2);
    } finally {
      await server.close();
    }
  });

  it('a restart in the middle of the retries resumes and sends once', async () => {
    mailbox = await startMailbox();
    dir = mkdtempSync(join(tmpdir(), 'innkeep-mail-'));
    await mailbox.stop();
    const env = { SMTP_URL: mailbox.url, DATABASE_PATH: join(dir, 'innkeep.db') };
    const first = await startTestServer({ now, env, server: { mailEveryMs: 25 } });
    const guest = newGuest();
    try {
      expect((await first.api('POST', '/api/auth/register', { body: guest })).status).toBe(201);
      await waitForRow(first, guest.email, (row) => row.kind === 'welcome' && row.attempts === 1);
    } finally {
      await first.close();
    }

    await mailbox.start();
    later(2);
    const second = await startTestServer({ now, env, server: { mailEveryMs: 25 } });
    try {
      await mailbox.waitFor((m) => m.envelopeTo.includes(guest.email));
      await waitForRow(second, guest.email, (row) => row.status === 'sent');
      // More turns of the sender, and time moving on, send nothing more.
      later(180);
      const other = newGuest();
      await second.api('POST', '/api/auth/register', { body: other });
      await mailbox.waitFor((m) => m.envelopeTo.includes(other.email));
      expect(mailbox.received.filter((m) => m.envelopeTo.includes(guest.email))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps mails as not sent, readable by admins', async () => {
    const server = await startTestServer({ now });
    try {
      const guest = newGuest();
      expect((await server.api('POST', '/api/auth/register', { body: guest })).status).toBe(201);
      const [row] = outboxOf(server, guest.email);
      expect(row).toMatchObject({ kind: 'welcome', status: 'unsent', lastError: MAIL_MSG.noMailServer, attempts: 0 });
    } finally {
      await server.close();
    }
  });
});

describe('the back-off', () => {
  it('retries after 1, 5 and 30 minutes, then every 2 hours, and gives up after 2 days', () => {
    const queued = '2030-01-01T00:00:00.000Z';
    const at = (minutes: number) => new Date(Date.parse(queued) + minutes * 60_000);
    expect(nextAttemptAfter(queued, 1, at(0))).toBe(at(1).toISOString());
    expect(nextAttemptAfter(queued, 2, at(1))).toBe(at(6).toISOString());
    expect(nextAttemptAfter(queued, 3, at(6))).toBe(at(36).toISOString());
    expect(nextAttemptAfter(queued, 4, at(36))).toBe(at(156).toISOString());
    expect(nextAttemptAfter(queued, 25, at(46 * 60))).toBe(at(48 * 60).toISOString());
    expect(nextAttemptAfter(queued, 26, at(46 * 60 + 1))).toBeNull();
  });
});
