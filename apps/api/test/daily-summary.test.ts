import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday, type MailSettings } from '@innkeep/api-contract';
import { channelFeeds, externalStays, mailOutbox } from '@innkeep/db';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, tokenFor, type TestServer } from './helpers';
import type { Mailbox } from './mail-helpers';
import { manualClock } from './admin-helpers';
import { startMailingServer, stopMailingServer } from './mail-server';
import { queueDailySummary } from '../src/services/operations';

// 05:30 UTC is 06:30 in Lisbon in June: half an hour before the summary's hour (07:00 hotel time).
const { now, later } = manualClock('2030-06-01T05:30:00.000Z');
let mailbox: Mailbox;
let server: TestServer;

beforeAll(async () => {
  // The real job, on a short timer: the test moves the clock and waits for what it sends.
  ({ mailbox, server } = await startMailingServer({ now, env: { HOTEL_TIMEZONE: 'Europe/Lisbon' }, server: { dailySummaryEveryMs: 25 } }));
});
afterAll(() => stopMailingServer({ mailbox, server }));

const summaries = () => server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'daily-summary')).all();

describe('the administrators’ daily summary', () => {
  it('is off by default, then goes once a hotel day at the set hour to every admin, with counts and short lists', async () => {
    const admins = [await insertUser(server.deps, 'admin'), await insertUser(server.deps, 'admin')];
    const adminToken = await tokenFor(server, admins[0]!);
    const settings = await server.api<MailSettings>('GET', '/api/admin/mail/settings', { token: adminToken });
    expect(settings.body).toMatchObject({ dailySummary: false, dailySummaryHour: 7 });
    later(60);
    expect(queueDailySummary(server.deps)).toBe(0);
    expect(summaries()).toEqual([]);
    later(-60);

    // The day: two arrivals (one checked in already, owing its stay), an open complaint, a channel stay over a booking.
    const today = hotelToday(now(), 'Europe/Lisbon');
    const stays: { _id: string }[] = [];
    for (const priceCents of [10_000, 12_000]) {
      const customer = await newCustomer(server);
      const room = insertRoom(server.deps, { priceCents });
      const body = { roomId: room.id, checkIn: today, checkOut: addDays(today, 2), guests: 1 };
      const booked = await server.api<{ _id: string }>('POST', '/api/bookings', { body, token: customer.token });
      expect(booked.status).toBe(201);
      stays.push(booked.body);
      if (priceCents === 10_000) {
        await server.api('POST', '/api/complaints', {
          token: customer.token,
          body: { title: 'Noisy corridor', description: 'Loud at night', priority: 'high' },
        });
      }
    }
    for (const status of ['confirmed', 'checked-in']) {
      const res = await server.api('PUT', `/api/admin/bookings/${stays[0]!._id}/status`, { token: adminToken, body: { status } });
      expect(res.status).toBe(200);
    }
    const room = insertRoom(server.deps);
    const stamp = now().toISOString();
    const feed = server.deps.db
      .insert(channelFeeds)
      .values({
        name: 'Booking.com',
        url: 'https://example.test/feed.ics',
        roomId: room.id,
        active: false,
        nextSyncAt: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    server.deps.db
      .insert(externalStays)
      .values({
        feedId: feed.id,
        uid: 'conflict-1',
        roomId: room.id,
        checkIn: addDays(today, 3),
        checkOut: addDays(today, 5),
        conflict: 'Overlaps booking K7Q-4ZP',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();

    const saved = await server.api('PUT', '/api/admin/mail/settings', {
      token: adminToken,
      body: { preArrivalDays: 3, registrationKeepDays: 90, openings: {}, dailySummary: true, dailySummaryHour: 7 },
    });
    expect(saved.status).toBe(200);
    // Before the hour, nothing.
    expect(queueDailySummary(server.deps)).toBe(0);

    later(30);
    const isSummary = (m: { subject?: string }) => (m.subject ?? '').startsWith('Daily summary for');
    const mails = await mailbox.waitFor((m) => isSummary(m) && admins.some((a) => m.envelopeTo.includes(a.email)), 2);
    const mail = mails.find((m) => m.envelopeTo.includes(admins[0]!.email))!;
    expect(mail.subject).toMatch(/: 2 arriving, 0 leaving$/);
    const text = mail.text ?? '';
    expect(text).toContain('Arrivals: 2');
    expect(text).toMatch(/Unpaid balances: 1 \(\$\d/);
    expect(text).toMatch(/Open complaints: [1-9]/);
    expect(text).toContain('Noisy corridor (high, pending)');
    expect(text).toContain('Channel conflicts: 1');
    expect(text).toContain('Booking.com, room');
    expect(text).toContain('Overlaps booking K7Q-4ZP');
    expect(text).toContain('/desk');

    // Later turns, and a restart (the same call on the same database), write nothing more that day.
    later(120);
    expect(queueDailySummary(server.deps)).toBe(0);
    expect(summaries()).toHaveLength(2);
    // The next hotel day has its own.
    later(24 * 60);
    expect(queueDailySummary(server.deps)).toBe(2);
    expect(summaries()).toHaveLength(4);
  });
});
