import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, orderNumber } from '@innkeep/api-contract';
import {
  countRows,
  insertBooking,
  insertFoodOrder,
  insertPerson,
  insertRoom,
  LONG_SESSIONS,
  manualClock,
  signedIn,
  YEAR,
  type Account,
} from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

type Booking = {
  _id: string;
  status: string;
  customer: { name: string; email: string };
  room: { name: string; roomNumber: string };
  totalAmount: number;
  paymentStatus: string;
};
type Order = {
  _id: string;
  status: string;
  customer: { name: string };
  items: { name: string; quantity: number; price: number }[];
  deliveryLocation: string;
  totalAmount: number;
};
type Notice = { _id: string; title: string; type: string; priority: string; read: boolean; recipient: { _id: string; name: string } };

describe('admin bookings and food orders', () => {
  const clock = manualClock(`${YEAR}-04-10T09:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let ada: ReturnType<typeof insertPerson>;
  let bo: ReturnType<typeof insertPerson>;
  const bookingIds: string[] = [];
  let boOrder: ReturnType<typeof insertFoodOrder>;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    ada = insertPerson(server.deps, { name: 'Ada Lovelace', email: 'ada@example.test' });
    bo = insertPerson(server.deps, { name: 'Bo Diddley', email: 'bo@example.test' });
    const lake = insertRoom(server.deps, { name: 'Lake Room', roomNumber: 'L1' });
    const garden = insertRoom(server.deps, { name: 'Garden Room', roomNumber: 'G7' });
    // 12 bookings, one per day, the newest last; alternating guests and rooms.
    for (let i = 0; i < 12; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      const booking = insertBooking(server.deps, {
        customerId: i % 2 === 0 ? ada.id : bo.id,
        roomId: i % 2 === 0 ? lake.id : garden.id,
        checkIn: `${YEAR}-05-${day}`,
        checkOut: `${YEAR}-05-${String(i + 2).padStart(2, '0')}`,
        totalCents: 10_000,
        status: i < 3 ? 'pending' : 'confirmed',
        createdAt: `${YEAR}-03-${day}T10:00:00.000Z`,
      });
      bookingIds.push(booking.id);
    }
    insertFoodOrder(server.deps, {
      customerId: ada.id,
      deliveryLocation: 'Pool bar',
      items: [{ name: 'Club Sandwich', priceCents: 1_400, quantity: 2 }],
      createdAt: `${YEAR}-04-01T10:00:00.000Z`,
    });
    boOrder = insertFoodOrder(server.deps, {
      customerId: bo.id,
      deliveryLocation: 'Room G7',
      status: 'delivered',
      items: [{ name: 'Espresso', priceCents: 300, quantity: 1 }],
      createdAt: `${YEAR}-04-02T10:00:00.000Z`,
    });
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown) => server.api<T>(method, path, { body, token: admin.token });

  it('lists bookings newest first with guest and room, paged and filtered', async () => {
    const first = await call<{ bookings: Booking[]; total: number }>('GET', '/api/admin/bookings');
    expect(first.body.total).toBe(12);
    expect(first.body.bookings).toHaveLength(10);
    expect(first.body.bookings[0]).toMatchObject({
      _id: bookingIds[11],
      customer: { name: 'Bo Diddley', email: 'bo@example.test' },
      room: { name: 'Garden Room', roomNumber: 'G7' },
      totalAmount: 100,
      paymentStatus: 'pending',
    });
    expect((await call<{ bookings: Booking[] }>('GET', '/api/admin/bookings?page=2')).body.bookings.map((b) => b._id)).toEqual([
      bookingIds[1],
      bookingIds[0],
    ]);
    expect((await call<{ total: number }>('GET', '/api/admin/bookings?status=pending')).body.total).toBe(3);
    expect((await call<{ total: number }>('GET', '/api/admin/bookings?search=ada%40example')).body.total).toBe(6);
    expect((await call<{ total: number }>('GET', '/api/admin/bookings?search=g7')).body.total).toBe(6);
    expect((await call<{ total: number }>('GET', '/api/admin/bookings?search=garden&status=pending')).body.total).toBe(1);
    expect((await call('GET', '/api/admin/bookings?status=lost')).status).toBe(400);
  });

  it('sets any booking status through the workflow: audited as admin, guest told', async () => {
    const id = bookingIds[0] as string;
    const notices = countRows(server, 'notifications', 'recipient_id = ?', ada.id);
    const cancelled = await call<Booking>('PUT', `/api/admin/bookings/${id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ _id: id, status: 'cancelled' });
    // An administrator is not bound to the staff's one-step path: cancelled straight back to confirmed.
    const back = await call<Booking>('PUT', `/api/admin/bookings/${id}/status`, { status: 'confirmed' });
    expect(back.body.status).toBe('confirmed');
    expect(countRows(server, 'audit_log', "action = 'booking.status' AND entity_id = ? AND actor_id = ?", id, admin.id)).toBe(2);
    expect(countRows(server, 'notifications', 'recipient_id = ?', ada.id)).toBe(notices + 2);
    expect((await call('PUT', `/api/admin/bookings/${id}/status`, { status: 'lost' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/bookings/missing/status', { status: 'confirmed' })).status).toBe(404);
  });

  it('lists food orders with items, and searches guest, location and dish', async () => {
    const all = await call<{ orders: Order[]; total: number }>('GET', '/api/admin/food-orders');
    expect(all.body.total).toBe(2);
    expect(all.body.orders[0]).toMatchObject({
      customer: { name: 'Bo Diddley' },
      deliveryLocation: 'Room G7',
      items: [{ name: 'Espresso', quantity: 1, price: 3 }],
      totalAmount: 3,
    });
    expect(
      (await call<{ orders: Order[] }>('GET', '/api/admin/food-orders?status=delivered')).body.orders.map((o) => o.deliveryLocation),
    ).toEqual(['Room G7']);
    // Terms no hex id can hold, so no order's random id matches them by chance.
    for (const search of ['club%20sand', 'pool', 'LOVELACE']) {
      expect(
        (await call<{ orders: Order[] }>('GET', `/api/admin/food-orders?search=${search}`)).body.orders.map((o) => o.deliveryLocation),
      ).toEqual(['Pool bar']);
    }
    expect((await call<{ orders: Order[]; total: number }>('GET', '/api/admin/food-orders?limit=1&page=2')).body.orders).toHaveLength(1);
    // The order number (the id's last characters, as shown) finds its order; the id's hidden start does not.
    const byNumber = await call<{ orders: Order[] }>('GET', `/api/admin/food-orders?search=${orderNumber(boOrder.id)}`);
    expect(byNumber.body.orders.map((o) => o._id)).toEqual([boOrder.id]);
    expect((await call<{ total: number }>('GET', `/api/admin/food-orders?search=${boOrder.id.slice(0, 12)}`)).body.total).toBe(0);
  });

  it('sets any food-order status, with the guest told and the change audited', async () => {
    const [order] = (await call<{ orders: Order[] }>('GET', '/api/admin/food-orders?search=pool')).body.orders;
    const res = await call<Order>('PUT', `/api/admin/food-orders/${order?._id}/status`, { status: 'delivered' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('delivered');
    expect(countRows(server, 'audit_log', "action = 'food-order.status' AND entity_id = ?", order?._id)).toBe(1);
    expect((await call('PUT', `/api/admin/food-orders/${order?._id}/status`, { status: 'eaten' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/food-orders/missing/status', { status: 'ready' })).status).toBe(404);
  });
});

describe('admin notifications: list, send and broadcast', () => {
  let server: TestServer;
  let admin: Account;
  let customers: Account[];
  let staff: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server, 'admin');
    customers = [await signedIn(server, 'customer'), await signedIn(server, 'customer')];
    staff = await signedIn(server, 'staff');
    await signedIn(server, 'staff', false);
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown) => server.api<T>(method, path, { body, token: admin.token });

  it('a notification sent to one user shows in the admin list with its recipient, unread', async () => {
    const target = customers[0] as Account;
    const sent = await call('POST', '/api/admin/notifications', {
      recipient: target.id,
      title: 'Late checkout',
      message: 'Granted until 1pm.',
      type: 'booking',
      priority: 'high',
    });
    expect(sent.status).toBe(201);
    const list = await call<{ notifications: Notice[]; total: number }>('GET', '/api/admin/notifications?search=late%20checkout');
    expect(list.body.total).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({
      title: 'Late checkout',
      type: 'booking',
      priority: 'high',
      read: false,
      recipient: { _id: target.id },
    });
    const mine = await server.api<{ notifications: { title: string }[] }>('GET', '/api/notifications/my-notifications', {
      token: target.token,
    });
    expect(mine.body.notifications.map((n) => n.title)).toContain('Late checkout');
  });

  it('broadcasts to every customer, or to every approved staff member, in one audited step', async () => {
    const before = countRows(server, 'notifications');
    const toCustomers = await call<{ count: number; message: string }>('POST', '/api/admin/notifications/broadcast', {
      audience: 'customers',
      title: 'Pool closed',
      message: 'The pool is closed for cleaning today.',
    });
    expect(toCustomers.status).toBe(201);
    expect(toCustomers.body).toMatchObject({ success: true, count: 2, message: ADMIN_MSG.broadcastSent(2) });
    for (const customer of customers)
      expect(countRows(server, 'notifications', "recipient_id = ? AND title = 'Pool closed'", customer.id)).toBe(1);

    const toStaff = await call<{ count: number }>('POST', '/api/admin/notifications/broadcast', {
      audience: 'staff',
      title: 'Briefing',
      message: 'Staff briefing at 9.',
      type: 'system',
      priority: 'low',
    });
    expect(toStaff.body.count).toBe(1);
    expect(countRows(server, 'notifications', "recipient_id = ? AND title = 'Briefing' AND priority = 'low'", staff.id)).toBe(1);
    expect(countRows(server, 'notifications')).toBe(before + 3);
    expect(countRows(server, 'audit_log', "action = 'notification.broadcast'")).toBe(2);

    const bad = await call<{ message: string }>('POST', '/api/admin/notifications/broadcast', {
      audience: 'everyone',
      title: 'x',
      message: 'y',
    });
    expect(bad.status).toBe(400);
    expect((await call('POST', '/api/admin/notifications/broadcast', { audience: 'staff', title: ' ', message: 'y' })).status).toBe(400);
    expect(countRows(server, 'notifications')).toBe(before + 3);
  });

  it('filters the list by type and pages it, newest first', async () => {
    const all = await call<{ notifications: Notice[]; total: number }>('GET', '/api/admin/notifications?limit=2');
    expect(all.body.total).toBe(4);
    expect(all.body.notifications.map((n) => n.title)).toEqual(['Briefing', 'Pool closed']);
    expect((await call<{ total: number }>('GET', '/api/admin/notifications?type=system')).body.total).toBe(1);
    expect((await call<{ total: number }>('GET', '/api/admin/notifications?type=info')).body.total).toBe(2);
    expect((await call('GET', '/api/admin/notifications?type=gossip')).status).toBe(400);
  });
});
