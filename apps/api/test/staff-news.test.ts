import { addDays, formatHotelDay, hotelToday } from '@innkeep/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodItems, rooms } from '@innkeep/db';
import { listMyNotifications } from '../src/services/messages';
import { insertUser, newGuest, startTestServer, type TestServer } from './helpers';

// New work reaches approved staff as notifications; unapproved staff and other guests hear nothing.
let server: TestServer;
let approved: { id: string };
let pending: { id: string };
let guestToken: string;
let roomId: string;
let foodId: string;

beforeAll(async () => {
  server = await startTestServer();
  approved = await insertUser(server.deps, 'staff', true);
  pending = await insertUser(server.deps, 'staff', false);
  const registered = await server.api<{ token: string }>('POST', '/api/auth/register', { body: newGuest({ name: 'Nina News' }) });
  guestToken = registered.body.token;
  const now = server.deps.now().toISOString();
  roomId = server.deps.db
    .insert(rooms)
    .values({
      name: 'Garden Double',
      description: 'Quiet',
      type: 'double',
      priceCents: 10_000,
      capacity: 2,
      floor: 1,
      roomNumber: '901',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get().id;
  foodId = server.deps.db
    .insert(foodItems)
    .values({
      name: 'Tomato Soup',
      description: 'Warm',
      priceCents: 650,
      category: 'lunch',
      preparationTime: 10,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get().id;
});
afterAll(() => server.close());

/** What the user reads: their own notifications and the staff notices that reach them. */
const titlesFor = (userId: string) =>
  listMyNotifications(server.deps.db, userId).notifications.map((n) => ({ title: n.title, message: n.message }));

describe('staff hear of new work', () => {
  it('a new booking notifies approved staff only', async () => {
    const checkIn = addDays(hotelToday(server.deps.now(), server.deps.env.HOTEL_TIMEZONE), 3);
    const res = await server.api('POST', '/api/bookings', {
      token: guestToken,
      body: { roomId, checkIn, checkOut: addDays(checkIn, 2), guests: 2 },
    });
    expect(res.status).toBe(201);
    expect(titlesFor(approved.id)).toContainEqual({
      title: 'New booking',
      message: `Nina News booked room 901 from ${formatHotelDay(checkIn)} to ${formatHotelDay(addDays(checkIn, 2))} (2 guests).`,
    });
    expect(titlesFor(pending.id)).toEqual([]);
  });

  it('a new food order notifies approved staff once, even when the request is retried', async () => {
    const body = { items: [{ foodId, quantity: 2 }], deliveryLocation: 'Room 901', idempotencyKey: 'retry-me-0001' };
    const first = await server.api<{ _id: string }>('POST', '/api/food/orders', { token: guestToken, body });
    const again = await server.api<{ _id: string }>('POST', '/api/food/orders', { token: guestToken, body });
    expect(first.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    const orders = titlesFor(approved.id).filter((n) => n.title === 'New food order');
    expect(orders).toEqual([{ title: 'New food order', message: `Order #${first.body._id.slice(-6)}: 2 items for Room 901.` }]);
    expect(titlesFor(pending.id)).toEqual([]);
  });
});
