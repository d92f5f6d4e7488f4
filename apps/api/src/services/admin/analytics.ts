import { and, count, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  addDays,
  BOOKING_STATUSES,
  FOOD_ORDER_STATUSES,
  hotelToday,
  MAX_STAY_NIGHTS,
  stayNights,
  toDollars,
  type AnalyticsQuery,
  type RoomType,
} from '@innkeep/api-contract';
import { bookings, foodOrders, payments, rooms, users, type Db } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { oncePer } from '../../lib/once-per';
import { VersionedCache } from '../../lib/versioned-cache';
import { zoneOffsetSpans } from '../../lib/dates';
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
 * period's edge counts only its nights inside it. Summed in SQL, from the check-out index alone: no
 * stay is longer than MAX_STAY_NIGHTS, so those that overlap the period end before `until` + that.
 */
function stayFigures(deps: Deps, from: string, until: string): { nightsSold: number; revenueCents: number } {
  const nights = sql<number>`(julianday(${bookings.checkOut}) - julianday(${bookings.checkIn}))`;
  const inside = sql<number>`(julianday(min(${bookings.checkOut}, ${until})) - julianday(max(${bookings.checkIn}, ${from})))`;
  const row = deps.db
    .select({
      nightsSold: sql<number | null>`sum(${inside})`,
      revenueCents: sql<number | null>`sum(${bookings.totalCents} * ${inside} / ${nights})`,
    })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        gt(bookings.checkOut, from),
        lt(bookings.checkOut, addDays(until, MAX_STAY_NIGHTS)),
        lt(bookings.checkIn, until),
        gt(nights, 0),
      ),
    )
    .get();
  // Unrounded: the slices of a range add up first.
  return { nightsSold: row?.nightsSold ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

/**
 * The hotel day (YYYY-MM-DD) of a UTC timestamp column, in SQL: the zone's offset over the range,
 * one CASE branch per daylight-saving stretch, so a whole range is bucketed without a date formatted
 * per row.
 */
function hotelDayOf(range: { since: string; until: string }, timeZone: string) {
  const spans = zoneOffsetSpans(Date.parse(range.since), Date.parse(range.until), timeZone);
  const shift = (offsetMs: number) => `${offsetMs / 1000} seconds`;
  return (column: SQLiteColumn): SQL<string> => {
    const [first, ...later] = spans;
    if (later.length === 0) return sql<string>`date(${column}, ${shift(first!.offsetMs)})`;
    const branches = spans.map((span, i) =>
      i < spans.length - 1
        ? sql`WHEN ${column} < ${new Date(spans[i + 1]!.from).toISOString()} THEN ${shift(span.offsetMs)}`
        : sql`ELSE ${shift(span.offsetMs)}`,
    );
    return sql<string>`date(${column}, CASE ${sql.join(branches, sql` `)} END)`;
  };
}

/** Not cancelled, as a list of the other statuses: each one a seek on the (status, created_at) index. */
const kept = (column: SQLiteColumn, statuses: readonly string[]) =>
  inArray(
    column,
    statuses.filter((status) => status !== 'cancelled'),
  );

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
 * Hotel days read per slice, the event loop turning between slices: on the large dataset two weeks
 * are about 15 ms, so other requests wait at most that (a month's slice blocked them 33–53 ms). Each
 * slice costs its statements again: a 30-day call took 37 ms of CPU in three slices, 30 ms in one.
 */
export const SLICE_DAYS = 14;

/** What the slices add up: per day, per room type, and the range's sums. */
interface Figures {
  days: Map<string, DayTotals>;
  roomTypes: Map<RoomType, { count: number; cents: number }>;
  bookedCents: number;
  foodOrders: number;
  nightsSold: number;
  stayCents: number;
}

/** Adds the hotel days [from, until) to the figures: every statement bounded by the slice's instants or nights. */
function addSlice(deps: Deps, from: string, until: string, figures: Figures): void {
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const { since = '', until: end = '' } = hotelDayRange({ from, to: addDays(until, -1) }, timeZone);
  const inRange = (column: SQLiteColumn) => and(gte(column, since), lt(column, end));
  const dayOf = hotelDayOf({ since, until: end }, timeZone);
  // Grouped by hotel day (and room type) in SQL: at most a few rows per day reach JavaScript.
  const byDay = sql`${sql.identifier('day')}`;
  const { days, roomTypes } = figures;
  const dayTotals = (day: string) => days.get(day) ?? { roomCents: 0, foodCents: 0, bookings: 0, newCustomers: 0 };
  const typeOf = (type: RoomType) => roomTypes.get(type) ?? { count: 0, cents: 0 };

  const made = deps.db
    .select({ day: dayOf(bookings.createdAt).as('day'), type: rooms.type, n: count(), cents: sql<number>`sum(${bookings.totalCents})` })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(kept(bookings.status, BOOKING_STATUSES), inRange(bookings.createdAt)))
    .groupBy(byDay, rooms.type)
    .all();
  for (const group of made) {
    dayTotals(group.day).bookings += group.n;
    figures.bookedCents += group.cents;
    roomTypes.set(group.type, { ...typeOf(group.type), count: typeOf(group.type).count + group.n });
  }

  const isBooking = sql`${payments.bookingId} IS NOT NULL`;
  const money = deps.db
    .select({
      day: dayOf(payments.at).as('day'),
      type: rooms.type,
      roomCents: sql<number>`coalesce(sum(CASE WHEN ${isBooking} THEN ${signedCents} END), 0)`,
      foodCents: sql<number>`coalesce(sum(CASE WHEN ${isBooking} THEN NULL ELSE ${signedCents} END), 0)`,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(movedIn({ since, until: end }))
    .groupBy(byDay, rooms.type)
    .all();
  for (const group of money) {
    const day = dayTotals(group.day);
    day.foodCents += group.foodCents;
    day.roomCents += group.roomCents;
    if (group.type) roomTypes.set(group.type, { ...typeOf(group.type), cents: typeOf(group.type).cents + group.roomCents });
  }

  figures.foodOrders +=
    deps.db
      .select({ n: count() })
      .from(foodOrders)
      .where(and(kept(foodOrders.status, FOOD_ORDER_STATUSES), inRange(foodOrders.createdAt)))
      .get()?.n ?? 0;

  const signUps = deps.db
    .select({ day: dayOf(users.createdAt).as('day'), n: count() })
    .from(users)
    .where(and(eq(users.role, 'customer'), inRange(users.createdAt)))
    .groupBy(byDay)
    .all();
  for (const group of signUps) dayTotals(group.day).newCustomers += group.n;

  const stays = stayFigures(deps, from, until);
  figures.nightsSold += stays.nightsSold;
  figures.stayCents += stays.revenueCents;
}

/**
 * GET /api/admin/analytics?period=N (or ?from=&to=): every hotel day of the range listed (zeros
 * included). Revenue is the ledger's (README "Money"): payments − refunds by the day the money
 * moved, room revenue on stays' folios, food revenue on orders paid on their own. Bookings per day,
 * room-type counts and booked value are the bookings made in the range, cancelled ones excluded;
 * new customers are accounts created. The key figures (occupancy, ADR, RevPAR) count the nights of
 * the range. Read two weeks at a time with the event loop turning between slices, so a year's
 * analytics does not hold up other requests (every figure is a sum over days, so slices add up).
 */
async function figuresOf(deps: Deps, { from, to }: { from: string; to: string }) {
  const until = addDays(to, 1);
  const period = stayNights(from, until);

  const figures: Figures = { days: new Map(), roomTypes: new Map(), bookedCents: 0, foodOrders: 0, nightsSold: 0, stayCents: 0 };
  for (let day = from; day < until; day = addDays(day, 1))
    figures.days.set(day, { roomCents: 0, foodCents: 0, bookings: 0, newCustomers: 0 });
  for (let start = from; start < until; start = addDays(start, SLICE_DAYS)) {
    if (start !== from) await nextTurn();
    const end = addDays(start, SLICE_DAYS);
    addSlice(deps, start, end < until ? end : until, figures);
  }

  const perDay = [...figures.days];
  const sum = (pick: (day: DayTotals) => number) => perDay.reduce((total, [, day]) => total + pick(day), 0);
  const roomCents = sum((d) => d.roomCents);
  const foodCents = sum((d) => d.foodCents);

  const roomCount = deps.db.select({ n: count() }).from(rooms).get()?.n ?? 0;
  const nightsAvailable = roomCount * period;
  const stays = { nightsSold: Math.round(figures.nightsSold), revenueCents: Math.round(figures.stayCents) };

  return {
    period: { days: period, from, to },
    revenue: perDay.map(([day, d]) => ({
      _id: day,
      revenue: toDollars(d.roomCents + d.foodCents),
      bookings: d.bookings,
      roomRevenue: toDollars(d.roomCents),
      foodRevenue: toDollars(d.foodCents),
    })),
    roomTypes: [...figures.roomTypes]
      .sort(([typeA, a], [typeB, b]) => b.cents - a.cents || b.count - a.count || typeA.localeCompare(typeB))
      .map(([type, t]) => ({ _id: [type], count: t.count, revenue: toDollars(t.cents) })),
    customers: perDay.map(([day, d]) => ({ _id: day, newCustomers: d.newCustomers })),
    totals: {
      revenue: toDollars(roomCents + foodCents),
      roomRevenue: toDollars(roomCents),
      foodRevenue: toDollars(foodCents),
      /** Booked value: what the bookings made in the range are worth (nights × rate), paid or not. */
      bookedValue: toDollars(figures.bookedCents),
      bookings: sum((d) => d.bookings),
      foodOrders: figures.foodOrders,
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
export type Analytics = Awaited<ReturnType<typeof figuresOf>>;

/**
 * Answers by range, kept while the 'analytics' counter stands still: triggers bump it on every write
 * to the tables the figures read (migration analytics_cache_triggers), so a cached answer always
 * equals a fresh one. Past days rarely change, so admins reopening the tab are not re-summing years.
 */
const answersOf = oncePer((_db: Db) => new VersionedCache<Promise<Analytics>>('analytics', 10 * 60_000, 100));

/** The analytics of `input`'s range (see `figuresOf`), from the cache when nothing has changed since. */
export async function analytics(deps: Deps, input: AnalyticsQuery): Promise<Analytics> {
  const range = analyticsDays(deps, input);
  const key = `${range.from}|${range.to}`;
  const cache = answersOf(deps.db);
  const answer = cache.get(deps.db, key, () => figuresOf(deps, range))!;
  return answer.catch((error: unknown) => {
    cache.forget(key, answer);
    throw error;
  });
}
