import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MSG } from '@innkeep/api-contract';
import { auditLog, foodItems, foodOrderItems, roomReviews, rooms } from '@innkeep/db';
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

type Room = {
  _id: string;
  name: string;
  roomNumber: string;
  price: number;
  status: string;
  amenities: string[];
  images: string[];
  reviewCount: number;
};
type Food = {
  _id: string;
  name: string;
  price: number;
  category: string;
  isAvailable: boolean;
  image: string | null;
  preparationTime: number;
};

const TODAY = `${YEAR}-06-15`;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const validRoom = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour View Suite',
  type: 'suite',
  description: 'Corner suite with a view of the harbour.',
  price: 249.5,
  capacity: 3,
  floor: 4,
  roomNumber: '401',
  amenities: ['wifi', 'balcony', 'wifi'],
  status: 'available',
  images: ['https://example.test/suite.jpg', '/images/rooms/suite.svg', PNG],
  ...overrides,
});

const validFood = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shakshuka',
  description: 'Eggs poached in spiced tomato sauce.',
  price: 12.75,
  category: 'breakfast',
  preparationTime: 15,
  isVegetarian: true,
  image: '',
  ...overrides,
});

describe('admin rooms', () => {
  const clock = manualClock(`${TODAY}T12:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let guest: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    guest = await signedIn(server, 'customer');
  });
  afterAll(() => server.close());

  const call = <T = Room>(method: string, path: string, body?: unknown) => server.api<T>(method, path, { body, token: admin.token });

  it('creates a room from the form (201), stored in cents, audited, and visible to guests on /rooms', async () => {
    const res = await call('POST', '/api/admin/rooms', validRoom());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Harbour View Suite',
      roomNumber: '401',
      price: 249.5,
      amenities: ['wifi', 'balcony'],
      reviewCount: 0,
    });
    expect(res.body.images).toHaveLength(3);
    const row = server.deps.db.select().from(rooms).where(eq(rooms.id, res.body._id)).get();
    expect(row?.priceCents).toBe(24_950);
    expect(
      server.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, res.body._id))
        .all()
        .map((a) => a.action),
    ).toEqual(['room.create']);
    const seen = await server.api<Room[]>('GET', '/api/rooms', { token: guest.token });
    expect(seen.body.find((r) => r._id === res.body._id)).toEqual(res.body);
  });

  it.each([
    [{ name: '  ' }, 'Please enter the room name'],
    [{ type: 'castle' }, 'Room type must be one of: single, double, suite, shared, hostel'],
    [{ description: undefined }, 'Please enter a description'],
    [{ price: undefined }, 'Please enter the price per night'],
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 10.005 }, 'Price can have at most two decimals (steps of 0.01)'],
    [{ capacity: 0 }, 'Capacity must be at least 1'],
    [{ capacity: 1.5 }, 'Capacity must be a whole number'],
    [{ floor: -1 }, 'Floor cannot be negative'],
    [{ roomNumber: '' }, 'Please enter the room number'],
    [{ amenities: ['sauna'] }, 'Amenity must be one of: wifi, ac, tv, minibar, balcony, work_desk, jacuzzi, breakfast, parking'],
    [{ status: 'haunted' }, 'Room status must be one of: available, occupied, cleaning, maintenance'],
    [{ images: ['javascript:alert(1)'] }, 'Images must be web addresses'],
    [{ images: ['data:image/svg+xml;base64,PHN2Zz4='] }, 'Images must be web addresses'],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const before = countRows(server, 'rooms');
    const res = await call<{ message: string }>('POST', '/api/admin/rooms', validRoom({ roomNumber: 'V-1', ...change }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(countRows(server, 'rooms')).toBe(before);
  });

  it('keeps room numbers unique: 409 on create and on an edit to a taken number', async () => {
    const first = insertRoom(server.deps, { roomNumber: '501' });
    const second = insertRoom(server.deps, { roomNumber: '502' });
    const dup = await call<{ message: string }>('POST', '/api/admin/rooms', validRoom({ roomNumber: '501' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: ADMIN_MSG.roomNumberTaken('501') });
    const edit = await call<{ message: string }>('PUT', `/api/admin/rooms/${second.id}`, validRoom({ roomNumber: '501' }));
    expect(edit.status).toBe(409);
    expect(server.deps.db.select().from(rooms).where(eq(rooms.id, second.id)).get()?.roomNumber).toBe('502');
    // Keeping its own number is fine.
    expect((await call('PUT', `/api/admin/rooms/${first.id}`, validRoom({ roomNumber: '501' }))).status).toBe(200);
  });

  it('edits every field including status, auditing which fields changed', async () => {
    const room = insertRoom(server.deps, { roomNumber: '601', status: 'available' });
    const res = await call(
      'PUT',
      `/api/admin/rooms/${room.id}`,
      validRoom({ roomNumber: '601', name: 'Renamed', status: 'maintenance', price: 99.99, images: [] }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: room.id, name: 'Renamed', status: 'maintenance', price: 99.99, images: [] });
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, room.id)).get();
    expect(audit).toMatchObject({
      action: 'room.update',
      details: { changes: { status: { from: 'available', to: 'maintenance' }, priceCents: { to: 9_999 }, name: { to: 'Renamed' } } },
    });
    expect((audit?.details as { fields: string[] }).fields).toEqual(expect.arrayContaining(['name', 'status', 'priceCents', 'type']));
    expect((await call('PUT', '/api/admin/rooms/missing', validRoom({ roomNumber: '699' }))).status).toBe(404);
  });

  it('lists rooms by number with type, status and search filters, paged in SQL', async () => {
    for (let i = 0; i < 12; i += 1)
      insertRoom(server.deps, {
        roomNumber: `H-${String(i).padStart(2, '0')}`,
        type: 'hostel',
        status: i % 3 === 0 ? 'cleaning' : 'available',
      });
    const hostel = await call<{ rooms: Room[]; total: number }>('GET', '/api/admin/rooms?type=hostel');
    expect(hostel.body.total).toBe(12);
    expect(hostel.body.rooms.map((r) => r.roomNumber)).toEqual(Array.from({ length: 10 }, (_, i) => `H-${String(i).padStart(2, '0')}`));
    expect((await call<{ rooms: Room[] }>('GET', '/api/admin/rooms?type=hostel&page=2')).body.rooms).toHaveLength(2);
    expect((await call<{ total: number }>('GET', '/api/admin/rooms?type=hostel&status=cleaning')).body.total).toBe(4);
    expect((await call<{ rooms: Room[] }>('GET', '/api/admin/rooms?search=h-1')).body.rooms.map((r) => r.roomNumber)).toEqual([
      'H-10',
      'H-11',
    ]);
    expect((await call('GET', '/api/admin/rooms?status=dirty')).status).toBe(400);
  });

  it('deletes a room without bookings together with its reviews', async () => {
    const room = insertRoom(server.deps);
    server.deps.db.insert(roomReviews).values({ roomId: room.id, userId: guest.id, rating: 5 }).run();
    const res = await call('DELETE', `/api/admin/rooms/${room.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ADMIN_MSG.roomDeleted });
    expect(countRows(server, 'rooms', 'id = ?', room.id)).toBe(0);
    expect(countRows(server, 'room_reviews', 'room_id = ?', room.id)).toBe(0);
    expect(countRows(server, 'audit_log', "action = 'room.delete' AND entity_id = ?", room.id)).toBe(1);
    expect((await call('DELETE', `/api/admin/rooms/${room.id}`)).status).toBe(404);
  });

  it('refuses to delete a room with upcoming bookings, or with past bookings on record (409)', async () => {
    const customer = insertPerson(server.deps);
    const upcoming = insertRoom(server.deps);
    insertBooking(server.deps, {
      customerId: customer.id,
      roomId: upcoming.id,
      checkIn: `${YEAR}-06-20`,
      checkOut: `${YEAR}-06-22`,
      totalCents: 20_000,
      status: 'pending',
    });
    const staying = insertRoom(server.deps);
    insertBooking(server.deps, {
      customerId: customer.id,
      roomId: staying.id,
      checkIn: `${YEAR}-06-14`,
      checkOut: `${YEAR}-06-16`,
      totalCents: 20_000,
      status: 'checked-in',
    });
    const past = insertRoom(server.deps);
    insertBooking(server.deps, {
      customerId: customer.id,
      roomId: past.id,
      checkIn: `${YEAR}-05-01`,
      checkOut: `${YEAR}-05-03`,
      totalCents: 20_000,
      status: 'checked-out',
    });
    // A cancelled future booking holds no nights, but it is still a record.
    insertBooking(server.deps, {
      customerId: customer.id,
      roomId: past.id,
      checkIn: `${YEAR}-07-01`,
      checkOut: `${YEAR}-07-03`,
      totalCents: 20_000,
      status: 'cancelled',
    });

    for (const [room, message] of [
      [upcoming, ADMIN_MSG.roomHasUpcoming],
      [staying, ADMIN_MSG.roomHasUpcoming],
      [past, ADMIN_MSG.roomHasHistory],
    ] as const) {
      const res = await call('DELETE', `/api/admin/rooms/${room.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message });
      expect(countRows(server, 'rooms', 'id = ?', room.id)).toBe(1);
    }
  });
});

describe('admin food menu', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  const call = <T = Food>(method: string, path: string, body?: unknown) => server.api<T>(method, path, { body, token: admin.token });

  it('creates an item (201) with the default picture when the image is left empty, audited', async () => {
    const res = await call('POST', '/api/admin/food', validFood());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Shakshuka',
      price: 12.75,
      category: 'breakfast',
      preparationTime: 15,
      isAvailable: true,
      image: null,
    });
    expect(server.deps.db.select().from(foodItems).where(eq(foodItems.id, res.body._id)).get()?.priceCents).toBe(1275);
    expect(countRows(server, 'audit_log', "action = 'food.create' AND entity_id = ?", res.body._id)).toBe(1);
  });

  it.each([
    [{ name: '' }, 'Please enter the dish name'],
    [{ description: ' ' }, 'Please enter a description'],
    [{ price: -0.01 }, 'Price cannot be negative'],
    [{ price: 1.234 }, 'Price can have at most two decimals (steps of 0.01)'],
    [{ category: 'brunch' }, 'Category must be one of: breakfast, lunch, dinner, snacks, beverages'],
    [{ preparationTime: 0 }, 'Preparation time must be at least 1 minute'],
    [{ preparationTime: undefined }, 'Please enter the preparation time'],
    [{ image: 'not a url' }, 'Images must be web addresses'],
  ])('refuses %j with its message', async (change, message) => {
    const before = countRows(server, 'food_items');
    const res = await call<{ message: string }>('POST', '/api/admin/food', validFood(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(countRows(server, 'food_items')).toBe(before);
  });

  it('accepts a free item (price 0) and 0.01 steps', async () => {
    expect((await call('POST', '/api/admin/food', validFood({ name: 'Tap water', price: 0, category: 'beverages' }))).status).toBe(201);
    expect((await call('POST', '/api/admin/food', validFood({ name: 'Mint', price: 0.07, category: 'snacks' }))).body.price).toBe(0.07);
  });

  it('edits an item and toggles its availability, which the public menu shows', async () => {
    const created = (await call('POST', '/api/admin/food', validFood({ name: 'Soup' }))).body;
    const edited = await call(
      'PUT',
      `/api/admin/food/${created._id}`,
      validFood({ name: 'Tomato Soup', category: 'lunch', image: 'https://example.test/soup.jpg' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Tomato Soup', category: 'lunch', image: 'https://example.test/soup.jpg' });
    const off = await call('PUT', `/api/admin/food/${created._id}/availability`, { isAvailable: false });
    expect(off.body.isAvailable).toBe(false);
    const menu = await server.api<Food[]>('GET', '/api/food');
    expect(menu.body.find((f) => f._id === created._id)?.isAvailable).toBe(false);
    expect(countRows(server, 'audit_log', "entity_id = ? AND action IN ('food.update', 'food.unavailable')", created._id)).toBe(2);
    expect((await call('PUT', '/api/admin/food/missing', validFood())).status).toBe(404);
    expect((await call('PUT', '/api/admin/food/missing/availability', { isAvailable: true })).status).toBe(404);
  });

  it('lists by category order then name, with category and search filters', async () => {
    const list = await call<{ foods: Food[]; total: number }>('GET', '/api/admin/food?limit=100');
    const categories = list.body.foods.map((f) => f.category);
    const order = ['breakfast', 'lunch', 'dinner', 'snacks', 'beverages'];
    expect([...categories].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(categories);
    expect((await call<{ foods: Food[] }>('GET', '/api/admin/food?category=beverages')).body.foods.map((f) => f.name)).toEqual([
      'Tap water',
    ]);
    expect((await call<{ foods: Food[] }>('GET', '/api/admin/food?search=TOMATO%20SOUP')).body.foods.map((f) => f.name)).toEqual([
      'Tomato Soup',
    ]);
    expect((await call<{ foods: Food[]; total: number }>('GET', '/api/admin/food?limit=2&page=2')).body).toMatchObject({
      total: list.body.total,
    });
  });

  it('deletes an item that past orders contain: those orders keep its name and price', async () => {
    const dish = (await call('POST', '/api/admin/food', validFood({ name: 'Old Dish', price: 8.5 }))).body;
    const guest = insertPerson(server.deps);
    const order = insertFoodOrder(server.deps, {
      customerId: guest.id,
      items: [{ foodId: dish._id, name: 'Old Dish', priceCents: 850, quantity: 2 }],
    });
    const res = await call('DELETE', `/api/admin/food/${dish._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ADMIN_MSG.foodDeleted });
    expect(countRows(server, 'food_items', 'id = ?', dish._id)).toBe(0);
    expect(server.deps.db.select().from(foodOrderItems).where(eq(foodOrderItems.orderId, order.id)).all()).toEqual([
      expect.objectContaining({ foodId: null, name: 'Old Dish', priceCents: 850, quantity: 2 }),
    ]);
    expect((await call('DELETE', `/api/admin/food/${dish._id}`)).status).toBe(404);
  });
});
