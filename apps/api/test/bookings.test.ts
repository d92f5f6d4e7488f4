import { and, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKING_BOOKING_STATUSES, BOOKINGS_MSG, MAX_STAY_NIGHTS, addDays, createBookingInput } from '@innkeep/api-contract';
import { auditLog, bookings, foodOrders, notifications, payments } from '@innkeep/db';
import { cancelBooking, createBooking } from '../src/services/stays';
import { insertRoom, newCustomer } from './bookings-helpers';
import { startServerProcess, type ServerProcess } from './fixture-process';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';

interface Booking {
  _id: string;
  room: { _id: string; name: string; roomNumber: string; type: string; images: string[] };
  customer: { _id: string; name: string; email: string; phone: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  specialRequests: string;
  totalAmount: number;
  status: string;
  paymentStatus: string;
  createdAt: string;
  updatedAt: string;
  cancelBefore: string | null;
}

// The hotel's clock for these tests: 10 June 2030, 09:00 UTC (the hotel's zone is UTC unless a test says otherwise).
let clock = Date.parse('2030-06-10T09:00:00.000Z');
const setClock = (iso: string) => {
  clock = Date.parse(iso);
};

let server: TestServer;
beforeAll(async () => {
  // Most tests here book freely for one guest; the unpaid-bookings cap has its own server below.
  server = await startTestServer({ now: () => new Date(clock), env: { MAX_PENDING_BOOKINGS: '1000' } });
});
afterAll(() => server.close());

const bookingCount = () => server.deps.db.select({ n: count() }).from(bookings).get()?.n ?? 0;
const post = (body: unknown, token?: string) => server.api<Booking & { message?: string }>('POST', '/api/bookings', { body, token });

describe('who may book', () => {
  it('refuses visitors (401), staff and administrators (403), and books for a customer (201)', async () => {
    const room = insertRoom(server.deps);
    const stay = { roomId: room.id, checkIn: '2030-07-01', checkOut: '2030-07-03', guests: 1 };

    expect((await post(stay)).status).toBe(401);
    for (const role of ['staff', 'admin'] as const) {
      const token = await tokenFor(server, await insertUser(server.deps, role));
      const res = await post(stay, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BOOKINGS_MSG.customersOnly });
    }
    expect(bookingCount()).toBe(0);

    const guest = await newCustomer(server);
    const res = await post(stay, guest.token);
    expect(res.status).toBe(201);
  });

  it('refuses staff before looking at the input', async () => {
    const token = await tokenFor(server, await insertUser(server.deps, 'staff'));
    const res = await post({ roomId: 'x' }, token);
    expect(res.status).toBe(403);
  });
});

describe('creating a booking', () => {
  it('returns the documented shape with a server-computed total, ignoring a client price', async () => {
    const room = insertRoom(server.deps, { priceCents: 12_550, capacity: 3 });
    const guest = await newCustomer(server);
    const res = await post(
      {
        roomId: room.id,
        checkIn: '2030-08-01',
        checkOut: '2030-08-04',
        guests: 3,
        specialRequests: '  Late arrival  ',
        totalAmount: 1,
        price: 0.01,
        status: 'confirmed',
        paymentStatus: 'paid',
      },
      guest.token,
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        '_id',
        'room',
        'customer',
        'checkIn',
        'checkOut',
        'nights',
        'guests',
        'specialRequests',
        'totalAmount',
        'offer',
        'price',
        'status',
        'paymentStatus',
        'createdAt',
        'updatedAt',
        'cancelBefore',
        'reference',
        'beds',
        'bedLabels',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      room: { _id: room.id, name: room.name, roomNumber: room.roomNumber, type: 'double', images: [], saleMode: 'room' },
      customer: { _id: guest.id, name: guest.name },
      checkIn: '2030-08-01',
      checkOut: '2030-08-04',
      nights: 3,
      guests: 3,
      specialRequests: 'Late arrival',
      totalAmount: 376.5,
      status: 'pending',
      paymentStatus: 'pending',
      createdAt: '2030-06-10T09:00:00.000Z',
      // 24 hours before the default 14:00 check-in time.
      cancelBefore: '2030-07-31T14:00:00.000Z',
      reference: expect.stringMatching(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/),
    });
    const row = server.deps.db.select().from(bookings).where(eq(bookings.id, res.body._id)).get();
    expect(row).toMatchObject({ totalCents: 37_650, status: 'pending', paymentStatus: 'pending', customerId: guest.id });
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, res.body._id)).all();
    expect(audit.map((a) => a.action)).toEqual(['booking.create']);
    const notice = server.deps.db.select().from(notifications).where(eq(notifications.recipientId, guest.id)).all();
    expect(notice.map((n) => n.title)).toEqual(['Booking request received']);
  });

  const room = () => insertRoom(server.deps, { capacity: 2 });
  it.each([
    ['no dates', { checkIn: undefined, checkOut: undefined }, BOOKINGS_MSG.datesRequired],
    ['empty dates', { checkIn: '', checkOut: '' }, BOOKINGS_MSG.datesRequired],
    ['only a check-in', { checkOut: undefined }, BOOKINGS_MSG.datesRequired],
    ['check-out on the check-in day', { checkOut: '2030-07-10' }, BOOKINGS_MSG.checkOutAfterCheckIn],
    ['check-out before check-in', { checkOut: '2030-07-08' }, BOOKINGS_MSG.checkOutAfterCheckIn],
    ['a check-in in the past', { checkIn: '2030-06-09', checkOut: '2030-06-12' }, BOOKINGS_MSG.checkInPast],
    ['more guests than the room holds', { guests: 3 }, BOOKINGS_MSG.maxGuests(2)],
    ['no guests', { guests: 0 }, BOOKINGS_MSG.minGuests],
    ['a missing guest count', { guests: undefined }, BOOKINGS_MSG.guestsRequired],
    ['a fractional guest count', { guests: 1.5 }, 'The number of guests must be a whole number'],
    ['an impossible date', { checkIn: '2030-02-30' }, BOOKINGS_MSG.invalidDate],
    ['a date in another format', { checkIn: '10/07/2030' }, BOOKINGS_MSG.invalidDate],
    ['a stay longer than the maximum', { checkOut: '2030-08-10' }, BOOKINGS_MSG.maxStay],
  ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
    const guest = await newCustomer(server);
    const before = bookingCount();
    const res = await post({ roomId: room().id, checkIn: '2030-07-10', checkOut: '2030-07-12', guests: 2, ...change }, guest.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(bookingCount()).toBe(before);
  });

  it(`accepts exactly ${MAX_STAY_NIGHTS} nights and check-in today (hotel date)`, async () => {
    const guest = await newCustomer(server);
    const res = await post({ roomId: room().id, checkIn: '2030-06-10', checkOut: '2030-07-10', guests: 1 }, guest.token);
    expect(res.status).toBe(201);
    expect(res.body.nights).toBe(MAX_STAY_NIGHTS);
  });

  it('answers 404 for an unknown room', async () => {
    const guest = await newCustomer(server);
    const res = await post({ roomId: 'nope', checkIn: '2030-07-10', checkOut: '2030-07-12', guests: 1 }, guest.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Room not found' });
  });

  // Today's status rules out a room in maintenance only; occupied and cleaning rooms are booked by
  // their nights (desk.test.ts covers tonight's stay in an occupied room).
  it('refuses a room that is in maintenance', async () => {
    const guest = await newCustomer(server);
    const before = bookingCount();
    const res = await post(
      { roomId: insertRoom(server.deps, { status: 'maintenance' }).id, checkIn: '2030-07-10', checkOut: '2030-07-12', guests: 1 },
      guest.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BOOKINGS_MSG.roomNotAvailable('maintenance') });
    expect(bookingCount()).toBe(before);
  });

  it.each(['occupied', 'cleaning'] as const)('books a room that is %s today for later nights', async (status) => {
    const guest = await newCustomer(server);
    const res = await post(
      { roomId: insertRoom(server.deps, { status }).id, checkIn: '2030-07-10', checkOut: '2030-07-12', guests: 1 },
      guest.token,
    );
    expect(res.status).toBe(201);
  });

  it('uses the hotel time zone for "today"', async () => {
    // 12:00 UTC is already the next day on Kiritimati (UTC+14).
    const east = await startTestServer({ now: () => new Date('2030-06-10T12:00:00.000Z'), env: { HOTEL_TIMEZONE: 'Pacific/Kiritimati' } });
    try {
      const guest = await newCustomer(east);
      const roomId = insertRoom(east.deps).id;
      const past = await east.api('POST', '/api/bookings', {
        body: { roomId, checkIn: '2030-06-10', checkOut: '2030-06-12', guests: 1 },
        token: guest.token,
      });
      expect(past.body).toEqual({ message: BOOKINGS_MSG.checkInPast });
      const today = await east.api<Booking>('POST', '/api/bookings', {
        body: { roomId, checkIn: '2030-06-11', checkOut: '2030-06-12', guests: 1 },
        token: guest.token,
      });
      expect(today.status).toBe(201);
    } finally {
      await east.close();
    }
  });
});

describe('overlapping stays', () => {
  it('refuses any shared night with a 409 naming the dates, and allows back-to-back stays', async () => {
    const room = insertRoom(server.deps);
    const first = await newCustomer(server);
    const second = await newCustomer(server);
    const book = (who: { token: string }, checkIn: string, checkOut: string) =>
      post({ roomId: room.id, checkIn, checkOut, guests: 1 }, who.token);

    expect((await book(first, '2030-09-10', '2030-09-13')).status).toBe(201);
    for (const [checkIn, checkOut] of [
      ['2030-09-12', '2030-09-15'],
      ['2030-09-08', '2030-09-11'],
      ['2030-09-11', '2030-09-12'],
      ['2030-09-01', '2030-09-20'],
      ['2030-09-10', '2030-09-13'],
    ] as const) {
      const res = await book(second, checkIn, checkOut);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: `Room ${room.roomNumber} is already booked for some nights between ${checkIn} and ${checkOut}` });
    }
    // Checking out on the morning someone else checks in is fine, both ways round.
    expect((await book(second, '2030-09-13', '2030-09-15')).status).toBe(201);
    expect((await book(second, '2030-09-07', '2030-09-10')).status).toBe(201);
    expect(server.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.roomId, room.id)).get()?.n).toBe(3);
  });

  it('lets cancelled and checked-out bookings free their nights; pending, confirmed and checked-in hold them', async () => {
    const guest = await newCustomer(server);
    const statuses = ['cancelled', 'checked-out', ...BLOCKING_BOOKING_STATUSES] as const;
    for (const status of statuses) {
      const room = insertRoom(server.deps);
      const held = await post({ roomId: room.id, checkIn: '2030-10-01', checkOut: '2030-10-03', guests: 1 }, guest.token);
      server.deps.db.update(bookings).set({ status }).where(eq(bookings.id, held.body._id)).run();
      const again = await post({ roomId: room.id, checkIn: '2030-10-02', checkOut: '2030-10-04', guests: 1 }, guest.token);
      expect([status, again.status]).toEqual([status, (BLOCKING_BOOKING_STATUSES as readonly string[]).includes(status) ? 409 : 201]);
    }
  });
});

describe('cancelling a booking', () => {
  const cancel = (id: string, token?: string) => server.api<Booking & { message?: string }>('PUT', `/api/bookings/${id}/cancel`, { token });

  it('cancels an own pending booking, keeps it unpaid, frees the nights and records it', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const booked = await post({ roomId: room.id, checkIn: '2030-06-20', checkOut: '2030-06-22', guests: 1 }, guest.token);
    setClock('2030-06-12T10:00:00.000Z');
    const res = await cancel(booked.body._id, guest.token);
    setClock('2030-06-10T09:00:00.000Z');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: booked.body._id,
      status: 'cancelled',
      paymentStatus: 'pending',
      cancelBefore: null,
      updatedAt: '2030-06-12T10:00:00.000Z',
    });
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booked.body._id), eq(auditLog.action, 'booking.cancel')))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: guest.id, details: { from: 'pending' } });
    const nights = await server.api<{ ranges: unknown[] }>('GET', `/api/rooms/${room.id}/booked-nights`, { token: guest.token });
    expect(nights.body.ranges).toEqual([]);
    expect((await post({ roomId: room.id, checkIn: '2030-06-20', checkOut: '2030-06-22', guests: 1 }, guest.token)).status).toBe(201);
  });

  it('allows cancelling until 24 hours before the check-in time, and explains why not afterwards', async () => {
    const guest = await newCustomer(server);
    const booked = await post(
      { roomId: insertRoom(server.deps).id, checkIn: '2030-06-12', checkOut: '2030-06-13', guests: 1 },
      guest.token,
    );
    expect(booked.body.cancelBefore).toBe('2030-06-11T14:00:00.000Z');
    setClock('2030-06-11T14:00:00.000Z');
    const late = await cancel(booked.body._id, guest.token);
    setClock('2030-06-10T09:00:00.000Z');
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: BOOKINGS_MSG.cancelTooLate(24) });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body._id)).get()?.status).toBe('pending');

    setClock('2030-06-11T13:59:59.000Z');
    const inTime = await cancel(booked.body._id, guest.token);
    setClock('2030-06-10T09:00:00.000Z');
    expect(inTime.status).toBe(200);
  });

  it('reads the check-in time in the hotel time zone, across daylight saving', async () => {
    const ny = await startTestServer({ now: () => new Date('2030-03-01T12:00:00.000Z'), env: { HOTEL_TIMEZONE: 'America/New_York' } });
    try {
      const guest = await newCustomer(ny);
      const roomId = insertRoom(ny.deps).id;
      const book = (checkIn: string, checkOut: string) =>
        ny.api<Booking>('POST', '/api/bookings', { body: { roomId, checkIn, checkOut, guests: 1 }, token: guest.token });
      // 14:00 in New York is 19:00 UTC in winter and 18:00 UTC in summer (clocks go forward on 10 March 2030).
      expect((await book('2030-03-05', '2030-03-06')).body.cancelBefore).toBe('2030-03-04T19:00:00.000Z');
      expect((await book('2030-03-11', '2030-03-12')).body.cancelBefore).toBe('2030-03-10T18:00:00.000Z');
    } finally {
      await ny.close();
    }
  });

  it('refuses statuses a guest can no longer cancel, and cancelling twice', async () => {
    const guest = await newCustomer(server);
    const booked = await post(
      { roomId: insertRoom(server.deps).id, checkIn: '2030-07-20', checkOut: '2030-07-21', guests: 1 },
      guest.token,
    );
    server.deps.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booked.body._id)).run();
    expect((await cancel(booked.body._id, guest.token)).status).toBe(200);
    const twice = await cancel(booked.body._id, guest.token);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: BOOKINGS_MSG.cannotCancelStatus('cancelled') });

    const inHouse = await post(
      { roomId: insertRoom(server.deps).id, checkIn: '2030-07-20', checkOut: '2030-07-21', guests: 1 },
      guest.token,
    );
    server.deps.db.update(bookings).set({ status: 'checked-in' }).where(eq(bookings.id, inHouse.body._id)).run();
    const res = await cancel(inHouse.body._id, guest.token);
    expect(res.body).toEqual({ message: BOOKINGS_MSG.cannotCancelStatus('checked-in') });
  });

  it("answers another guest's booking like a missing one, and refuses visitors and staff", async () => {
    const owner = await newCustomer(server);
    const other = await newCustomer(server);
    const booked = await post(
      { roomId: insertRoom(server.deps).id, checkIn: '2030-07-20', checkOut: '2030-07-21', guests: 1 },
      owner.token,
    );
    const res = await cancel(booked.body._id, other.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BOOKINGS_MSG.bookingNotFound });
    expect((await cancel(booked.body._id)).status).toBe(401);
    const staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
    expect((await cancel(booked.body._id, staff)).status).toBe(403);
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body._id)).get()?.status).toBe('pending');
  });
});

describe('my bookings and the customer dashboard', () => {
  it('lists only the guest’s own bookings, newest first', async () => {
    const guest = await newCustomer(server);
    const other = await newCustomer(server);
    const room = insertRoom(server.deps, { capacity: 4 });
    await post({ roomId: room.id, checkIn: '2030-11-01', checkOut: '2030-11-02', guests: 1 }, other.token);
    setClock('2030-06-10T09:00:00.000Z');
    const older = await post({ roomId: room.id, checkIn: '2030-11-05', checkOut: '2030-11-06', guests: 1 }, guest.token);
    setClock('2030-06-10T09:05:00.000Z');
    const newer = await post({ roomId: room.id, checkIn: '2030-11-08', checkOut: '2030-11-09', guests: 1 }, guest.token);
    setClock('2030-06-10T09:00:00.000Z');
    const res = await server.api<Booking[]>('GET', '/api/bookings/my-bookings', { token: guest.token });
    expect(res.status).toBe(200);
    expect(res.body.map((b) => b._id)).toEqual([newer.body._id, older.body._id]);
  });

  it('shows recent bookings and food orders and spending without cancelled ones', async () => {
    const guest = await newCustomer(server);
    const room = insertRoom(server.deps, { priceCents: 10_000, capacity: 2 });
    const kept = await post({ roomId: room.id, checkIn: '2030-12-01', checkOut: '2030-12-03', guests: 2 }, guest.token);
    setClock('2030-06-10T09:01:00.000Z');
    const dropped = await post({ roomId: room.id, checkIn: '2030-12-10', checkOut: '2030-12-11', guests: 1 }, guest.token);
    await server.api('PUT', `/api/bookings/${dropped.body._id}/cancel`, { token: guest.token });
    setClock('2030-06-10T09:00:00.000Z');
    const at = server.deps.now().toISOString();
    const [paidOrder] = server.deps.db
      .insert(foodOrders)
      .values([
        {
          customerId: guest.id,
          deliveryLocation: 'Room 9',
          totalCents: 2_450,
          status: 'delivered',
          paymentStatus: 'paid',
          createdAt: at,
          updatedAt: at,
        },
        {
          customerId: guest.id,
          deliveryLocation: 'Room 9',
          totalCents: 9_900,
          status: 'cancelled',
          paymentStatus: 'pending',
          createdAt: at,
          updatedAt: at,
        },
      ])
      .returning()
      .all();
    // Spending is money received (the ledger): the stay is paid at the desk, the delivered order by QR.
    server.deps.db
      .insert(payments)
      .values([
        { kind: 'payment', method: 'card', amountCents: 20_000, bookingId: kept.body._id, at },
        { kind: 'payment', method: 'qr', amountCents: 2_450, foodOrderId: paidOrder?.id, at },
      ])
      .run();

    const res = await server.api<{
      recentBookings: Booking[];
      recentFoodOrders: { _id: string; totalAmount: number; status: string }[];
      totalSpent: number;
      totalBookingSpent: number;
      totalFoodSpent: number;
    }>('GET', '/api/customer/dashboard', { token: guest.token });
    expect(res.status).toBe(200);
    expect(res.body.recentBookings.map((b) => [b._id, b.status])).toEqual([
      [dropped.body._id, 'cancelled'],
      [kept.body._id, 'pending'],
    ]);
    expect(res.body.recentFoodOrders).toHaveLength(2);
    expect(res.body).toMatchObject({ totalBookingSpent: 200, totalFoodSpent: 24.5, totalSpent: 224.5 });
  });

  it('is for customers only', async () => {
    expect((await server.api('GET', '/api/customer/dashboard')).status).toBe(401);
    const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
    expect((await server.api('GET', '/api/customer/dashboard', { token: admin })).status).toBe(403);
    expect((await server.api('GET', '/api/bookings/my-bookings', { token: admin })).status).toBe(403);
  });
});

/** Pairs of holding bookings of one room that share a night; must always be empty. */
function overlappingPairs(roomIds: string[]) {
  const active = server.deps.db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.roomId, roomIds), inArray(bookings.status, [...BLOCKING_BOOKING_STATUSES])))
    .all();
  return active.flatMap((a, i) =>
    active
      .slice(i + 1)
      .filter((b) => a.roomId === b.roomId && a.checkIn < b.checkOut && b.checkIn < a.checkOut)
      .map((b) => [a.id, b.id]),
  );
}

describe('never double-booked', () => {
  it('holds for random sequences of bookings and cancellations (property)', async () => {
    const roomIds = [insertRoom(server.deps).id, insertRoom(server.deps).id, insertRoom(server.deps).id];
    const guests = await Promise.all([newCustomer(server), newCustomer(server)]);
    const actors = guests.map((g) => ({ id: g.id, name: g.name, role: 'customer' as const }));
    const day = (offset: number) => new Date(Date.parse('2030-07-01T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);

    const command = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        room: fc.nat(2),
        start: fc.nat(12),
        nights: fc.integer({ min: 1, max: 5 }),
        who: fc.nat(1),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );

    // What the runs exercised, so fewer runs cannot quietly stop covering refusals and freed nights.
    const seen = { accepted: 0, refused: 0, cancelled: 0 };
    // Each command is a write transaction with its audit entry and notifications, 10-30 ms on two busy
    // cores: 100 short sequences (about 460 commands, few of them clashing) ran past the time-out.
    // 40 sequences of 4 to 12 commands on 13 start days make half the commands, with more clashes.
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        server.deps.db.delete(bookings).where(inArray(bookings.roomId, roomIds)).run();
        // The model: active stays per room, and the ids the service gave them.
        const model: { id: string; room: number; start: number; end: number; who: number }[] = [];
        for (const c of commands) {
          if (c.kind === 'create') {
            const end = c.start + c.nights;
            const expectFree = !model.some((m) => m.room === c.room && m.start < end && c.start < m.end);
            const input = createBookingInput.parse({ roomId: roomIds[c.room], checkIn: day(c.start), checkOut: day(end), guests: 1 });
            let created: { _id: string } | null = null;
            try {
              created = await createBooking(server.deps, actors[c.who]!, input);
            } catch (error) {
              if ((error as { kind?: string }).kind !== 'conflict') throw error;
            }
            // Accepted exactly when the model says the nights are free.
            expect(created !== null).toBe(expectFree);
            seen[created ? 'accepted' : 'refused'] += 1;
            if (created) model.push({ id: created._id, room: c.room, start: c.start, end, who: c.who });
          } else if (model.length > 0) {
            const [target] = model.splice(c.pick % model.length, 1);
            cancelBooking(server.deps, actors[target!.who]!, target!.id);
            seen.cancelled += 1;
          }
        }
        expect(overlappingPairs(roomIds)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(Math.min(seen.accepted, seen.refused, seen.cancelled)).toBeGreaterThanOrEqual(5);
  });
});

describe('concurrent requests', () => {
  // In one process better-sqlite3 runs each booking's transaction whole on the one event loop, so these
  // two cannot interleave transactions and would pass without the lock: they check the answers (one
  // 201, the rest 409s naming the stay) under a burst of requests. The two-process race below is the
  // test of the lock itself.
  it('answers a burst of requests for the same nights with one 201 and 409s for the rest', async () => {
    const room = insertRoom(server.deps);
    const guests = await Promise.all(Array.from({ length: 12 }, () => newCustomer(server)));
    const results = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        post({ roomId: room.id, checkIn: '2030-12-20', checkOut: '2030-12-24', guests: 1 }, guests[i % guests.length]!.token),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(server.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.roomId, room.id)).get()?.n).toBe(1);
  });

  it('accepts some and refuses the rest of a burst of overlapping stays, leaving no overlap', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const start = 1 + ((i * 7) % 20);
        const checkIn = `2031-01-${String(start).padStart(2, '0')}`;
        const checkOut = `2031-01-${String(start + 1 + (i % 4)).padStart(2, '0')}`;
        return post({ roomId: room.id, checkIn, checkOut, guests: 1 }, guest.token);
      }),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(overlappingPairs([room.id])).toEqual([]);
  });

  describe('with two server processes on one database file', () => {
    let processes: ServerProcess[] = [];

    beforeAll(async () => {
      processes = await Promise.all([startServerProcess(server.deps.env.DATABASE_PATH), startServerProcess(server.deps.env.DATABASE_PATH)]);
    }, 60_000);
    afterAll(() => Promise.all(processes.map((p) => p.stop())));

    it('lets exactly one booking through when both processes race for the same nights', async () => {
      const room = insertRoom(server.deps);
      const guests = await Promise.all(Array.from({ length: 8 }, () => newCustomer(server)));
      const body = JSON.stringify({ roomId: room.id, checkIn: '2031-03-01', checkOut: '2031-03-05', guests: 1 });
      // Barrier: each process holds the booking requests it has received (parsed, not yet run) and
      // reports them; once both hold all of theirs, one `go` releases them together, so the two
      // processes' transactions contend for the database file's write lock.
      const pending = Array.from({ length: 40 }, async (_, i) => {
        const base = processes[i % 2]!.base;
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${guests[i % guests.length]!.token}` },
          body,
        });
        return { base, status: res.status };
      });
      await Promise.all(processes.map((p) => p.holding(20)));
      for (const p of processes) p.go();
      const results = await Promise.all(pending);

      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(39);
      expect(server.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.roomId, room.id)).get()?.n).toBe(1);
    });
  });
});

describe('abuse limits', () => {
  it('books at most BOOKING_HORIZON_DAYS (365) hotel days ahead', async () => {
    const guest = await newCustomer(server);
    const roomId = insertRoom(server.deps).id;
    const tooFar = { message: BOOKINGS_MSG.tooFarAhead(365) };
    // Today is 2030-06-10: 2031-06-10 is 365 days ahead.
    expect((await post({ roomId, checkIn: '2031-06-10', checkOut: '2031-06-11', guests: 1 }, guest.token)).status).toBe(201);
    for (const checkIn of ['2031-06-11', '9998-01-01']) {
      const res = await post({ roomId, checkIn, checkOut: addDays(checkIn, 1), guests: 1 }, guest.token);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: tooFar });
    }
  });

  it('counts the horizon in the hotel time zone', async () => {
    // 12:00 UTC on 2030-06-10 is already 2030-06-11 on Kiritimati (UTC+14).
    const east = await startTestServer({
      now: () => new Date('2030-06-10T12:00:00.000Z'),
      env: { HOTEL_TIMEZONE: 'Pacific/Kiritimati', BOOKING_HORIZON_DAYS: '10' },
    });
    try {
      const guest = await newCustomer(east);
      const roomId = insertRoom(east.deps).id;
      const book = (checkIn: string) =>
        east.api('POST', '/api/bookings', { body: { roomId, checkIn, checkOut: addDays(checkIn, 1), guests: 1 }, token: guest.token });
      expect((await book('2030-06-21')).status).toBe(201);
      expect((await book('2030-06-22')).body).toEqual({ message: BOOKINGS_MSG.tooFarAhead(10) });
    } finally {
      await east.close();
    }
  });

  describe('unpaid pending bookings per customer (MAX_PENDING_BOOKINGS, default 5)', () => {
    let capped: TestServer;
    beforeAll(async () => {
      capped = await startTestServer({ now: () => new Date(clock) });
    });
    afterAll(() => capped.close());

    const book = (token: string, roomId: string) =>
      capped.api<Booking>('POST', '/api/bookings', { body: { roomId, checkIn: '2030-08-01', checkOut: '2030-08-03', guests: 1 }, token });
    const held = (customerId: string) =>
      capped.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, customerId)).get()?.n ?? 0;

    it('allows five, refuses the sixth with a clear 409, and counts only pending unpaid ones', async () => {
      const guest = await newCustomer(capped);
      const made: Booking[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await book(guest.token, insertRoom(capped.deps).id);
        expect(res.status).toBe(201);
        made.push(res.body);
      }
      const sixth = await book(guest.token, insertRoom(capped.deps).id);
      expect({ status: sixth.status, body: sixth.body }).toEqual({ status: 409, body: { message: BOOKINGS_MSG.tooManyPending(5) } });
      expect(held(guest.id)).toBe(5);

      // A paid one, a confirmed one and a cancelled one no longer count.
      capped.deps.db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, made[0]!._id)).run();
      capped.deps.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, made[1]!._id)).run();
      expect((await capped.api('PUT', `/api/bookings/${made[2]!._id}/cancel`, { token: guest.token })).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await book(guest.token, insertRoom(capped.deps).id)).status).toBe(201);
      expect((await book(guest.token, insertRoom(capped.deps).id)).status).toBe(409);
    });

    it('holds under simultaneous requests', async () => {
      const guest = await newCustomer(capped);
      const results = await Promise.all(Array.from({ length: 12 }, () => book(guest.token, insertRoom(capped.deps).id)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(5);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
      expect(held(guest.id)).toBe(5);
    });
  });
});
