import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, type BookingStatus } from '@innkeep/api-contract';
import {
  countRows,
  insertBooking,
  insertPerson,
  insertRoom,
  LONG_SESSIONS,
  manualClock,
  signedIn,
  YEAR,
  type Account,
} from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

// 23:30 UTC on the 10th is already the 11th in Auckland (UTC+13 in March): the hotel's date decides who is in house.
const clock = manualClock(`${YEAR}-03-10T23:30:00.000Z`);
const day = (d: number) => `${YEAR}-03-${String(d).padStart(2, '0')}`;

let server: TestServer;
let admin: Account;
let inHouse: string[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, env: { ...LONG_SESSIONS, HOTEL_TIMEZONE: 'Pacific/Auckland' } });
  admin = await signedIn(server, 'admin');
  await signedIn(server, 'staff');
  await signedIn(server, 'staff', false);
  const room = insertRoom(server.deps);
  const guestWith = (stays: [number, number, BookingStatus][]) => {
    const guest = insertPerson(server.deps);
    for (const [checkIn, checkOut, status] of stays)
      insertBooking(server.deps, {
        customerId: guest.id,
        roomId: room.id,
        checkIn: day(checkIn),
        checkOut: day(checkOut),
        totalCents: 10_000,
        status,
      });
    return guest.id;
  };
  inHouse = [
    guestWith([[9, 13, 'checked-in']]),
    // Arrived on the hotel's today, which is still yesterday in UTC.
    guestWith([[11, 12, 'checked-in']]),
    // Leaves today and has not checked out yet.
    guestWith([[8, 11, 'checked-in']]),
    // Two rooms in house: one notification.
    guestWith([
      [10, 12, 'checked-in'],
      [10, 12, 'checked-in'],
    ]),
  ];
  guestWith([[11, 12, 'confirmed']]); // expected today, not here yet
  guestWith([[8, 11, 'checked-out']]); // gone
  guestWith([[7, 10, 'checked-in']]); // should have left yesterday (hotel date): a stale record, not a guest in the house
  guestWith([[12, 14, 'checked-in']]); // a check-in dated tomorrow
});
afterAll(() => server.close());

const audienceCount = (audience: string, token = admin.token) =>
  server.api<{ audience: string; count: number }>('GET', `/api/admin/notifications/audience?audience=${audience}`, { token });

describe('broadcast audiences and their count before sending', () => {
  it('counts each audience as the send would reach it now', async () => {
    expect((await audienceCount('customers')).body).toEqual({ audience: 'customers', count: 8 });
    // Approved staff only; the admin is not staff.
    expect((await audienceCount('staff')).body).toEqual({ audience: 'staff', count: 1 });
    expect((await audienceCount('in-house')).body).toEqual({ audience: 'in-house', count: inHouse.length });
  });

  it('"guests in house now" reaches exactly the checked-in guests staying on the hotel’s today, once each', async () => {
    const before = countRows(server, 'notifications');
    const sent = await server.api<{ count: number; message: string }>('POST', '/api/admin/notifications/broadcast', {
      token: admin.token,
      body: { audience: 'in-house', title: 'Breakfast moved', message: 'Breakfast is in the garden today.' },
    });
    expect(sent).toMatchObject({ status: 201, body: { count: inHouse.length, message: ADMIN_MSG.broadcastSent(inHouse.length) } });
    expect(countRows(server, 'notifications')).toBe(before + inHouse.length);
    for (const id of inHouse) expect(countRows(server, 'notifications', "recipient_id = ? AND title = 'Breakfast moved'", id)).toBe(1);
    expect(countRows(server, 'audit_log', "action = 'notification.broadcast' AND details LIKE '%in-house%'")).toBe(1);
  });

  it('follows the hotel’s date: the next day, those who left are no longer counted', async () => {
    clock.set(`${YEAR}-03-11T23:30:00.000Z`); // the 12th in Auckland
    try {
      // Those leaving on the 12th are still here and the stay dated from the 12th is now in house;
      // the guest due out on the 11th who was never checked out is a stale record now.
      expect((await audienceCount('in-house')).body.count).toBe(4);
    } finally {
      clock.set(`${YEAR}-03-10T23:30:00.000Z`);
    }
  });

  it('is for admins only, and refuses an unknown audience with a 400 changing nothing', async () => {
    for (const role of ['staff', 'customer'] as const) {
      const other = await signedIn(server, role);
      expect((await audienceCount('in-house', other.token)).status).toBe(403);
    }
    const bad = await audienceCount('everyone');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String) });
  });
});
