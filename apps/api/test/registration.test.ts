import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_EXPORT_PATHS,
  REGISTRATION_EXPORT_PATH,
  REGISTRATION_MSG,
  addDays,
  hotelToday,
  type RegistrationView,
} from '@innkeep/api-contract';
import { auditLog, settings, stayRegistrations } from '@innkeep/db';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { eraseOldRegistrations, REGISTRATION_KEEP_DAYS_KEY } from '../src/services/stays';

let clock = new Date('2030-06-01T09:00:00.000Z');
let server: TestServer;
let staff: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
  admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
});
afterAll(() => server.close());

const DOCUMENT = 'X-DOC-4417-REG';
const details = (documentNumber = DOCUMENT) => ({
  guests: [{ fullName: 'Ana Sousa', nationality: 'Portuguese', dateOfBirth: '1988-04-12', documentType: 'passport', documentNumber }],
  arrivalTime: '16:30',
  note: 'Late train',
});

async function bookedStay(fromDays = 5) {
  const customer = await newCustomer(server);
  const room = insertRoom(server.deps);
  const today = hotelToday(clock, server.deps.env.HOTEL_TIMEZONE);
  const body = { roomId: room.id, checkIn: addDays(today, fromDays), checkOut: addDays(today, fromDays + 2), guests: 1 };
  const res = await server.api<{ _id: string; checkOut: string }>('POST', '/api/bookings', { body, token: customer.token });
  expect(res.status).toBe(201);
  return { customer, booking: res.body };
}

type Answer = { booking: { _id: string }; registration: RegistrationView | null };

describe('online check-in', () => {
  it('the guest fills it in, the desk sees it and completes it; nobody else sees it', async () => {
    const { customer, booking } = await bookedStay();
    const path = `/api/bookings/${booking._id}/registration`;
    expect((await server.api<Answer>('GET', path, { token: customer.token })).body.registration).toBeNull();

    const saved = await server.api<{ message: string; registration: RegistrationView }>('PUT', path, {
      token: customer.token,
      body: details(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(REGISTRATION_MSG.saved);
    const seen = await server.api<Answer>('GET', path, { token: staff });
    expect(seen.body.registration).toMatchObject({
      by: 'guest',
      arrivalTime: '16:30',
      guests: [{ fullName: 'Ana Sousa', documentNumber: DOCUMENT }],
    });

    const other = await newCustomer(server);
    expect((await server.api('GET', path, { token: other.token })).status).toBe(404);
    expect((await server.api('PUT', path, { token: other.token, body: details('STOLEN') })).status).toBe(404);

    const bad = await server.api<{ message: string }>('PUT', path, {
      token: customer.token,
      body: { ...details(), guests: [{ ...details().guests[0], dateOfBirth: '1988-02-30' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/date of birth/);

    const desk = await server.api<{ registration: RegistrationView }>('PUT', path, {
      token: staff,
      body: { ...details(), guests: [...details().guests, { ...details().guests[0], fullName: 'Rui Sousa', documentNumber: 'X-2' }] },
    });
    expect(desk.status).toBe(200);
    expect(desk.body.registration).toMatchObject({ by: 'desk' });
    expect(desk.body.registration.guests).toHaveLength(2);
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, booking._id)).all();
    const entry = audit.find((a) => a.action === 'registration.save');
    expect(entry?.details).toEqual({ guests: 2 });
    expect(JSON.stringify(audit)).not.toContain(DOCUMENT);
  });

  it('closes for the guest once they are checked in; the desk may still complete it', async () => {
    const { customer, booking } = await bookedStay(0);
    const path = `/api/bookings/${booking._id}/registration`;
    for (const status of ['confirmed', 'checked-in']) {
      expect((await server.api('PUT', `/api/admin/bookings/${booking._id}/status`, { token: admin, body: { status } })).status).toBe(200);
    }
    const late = await server.api<{ message: string }>('PUT', path, { token: customer.token, body: details() });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REGISTRATION_MSG.closed);
    expect((await server.api('PUT', path, { token: staff, body: details() })).status).toBe(200);
  });

  it('is never in a CSV export', async () => {
    const { customer, booking } = await bookedStay();
    await server.api('PUT', `/api/bookings/${booking._id}/registration`, { token: customer.token, body: details() });
    for (const path of Object.values(CSV_EXPORT_PATHS)) {
      const res = await fetch(server.base + path, { headers: { accept: 'text/csv', authorization: `Bearer ${admin}` } });
      expect(res.status, path).toBe(200);
      const csv = await res.text();
      expect(csv.length).toBeGreaterThan(0);
      expect(csv, path).not.toContain(DOCUMENT);
      expect(csv, path).not.toContain('1988-04-12');
    }
  });

  it('is in the authorities’ register only: admins, a range of arrivals, audited without the data', async () => {
    const { customer, booking } = await bookedStay(7);
    const path = `/api/bookings/${booking._id}/registration`;
    const two = {
      ...details(),
      guests: [...details().guests, { ...details().guests[0]!, fullName: 'Rui Sousa', documentNumber: 'X-DOC-2' }],
    };
    expect((await server.api('PUT', path, { token: customer.token, body: two })).status).toBe(200);
    const day = addDays(hotelToday(clock, server.deps.env.HOTEL_TIMEZONE), 7);
    const url = `${REGISTRATION_EXPORT_PATH}?from=${day}&to=${day}`;

    const json = await server.api<{ filename: string; count: number; csv: string }>('GET', url, { token: admin });
    expect(json.status).toBe(200);
    expect(json.body.filename).toBe(`guest-registrations-${day}-to-${day}.csv`);
    const lines = json.body.csv.trim().split('\r\n');
    expect(lines[0]).toContain('"Document number"');
    const mine = lines.filter((line) => line.includes(booking.checkOut));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`"${DOCUMENT}"`);
    expect(mine[0]).toContain('"Passport"');
    expect(mine[1]).toContain('"Rui Sousa"');
    expect(json.body.count).toBe(lines.length - 1);

    const file = await fetch(server.base + url, { headers: { accept: 'text/csv', authorization: `Bearer ${admin}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`guest-registrations-${day}-to-${day}.csv`);
    expect(await file.text()).toContain(DOCUMENT);

    // A range without the stay (nor any other) leaves it out.
    const before = await server.api<{ csv: string }>('GET', `${REGISTRATION_EXPORT_PATH}?from=${addDays(day, 1)}&to=${addDays(day, 3)}`, {
      token: admin,
    });
    expect(before.body.csv).not.toContain(DOCUMENT);

    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'registration.export')).all();
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: day, to: day, stays: 1, guests: 2 },
      { from: day, to: day, stays: 1, guests: 2 },
      { from: addDays(day, 1), to: addDays(day, 3), stays: 0, guests: 0 },
    ]);
    expect(JSON.stringify(audit)).not.toContain(DOCUMENT);

    for (const token of [staff, customer.token]) expect((await server.api('GET', url, { token })).status).toBe(403);
    expect((await server.api('GET', REGISTRATION_EXPORT_PATH, { token: admin })).status).toBe(400);
    const backwards = await server.api<{ message: string }>('GET', `${REGISTRATION_EXPORT_PATH}?from=${day}&to=${addDays(day, -1)}`, {
      token: admin,
    });
    expect(backwards).toMatchObject({ status: 400, body: { message: 'From must not be after To' } });
  });

  it('is erased the set number of days after check-out, and kept with 0', async () => {
    const { customer, booking } = await bookedStay(1);
    await server.api('PUT', `/api/bookings/${booking._id}/registration`, { token: customer.token, body: details() });
    const stored = () => server.deps.db.select().from(stayRegistrations).where(eq(stayRegistrations.bookingId, booking._id)).get();
    const at = (day: string) => new Date(`${day}T12:00:00.000Z`);

    clock = at(addDays(booking.checkOut, 89));
    eraseOldRegistrations(server.deps);
    expect(stored()).toBeDefined();

    server.deps.db.insert(settings).values({ key: REGISTRATION_KEEP_DAYS_KEY, value: 0, updatedAt: clock.toISOString() }).run();
    clock = at(addDays(booking.checkOut, 400));
    expect(eraseOldRegistrations(server.deps)).toBe(0);
    expect(stored()).toBeDefined();

    server.deps.db.delete(settings).where(eq(settings.key, REGISTRATION_KEEP_DAYS_KEY)).run();
    clock = at(addDays(booking.checkOut, 90));
    expect(eraseOldRegistrations(server.deps)).toBeGreaterThanOrEqual(1);
    expect(stored()).toBeUndefined();
    // Sessions from before the move have expired: the desk signs in again and finds nothing.
    const desk = await tokenFor(server, await insertUser(server.deps, 'staff'));
    expect((await server.api<Answer>('GET', `/api/bookings/${booking._id}/registration`, { token: desk })).body.registration).toBeNull();
  });
});
