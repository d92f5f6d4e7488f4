import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  FOOD_MSG,
  LEDGER_MSG,
  MSG,
  STAFF_MSG,
  updateBookingStatusInput,
  type BoardChange,
  type BookingStatus,
  type FoodOrderStatus,
  type PaymentStatus,
  type RoomStatus,
} from '@innkeep/api-contract';
import {
  auditLog,
  bookings,
  complaints,
  foodItems,
  foodOrderItems,
  foodOrders,
  notifications,
  payments,
  rooms,
  staffNotices,
  users,
} from '@innkeep/db';
import type { AppDeps } from '../src/deps';
import type { BookingView } from '../src/services/stays';
import type { FoodOrderView } from '../src/services/kitchen';
import type { StaffDashboard } from '../src/services/operations';
import { notifyStaff, publishBoardChange } from '../src/services/messages';
import { listMyNotifications } from '../src/services/messages';
import { cancelExpiredUnpaidOrders } from '../src/services/kitchen';
import { updateBookingStatus, updateFoodOrderStatus, updateRoomStatus, type WorkflowActor } from '../src/services/stays';
import { insertUser, newGuest, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, gate, Inbox, type Connection } from './realtime-helpers';

// The hotel's clock stands still at 10:00 UTC on 15 June 2026 (the hotel time zone is UTC).
const NOW = new Date('2026-06-15T10:00:00.000Z');
const TODAY = '2026-06-15';
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

interface Person {
  id: string;
  name: string;
  token: string;
}

let seq = 0;
const unique = () => `${process.pid}-${(seq += 1)}`;

async function person(server: TestServer, role: 'customer' | 'staff' | 'admin', approved = true): Promise<Person> {
  const user = await insertUser(server.deps, role, approved);
  const name = server.deps.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).get()?.name ?? role;
  return { id: user.id, name, token: await tokenFor(server, user) };
}

function insertRoom(deps: AppDeps, status: RoomStatus = 'available', floor = 3) {
  const stamp = deps.now().toISOString();
  return deps.db
    .insert(rooms)
    .values({
      name: `Staff Test Room ${unique()}`,
      description: 'A room made by the staff tests.',
      type: 'double',
      priceCents: 10_000,
      capacity: 2,
      floor,
      roomNumber: `S${unique()}`,
      status,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

function insertBooking(
  deps: AppDeps,
  customerId: string,
  roomId: string,
  fields: { status?: BookingStatus; checkIn?: string; checkOut?: string; paymentStatus?: PaymentStatus; createdAt?: string } = {},
) {
  const stamp = fields.createdAt ?? deps.now().toISOString();
  return deps.db
    .insert(bookings)
    .values({
      customerId,
      roomId,
      checkIn: fields.checkIn ?? TODAY,
      checkOut: fields.checkOut ?? day(2),
      guests: 2,
      totalCents: 20_000,
      status: fields.status ?? 'pending',
      paymentStatus: fields.paymentStatus ?? 'pending',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

/** An order the kitchen may start (paid) unless `paymentStatus` says otherwise. */
function insertOrder(
  deps: AppDeps,
  customerId: string,
  status: FoodOrderStatus = 'pending',
  createdAt = deps.now().toISOString(),
  paymentStatus: PaymentStatus = 'paid',
) {
  const order = deps.db
    .insert(foodOrders)
    .values({ customerId, deliveryLocation: 'Room 204', totalCents: 2_450, status, paymentStatus, createdAt, updatedAt: createdAt })
    .returning()
    .get();
  deps.db.insert(foodOrderItems).values({ orderId: order.id, name: 'Club Sandwich', priceCents: 1_225, quantity: 2 }).run();
  return order;
}

function insertComplaint(deps: AppDeps, customerId: string, status: 'pending' | 'resolved', priority: 'low' | 'high' = 'low') {
  const stamp = deps.now().toISOString();
  return deps.db
    .insert(complaints)
    .values({
      customerId,
      title: `Complaint ${unique()}`,
      description: 'The tap drips.',
      priority,
      status,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

/** In the order they were stored (rowid breaks ties within a millisecond, which the test clock makes common). */
function notificationsOf(deps: AppDeps, userId: string) {
  return deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.createdAt), asc(sql`${notifications}.rowid`))
    .all();
}
function auditsOf(deps: AppDeps, entityId: string) {
  return deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).all();
}
const bookingRow = (deps: AppDeps, id: string) => deps.db.select().from(bookings).where(eq(bookings.id, id)).get();
const roomRow = (deps: AppDeps, id: string) => deps.db.select().from(rooms).where(eq(rooms.id, id)).get();
const orderRow = (deps: AppDeps, id: string) => deps.db.select().from(foodOrders).where(eq(foodOrders.id, id)).get();
const orderCountOf = (customerId: string) =>
  server.deps.db.select({ n: count() }).from(foodOrders).where(eq(foodOrders.customerId, customerId)).get()?.n ?? 0;

const adminActor = (admin: Person): WorkflowActor => ({ id: admin.id, name: admin.name, role: 'admin' });

let server: TestServer;
let staff: Person;
let guest: Person;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  staff = await person(server, 'staff');
  guest = await person(server, 'customer');
});
afterAll(() => server.close());

const put = (path: string, status: string, token = staff.token) =>
  server.api<Record<string, unknown> & { message?: string }>('PUT', path, { token, body: { status } });

/** Expects a refused request to have changed nothing: the row, the notifications and the audit log. */
function expectUnchanged(
  before: { row: unknown; notices: number; audits: number },
  after: { row: unknown; notices: number; audits: number },
) {
  expect(after).toEqual(before);
}

describe('who may use the staff calls', () => {
  it('refuses visitors, customers, administrators and unapproved staff, and changes nothing', async () => {
    const room = insertRoom(server.deps, 'cleaning');
    const booking = insertBooking(server.deps, guest.id, insertRoom(server.deps).id);
    const order = insertOrder(server.deps, guest.id);
    const pending = await person(server, 'staff', false);
    const admin = await person(server, 'admin');

    const calls: [string, string, string][] = [
      ['GET', '/api/staff/dashboard', ''],
      ['PUT', `/api/staff/bookings/${booking.id}/status`, 'confirmed'],
      ['PUT', `/api/staff/food-orders/${order.id}/status`, 'preparing'],
      ['PUT', `/api/staff/rooms/${room.id}/status`, 'available'],
    ];
    for (const [method, path, status] of calls) {
      const body = status ? { status } : undefined;
      expect(await server.api(method, path, { body })).toMatchObject({ status: 401, body: { message: MSG.unauthorized } });
      expect(await server.api(method, path, { body, token: guest.token })).toMatchObject({
        status: 403,
        body: { message: 'Only staff can do that' },
      });
      expect(await server.api(method, path, { body, token: admin.token })).toMatchObject({
        status: 403,
        body: { message: 'Only staff can do that' },
      });
      expect(await server.api(method, path, { body, token: pending.token })).toMatchObject({
        status: 403,
        body: { message: MSG.pendingApprovalText },
      });
    }
    expect(bookingRow(server.deps, booking.id)?.status).toBe('pending');
    expect(orderRow(server.deps, order.id)?.status).toBe('pending');
    expect(roomRow(server.deps, room.id)?.status).toBe('cleaning');
    expect(auditsOf(server.deps, booking.id)).toHaveLength(0);
  });
});

describe('staff move a booking one step at a time', () => {
  it('confirms, checks in and checks out, with the housekeeping effects, audit entries and guest notifications', async () => {
    const room = insertRoom(server.deps);
    const booking = insertBooking(server.deps, guest.id, room.id, { checkIn: TODAY, checkOut: day(2) });
    const path = `/api/staff/bookings/${booking.id}/status`;
    const noticesBefore = notificationsOf(server.deps, guest.id).length;

    const confirmed = await put(path, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      _id: booking.id,
      status: 'confirmed',
      paymentStatus: 'pending',
      room: { _id: room.id, roomNumber: room.roomNumber },
      customer: { _id: guest.id },
    });
    expect(roomRow(server.deps, room.id)?.status).toBe('available');

    const checkedIn = await put(path, 'checked-in');
    expect(checkedIn).toMatchObject({ status: 200, body: { status: 'checked-in', paymentStatus: 'pending' } });
    expect(roomRow(server.deps, room.id)?.status).toBe('occupied');

    // The stay is unpaid: check-out names the balance until told how to settle it (or to leave it open).
    const refused = await put(path, 'checked-out');
    expect(refused).toMatchObject({ status: 409, body: { message: LEDGER_MSG.balanceOpen(`$${(booking.totalCents / 100).toFixed(2)}`) } });
    expect(bookingRow(server.deps, booking.id)?.status).toBe('checked-in');
    const checkedOut = await server.api('PUT', path, { token: staff.token, body: { status: 'checked-out', settle: { method: 'card' } } });
    expect(checkedOut).toMatchObject({ status: 200, body: { status: 'checked-out', paymentStatus: 'paid' } });
    expect(server.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id)).all()).toMatchObject([
      { kind: 'payment', method: 'card', amountCents: booking.totalCents, recordedBy: staff.id, at: NOW.toISOString() },
    ]);
    expect(bookingRow(server.deps, booking.id)).toMatchObject({
      status: 'checked-out',
      paymentStatus: 'paid',
      updatedAt: NOW.toISOString(),
    });
    expect(roomRow(server.deps, room.id)?.status).toBe('cleaning');

    const notices = notificationsOf(server.deps, guest.id).slice(noticesBefore);
    expect(notices.map((n) => [n.type, n.title, n.senderId])).toEqual([
      ['booking', 'Booking confirmed', staff.id],
      ['booking', 'Welcome! You are checked in', staff.id],
      ['booking', 'You have checked out', staff.id],
    ]);
    for (const notice of notices) expect(notice.message).toContain(room.roomNumber);

    const audits = auditsOf(server.deps, booking.id);
    expect(audits.filter((a) => a.action === 'booking.status').map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['booking.status', staff.id, { from: 'pending', to: 'confirmed', role: 'staff', roomNumber: room.roomNumber }],
      [
        'booking.status',
        staff.id,
        {
          from: 'confirmed',
          to: 'checked-in',
          role: 'staff',
          roomNumber: room.roomNumber,
          roomStatus: { from: 'available', to: 'occupied' },
        },
      ],
      [
        'booking.status',
        staff.id,
        {
          from: 'checked-in',
          to: 'checked-out',
          role: 'staff',
          roomNumber: room.roomNumber,
          paymentStatus: { from: 'pending', to: 'paid' },
          roomStatus: { from: 'occupied', to: 'cleaning' },
        },
      ],
    ]);
    // The settlement and the stay's invoice are audited in the check-out's transaction.
    expect(audits.filter((a) => a.action !== 'booking.status').map((a) => [a.action, a.actorId])).toEqual([
      ['payment.record', staff.id],
      ['invoice.issue', staff.id],
    ]);
  });

  const already = (status: string) => STAFF_MSG.already('This booking', status);
  const cases: [BookingStatus, BookingStatus, number, string][] = [
    ['pending', 'pending', 409, already('pending')],
    ['pending', 'checked-in', 400, STAFF_MSG.oneStep('This booking', 'pending', 'confirmed')],
    ['pending', 'checked-out', 400, STAFF_MSG.oneStep('This booking', 'pending', 'confirmed')],
    ['pending', 'cancelled', 400, STAFF_MSG.oneStep('This booking', 'pending', 'confirmed')],
    ['confirmed', 'confirmed', 409, already('confirmed')],
    ['confirmed', 'pending', 400, STAFF_MSG.oneStep('This booking', 'confirmed', 'checked-in')],
    ['confirmed', 'checked-out', 400, STAFF_MSG.oneStep('This booking', 'confirmed', 'checked-in')],
    ['confirmed', 'cancelled', 400, STAFF_MSG.oneStep('This booking', 'confirmed', 'checked-in')],
    ['checked-in', 'confirmed', 409, already('checked-in')],
    ['checked-in', 'checked-in', 409, already('checked-in')],
    ['checked-in', 'pending', 400, STAFF_MSG.oneStep('This booking', 'checked-in', 'checked-out')],
    ['checked-in', 'cancelled', 400, STAFF_MSG.oneStep('This booking', 'checked-in', 'checked-out')],
    ['checked-out', 'confirmed', 409, already('checked-out')],
    ['checked-out', 'checked-in', 409, already('checked-out')],
    ['checked-out', 'checked-out', 409, already('checked-out')],
    ['checked-out', 'pending', 400, STAFF_MSG.noStep('This booking', 'checked-out')],
    ['checked-out', 'cancelled', 400, STAFF_MSG.noStep('This booking', 'checked-out')],
    ['cancelled', 'confirmed', 409, STAFF_MSG.movedOff('This booking', 'cancelled', 'confirmed')],
    ['cancelled', 'checked-in', 409, STAFF_MSG.movedOff('This booking', 'cancelled', 'checked-in')],
    ['cancelled', 'cancelled', 409, already('cancelled')],
    ['cancelled', 'pending', 400, STAFF_MSG.noStep('This booking', 'cancelled')],
  ];
  it.each(cases)('refuses %s → %s with %i and changes nothing', async (from, to, status, message) => {
    const roomStatus: RoomStatus = from === 'checked-in' ? 'occupied' : 'available';
    const room = insertRoom(server.deps, roomStatus);
    const booking = insertBooking(server.deps, guest.id, room.id, { status: from, checkIn: day(-1), checkOut: day(1) });
    const state = () => ({
      row: [bookingRow(server.deps, booking.id), roomRow(server.deps, room.id)],
      notices: notificationsOf(server.deps, guest.id).length,
      audits: auditsOf(server.deps, booking.id).length,
    });
    const before = state();
    expect(await put(`/api/staff/bookings/${booking.id}/status`, to)).toMatchObject({ status, body: { message } });
    expectUnchanged(before, state());
  });

  it('refuses a check-in before the check-in date, a stale repeat, an unknown status and an unknown booking', async () => {
    const early = insertBooking(server.deps, guest.id, insertRoom(server.deps).id, {
      status: 'confirmed',
      checkIn: day(1),
      checkOut: day(3),
    });
    expect(await put(`/api/staff/bookings/${early.id}/status`, 'checked-in')).toMatchObject({
      status: 400,
      body: { message: `Guests can check in from ${day(1)}` },
    });
    expect(bookingRow(server.deps, early.id)?.status).toBe('confirmed');

    // Two front-desk screens showed the same pending booking: the second click is stale.
    const colleague = await person(server, 'staff');
    const booking = insertBooking(server.deps, guest.id, insertRoom(server.deps).id);
    expect((await put(`/api/staff/bookings/${booking.id}/status`, 'confirmed')).status).toBe(200);
    expect(await put(`/api/staff/bookings/${booking.id}/status`, 'confirmed', colleague.token)).toMatchObject({
      status: 409,
      body: { message: 'This booking is already confirmed' },
    });
    expect(auditsOf(server.deps, booking.id)).toHaveLength(1);

    expect(await put(`/api/staff/bookings/${booking.id}/status`, 'done')).toMatchObject({
      status: 400,
      body: { message: STAFF_MSG.invalidBookingStatus },
    });
    expect(await server.api('PUT', `/api/staff/bookings/${booking.id}/status`, { token: staff.token, body: {} })).toMatchObject({
      status: 400,
    });
    expect(await put('/api/staff/bookings/000000000000000000000000/status', 'confirmed')).toMatchObject({
      status: 404,
      body: { message: 'Booking not found' },
    });
  });

  it('will not check a guest into a room another guest has not left', async () => {
    const room = insertRoom(server.deps, 'occupied');
    insertBooking(server.deps, guest.id, room.id, { status: 'checked-in', checkIn: day(-3), checkOut: TODAY });
    const next = insertBooking(server.deps, guest.id, room.id, { status: 'confirmed', checkIn: TODAY, checkOut: day(2) });
    expect(await put(`/api/staff/bookings/${next.id}/status`, 'checked-in')).toMatchObject({
      status: 409,
      body: { message: `Room ${room.roomNumber} is still occupied: check out the current guest first` },
    });
    expect(bookingRow(server.deps, next.id)?.status).toBe('confirmed');
  });
});

describe('staff move a food order one step at a time', () => {
  it('prepares, readies and delivers it, telling the guest each time', async () => {
    const order = insertOrder(server.deps, guest.id);
    const number = order.id.slice(-6);
    const before = notificationsOf(server.deps, guest.id).length;
    for (const status of ['preparing', 'ready', 'delivered'] as const) {
      const res = await put(`/api/staff/food-orders/${order.id}/status`, status);
      expect(res).toMatchObject({ status: 200, body: { _id: order.id, status, deliveryLocation: 'Room 204', totalAmount: 24.5 } });
      expect((res.body as unknown as FoodOrderView).items).toEqual([
        expect.objectContaining({ name: 'Club Sandwich', quantity: 2, price: 12.25 }),
      ]);
    }
    const notices = notificationsOf(server.deps, guest.id).slice(before);
    expect(notices.map((n) => [n.type, n.title])).toEqual([
      ['order', 'Your order is being prepared'],
      ['order', 'Your order is ready'],
      ['order', 'Your order was delivered'],
    ]);
    for (const notice of notices) expect(notice.message).toContain(`#${number}`);
    expect(auditsOf(server.deps, order.id).map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['food-order.status', staff.id, { from: 'pending', to: 'preparing', role: 'staff' }],
      ['food-order.status', staff.id, { from: 'preparing', to: 'ready', role: 'staff' }],
      ['food-order.status', staff.id, { from: 'ready', to: 'delivered', role: 'staff' }],
    ]);
  });

  const already = (status: string) => STAFF_MSG.already('This order', status);
  const cases: [FoodOrderStatus, FoodOrderStatus, number, string][] = [
    ['pending', 'pending', 409, already('pending')],
    ['pending', 'ready', 400, STAFF_MSG.oneStep('This order', 'pending', 'preparing')],
    ['pending', 'delivered', 400, STAFF_MSG.oneStep('This order', 'pending', 'preparing')],
    ['pending', 'cancelled', 400, STAFF_MSG.oneStep('This order', 'pending', 'preparing')],
    ['preparing', 'preparing', 409, already('preparing')],
    ['preparing', 'pending', 400, STAFF_MSG.oneStep('This order', 'preparing', 'ready')],
    ['preparing', 'delivered', 400, STAFF_MSG.oneStep('This order', 'preparing', 'ready')],
    ['ready', 'preparing', 409, already('ready')],
    ['ready', 'cancelled', 400, STAFF_MSG.oneStep('This order', 'ready', 'delivered')],
    ['delivered', 'ready', 409, already('delivered')],
    ['delivered', 'delivered', 409, already('delivered')],
    ['delivered', 'pending', 400, STAFF_MSG.noStep('This order', 'delivered')],
    ['cancelled', 'preparing', 409, STAFF_MSG.movedOff('This order', 'cancelled', 'preparing')],
    ['cancelled', 'pending', 400, STAFF_MSG.noStep('This order', 'cancelled')],
  ];
  it.each(cases)('refuses %s → %s with %i and changes nothing', async (from, to, status, message) => {
    const order = insertOrder(server.deps, guest.id, from);
    const state = () => ({
      row: orderRow(server.deps, order.id),
      notices: notificationsOf(server.deps, guest.id).length,
      audits: auditsOf(server.deps, order.id).length,
    });
    const before = state();
    expect(await put(`/api/staff/food-orders/${order.id}/status`, to)).toMatchObject({ status, body: { message } });
    expectUnchanged(before, state());
  });

  it('refuses to start an unpaid order with 409 naming what is missing, and changes nothing', async () => {
    const order = insertOrder(server.deps, guest.id, 'pending', undefined, 'pending');
    const before = { row: orderRow(server.deps, order.id), audits: auditsOf(server.deps, order.id).length };
    expect(await put(`/api/staff/food-orders/${order.id}/status`, 'preparing')).toMatchObject({
      status: 409,
      body: { message: FOOD_MSG.notStartable },
    });
    expect({ row: orderRow(server.deps, order.id), audits: auditsOf(server.deps, order.id).length }).toEqual(before);
  });

  it('starts an order charged to a stay, whose folio carries it', async () => {
    const booking = insertBooking(server.deps, guest.id, insertRoom(server.deps).id, { status: 'checked-in' });
    const order = insertOrder(server.deps, guest.id, 'pending', undefined, 'pending');
    server.deps.db.update(foodOrders).set({ bookingId: booking.id }).where(eq(foodOrders.id, order.id)).run();
    expect((await put(`/api/staff/food-orders/${order.id}/status`, 'preparing')).status).toBe(200);
  });

  it('accepts cash at the door, starts the order and records the cash in the ledger at delivery', async () => {
    const order = insertOrder(server.deps, guest.id, 'pending', undefined, 'pending');
    const accept = (method: string, token = staff.token) =>
      server.api<FoodOrderView>('PUT', `/api/staff/food-orders/${order.id}/pay-on-delivery`, { token, body: { method } });
    expect(await accept('cheque')).toMatchObject({ status: 400, body: { message: 'Choose cash or card' } });
    expect(await accept('cash', guest.token)).toMatchObject({ status: 403 });
    expect(await accept('cash')).toMatchObject({ status: 200, body: { _id: order.id, payOnDelivery: 'cash', paymentStatus: 'pending' } });
    expect(orderRow(server.deps, order.id)).toMatchObject({ paymentToken: null, paymentExpiresAt: null });
    const ledger = () => server.deps.db.select().from(payments).where(eq(payments.foodOrderId, order.id)).all();
    for (const status of ['preparing', 'ready'] as const) {
      expect((await put(`/api/staff/food-orders/${order.id}/status`, status)).status).toBe(200);
    }
    expect(ledger()).toEqual([]);
    expect(await put(`/api/staff/food-orders/${order.id}/status`, 'delivered')).toMatchObject({
      status: 200,
      body: { status: 'delivered', paymentStatus: 'paid' },
    });
    expect(ledger()).toMatchObject([{ kind: 'payment', method: 'cash', amountCents: 2_450, recordedBy: staff.id }]);
    // Delivered: nothing left to accept.
    expect(await accept('card')).toMatchObject({ status: 409, body: { message: FOOD_MSG.payOnDeliveryClosed } });
  });

  it('cancels an unpaid order whose pay link expired over 30 minutes ago, and tells the guest', async () => {
    const stamp = (minutes: number) => new Date(server.deps.now().getTime() + minutes * 60_000).toISOString();
    const order = (expiresAt: string, paymentStatus: PaymentStatus = 'pending') => {
      const row = insertOrder(server.deps, guest.id, 'pending', undefined, paymentStatus);
      server.deps.db.update(foodOrders).set({ paymentExpiresAt: expiresAt }).where(eq(foodOrders.id, row.id)).run();
      return row;
    };
    const expired = order(stamp(-31));
    const recent = order(stamp(-29));
    const paid = order(stamp(-31), 'paid');
    const before = notificationsOf(server.deps, guest.id).length;
    expect(cancelExpiredUnpaidOrders(server.deps)).toEqual([expired.id]);
    expect([expired, recent, paid].map((o) => orderRow(server.deps, o.id)?.status)).toEqual(['cancelled', 'pending', 'pending']);
    expect(
      notificationsOf(server.deps, guest.id)
        .slice(before)
        .map((n) => [n.title, n.message.includes(expired.id.slice(-6))]),
    ).toEqual([['Order cancelled', true]]);
    expect(cancelExpiredUnpaidOrders(server.deps)).toEqual([]);
  });

  it('answers an unknown status with 400 and an unknown order with 404', async () => {
    const order = insertOrder(server.deps, guest.id);
    expect(await put(`/api/staff/food-orders/${order.id}/status`, 'eaten')).toMatchObject({
      status: 400,
      body: { message: STAFF_MSG.invalidOrderStatus },
    });
    expect(await put('/api/staff/food-orders/000000000000000000000000/status', 'preparing')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect(orderRow(server.deps, order.id)?.status).toBe('pending');
  });
});

describe('room service that cannot leak money', () => {
  it('staff charge an unpaid order to the room of a guest in house: folio, check-out balance and invoice carry it', async () => {
    const resident = await person(server, 'customer');
    const order = insertOrder(server.deps, resident.id, 'pending', undefined, 'pending');
    server.deps.db
      .update(foodOrders)
      .set({ paymentToken: 'qr-secret', paymentExpiresAt: NOW.toISOString() })
      .where(eq(foodOrders.id, order.id))
      .run();
    const charge = (token = staff.token) =>
      server.api<FoodOrderView & { message?: string }>('PUT', `/api/staff/food-orders/${order.id}/charge-to-room`, { token });

    // Not in house yet: refused, nothing changes.
    const before = orderRow(server.deps, order.id);
    expect(await charge()).toMatchObject({ status: 409, body: { message: FOOD_MSG.guestNotInHouse } });
    expect(await charge(resident.token)).toMatchObject({ status: 403 });
    expect(orderRow(server.deps, order.id)).toEqual(before);

    const stay = insertBooking(server.deps, resident.id, insertRoom(server.deps).id, {
      status: 'checked-in',
      checkIn: day(-1),
      checkOut: TODAY,
    });
    expect(await charge()).toMatchObject({ status: 200, body: { _id: order.id, bookingId: stay.id, paymentStatus: 'pending' } });
    expect(orderRow(server.deps, order.id)).toMatchObject({ bookingId: stay.id, paymentToken: null, paymentExpiresAt: null });
    expect(notificationsOf(server.deps, resident.id).at(-1)).toMatchObject({ title: 'Order charged to your room' });
    expect(auditsOf(server.deps, order.id).map((a) => a.action)).toEqual(['food-order.charge-to-room']);
    // Now startable, and a second charge is refused.
    expect((await put(`/api/staff/food-orders/${order.id}/status`, 'preparing')).status).toBe(200);
    expect(await charge()).toMatchObject({ status: 409, body: { message: FOOD_MSG.chargeToRoomClosed } });

    const folio = await server.api<{ lines: { kind: string; amount: number; orderId: string | null }[]; totals: { balance: number } }>(
      'GET',
      `/api/bookings/${stay.id}/folio`,
      { token: staff.token },
    );
    expect(folio.body.lines.filter((l) => l.kind === 'food')).toEqual([expect.objectContaining({ orderId: order.id, amount: 24.5 })]);
    expect(folio.body.totals.balance).toBe(224.5);

    // Check-out names the balance with the food in it, and settling takes all of it.
    const checkOut = (body: Record<string, unknown>) =>
      server.api<{ message?: string }>('PUT', `/api/staff/bookings/${stay.id}/status`, {
        token: staff.token,
        body: { status: 'checked-out', ...body },
      });
    const refused = await checkOut({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('$224.50');
    expect((await checkOut({ settle: { method: 'cash' } })).status).toBe(200);
    const ledger = server.deps.db.select().from(payments).where(eq(payments.bookingId, stay.id)).all();
    expect(ledger).toMatchObject([{ kind: 'payment', method: 'cash', amountCents: 22_450 }]);
    // The payments list names who took the money.
    const admin = await person(server, 'admin');
    const history = await server.api<{ bookingPayments: { bookingId: string; recordedBy: string | null }[] }>(
      'GET',
      `/api/admin/payment-history?type=booking&search=${encodeURIComponent(resident.name)}`,
      { token: admin.token },
    );
    expect(history.body.bookingPayments.filter((p) => p.bookingId === stay.id)).toMatchObject([{ recordedBy: staff.name }]);

    const invoice = await server.api<{
      lines: { kind: string; orderId: string | null; amount: number }[];
      totals: { charges: number; balance: number };
    }>('GET', `/api/bookings/${stay.id}/invoice`, { token: resident.token });
    expect(invoice.status).toBe(200);
    expect(invoice.body.lines.find((l) => l.kind === 'food')).toMatchObject({ orderId: order.id, amount: 24.5 });
    expect(invoice.body.totals).toMatchObject({ charges: 224.5, balance: 0 });
  });

  it('lets staff call off an unpaid order nobody started, telling the guest; a paid one stays theirs to deliver', async () => {
    const unpaid = insertOrder(server.deps, guest.id, 'pending', undefined, 'pending');
    expect(await put(`/api/staff/food-orders/${unpaid.id}/status`, 'cancelled')).toMatchObject({
      status: 200,
      body: { status: 'cancelled' },
    });
    expect(notificationsOf(server.deps, guest.id).at(-1)).toMatchObject({ title: 'Order cancelled' });
    const paid = insertOrder(server.deps, guest.id, 'pending');
    expect(await put(`/api/staff/food-orders/${paid.id}/status`, 'cancelled')).toMatchObject({ status: 400 });
  });

  it('waits the grace period set in Settings before cancelling an expired unpaid order', async () => {
    const stamp = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    const expired = (minutesAgo: number) => {
      const row = insertOrder(server.deps, guest.id, 'pending', undefined, 'pending');
      server.deps.db
        .update(foodOrders)
        .set({ paymentExpiresAt: stamp(-minutesAgo) })
        .where(eq(foodOrders.id, row.id))
        .run();
      return row.id;
    };
    const admin = await person(server, 'admin');
    const hotel = (await server.api<Record<string, unknown>>('GET', '/api/admin/settings', { token: admin.token })).body;
    const set = (minutes: number) =>
      server.api('PUT', '/api/admin/settings', { token: admin.token, body: { ...hotel, unpaidOrderCancelMinutes: minutes } });
    expect(await set(2)).toMatchObject({ status: 400, body: { message: 'Wait at least 5 minutes' } });
    expect((await set(60)).status).toBe(200);
    try {
      const fortyAgo = expired(40);
      const seventyAgo = expired(70);
      expect(cancelExpiredUnpaidOrders(server.deps)).toEqual([seventyAgo]);
      expect(orderRow(server.deps, fortyAgo)?.status).toBe('pending');
      server.deps.db.update(foodOrders).set({ status: 'cancelled' }).where(eq(foodOrders.id, fortyAgo)).run();
    } finally {
      expect((await set(30)).status).toBe(200);
    }
  });

  it('takes a delivery time for today or tomorrow, refuses one already past, and the board orders by it', async () => {
    const stamp = NOW.toISOString();
    const dish = server.deps.db
      .insert(foodItems)
      .values({
        name: `Porridge ${unique()}`,
        description: 'Oats.',
        priceCents: 900,
        category: 'breakfast',
        preparationTime: 5,
        ingredients: [],
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    const eater = await person(server, 'customer');
    const order = (deliverAt?: { day: string; time: string }) =>
      server.api<FoodOrderView & { message?: string }>('POST', '/api/food/orders', {
        token: eater.token,
        body: { items: [{ foodId: dish.id, quantity: 1 }], deliveryLocation: 'Room 12', ...(deliverAt ? { deliverAt } : {}) },
      });
    const before = orderCountOf(eater.id);
    expect(await order({ day: 'today', time: '09:30' })).toMatchObject({ status: 400, body: { message: FOOD_MSG.deliveryTimePast } });
    expect(await order({ day: 'next week', time: '08:00' })).toMatchObject({
      status: 400,
      body: { message: 'Delivery day must be today or tomorrow' },
    });
    expect(await order({ day: 'today', time: '25:00' })).toMatchObject({ status: 400, body: { message: 'Use a 24-hour time like 08:00' } });
    expect(orderCountOf(eater.id)).toBe(before);

    const breakfast = await order({ day: 'tomorrow', time: '08:00' });
    expect(breakfast).toMatchObject({ status: 201, body: { deliverAt: `${day(1)}T08:00:00.000Z` } });
    const lunch = await order({ day: 'today', time: '12:30' });
    expect(lunch.body.deliverAt).toBe(`${TODAY}T12:30:00.000Z`);
    const now = await order();
    expect(now.body.deliverAt).toBeNull();
    const board = await server.api<StaffDashboard>('GET', '/api/staff/dashboard', { token: staff.token });
    const mine = board.body.assignedFoodOrders.filter((o) => o.customer._id === eater.id).map((o) => o._id);
    expect(mine).toEqual([now.body._id, lunch.body._id, breakfast.body._id]);
  });
});

describe('staff mark rooms clean', () => {
  it('moves a room from cleaning to available and audits it', async () => {
    const room = insertRoom(server.deps, 'cleaning');
    const res = await put(`/api/staff/rooms/${room.id}/status`, 'available');
    expect(res).toMatchObject({
      status: 200,
      body: { _id: room.id, status: 'available', roomNumber: room.roomNumber, floor: 3, price: 100, reviewCount: 0 },
    });
    expect(roomRow(server.deps, room.id)?.status).toBe('available');
    expect(auditsOf(server.deps, room.id).map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['room.status', staff.id, { from: 'cleaning', to: 'available', role: 'staff', roomNumber: room.roomNumber }],
    ]);
  });

  const cases: [RoomStatus, RoomStatus, number, (n: string) => string][] = [
    ['available', 'available', 409, (n) => STAFF_MSG.already(`Room ${n}`, 'available')],
    ['occupied', 'available', 409, (n) => STAFF_MSG.movedOff(`Room ${n}`, 'occupied', 'available')],
    ['maintenance', 'available', 409, (n) => STAFF_MSG.movedOff(`Room ${n}`, 'maintenance', 'available')],
    ['cleaning', 'cleaning', 409, (n) => STAFF_MSG.already(`Room ${n}`, 'cleaning')],
    ['cleaning', 'maintenance', 400, (n) => STAFF_MSG.oneStep(`Room ${n}`, 'cleaning', 'available')],
    ['cleaning', 'occupied', 400, (n) => STAFF_MSG.oneStep(`Room ${n}`, 'cleaning', 'available')],
    ['available', 'cleaning', 400, (n) => STAFF_MSG.noStep(`Room ${n}`, 'available')],
    ['occupied', 'cleaning', 400, (n) => STAFF_MSG.noStep(`Room ${n}`, 'occupied')],
  ];
  it.each(cases)('refuses %s → %s with %i and changes nothing', async (from, to, status, message) => {
    const room = insertRoom(server.deps, from);
    const state = () => ({ row: roomRow(server.deps, room.id), notices: 0, audits: auditsOf(server.deps, room.id).length });
    const before = state();
    expect(await put(`/api/staff/rooms/${room.id}/status`, to)).toMatchObject({ status, body: { message: message(room.roomNumber) } });
    expectUnchanged(before, state());
  });

  it('answers an unknown status with 400 and an unknown room with 404', async () => {
    const room = insertRoom(server.deps, 'cleaning');
    expect(await put(`/api/staff/rooms/${room.id}/status`, 'sparkling')).toMatchObject({
      status: 400,
      body: { message: STAFF_MSG.invalidRoomStatus },
    });
    expect(await put('/api/staff/rooms/000000000000000000000000/status', 'available')).toMatchObject({
      status: 404,
      body: { message: 'Room not found' },
    });
    expect(roomRow(server.deps, room.id)?.status).toBe('cleaning');
  });
});

describe('administrators choose any status, with the same housekeeping rules', () => {
  let admin: Person;
  beforeAll(async () => {
    admin = await person(server, 'admin');
  });

  it('jumps a booking straight to checked-in, and cancelling the stay frees the room for cleaning', () => {
    const room = insertRoom(server.deps);
    const booking = insertBooking(server.deps, guest.id, room.id, { checkIn: day(-1), checkOut: day(2) });
    const before = notificationsOf(server.deps, guest.id).length;

    const inHouse = updateBookingStatus(server.deps, adminActor(admin), booking.id, 'checked-in');
    expect(inHouse).toMatchObject({ _id: booking.id, status: 'checked-in', room: { roomNumber: room.roomNumber } });
    expect(roomRow(server.deps, room.id)?.status).toBe('occupied');

    const cancelled = updateBookingStatus(server.deps, adminActor(admin), booking.id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(roomRow(server.deps, room.id)?.status).toBe('cleaning');

    expect(
      notificationsOf(server.deps, guest.id)
        .slice(before)
        .map((n) => [n.title, n.senderId]),
    ).toEqual([
      ['Welcome! You are checked in', admin.id],
      ['Booking cancelled', admin.id],
    ]);
    expect(
      auditsOf(server.deps, booking.id).map((a) => [a.actorId, (a.details as { from: string; to: string; role: string }).role]),
    ).toEqual([
      [admin.id, 'admin'],
      [admin.id, 'admin'],
    ]);
  });

  it('moves bookings backwards and sideways, but keeps the date, check-out and room rules', () => {
    const actor = adminActor(admin);
    const room = insertRoom(server.deps);
    const booking = insertBooking(server.deps, guest.id, room.id, { status: 'confirmed', checkIn: day(2), checkOut: day(4) });

    expect(updateBookingStatus(server.deps, actor, booking.id, 'pending').status).toBe('pending');
    expect(() => updateBookingStatus(server.deps, actor, booking.id, 'checked-in')).toThrow(`Guests can check in from ${day(2)}`);
    expect(() => updateBookingStatus(server.deps, actor, booking.id, 'checked-out')).toThrow(STAFF_MSG.checkOutNeedsCheckIn);
    expect(updateBookingStatus(server.deps, actor, booking.id, 'cancelled').status).toBe('cancelled');

    // Someone else took the nights meanwhile: the cancelled booking cannot come back.
    const other = insertBooking(server.deps, guest.id, room.id, { status: 'confirmed', checkIn: day(3), checkOut: day(5) });
    expect(() => updateBookingStatus(server.deps, actor, booking.id, 'confirmed')).toThrow(
      `Room ${room.roomNumber} is already booked for some nights between ${day(2)} and ${day(4)}`,
    );
    updateBookingStatus(server.deps, actor, other.id, 'cancelled');
    expect(updateBookingStatus(server.deps, actor, booking.id, 'confirmed').status).toBe('confirmed');
    expect(roomRow(server.deps, room.id)?.status).toBe('available');
  });

  it('setting the status an item already has changes nothing and tells no one', () => {
    const actor = adminActor(admin);
    const room = insertRoom(server.deps, 'maintenance');
    const booking = insertBooking(server.deps, guest.id, insertRoom(server.deps).id, { status: 'confirmed' });
    const order = insertOrder(server.deps, guest.id, 'ready');
    const notices = notificationsOf(server.deps, guest.id).length;

    expect(updateBookingStatus(server.deps, actor, booking.id, 'confirmed').status).toBe('confirmed');
    expect(updateFoodOrderStatus(server.deps, actor, order.id, 'ready').status).toBe('ready');
    expect(updateRoomStatus(server.deps, actor, room.id, 'maintenance').status).toBe('maintenance');
    expect(notificationsOf(server.deps, guest.id)).toHaveLength(notices);
    for (const id of [booking.id, order.id, room.id]) expect(auditsOf(server.deps, id)).toHaveLength(0);
  });

  it('sets any food-order and room status; a cancelled order is announced to the guest', () => {
    const actor = adminActor(admin);
    const order = insertOrder(server.deps, guest.id);
    expect(updateFoodOrderStatus(server.deps, actor, order.id, 'delivered').status).toBe('delivered');
    expect(updateFoodOrderStatus(server.deps, actor, order.id, 'pending').status).toBe('pending');
    const before = notificationsOf(server.deps, guest.id).length;
    expect(updateFoodOrderStatus(server.deps, actor, order.id, 'cancelled').status).toBe('cancelled');
    expect(
      notificationsOf(server.deps, guest.id)
        .slice(before)
        .map((n) => [n.type, n.title]),
    ).toEqual([['order', 'Order cancelled']]);

    const room = insertRoom(server.deps);
    for (const status of ['maintenance', 'occupied', 'cleaning', 'available'] as const) {
      expect(updateRoomStatus(server.deps, actor, room.id, status).status).toBe(status);
    }
    expect(auditsOf(server.deps, room.id).map((a) => (a.details as { to: string }).to)).toEqual([
      'maintenance',
      'occupied',
      'cleaning',
      'available',
    ]);
  });

  it('answers unknown ids with 404 and unknown statuses with 400', () => {
    const actor = adminActor(admin);
    const missing = '000000000000000000000000';
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { kind: string }).kind;
      }
      return 'OK';
    };
    expect(code(() => updateBookingStatus(server.deps, actor, missing, 'confirmed'))).toBe('not-found');
    expect(code(() => updateFoodOrderStatus(server.deps, actor, missing, 'ready'))).toBe('not-found');
    expect(code(() => updateRoomStatus(server.deps, actor, missing, 'available'))).toBe('not-found');
    // The status is validated by the shared input schemas before any procedure runs.
    const parsed = updateBookingStatusInput.safeParse({ id: missing, status: 'archived' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(STAFF_MSG.invalidBookingStatus);
  });
});

describe('telling staff', () => {
  const titles = (deps: AppDeps, userId: string) => listMyNotifications(deps.db, userId).notifications.map((n) => n.title);

  it('reaches every approved staff member, and nobody else, through one stored notice', async () => {
    const colleague = await person(server, 'staff');
    const unapproved = await person(server, 'staff', false);
    const admin = await person(server, 'admin');
    const { db } = server.deps;
    const title = `New booking ${unique()}`;
    const stored = db.transaction(() => notifyStaff(db, { type: 'booking', title, message: 'Room 101, two nights' }, NOW));
    expect(stored).toEqual([
      {
        audience: 'staff',
        notification: expect.objectContaining({ type: 'booking', title, message: 'Room 101, two nights', priority: 'medium', read: false }),
      },
    ]);
    expect(stored[0]?.notification).toMatchObject({ createdAt: NOW.toISOString(), _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(db.select({ n: count() }).from(staffNotices).where(eq(staffNotices.title, title)).get()?.n).toBe(1);
    for (const reader of [staff, colleague]) expect(titles(server.deps, reader.id)).toContain(title);
    for (const outsider of [unapproved, admin, guest]) expect(titles(server.deps, outsider.id)).not.toContain(title);
  });

  it('reaches administrators too when asked, and each reader reads and removes their own copy', async () => {
    const colleague = await person(server, 'staff');
    const admin = await person(server, 'admin');
    const { db } = server.deps;
    const title = `New complaint ${unique()}`;
    const [stored] = db.transaction(() => notifyStaff(db, { type: 'alert', title, message: 'Noise' }, NOW, { withAdmins: true }));
    const id = stored!.notification._id;
    const unread = (userId: string) => listMyNotifications(db, userId).unreadCount;
    const [staffBefore, colleagueBefore, adminBefore] = [unread(staff.id), unread(colleague.id), unread(admin.id)];
    expect(titles(server.deps, admin.id)).toContain(title);

    const api = (method: string, path: string, who: Person) => server.api(method, path, { token: who.token });
    expect(await api('PUT', `/api/notifications/${id}/read`, staff)).toMatchObject({ status: 200, body: { _id: id, read: true } });
    expect(unread(staff.id)).toBe(staffBefore - 1);
    expect(unread(colleague.id)).toBe(colleagueBefore);
    expect(listMyNotifications(db, colleague.id).notifications.find((n) => n._id === id)?.read).toBe(false);

    expect((await api('DELETE', `/api/notifications/${id}`, admin)).status).toBe(200);
    expect(titles(server.deps, admin.id)).not.toContain(title);
    expect(unread(admin.id)).toBe(adminBefore - 1);
    expect(titles(server.deps, colleague.id)).toContain(title);
    // Removed is gone for that reader: a second delete or read is a 404, as for a missing one.
    expect((await api('DELETE', `/api/notifications/${id}`, admin)).status).toBe(404);
    expect((await api('PUT', `/api/notifications/${id}/read`, admin)).status).toBe(404);
    // Someone outside the audience cannot reach it by id.
    expect((await api('PUT', `/api/notifications/${id}/read`, guest)).status).toBe(404);

    const all = await api('PUT', '/api/notifications/mark-all-read', colleague);
    expect(all).toMatchObject({ status: 200, body: { success: true, updated: colleagueBefore } });
    expect(unread(colleague.id)).toBe(0);
  });

  it('does not reach someone who joined the audience after it was made, nor after they left it', async () => {
    const { db } = server.deps;
    const before = `Before approval ${unique()}`;
    const during = `While approved ${unique()}`;
    const after = `After rejection ${unique()}`;
    const late = await person(server, 'staff', false);
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const approve = (isApproved: boolean, when: Date) =>
      db.update(users).set({ isApproved, updatedAt: when.toISOString() }).where(eq(users.id, late.id)).run();
    db.transaction(() => notifyStaff(db, { type: 'booking', title: before, message: '.' }, at(1)));
    approve(true, at(2));
    db.transaction(() => notifyStaff(db, { type: 'booking', title: during, message: '.' }, at(3)));
    approve(false, at(4));
    db.transaction(() => notifyStaff(db, { type: 'booking', title: after, message: '.' }, at(5)));
    const seen = titles(server.deps, late.id);
    expect(seen).toContain(during);
    expect(seen).not.toContain(before);
    expect(seen).not.toContain(after);
  });

  it("stores nothing when the caller's transaction rolls back", async () => {
    const { db } = server.deps;
    expect(() =>
      db.transaction(() => {
        notifyStaff(db, { type: 'booking', title: 'Rolled back', message: 'Never stored' }, NOW, { withAdmins: true });
        throw new Error('the booking failed');
      }),
    ).toThrow('the booking failed');
    expect(db.select({ n: count() }).from(staffNotices).where(eq(staffNotices.title, 'Rolled back')).get()?.n).toBe(0);
  });
});

describe('the dashboard', () => {
  it('lists the assigned work: due arrivals and departures first, open orders oldest first, rooms to clean, pending complaints', async () => {
    const own = await startTestServer({ now: () => NOW });
    try {
      const member = await person(own, 'staff');
      const ann = await person(own, 'customer');
      const d = own.deps;
      const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();
      const r = () => insertRoom(d).id;

      const futurePending = insertBooking(d, ann.id, r(), { status: 'pending', checkIn: day(10), checkOut: day(12) });
      const arrivesToday = insertBooking(d, ann.id, r(), { status: 'confirmed', checkIn: TODAY, checkOut: day(3) });
      const lateArrival = insertBooking(d, ann.id, r(), { status: 'confirmed', checkIn: day(-1), checkOut: day(2) });
      const departsToday = insertBooking(d, ann.id, r(), { status: 'checked-in', checkIn: day(-3), checkOut: TODAY });
      const inHouse = insertBooking(d, ann.id, r(), { status: 'checked-in', checkIn: day(-1), checkOut: day(4) });
      const pendingToday = insertBooking(d, ann.id, r(), { status: 'pending', checkIn: TODAY, checkOut: day(1), createdAt: at(1) });
      insertBooking(d, ann.id, r(), { status: 'confirmed', checkIn: day(1), checkOut: day(2) });
      insertBooking(d, ann.id, r(), { status: 'checked-out', checkIn: day(-4), checkOut: TODAY });
      insertBooking(d, ann.id, r(), { status: 'cancelled', checkIn: TODAY, checkOut: day(1) });

      const ready = insertOrder(d, ann.id, 'ready', at(3));
      const fresh = insertOrder(d, ann.id, 'pending', at(0));
      const cooking = insertOrder(d, ann.id, 'preparing', at(1));
      insertOrder(d, ann.id, 'delivered', at(5));
      insertOrder(d, ann.id, 'cancelled', at(4));

      const upstairs = insertRoom(d, 'cleaning', 4);
      const downstairs = insertRoom(d, 'cleaning', 1);
      insertRoom(d, 'occupied');

      const low = insertComplaint(d, ann.id, 'pending', 'low');
      const high = insertComplaint(d, ann.id, 'pending', 'high');
      insertComplaint(d, ann.id, 'resolved');

      const token = member.token;
      const res = await own.api<StaffDashboard>('GET', '/api/staff/dashboard', { token });
      expect(res.status).toBe(200);
      const board = res.body;
      expect(board.assignedBookings.map((b: BookingView) => b._id)).toEqual([
        lateArrival.id,
        departsToday.id,
        arrivesToday.id,
        pendingToday.id,
        inHouse.id,
        futurePending.id,
      ]);
      expect(board.assignedBookings[0]).toMatchObject({
        customer: { name: ann.name },
        guests: 2,
        checkIn: day(-1),
        checkOut: day(2),
        status: 'confirmed',
      });
      expect(board.assignedFoodOrders.map((o: FoodOrderView) => o._id)).toEqual([ready.id, cooking.id, fresh.id]);
      expect(board.roomsToClean.map((room) => room._id)).toEqual([downstairs.id, upstairs.id]);
      expect(board.pendingComplaints.map((c) => c._id)).toEqual([high.id, low.id]);
      expect(board.counts).toEqual({ assignedBookings: 6, assignedFoodOrders: 3, roomsToClean: 2, pendingComplaints: 2 });
      expect(board.today).toBe(TODAY);
      expect(typeof board.eventId).toBe('string');

      // Marking a room clean takes it off the board; a new event id follows the change.
      expect((await own.api('PUT', `/api/staff/rooms/${downstairs.id}/status`, { token, body: { status: 'available' } })).status).toBe(200);
      const after = (await own.api<StaffDashboard>('GET', '/api/staff/dashboard', { token })).body;
      expect(after.roomsToClean.map((room) => room._id)).toEqual([upstairs.id]);
      expect(after.counts.roomsToClean).toBe(1);
      expect(after.eventId).not.toBe(board.eventId);
    } finally {
      await own.close();
    }
  });

  it('shows a booking a guest just made through the API, waiting for confirmation', async () => {
    const room = insertRoom(server.deps);
    const res = await server.api<{ token: string }>('POST', '/api/auth/register', { body: newGuest() });
    const booked = await server.api<BookingView>('POST', '/api/bookings', {
      token: res.body.token,
      body: { roomId: room.id, checkIn: day(30), checkOut: day(32), guests: 1 },
    });
    expect(booked.status).toBe(201);
    const board = (await server.api<StaffDashboard>('GET', '/api/staff/dashboard', { token: staff.token })).body;
    expect(board.assignedBookings.find((b) => b._id === booked.body._id)).toMatchObject({
      status: 'pending',
      room: { roomNumber: room.roomNumber },
    });
  });
});

describe('the live board over the WebSocket', () => {
  type Tracked = { id: string; data: BoardChange };
  const open: Connection[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  function connectAs(who: Person, options: Parameters<typeof connect>[2] = {}) {
    const connection = connect(server, who.token, options);
    open.push(connection);
    return connection;
  }
  async function subscribe(connection: Connection, lastEventId?: string | null) {
    const inbox = new Inbox<Tracked>();
    connection.client.staff.onBoard.subscribe({ lastEventId }, inbox.handlers);
    await inbox.until((i) => i.started > 0 || i.error !== null);
    return inbox;
  }
  const dashboardEventId = async () =>
    (await server.api<StaffDashboard>('GET', '/api/staff/dashboard', { token: staff.token })).body.eventId;

  it('reports each committed change with an id, and resumes after a dropped connection without losing any', async () => {
    const reconnect = gate();
    const connection = connectAs(staff, { gate: reconnect.wait });
    const inbox = await subscribe(connection, await dashboardEventId());

    const order = insertOrder(server.deps, guest.id);
    expect((await put(`/api/staff/food-orders/${order.id}/status`, 'preparing')).status).toBe(200);
    await inbox.until((i) => i.items.length === 1);
    expect(inbox.items[0]?.data).toEqual({ entity: 'foodOrder', id: order.id, status: 'preparing' });

    reconnect.close();
    connection.drop();
    // Meanwhile: a colleague marks the order ready, a booking is checked in (its room too), and a new complaint arrives.
    expect((await put(`/api/staff/food-orders/${order.id}/status`, 'ready')).status).toBe(200);
    const room = insertRoom(server.deps);
    const booking = insertBooking(server.deps, guest.id, room.id, { status: 'confirmed' });
    expect((await put(`/api/staff/bookings/${booking.id}/status`, 'checked-in')).status).toBe(200);
    publishBoardChange(server.deps, { entity: 'complaint', id: 'c1', status: 'pending' });
    // The socket is gone and the reconnect waits for the gate, so nothing can have arrived.
    expect(inbox.items).toHaveLength(1);

    reconnect.open();
    await inbox.until((i) => i.started === 2 && i.items.length === 5);
    const live = insertRoom(server.deps, 'cleaning');
    expect((await put(`/api/staff/rooms/${live.id}/status`, 'available')).status).toBe(200);
    // The marker comes after the live change: anything replayed twice would have arrived before it.
    publishBoardChange(server.deps, { entity: 'complaint', id: 'marker', status: 'pending' });
    await inbox.until((i) => i.items.some((item) => item.data.entity !== 'resync' && item.data.id === 'marker'));

    expect(inbox.items.map((i) => i.data)).toEqual([
      { entity: 'foodOrder', id: order.id, status: 'preparing' },
      { entity: 'foodOrder', id: order.id, status: 'ready' },
      { entity: 'booking', id: booking.id, status: 'checked-in' },
      { entity: 'room', id: room.id, status: 'occupied' },
      { entity: 'complaint', id: 'c1', status: 'pending' },
      { entity: 'room', id: live.id, status: 'available' },
      { entity: 'complaint', id: 'marker', status: 'pending' },
    ]);
    const ids = inbox.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(7);
    const numbers = ids.map((id) => Number(id.split('-')[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('replays what happened between loading the dashboard and subscribing, and nothing earlier', async () => {
    const earlier = insertRoom(server.deps, 'cleaning');
    await put(`/api/staff/rooms/${earlier.id}/status`, 'available');
    const from = await dashboardEventId();
    const room = insertRoom(server.deps, 'cleaning');
    await put(`/api/staff/rooms/${room.id}/status`, 'available');

    const inbox = await subscribe(connectAs(staff), from);
    await inbox.until((i) => i.items.length === 1);
    // A live change is the marker: the earlier change, had it been replayed, would have come before it.
    publishBoardChange(server.deps, { entity: 'complaint', id: 'marker', status: 'pending' });
    await inbox.until((i) => i.items.some((item) => item.data.entity !== 'resync' && item.data.id === 'marker'));
    expect(inbox.items.map((i) => i.data)).toEqual([
      { entity: 'room', id: room.id, status: 'available' },
      { entity: 'complaint', id: 'marker', status: 'pending' },
    ]);
  });

  it('asks for a reload when it cannot tell what was missed (an id from before a restart)', async () => {
    const inbox = await subscribe(connectAs(staff), 'ffffffff-12');
    await inbox.until((i) => i.items.length === 1);
    expect(inbox.items[0]?.data).toEqual({ entity: 'resync' });
    expect(inbox.items[0]?.id).toBe(await dashboardEventId());
  });

  it('is for approved staff only', async () => {
    const refused: [Person, string][] = [
      [guest, 'Only staff can do that'],
      [await person(server, 'admin'), 'Only staff can do that'],
      [await person(server, 'staff', false), MSG.pendingApprovalText],
    ];
    for (const [who, message] of refused) {
      const inbox = await subscribe(connectAs(who));
      expect(inbox.started).toBe(0);
      expect((inbox.error as Error).message).toBe(message);
    }
  });
});
