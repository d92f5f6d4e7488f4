import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, ROOMS_MSG } from '@innkeep/api-contract';
import { roomReviews, users } from '@innkeep/db';
import { daysFrom } from '../src/seed/demo';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';

interface Room {
  _id: string;
  name: string;
  description: string;
  type: string;
  price: number;
  capacity: number;
  floor: number;
  roomNumber: string;
  status: string;
  images: string[];
  amenities: string[];
  rating: number | null;
  reviewCount: number;
  reviews?: { _id: string; userName: string; user: { _id: string | null; name: string }; rating: number; comment: string; date: string }[];
}

const NOW = new Date('2030-01-15T12:00:00.000Z');
const day = (offset: number) => daysFrom(NOW, offset);

let server: TestServer;
let token: string;
let byNumber: Map<string, Room>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => NOW });
  token = await tokenFor(server, { email: 'guest@innkeep.test', password: 'Guest#2026' });
  const res = await server.api<Room[]>('GET', '/api/rooms', { token });
  byNumber = new Map(res.body.map((room) => [room.roomNumber, room]));
});
afterAll(() => server.close());

const room = (number: string) => {
  const found = byNumber.get(number);
  if (!found) throw new Error(`room ${number} is not in the demo data`);
  return found;
};

describe('room list', () => {
  it('lists every room by number with the documented fields, money in dollars', async () => {
    const res = await server.api<Room[]>('GET', '/api/rooms', { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(res.body.map((r) => r.roomNumber)).toEqual([...res.body.map((r) => r.roomNumber)].sort());
    expect(Object.keys(room('101')).sort()).toEqual(
      [
        '_id',
        'name',
        'description',
        'type',
        'price',
        'capacity',
        'floor',
        'roomNumber',
        'status',
        'images',
        'amenities',
        'rating',
        'reviewCount',
        'baseOccupancy',
        'extraPersonPrice',
        'saleMode',
        'guestPolicy',
        'beds',
        'bedsFree',
        'stay',
      ].sort(),
    );
    expect(room('101')).toMatchObject({
      name: 'Harbour View Single',
      type: 'single',
      price: 89,
      capacity: 1,
      floor: 1,
      status: 'available',
      rating: 4.5,
      reviewCount: 4,
    });
    expect(room('302')).toMatchObject({ status: 'maintenance', price: 349 });
    // Nobody has reviewed these yet: no rating (the client shows 4.5), and no pictures for 402.
    expect(room('304')).toMatchObject({ rating: null, reviewCount: 0 });
    expect(room('402')).toMatchObject({ rating: null, images: [] });
  });

  it('answers visitors and every role alike, and never carries guest data', async () => {
    const staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
    const admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
    for (const viewer of [undefined, staff, admin]) {
      const res = await server.api<Room[]>('GET', '/api/rooms', { token: viewer });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...byNumber.values()]);
      expect(JSON.stringify(res.body)).not.toMatch(/@|customer|userId|email|phone/i);
    }
  });

  it('narrows to the free rooms for a visitor too', async () => {
    const visitor = await server.api<Room[]>('GET', `/api/rooms?checkIn=${day(7)}&checkOut=${day(10)}`);
    const customer = await server.api<Room[]>('GET', `/api/rooms?checkIn=${day(7)}&checkOut=${day(10)}`, { token });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual(customer.body);
    expect(visitor.body.map((r) => r.roomNumber)).not.toContain('204');
  });

  it('narrows to rooms free and bookable for a stay', async () => {
    // Far ahead, every room but those in maintenance: today's occupied and cleaning rooms are free by then.
    const available = [...byNumber.values()].filter((r) => r.status !== 'maintenance').map((r) => r.roomNumber);
    const farAway = await server.api<Room[]>('GET', `/api/rooms?checkIn=${day(100)}&checkOut=${day(102)}`, { token });
    expect(farAway.body.map((r) => r.roomNumber)).toEqual(available);

    // Grace holds 204 from day 5 to day 8 (a cancelled booking of the same nights does not count);
    // Marco holds 101 from day 9 to day 13.
    const res = await server.api<Room[]>('GET', `/api/rooms?checkIn=${day(7)}&checkOut=${day(10)}`, { token });
    expect(res.status).toBe(200);
    const numbers = res.body.map((r) => r.roomNumber);
    expect(numbers).not.toContain('204');
    expect(numbers).not.toContain('101');
    expect(numbers).toContain('102');
    // The morning Grace leaves 204, it is free again.
    const after = await server.api<Room[]>('GET', `/api/rooms?checkIn=${day(8)}&checkOut=${day(9)}`, { token });
    expect(after.body.map((r) => r.roomNumber)).toContain('204');
  });

  it.each([
    ['only a check-in', `checkIn=${day(3)}`, ROOMS_MSG.bothStayDates],
    ['check-out before check-in', `checkIn=${day(3)}&checkOut=${day(2)}`, 'Check-out date must be after check-in date'],
    ['a malformed date', `checkIn=tomorrow&checkOut=${day(2)}`, 'Please enter dates as YYYY-MM-DD'],
  ])('refuses a stay filter with %s', async (_label, query, message) => {
    const res = await server.api('GET', `/api/rooms?${query}`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe('room details', () => {
  it('shows the room with its newest reviews, at most six, reviewer names only', async () => {
    const res = await server.api<Room>('GET', `/api/rooms/${room('201')._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...room('201'), reviewCount: 6 });
    const reviews = res.body.reviews ?? [];
    expect(reviews).toHaveLength(LIMITS.maxReviewsShown);
    expect(Object.keys(reviews[0]!).sort()).toEqual(['_id', 'comment', 'date', 'rating', 'user', 'userName']);
    for (const review of reviews) expect(review.user).toEqual({ _id: expect.any(String), name: review.userName });
    expect(reviews.map((r) => r.date)).toEqual([...reviews.map((r) => r.date)].sort().reverse());
    expect(JSON.stringify(res.body)).not.toMatch(/@|userId|email|phone/i);
  });

  it("shows a deleted reviewer's review as Anonymous, newest first, and keeps only six", async () => {
    const target = room('103');
    const reviewer = await insertUser(server.deps, 'customer');
    server.deps.db
      .insert(roomReviews)
      .values({
        roomId: target._id,
        userId: reviewer.id,
        rating: 2,
        comment: 'Left my review, then my account.',
        createdAt: NOW.toISOString(),
      })
      .run();
    server.deps.db.delete(users).where(eq(users.id, reviewer.id)).run();

    const res = await server.api<Room>('GET', `/api/rooms/${target._id}`, { token });
    expect(res.body.reviewCount).toBe(target.reviewCount + 1);
    expect(res.body.reviews).toHaveLength(6);
    expect(res.body.reviews?.[0]).toMatchObject({
      userName: 'Anonymous',
      user: { _id: null, name: 'Anonymous' },
      rating: 2,
      comment: 'Left my review, then my account.',
      date: NOW.toISOString(),
    });
  });

  it('answers 404 for an unknown room, to visitors too', async () => {
    for (const viewer of [token, undefined]) {
      const missing = await server.api('GET', '/api/rooms/does-not-exist', { token: viewer });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: ROOMS_MSG.notFound });
    }
  });

  it('shows a visitor the same room and reviews, without guest data', async () => {
    const path = `/api/rooms/${room('201')._id}`;
    const visitor = await server.api<Room>('GET', path);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual((await server.api<Room>('GET', path, { token })).body);
    expect(visitor.body.reviews).toHaveLength(LIMITS.maxReviewsShown);
    expect(JSON.stringify(visitor.body)).not.toMatch(/@|userId|email|phone/i);
  });
});

describe('booked nights', () => {
  it('lists the nights held from today on, without cancelled or past stays and without guest data', async () => {
    const suite = await server.api<{ roomId: string; today: string; ranges: { checkIn: string; checkOut: string }[] }>(
      'GET',
      `/api/rooms/${room('204')._id}/booked-nights`,
      { token },
    );
    expect(suite.status).toBe(200);
    // Grace's past stay (day -20) is over; Marco's booking of the same nights was cancelled.
    expect(suite.body).toEqual({ roomId: room('204')._id, today: day(0), ranges: [{ checkIn: day(5), checkOut: day(8) }] });

    // Grace is in 104 now (checked in two days ago, leaving in two days): those nights are still held.
    const inHouse = await server.api<{ ranges: unknown[] }>('GET', `/api/rooms/${room('104')._id}/booked-nights`, { token });
    expect(inHouse.body.ranges).toEqual([{ checkIn: day(-2), checkOut: day(2) }]);
  });

  it('gives a visitor the same dates and nothing else, and 404 for an unknown room', async () => {
    expect((await server.api('GET', '/api/rooms/nope/booked-nights')).status).toBe(404);
    const visitor = await server.api('GET', `/api/rooms/${room('204')._id}/booked-nights`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ roomId: room('204')._id, today: day(0), ranges: [{ checkIn: day(5), checkOut: day(8) }] });
  });
});
