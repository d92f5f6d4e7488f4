import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKINGS_MSG, DESK_MSG, MSG, WALK_IN_EMAIL_DOMAIN, type BookingStatus } from '@innkeep/api-contract';
import { auditLog, bookings, foodOrders, notifications, rooms, stayRegistrations, users } from '@innkeep/db';
import type { BookingView } from '../src/services/stays';
import { calendarStays, type DeskCalendar, type DeskDay } from '../src/services/stays';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, newGuest, startTestServer, tokenFor, trpcCall, type TestServer } from './helpers';

// The hotel's clock stands still at 10:00 UTC on 10 June 2030 (the hotel's zone is UTC).
const TODAY = '2030-06-10';
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let staff: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(`${TODAY}T10:00:00.000Z`), env: { MAX_PENDING_BOOKINGS: '1000' } });
  staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
  admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
});
afterAll(() => server.close());

const trpc = <T>(kind: 'query' | 'mutation', path: string, input: unknown, token?: string) => trpcCall<T>(server, kind, path, input, token);

const book = (token: string, roomId: string, checkIn: string, checkOut: string) =>
  server.api<BookingView & { message?: string }>('POST', '/api/bookings', { body: { roomId, checkIn, checkOut, guests: 1 }, token });

function insertStay(customerId: string, roomId: string, checkIn: string, checkOut: string, status: BookingStatus) {
  const stamp = server.deps.now().toISOString();
  return server.deps.db
    .insert(bookings)
    .values({ customerId, roomId, checkIn, checkOut, guests: 1, totalCents: 10_000, status, createdAt: stamp, updatedAt: stamp })
    .returning()
    .get();
}

const roomNumbersFor = async (checkIn: string, checkOut: string) =>
  (await server.api<{ roomNumber: string }[]>('GET', `/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}`)).body.map((r) => r.roomNumber);

describe('availability by date', () => {
  it('never books a room in maintenance, for any dates, nor lists it', async () => {
    const room = insertRoom(server.deps, { status: 'maintenance' });
    const guest = await newCustomer(server);
    const res = await book(guest.token, room.id, day(30), day(32));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BOOKINGS_MSG.roomNotAvailable('maintenance'));
    expect(await roomNumbersFor(day(30), day(32))).not.toContain(room.roomNumber);

    const desk = await trpc('mutation', 'desk.createBooking', deskInput(room.id, day(30), day(32)), staff);
    expect(desk.status).toBe(400);
    expect(desk.message).toBe(BOOKINGS_MSG.roomNotAvailable('maintenance'));
  });

  it('books a room occupied today for next week, lists it for then, and refuses a stay starting tonight', async () => {
    const room = insertRoom(server.deps, { status: 'occupied' });
    const inHouse = await newCustomer(server);
    insertStay(inHouse.id, room.id, day(-1), day(2), 'checked-in');
    const cleaning = insertRoom(server.deps, { status: 'cleaning' });

    expect(await roomNumbersFor(day(7), day(9))).toEqual(expect.arrayContaining([room.roomNumber, cleaning.roomNumber]));
    const today = await roomNumbersFor(TODAY, day(1));
    expect(today).not.toContain(room.roomNumber);
    // Cleaning is done by check-in time: it blocks nothing.
    expect(today).toContain(cleaning.roomNumber);

    const guest = await newCustomer(server);
    const tonight = await book(guest.token, room.id, TODAY, day(1));
    expect(tonight.status).toBe(409);
    expect(tonight.body.message).toBe(BOOKINGS_MSG.occupiedToday(room.roomNumber));
    const nextWeek = await book(guest.token, room.id, day(7), day(9));
    expect(nextWeek.status).toBe(201);
    expect((await book(guest.token, cleaning.id, TODAY, day(1))).status).toBe(201);
  });

  it('lets the guest who is in an occupied room extend from tonight', async () => {
    const room = insertRoom(server.deps, { status: 'occupied' });
    const guest = await newCustomer(server);
    insertStay(guest.id, room.id, day(-2), TODAY, 'checked-in');
    expect((await book(guest.token, room.id, TODAY, day(2))).status).toBe(201);
  });
});

function deskInput(
  roomId: string,
  checkIn: string,
  checkOut: string,
  guest: Record<string, unknown> = { kind: 'walk-in', name: 'Ana Silva', phone: '+351 900 000 001' },
) {
  return { roomId, checkIn, checkOut, guests: 1, guest };
}

const deskBook = (token: string, roomId: string, checkIn: string, checkOut: string, guest?: Record<string, unknown>) =>
  trpc<BookingView>('mutation', 'desk.createBooking', deskInput(roomId, checkIn, checkOut, guest), token);

describe('desk bookings', () => {
  it('books a walk-in guest: a confirmed booking and a password-less account that cannot sign in', async () => {
    const room = insertRoom(server.deps, { priceCents: 9_000 });
    const email = `walkin-${process.pid}-${Date.now()}@example.test`;
    const res = await deskBook(staff, room.id, day(3), day(5), { kind: 'walk-in', name: 'Ana Silva', phone: '+351 900 000 002', email });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'confirmed', totalAmount: 180, customer: { name: 'Ana Silva', email } });
    const account = server.deps.db.select().from(users).where(eq(users.email, email)).get();
    expect(account).toMatchObject({ role: 'customer', passwordHash: '' });
    expect(server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, res.data._id)).get()?.action).toBe('booking.create');
    const notice = server.deps.db.select().from(notifications).where(eq(notifications.recipientId, account!.id)).get();
    expect(notice?.title).toBe('Booking confirmed');

    for (const password of ['', 'secret1', 'anything']) {
      const login = await server.api('POST', '/api/auth/login', { body: { email, password } });
      expect(login.status).not.toBe(200);
    }
    const login = await server.api('POST', '/api/auth/login', { body: { email, password: 'secret1' } });
    expect(login.body).toEqual({ message: MSG.invalidCredentials });

    // The same email again at the desk is the existing guest: search for them instead.
    const again = await trpc(
      'mutation',
      'desk.createBooking',
      deskInput(room.id, day(10), day(11), { kind: 'walk-in', name: 'A', phone: '1', email }),
      staff,
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(DESK_MSG.walkInEmailTaken);
  });

  it('lets the walk-in claim the account by registering with the same email, keeping the booking', async () => {
    const room = insertRoom(server.deps);
    const email = `claim-${process.pid}-${Date.now()}@example.test`;
    const made = await deskBook(admin, room.id, day(3), day(4), { kind: 'walk-in', name: 'Ben Walker', phone: '555 0101', email });
    expect(made.status).toBe(200);

    // Staff registration cannot take a guest's account.
    const asStaff = await server.api('POST', '/api/auth/register', { body: newGuest({ email, role: 'staff' }) });
    expect(asStaff.status).toBe(409);

    const res = await server.api<{ token: string; user: { _id: string; name: string } }>('POST', '/api/auth/register', {
      body: newGuest({ email, name: 'Ben Walker' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.user._id).toBe(made.data.customer._id);
    const mine = await server.api<BookingView[]>('GET', '/api/bookings/my-bookings', { token: res.body.token });
    expect(mine.body.map((b) => b._id)).toEqual([made.data._id]);

    // Claimed once: a second registration is refused as before.
    const twice = await server.api('POST', '/api/auth/register', { body: newGuest({ email }) });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: MSG.emailTaken });
  });

  it('books a walk-in without an email and finds guests by name, email or phone', async () => {
    const room = insertRoom(server.deps);
    const phone = `+44 ${process.pid} 7788`;
    const res = await trpc<BookingView>(
      'mutation',
      'desk.createBooking',
      deskInput(room.id, day(6), day(7), { kind: 'walk-in', name: 'Cleo Nomail', phone }),
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.data.customer.email.endsWith(`@${WALK_IN_EMAIL_DOMAIN}`)).toBe(true);

    const byPhone = await trpc<{ _id: string; email: string }[]>('query', 'desk.searchGuests', { q: `${process.pid} 7788` }, staff);
    expect(byPhone.data).toEqual([expect.objectContaining({ _id: res.data.customer._id, email: '' })]);
    const guest = await newCustomer(server);
    const email = server.deps.db.select({ email: users.email }).from(users).where(eq(users.id, guest.id)).get()!.email;
    const byEmail = await trpc<{ _id: string }[]>('query', 'desk.searchGuests', { q: email.toUpperCase() }, admin);
    expect(byEmail.data.map((g) => g._id)).toEqual([guest.id]);
    // LIKE's wildcards are literal: '%%' matches nobody's name.
    expect((await trpc<unknown[]>('query', 'desk.searchGuests', { q: '%%' }, staff)).data).toEqual([]);

    // Booking for that existing guest.
    const forGuest = await trpc<BookingView>(
      'mutation',
      'desk.createBooking',
      deskInput(room.id, day(8), day(9), { kind: 'existing', customerId: guest.id }),
      staff,
    );
    expect(forGuest.data.customer._id).toBe(guest.id);
    const notACustomer = await trpc(
      'mutation',
      'desk.createBooking',
      deskInput(room.id, day(12), day(13), { kind: 'existing', customerId: (await insertUser(server.deps, 'staff')).id }),
      staff,
    );
    expect(notACustomer.status).toBe(404);
  });

  it('keeps customers and unapproved staff out of every desk procedure', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const pending = await tokenFor(server, await insertUser(server.deps, 'staff', false));
    for (const token of [guest.token, pending]) {
      expect((await trpc('mutation', 'desk.createBooking', deskInput(room.id, day(3), day(4)), token)).status).toBe(403);
      expect((await trpc('query', 'desk.searchGuests', { q: 'Ana' }, token)).status).toBe(403);
      expect((await trpc('query', 'desk.calendar', { from: TODAY }, token)).status).toBe(403);
    }
    expect((await trpc('query', 'desk.day', {}, undefined)).status).toBe(401);
    expect(server.deps.db.select().from(bookings).where(eq(bookings.roomId, room.id)).all()).toEqual([]);
  });
});

describe('moving and changing a booking', () => {
  it('refuses a move onto taken nights with a 409 naming the clash, and moves to a free room at its price', async () => {
    const a = insertRoom(server.deps, { priceCents: 10_000 });
    const b = insertRoom(server.deps, { priceCents: 10_000 });
    const c = insertRoom(server.deps, { priceCents: 15_000, capacity: 3 });
    const guest = await newCustomer(server);
    const other = await newCustomer(server);
    const mine = insertStay(guest.id, a.id, day(4), day(6), 'confirmed');
    insertStay(other.id, b.id, day(5), day(8), 'confirmed');

    const clash = await trpc(
      'mutation',
      'desk.changeBooking',
      { id: mine.id, roomId: b.id, checkIn: day(4), checkOut: day(6), guests: 1 },
      staff,
    );
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(BOOKINGS_MSG.overlap(b.roomNumber, day(4), day(6)));
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, mine.id)).get()).toMatchObject({
      roomId: a.id,
      totalCents: 10_000,
    });

    const moved = await trpc<BookingView>(
      'mutation',
      'desk.changeBooking',
      { id: mine.id, roomId: c.id, checkIn: day(4), checkOut: day(7), guests: 3 },
      staff,
    );
    expect(moved.status).toBe(200);
    // The two nights it keeps keep their $50; the new third night takes room C's $150.
    expect(moved.data).toMatchObject({ room: { _id: c.id }, checkOut: day(7), nights: 3, guests: 3, totalAmount: 250 });
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.id), eq(auditLog.action, 'booking.change')))
      .get();
    expect(audit?.details).toMatchObject({ from: { roomNumber: a.roomNumber }, to: { roomNumber: c.roomNumber, totalCents: 25_000 } });
    const notice = server.deps.db.select().from(notifications).where(eq(notifications.recipientId, guest.id)).all();
    expect(notice.map((n) => n.title)).toContain('Your booking has changed');
    // Asked to, the desk prices every night at room C's rate.
    const repriced = await trpc<BookingView>(
      'mutation',
      'desk.changeBooking',
      { id: mine.id, roomId: c.id, checkIn: day(4), checkOut: day(7), guests: 3, reprice: true },
      staff,
    );
    expect(repriced.data).toMatchObject({ totalAmount: 450 });

    // The nights it left in room A are free again.
    expect((await book(other.token, a.id, day(4), day(6))).status).toBe(201);
    // Guests over the new room's capacity are the booking form's own message.
    const tooMany = await trpc(
      'mutation',
      'desk.changeBooking',
      { id: mine.id, roomId: a.id, checkIn: day(10), checkOut: day(11), guests: 3 },
      admin,
    );
    expect(tooMany.message).toBe(BOOKINGS_MSG.maxGuests(2));
  });

  it('moves a checked-in guest: the old room to cleaning, the new one occupied; the check-in date stays', async () => {
    const from = insertRoom(server.deps, { status: 'occupied' });
    const to = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const stay = insertStay(guest.id, from.id, day(-1), day(2), 'checked-in');
    const earlier = await trpc(
      'mutation',
      'desk.changeBooking',
      { id: stay.id, roomId: from.id, checkIn: day(-2), checkOut: day(2), guests: 1 },
      staff,
    );
    expect(earlier.message).toBe(DESK_MSG.checkInFixed);
    const res = await trpc<BookingView>(
      'mutation',
      'desk.changeBooking',
      { id: stay.id, roomId: to.id, checkIn: day(-1), checkOut: day(3), guests: 1 },
      staff,
    );
    expect(res.status).toBe(200);
    const status = (id: string) => server.deps.db.select({ s: rooms.status }).from(rooms).where(eq(rooms.id, id)).get()?.s;
    expect([status(from.id), status(to.id)]).toEqual(['cleaning', 'occupied']);
  });
});

describe("the guest's unpaid orders on the folio", () => {
  it('lists them while the guest is in house and lets the desk charge one to the room', async () => {
    const guest = await newCustomer(server);
    const stay = insertStay(guest.id, insertRoom(server.deps).id, day(-1), day(1), 'checked-in');
    const stamp = server.deps.now().toISOString();
    const order = server.deps.db
      .insert(foodOrders)
      .values({
        customerId: guest.id,
        deliveryLocation: 'Room 7',
        totalCents: 1_800,
        paymentToken: 'qr',
        paymentExpiresAt: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    type Folio = { unpaidOrders: { _id: string }[]; lines: { orderId: string | null; amount: number }[]; totals: { balance: number } };
    const before = await trpc<Folio>('query', 'folio.get', { id: stay.id }, staff);
    expect(before.data.unpaidOrders.map((o) => o._id)).toEqual([order.id]);
    expect(before.data.totals.balance).toBe(100);

    expect((await trpc('mutation', 'folio.chargeOrder', { id: order.id }, guest.token)).status).toBe(403);
    const charged = await trpc<{ bookingId: string }>('mutation', 'folio.chargeOrder', { id: order.id }, admin);
    expect(charged).toMatchObject({ status: 200, data: { bookingId: stay.id } });
    const after = await trpc<Folio>('query', 'folio.get', { id: stay.id }, staff);
    expect(after.data.unpaidOrders).toEqual([]);
    expect(after.data.lines.find((l) => l.orderId === order.id)?.amount).toBe(18);
    expect(after.data.totals.balance).toBe(118);
  });
});

describe('booking references', () => {
  it('gives every booking a short unique reference without look-alikes, found by a search for it', async () => {
    const guest = await newCustomer(server);
    const room = insertRoom(server.deps);
    const made = [];
    for (const offset of [40, 42, 44]) {
      const res = await book(guest.token, room.id, day(offset), day(offset + 1));
      expect(res.status).toBe(201);
      made.push(res.body);
    }
    const references = made.map((b) => b.reference);
    for (const reference of references) expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    expect(new Set(references).size).toBe(3);
    // Rows written without one (the seed, a test, the sqlite3 shell) get theirs from the trigger too.
    const direct = insertStay(guest.id, room.id, day(50), day(51), 'confirmed');
    const stored = server.deps.db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, direct.id)).get();
    expect(stored?.reference).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    expect(references).not.toContain(stored?.reference);

    // Read out on the phone: lower case, without the dash, still finds exactly that booking.
    const [first] = made;
    const typed = first!.reference.replace('-', ' ').toLowerCase();
    const found = await server.api<{ bookings: BookingView[]; total: number }>(
      'GET',
      `/api/admin/bookings?search=${encodeURIComponent(typed)}`,
      {
        token: admin,
      },
    );
    expect(found.body).toMatchObject({ total: 1, bookings: [{ _id: first!._id, reference: first!.reference }] });
    const folio = await trpc<{ booking: BookingView }>('query', 'folio.get', { id: first!._id }, staff);
    expect(folio.data.booking.reference).toBe(first!.reference);
  });
});

describe('no-show', () => {
  it('frees the nights from the check-in day on, and not before', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const future = insertStay(guest.id, room.id, day(20), day(22), 'confirmed');
    const early = await trpc('mutation', 'desk.noShow', { id: future.id }, staff);
    expect(early.status).toBe(400);
    expect(early.message).toBe(DESK_MSG.noShowTooEarly(day(20)));

    const tonight = insertStay(guest.id, room.id, TODAY, day(3), 'confirmed');
    const other = await newCustomer(server);
    expect((await book(other.token, room.id, day(1), day(3))).status).toBe(409);
    const res = await trpc<BookingView>('mutation', 'desk.noShow', { id: tonight.id }, staff);
    expect(res.data.status).toBe('no-show');
    expect((await book(other.token, room.id, day(1), day(3))).status).toBe(201);
    const again = await trpc('mutation', 'desk.noShow', { id: tonight.id }, admin);
    expect(again.message).toBe(DESK_MSG.noShowStatus('no-show'));
  });
});

describe('cancelling at the desk', () => {
  it('lets staff cancel a pending or confirmed booking, which frees its nights, while their status steps stay one at a time', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const stay = insertStay(guest.id, room.id, day(5), day(7), 'confirmed');
    // The staff workflow still refuses a jump off its path.
    expect((await server.api('PUT', `/api/staff/bookings/${stay.id}/status`, { token: staff, body: { status: 'cancelled' } })).status).toBe(
      400,
    );

    const res = await server.api<BookingView>('POST', `/api/desk/bookings/${stay.id}/cancel`, { token: staff, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, stay.id), eq(auditLog.action, 'booking.status')))
      .all();
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ from: 'confirmed', to: 'cancelled', role: 'staff' })]);
    const notice = server.deps.db.select().from(notifications).where(eq(notifications.recipientId, guest.id)).all();
    expect(notice.map((n) => n.title)).toContain('Booking cancelled');
    const other = await newCustomer(server);
    expect((await book(other.token, room.id, day(5), day(7))).status).toBe(201);
  });

  it('asks for the refund of a paid booking and writes it in the same change', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const stay = insertStay(guest.id, room.id, day(8), day(9), 'confirmed');
    expect(
      (await server.api('POST', `/api/bookings/${stay.id}/payments`, { token: staff, body: { method: 'card', amount: 40 } })).status,
    ).toBe(201);

    const unasked = await trpc('mutation', 'desk.cancelBooking', { id: stay.id }, staff);
    expect(unasked.status).toBe(409);
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, stay.id)).get()?.status).toBe('confirmed');

    const refund = { choice: 'partial', amount: 15, reason: 'Cancelled by phone' };
    const res = await trpc<BookingView>('mutation', 'desk.cancelBooking', { id: stay.id, refund }, staff);
    expect(res.data.status).toBe('cancelled');
    const folio = await server.api<{ totals: { paid: number; refunded: number } }>('GET', `/api/bookings/${stay.id}/folio`, {
      token: staff,
    });
    expect(folio.body.totals).toMatchObject({ paid: 40, refunded: 15 });
  });

  it('refuses a stay in progress or already closed (409), other roles (403) and unknown bookings (404)', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const inHouse = insertStay(guest.id, room.id, TODAY, day(2), 'checked-in');
    const cancel = (id: string, token?: string) => server.api('POST', `/api/desk/bookings/${id}/cancel`, { token, body: {} });
    const res = await cancel(inHouse.id, admin);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: DESK_MSG.notCancellable('checked-in') });
    const later = insertStay(guest.id, room.id, day(10), day(11), 'pending');
    expect((await cancel(later.id, guest.token)).status).toBe(403);
    expect((await cancel(later.id)).status).toBe(401);
    expect((await cancel('no-such-booking', staff)).status).toBe(404);
    expect((await cancel(later.id, staff)).status).toBe(200);
    expect((await cancel(later.id, staff)).body).toEqual({ message: DESK_MSG.notCancellable('cancelled') });
  });
});

describe('the house over dates', () => {
  it('marks the arrivals whose guests checked in online', async () => {
    const guest = await newCustomer(server);
    const online = insertStay(guest.id, insertRoom(server.deps).id, day(40), day(42), 'confirmed');
    const notYet = insertStay(guest.id, insertRoom(server.deps).id, day(40), day(41), 'confirmed');
    const stamp = server.deps.now().toISOString();
    server.deps.db
      .insert(stayRegistrations)
      .values({
        bookingId: online.id,
        guests: [{ fullName: 'Ana Silva', nationality: 'PT', dateOfBirth: '1990-01-01', documentType: 'passport', documentNumber: 'X1' }],
        by: 'guest',
        updatedAt: stamp,
      })
      .run();
    const arrivals = (await trpc<DeskDay>('query', 'desk.day', { date: day(40) }, staff)).data.arrivals;
    const flag = (id: string) => arrivals.find((b) => b._id === id)?.checkedInOnline;
    expect(flag(online.id)).toBe(true);
    expect(flag(notYet.id)).toBe(false);
  });

  it('lists arrivals, in-house guests and departures of any date, and the calendar window', async () => {
    const room = insertRoom(server.deps);
    const guest = await newCustomer(server);
    const stay = insertStay(guest.id, room.id, day(1), day(3), 'confirmed');
    const gone = insertStay(guest.id, room.id, day(-3), day(1), 'checked-out');
    const ids = (list: { _id: string }[]) => list.map((b) => b._id);

    const tomorrow = await trpc<DeskDay>('query', 'desk.day', { date: day(1) }, staff);
    expect(ids(tomorrow.data.arrivals)).toContain(stay.id);
    // Each booking on one list: an arrival is not also in house that day.
    expect(ids(tomorrow.data.inHouse)).not.toContain(stay.id);
    expect(ids((await trpc<DeskDay>('query', 'desk.day', { date: day(2) }, staff)).data.inHouse)).toContain(stay.id);
    expect(ids(tomorrow.data.departures)).toContain(gone.id);
    const departure = await trpc<DeskDay>('query', 'desk.day', { date: day(3) }, admin);
    expect(ids(departure.data.departures)).toContain(stay.id);
    expect(ids(departure.data.inHouse)).not.toContain(stay.id);
    const today = await trpc<DeskDay>('query', 'desk.day', {}, staff);
    expect(today.data.date).toBe(TODAY);
    expect(ids(today.data.arrivals)).not.toContain(stay.id);
    // A guest still in after their check-out date is among today's departures.
    const overdue = insertStay(guest.id, insertRoom(server.deps).id, day(-4), day(-1), 'checked-in');
    expect(ids((await trpc<DeskDay>('query', 'desk.day', {}, staff)).data.departures)).toContain(overdue.id);
    expect(ids((await trpc<DeskDay>('query', 'desk.day', { date: day(1) }, staff)).data.departures)).not.toContain(overdue.id);

    const window = await trpc<DeskCalendar>('query', 'desk.calendar', { from: day(2), days: 7 }, staff);
    expect(window.data).toMatchObject({ today: TODAY, from: day(2), to: day(9) });
    expect(ids(window.data.bookings)).toContain(stay.id);
    expect(ids(window.data.bookings)).not.toContain(gone.id);
    expect(window.data.rooms.map((r) => r._id)).toContain(room.id);
  });

  it('reads the window through the (status, check_in) index, never the whole table', () => {
    const query = calendarStays(server.deps.db, TODAY, day(14)).toSQL();
    const plan = server.deps.db.$client.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as { detail: string }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toContain('bookings_status_idx');
    expect(details).not.toMatch(/SCAN bookings/);
    // A stay's assigned beds are read by its key, not by walking every assignment.
    expect(details).not.toMatch(/SCAN booking_beds/);
  });
});
