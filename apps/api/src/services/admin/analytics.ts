import { and, count, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { addDays, hotelToday, stayNights, toDollars, type AnalyticsQuery, type RoomType } from '@innkeep/api-contract';
import { bookings, foodOrders, payments, rooms, users } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { firstMovement, hotelDayRange, movedIn, signedCents } from '../ledger';

/** Longest range analytics lists day by day (ten years). */
const MAX_RANGE_DAYS = 3660;

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

/** The hotel days analytics covers: `from`..`to` when given (open ends: today, the first money movement), else the last `period` days. */
function analyticsDays(deps: Deps, input: AnalyticsQuery): { from: string; to: string } {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  if (!input.from && !input.to) return { from: addDays(today, -(input.period - 1)), to: today };
  const to = input.to ?? today;
  const first = firstMovement(deps.db);
  const from = input.from ?? (first ? hotelToday(new Date(first), deps.env.HOTEL_TIMEZONE) : to);
  if (from > to) throw fail.badRequest('The start date must not be after the end date');
  if (stayNights(from, to) + 1 > MAX_RANGE_DAYS) throw fail.badRequest(`Choose a range of at most ${MAX_RANGE_DAYS} days`);
  return { from: from < to ? from : to, to };
}

/**
 * GET /api/admin/analytics?period=N (or ?from=&to=): every hotel day of the range listed (zeros
 * included). Revenue is the ledger's (README "Money"): payments − refunds by the day the money
 * moved, room revenue on stays' folios, food revenue on orders paid on their own. Bookings per day,
 * room-type counts and booked value are the bookings made in the range, cancelled ones excluded;
 * new customers are accounts created. The key figures (occupancy, ADR, RevPAR) count the nights of
 * the range.
 */
export function analytics(deps: Deps, input: AnalyticsQuery) {
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const { from, to } = analyticsDays(deps, input);
  const until = addDays(to, 1);
  const period = stayNights(from, until);
  const dayOf = (iso: string) => hotelToday(new Date(iso), timeZone);
  // Timestamps are UTC: read a day's margin either side, then bucket exactly by the hotel's calendar.
  const created = (column: SQLiteColumn) =>
    and(gte(column, `${addDays(from, -1)}T00:00:00.000Z`), lt(column, `${addDays(until, 1)}T00:00:00.000Z`));

  const days = new Map<string, DayTotals>();
  for (let day = from; day < until; day = addDays(day, 1)) days.set(day, { roomCents: 0, foodCents: 0, bookings: 0, newCustomers: 0 });
  const bucket = (iso: string) => days.get(dayOf(iso));

  const roomTypes = new Map<RoomType, { count: number; cents: number }>();
  const typeOf = (type: RoomType) => roomTypes.get(type) ?? { count: 0, cents: 0 };
  let bookedCents = 0;
  const made = deps.db
    .select({ createdAt: bookings.createdAt, totalCents: bookings.totalCents, type: rooms.type })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(ne(bookings.status, 'cancelled'), created(bookings.createdAt)))
    .all();
  for (const booking of made) {
    const day = bucket(booking.createdAt);
    if (!day) continue;
    day.bookings += 1;
    bookedCents += booking.totalCents;
    roomTypes.set(booking.type, { ...typeOf(booking.type), count: typeOf(booking.type).count + 1 });
  }

  const range = hotelDayRange({ from, to }, timeZone);
  const money = deps.db
    .select({ at: payments.at, cents: signedCents, bookingId: payments.bookingId, type: rooms.type })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(movedIn(range))
    .all();
  for (const row of money) {
    const day = bucket(row.at);
    if (!day) continue;
    if (row.bookingId === null) {
      day.foodCents += row.cents;
    } else {
      day.roomCents += row.cents;
      if (row.type) roomTypes.set(row.type, { ...typeOf(row.type), cents: typeOf(row.type).cents + row.cents });
    }
  }

  const foodOrderCount = deps.db
    .select({ createdAt: foodOrders.createdAt })
    .from(foodOrders)
    .where(and(ne(foodOrders.status, 'cancelled'), created(foodOrders.createdAt)))
    .all()
    .filter((order) => bucket(order.createdAt)).length;

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
    period: { days: period, from, to },
    revenue: perDay.map(([day, d]) => ({
      _id: day,
      revenue: toDollars(d.roomCents + d.foodCents),
      bookings: d.bookings,
      roomRevenue: toDollars(d.roomCents),
      foodRevenue: toDollars(d.foodCents),
    })),
    roomTypes: [...roomTypes]
      .sort(([typeA, a], [typeB, b]) => b.cents - a.cents || b.count - a.count || typeA.localeCompare(typeB))
      .map(([type, t]) => ({ _id: [type], count: t.count, revenue: toDollars(t.cents) })),
    customers: perDay.map(([day, d]) => ({ _id: day, newCustomers: d.newCustomers })),
    totals: {
      revenue: toDollars(roomCents + foodCents),
      roomRevenue: toDollars(roomCents),
      foodRevenue: toDollars(foodCents),
      /** Booked value: what the bookings made in the range are worth (nights × rate), paid or not. */
      bookedValue: toDollars(bookedCents),
      bookings: sum((d) => d.bookings),
      foodOrders: foodOrderCount,
      newCustomers: sum((d) => d.newCustomers),
    },
    kpis: {
      rooms: roomCount,
      roomNightsSold: stays.nightsSold,
      roomNightsAvailable: nightsAvailable,
      /** Room revenue earned by the nights inside the period (booked value of those nights, not money received). */
      roomRevenue: toDollars(stays.revenueCents),
      occupancyRate: nightsAvailable === 0 ? 0 : round((stays.nightsSold / nightsAvailable) * 100, 1),
      adr: stays.nightsSold === 0 ? 0 : round(toDollars(stays.revenueCents) / stays.nightsSold, 2),
      revpar: nightsAvailable === 0 ? 0 : round(toDollars(stays.revenueCents) / nightsAvailable, 2),
    },
  };
}
export type Analytics = ReturnType<typeof analytics>;
