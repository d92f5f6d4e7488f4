import { and, count, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { addDays, hotelToday, stayNights, toDollars, type RoomType } from '@innkeep/api-contract';
import { bookings, foodOrders, rooms, users } from '@innkeep/db';
import type { AppDeps } from '../../deps';

type Deps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface DayTotals {
  roomCents: number;
  foodCents: number;
  bookings: number;
  newCustomers: number;
}

/**
 * Room-nights and room revenue earned inside [from, until) (hotel days), from bookings that are not
 * cancelled. A booking's nightly rate is its total ÷ its nights, so a stay that straddles the
 * period's edge counts only its nights inside it.
 */
function stayFigures(deps: Deps, from: string, until: string): { nightsSold: number; revenueCents: number } {
  const stays = deps.db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut, totalCents: bookings.totalCents })
    .from(bookings)
    .where(and(ne(bookings.status, 'cancelled'), lt(bookings.checkIn, until), gt(bookings.checkOut, from)))
    .all();
  let nightsSold = 0;
  let revenueCents = 0;
  for (const stay of stays) {
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const inside = stayNights(stay.checkIn > from ? stay.checkIn : from, stay.checkOut < until ? stay.checkOut : until);
    if (nights <= 0 || inside <= 0) continue;
    nightsSold += inside;
    revenueCents += (stay.totalCents * inside) / nights;
  }
  return { nightsSold, revenueCents: Math.round(revenueCents) };
}

/**
 * GET /api/admin/analytics?period=N: the last N hotel days up to today, every day listed (zeros
 * included). Revenue per day is the value of the bookings made and the food orders placed that day,
 * cancelled ones excluded; room types cover the bookings made in the period; new customers are
 * accounts created. The key figures (occupancy, ADR, RevPAR) count the nights of the period.
 */
export function analytics(deps: Deps, period: number) {
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const today = hotelToday(deps.now(), timeZone);
  const from = addDays(today, -(period - 1));
  const until = addDays(today, 1);
  const dayOf = (iso: string) => hotelToday(new Date(iso), timeZone);
  // Timestamps are UTC: read a day's margin either side, then bucket exactly by the hotel's calendar.
  const created = (column: SQLiteColumn) =>
    and(gte(column, `${addDays(from, -1)}T00:00:00.000Z`), lt(column, `${addDays(until, 1)}T00:00:00.000Z`));

  const days = new Map<string, DayTotals>();
  for (let day = from; day < until; day = addDays(day, 1)) days.set(day, { roomCents: 0, foodCents: 0, bookings: 0, newCustomers: 0 });
  const bucket = (iso: string) => days.get(dayOf(iso));

  const roomTypes = new Map<RoomType, { count: number; cents: number }>();
  const made = deps.db
    .select({ createdAt: bookings.createdAt, totalCents: bookings.totalCents, type: rooms.type })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(ne(bookings.status, 'cancelled'), created(bookings.createdAt)))
    .all();
  for (const booking of made) {
    const day = bucket(booking.createdAt);
    if (!day) continue;
    day.roomCents += booking.totalCents;
    day.bookings += 1;
    const type = roomTypes.get(booking.type) ?? { count: 0, cents: 0 };
    roomTypes.set(booking.type, { count: type.count + 1, cents: type.cents + booking.totalCents });
  }

  const orders = deps.db
    .select({ createdAt: foodOrders.createdAt, totalCents: foodOrders.totalCents })
    .from(foodOrders)
    .where(and(ne(foodOrders.status, 'cancelled'), created(foodOrders.createdAt)))
    .all();
  let foodOrderCount = 0;
  for (const order of orders) {
    const day = bucket(order.createdAt);
    if (!day) continue;
    day.foodCents += order.totalCents;
    foodOrderCount += 1;
  }

  const signUps = deps.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.role, 'customer'), created(users.createdAt)))
    .all();
  for (const user of signUps) {
    const day = bucket(user.createdAt);
    if (day) day.newCustomers += 1;
  }

  const perDay = [...days];
  const sum = (pick: (day: DayTotals) => number) => perDay.reduce((total, [, day]) => total + pick(day), 0);
  const roomCents = sum((d) => d.roomCents);
  const foodCents = sum((d) => d.foodCents);

  const roomCount = deps.db.select({ n: count() }).from(rooms).get()?.n ?? 0;
  const nightsAvailable = roomCount * period;
  const stays = stayFigures(deps, from, until);

  return {
    period: { days: period, from, to: today },
    revenue: perDay.map(([day, d]) => ({
      _id: day,
      revenue: toDollars(d.roomCents + d.foodCents),
      bookings: d.bookings,
      roomRevenue: toDollars(d.roomCents),
      foodRevenue: toDollars(d.foodCents),
    })),
    roomTypes: [...roomTypes]
      .sort(([, a], [, b]) => b.cents - a.cents || b.count - a.count)
      .map(([type, t]) => ({ _id: [type], count: t.count, revenue: toDollars(t.cents) })),
    customers: perDay.map(([day, d]) => ({ _id: day, newCustomers: d.newCustomers })),
    totals: {
      revenue: toDollars(roomCents + foodCents),
      roomRevenue: toDollars(roomCents),
      foodRevenue: toDollars(foodCents),
      bookings: sum((d) => d.bookings),
      foodOrders: foodOrderCount,
      newCustomers: sum((d) => d.newCustomers),
    },
    kpis: {
      rooms: roomCount,
      roomNightsSold: stays.nightsSold,
      roomNightsAvailable: nightsAvailable,
      /** Room revenue earned by the nights inside the period (not the value of bookings made in it). */
      roomRevenue: toDollars(stays.revenueCents),
      occupancyRate: nightsAvailable === 0 ? 0 : round((stays.nightsSold / nightsAvailable) * 100, 1),
      adr: stays.nightsSold === 0 ? 0 : round(toDollars(stays.revenueCents) / stays.nightsSold, 2),
      revpar: nightsAvailable === 0 ? 0 : round(toDollars(stays.revenueCents) / nightsAvailable, 2),
    },
  };
}
export type Analytics = ReturnType<typeof analytics>;
