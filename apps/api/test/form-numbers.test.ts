import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKINGS_MSG, FOOD_MSG } from '@innkeep/api-contract';
import { bookings, foodItems, rooms } from '@innkeep/db';
import { countRows, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

// HTML forms send every number as text: the documented paths take decimal text and refuse the rest.

type Body = { _id: string; message?: string };

const room = (overrides: Record<string, unknown>) => ({
  name: 'Garden Room',
  type: 'double',
  description: 'Quiet room over the garden.',
  price: 100,
  capacity: 2,
  floor: 1,
  roomNumber: 'G1',
  ...overrides,
});

const food = (overrides: Record<string, unknown>) => ({
  name: 'Porridge',
  description: 'Oats, milk and honey.',
  price: 6,
  category: 'breakfast',
  preparationTime: 10,
  ...overrides,
});

describe('numbers sent as text', () => {
  const clock = manualClock(`${YEAR}-06-15T12:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let guest: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    guest = await signedIn(server, 'customer');
  });
  afterAll(() => server.close());

  const as = (account: Account) => (method: string, path: string, body?: unknown) =>
    server.api<Body>(method, path, { body, token: account.token });

  it('room price, capacity and floor: decimal text is stored as numbers, other text is a 400 that changes nothing', async () => {
    const admin$ = as(admin);
    const created = await admin$('POST', '/api/admin/rooms', room({ price: '199.50', capacity: '3', floor: '0' }));
    expect(created).toMatchObject({ status: 201, body: { price: 199.5, capacity: 3, floor: 0 } });
    const stored = () => server.deps.db.select().from(rooms).where(eq(rooms.id, created.body._id)).get();
    expect(stored()).toMatchObject({ priceCents: 19_950, capacity: 3, floor: 0 });

    const refusals: [string, string, string][] = [
      ['price', 'abc', 'Please enter the price per night'],
      ['price', '', 'Please enter the price per night'],
      ['price', '1e3', 'Please enter the price per night'],
      ['price', '-1', 'Price cannot be negative'],
      ['capacity', 'abc', 'Please enter the capacity'],
      ['capacity', '1e3', 'Please enter the capacity'],
      ['capacity', '-2', 'Capacity must be at least 1'],
      ['floor', '', 'Please enter the floor'],
      ['floor', '-1', 'Floor cannot be negative'],
    ];
    const before = stored();
    for (const [field, value, message] of refusals) {
      const update = await admin$('PUT', `/api/admin/rooms/${created.body._id}`, room({ [field]: value, name: 'Changed' }));
      expect(update, `${field}=${value}`).toMatchObject({ status: 400, body: { message } });
      const create = await admin$('POST', '/api/admin/rooms', room({ [field]: value, roomNumber: 'G2' }));
      expect(create, `${field}=${value}`).toMatchObject({ status: 400, body: { message } });
    }
    expect(stored()).toEqual(before);
    expect(countRows(server, 'rooms')).toBe(1);
  });

  it('food price and preparation time: decimal text is stored as numbers, other text is a 400 that changes nothing', async () => {
    const admin$ = as(admin);
    const created = await admin$('POST', '/api/admin/food', food({ price: '12.50', preparationTime: '20' }));
    expect(created).toMatchObject({ status: 201, body: { price: 12.5, preparationTime: 20 } });
    const stored = () => server.deps.db.select().from(foodItems).where(eq(foodItems.id, created.body._id)).get();
    expect(stored()).toMatchObject({ priceCents: 1_250, preparationTime: 20 });

    const refusals: [string, string, string][] = [
      ['price', 'abc', 'Please enter the price'],
      ['price', '', 'Please enter the price'],
      ['price', '1e3', 'Please enter the price'],
      ['price', '-0.50', 'Price cannot be negative'],
      ['preparationTime', 'abc', 'Please enter the preparation time'],
      ['preparationTime', '1e3', 'Please enter the preparation time'],
      ['preparationTime', '-5', 'Preparation time must be at least 1 minute'],
    ];
    const before = stored();
    for (const [field, value, message] of refusals) {
      const update = await admin$('PUT', `/api/admin/food/${created.body._id}`, food({ [field]: value, name: 'Changed' }));
      expect(update, `${field}=${value}`).toMatchObject({ status: 400, body: { message } });
      const create = await admin$('POST', '/api/admin/food', food({ [field]: value }));
      expect(create, `${field}=${value}`).toMatchObject({ status: 400, body: { message } });
    }
    expect(stored()).toEqual(before);
    expect(countRows(server, 'food_items')).toBe(1);
  });

  it('booking guests and food order quantities take decimal text; other text is a 400 that books nothing', async () => {
    const guest$ = as(guest);
    const { id: roomId } = insertRoom(server.deps, { roomNumber: 'B1' });
    const stay = { roomId, checkIn: `${YEAR}-07-01`, checkOut: `${YEAR}-07-03` };
    const booked = await guest$('POST', '/api/bookings', { ...stay, guests: '2' });
    expect(booked).toMatchObject({ status: 201, body: { guests: 2 } });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body._id)).get()?.guests).toBe(2);

    for (const [guests, message] of [
      ['abc', BOOKINGS_MSG.guestsRequired],
      ['', BOOKINGS_MSG.guestsRequired],
      ['1e3', BOOKINGS_MSG.guestsRequired],
      ['-1', BOOKINGS_MSG.minGuests],
    ] as const) {
      const res = await guest$('POST', '/api/bookings', { ...stay, checkIn: `${YEAR}-08-01`, checkOut: `${YEAR}-08-02`, guests });
      expect(res, `guests=${guests}`).toMatchObject({ status: 400, body: { message } });
    }
    expect(countRows(server, 'bookings')).toBe(1);

    const dish = await as(admin)('POST', '/api/admin/food', food({ name: 'Tea' }));
    const order = (quantity: unknown) =>
      guest$('POST', '/api/food/orders', { items: [{ foodId: dish.body._id, quantity }], deliveryLocation: 'Room B1' });
    expect(await order('2')).toMatchObject({ status: 201, body: { items: [{ quantity: 2 }] } });
    for (const quantity of ['abc', '', '1e3', '-1']) {
      expect(await order(quantity), `quantity=${quantity}`).toMatchObject({ status: 400, body: { message: FOOD_MSG.quantityRange } });
    }
    expect(countRows(server, 'food_orders')).toBe(1);
  });

  it('page, limit and period in query strings: decimal text pages, other text is a 400', async () => {
    const admin$ = as(admin);
    insertRoom(server.deps, { roomNumber: 'Z1' });
    const page = await server.api<{ rooms: { roomNumber: string }[]; total: number }>('GET', '/api/admin/rooms?page=2&limit=1', {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.rooms.map((r) => r.roomNumber)).toEqual(['G1']);

    const pageMsg = 'Page must be a whole number of 1 or more';
    const limitMsg = 'Limit must be a whole number from 1 to 100';
    for (const [query, message] of [
      ['page=abc', pageMsg],
      ['page=1e3', pageMsg],
      ['page=-1', pageMsg],
      ['limit=abc', limitMsg],
      ['limit=1e3', limitMsg],
      ['limit=-5', limitMsg],
    ]) {
      for (const path of ['/api/admin/rooms', '/api/admin/complaints', '/api/admin/payment-history']) {
        expect(await admin$('GET', `${path}?${query}`), `${path}?${query}`).toMatchObject({ status: 400, body: { message } });
      }
    }
    expect((await admin$('GET', '/api/admin/analytics?period=7')).status).toBe(200);
    expect(await admin$('GET', '/api/admin/analytics?period=1e3')).toMatchObject({
      status: 400,
      body: { message: 'Period must be a number of days' },
    });
    expect(await admin$('GET', '/api/admin/analytics?period=-7')).toMatchObject({
      status: 400,
      body: { message: 'Period must be at least 1 day' },
    });
  });
});
