import { and, count, eq, getTableColumns, gt, gte, inArray, lt, max, min, ne, sum as sum_, or, sql, type SQL } from 'drizzle-orm';
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
  t,
} from '@innkeep/api-contract';
import { analyticsDays, analyticsStale, analyticsStaleAt, bookings, foodOrders, payments, rooms, users, type Db } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { oncePer } from '../../engine/once-per';
import { derivedWrite } from '../../engine/derived-write';
import { zoneOffsetSpans } from '../../lib/dates';
import { fail } from '../../lib/errors';
import { firstMovement, hotelDayRange, signedCents } from '../money/ledger';

/** Longest range analytics lists day by day (ten years). */
const MAX_RANGE_DAYS = 3660;

type Deps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The hotel day (YYYY-MM-DD) of a UTC timestamp column, in SQL: the zone's offset as a parameter,
 * `shift0` before `switch1`, `shift1` after it, and so on (one CASE branch per daylight-saving
 * stretch), so a run of days is bucketed without a date formatted per row.
 */
function hotelDayOf(stretches: number) {
  return (column: SQLiteColumn): SQL<string> => {
    if (stretches === 1) return sql<string>`date(${column}, ${sql.placeholder('shift0')})`;
    const branches = Array.from({ length: stretches }, (_, i) =>
      i < stretches - 1
        ? sql`WHEN ${column} < ${sql.placeholder(`switch${i + 1}`)} THEN ${sql.placeholder(`shift${i}`)}`
        : sql`ELSE ${sql.placeholder(`shift${i}`)}`,
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
function rangeOf(deps: Deps, input: AnalyticsQuery): { from: string; to: string } {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  if (!input.from && !input.to) return { from: addDays(today, -(input.period - 1)), to: today };
  const to = input.to ?? today;
  const first = firstMovement(deps.db);
  const from = input.from ?? (first ? hotelToday(new Date(first), deps.env.HOTEL_TIMEZONE) : to);
  if (from > to) throw fail.badRequest(t('The start date must not be after the end date'));
  if (stayNights(from, to) + 1 > MAX_RANGE_DAYS)
    throw fail.badRequest(t('Choose a range of at most {days} days', { days: MAX_RANGE_DAYS }));
  return { from: from < to ? from : to, to };
}

/**
 * Most hotel days summed in one turn of the event loop. On the large data's busiest year a week's turn
 * took 14–28 ms (p90), two weeks' 24–39 ms: each turn also reads the stays that may reach into it
 * (check-outs up to MAX_STAY_NIGHTS later), a cost that does not shrink with the turn.
 */
export const SLICE_DAYS = 7;

type DayRow = Required<typeof analyticsDays.$inferInsert>;

/** A day row's figures, all zero. */
const EMPTY_DAY = {
  roomCents: 0,
  foodCents: 0,
  bookings: 0,
  bookedCents: 0,
  foodOrders: 0,
  newCustomers: 0,
  nights: 0,
  stayCents: 0,
  bedNights: 0,
  bedCents: 0,
};

/**
 * The statements that sum a run of days, prepared once per number of daylight-saving stretches in
 * the run (a run is at most SLICE_DAYS long, so one or two). Each is bounded by the run's instants
 * or nights and grouped by hotel day (and room) in SQL: at most a few rows per day reach JavaScript.
 */
const sumStatementsOf = oncePer((db: Db) => {
  const prepared = new Map<number, ReturnType<typeof sumStatements>>();
  return (stretches: number) => {
    if (!prepared.has(stretches)) prepared.set(stretches, sumStatements(db, stretches));
    return prepared.get(stretches)!;
  };
});

function sumStatements(db: Db, stretches: number) {
  const dayOf = hotelDayOf(stretches);
  const inRange = (column: SQLiteColumn) => and(gte(column, sql.placeholder('since')), lt(column, sql.placeholder('end')));
  const byDay = sql`${sql.identifier('day')}`;
  const isBooking = sql`${payments.bookingId} IS NOT NULL`;
  return {
    made: db
      .select({
        day: dayOf(bookings.createdAt).as('day'),
        roomId: bookings.roomId,
        n: count(),
        cents: sql<number>`sum(${bookings.totalCents})`,
      })
      .from(bookings)
      .where(and(kept(bookings.status, BOOKING_STATUSES), inRange(bookings.createdAt)))
      .groupBy(byDay, bookings.roomId)
      .prepare(),
    money: db
      .select({
        day: dayOf(payments.at).as('day'),
        roomId: bookings.roomId,
        roomCents: sql<number>`coalesce(sum(CASE WHEN ${isBooking} THEN ${signedCents} END), 0)`,
        foodCents: sql<number>`coalesce(sum(CASE WHEN ${isBooking} THEN NULL ELSE ${signedCents} END), 0)`,
      })
      .from(payments)
      .leftJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(inRange(payments.at))
      .groupBy(byDay, bookings.roomId)
      .prepare(),
    orders: db
      .select({ day: dayOf(foodOrders.createdAt).as('day'), n: count() })
      .from(foodOrders)
      .where(and(kept(foodOrders.status, FOOD_ORDER_STATUSES), inRange(foodOrders.createdAt)))
      .groupBy(byDay)
      .prepare(),
    signUps: db
      .select({ day: dayOf(users.createdAt).as('day'), n: count() })
      .from(users)
      .where(and(eq(users.role, 'customer'), inRange(users.createdAt)))
      .groupBy(byDay)
      .prepare(),
    // Each night of a stay not cancelled earns its share of the stay's total (nightWeights), found on the
    // check-out index: no stay is longer than MAX_STAY_NIGHTS, so those with nights in the run end before its end + that.
    stays: db
      .select({
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        roomId: bookings.roomId,
        cents: bookings.totalCents,
        nightly: sql<string | null>`json_extract(${bookings.pricing}, '$.nightlyCents')`,
        // A dormitory's night counts its beds (every usable bed for a whole-room stay).
        beds: sql<number | null>`CASE ${rooms.saleMode} WHEN 'bed' THEN coalesce(${bookings.beds}, ${rooms.capacity}) END`,
      })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(
        and(
          ne(bookings.status, 'cancelled'),
          gt(bookings.checkOut, sql.placeholder('from')),
          lt(bookings.checkOut, sql.placeholder('staysUntil')),
          lt(bookings.checkIn, sql.placeholder('until')),
          gt(bookings.checkOut, bookings.checkIn),
        ),
      )
      .prepare(),
  };
}

/**
 * Each night's share of a stay's total: its own price's share of the nights' prices as stored when
 * booked, or an even share for stays priced before the rate calendar.
 */
function nightWeights(nightly: string | null, nights: number): number[] {
  const prices = nightly ? (JSON.parse(nightly) as number[]) : [];
  const sum = prices.reduce((total, cents) => total + cents, 0);
  if (prices.length !== nights || sum <= 0) return Array.from({ length: nights }, () => 1 / nights);
  return prices.map((cents) => cents / sum);
}

/**
 * Sums the hotel days [from, until) from bookings, the ledger, food orders and sign-ups into rows of
 * `analytics_days`: one per day ('' room) and one per room with figures that day.
 */
function sumDays(db: Db, zone: string, from: string, until: string): DayRow[] {
  const { since = '', until: end = '' } = hotelDayRange({ from, to: addDays(until, -1) }, zone);
  const stretches = zoneOffsetSpans(Date.parse(since), Date.parse(end), zone);
  const params: Record<string, string> = { since, end, from, until, staysUntil: addDays(until, MAX_STAY_NIGHTS) };
  stretches.forEach((stretch, i) => {
    params[`shift${i}`] = `${stretch.offsetMs / 1000} seconds`;
    if (i > 0) params[`switch${i}`] = new Date(stretch.from).toISOString();
  });
  const statements = sumStatementsOf(db)(stretches.length);
  const rows = new Map<string, DayRow>();
  const row = (day: string, roomId: string | null) => {
    const key = `${day}|${roomId ?? ''}`;
    const found = rows.get(key) ?? { zone, day, roomId: roomId ?? '', ...EMPTY_DAY };
    rows.set(key, found);
    return found;
  };
  const dayList: string[] = [];
  for (let day = from; day < until; day = addDays(day, 1)) dayList.push(row(day, '').day);
  for (const group of statements.made.all(params))
    Object.assign(row(group.day, group.roomId), { bookings: group.n, bookedCents: group.cents });
  for (const group of statements.money.all(params))
    Object.assign(row(group.day, group.roomId), { roomCents: group.roomCents, foodCents: group.foodCents });
  for (const group of statements.orders.all(params)) row(group.day, '').foodOrders = group.n;
  for (const group of statements.signUps.all(params)) row(group.day, '').newCustomers = group.n;
  const stays = statements.stays.all(params);
  // Nights counted per room in typed arrays by their offset from `from`: a month holds thousands.
  const perRoom = new Map<string, { nights: Int32Array; cents: Float64Array; dorm: boolean }>();
  for (const stay of stays) {
    const weights = nightWeights(stay.nightly, stayNights(stay.checkIn, stay.checkOut));
    const room = perRoom.get(stay.roomId) ?? {
      nights: new Int32Array(dayList.length),
      cents: new Float64Array(dayList.length),
      dorm: stay.beds !== null,
    };
    perRoom.set(stay.roomId, room);
    const last = Math.min(stayNights(from, stay.checkOut), dayList.length);
    const first = stayNights(from, stay.checkIn);
    for (let night = Math.max(first, 0); night < last; night++) {
      room.nights[night]! += stay.beds ?? 1;
      room.cents[night]! += stay.cents * weights[night - first]!;
    }
  }
  for (const [roomId, room] of perRoom)
    dayList.forEach((day, night) => {
      if (!room.nights[night]) return;
      const sold = room.dorm
        ? { bedNights: room.nights[night], bedCents: room.cents[night] }
        : { nights: room.nights[night], stayCents: room.cents[night] };
      Object.assign(row(day, roomId), sold);
    });
  return [...rows.values()];
}

/** A summed day's figures, its rooms' rows added up. */
type DaySums = Awaited<ReturnType<ReturnType<typeof statementsOf>['days']['all']>>[number];

const statementsOf = oncePer((db: Db) => {
  const zone = sql.placeholder('zone');
  const inDays = and(
    eq(analyticsDays.zone, zone),
    gte(analyticsDays.day, sql.placeholder('from')),
    lt(analyticsDays.day, sql.placeholder('until')),
  );
  const total = (column: SQLiteColumn) => sql<number>`sum(${column})`;
  return {
    // The marks of the triggers `analytics_stale_on_*` (packages/db/drizzle/0021_analytics_stale_at.sql):
    // read here (staleSpans) and cleared only by the upkeep (upkeepStep).
    stale: db
      .select({ from: analyticsStale.from, until: max(analyticsStale.until) })
      .from(analyticsStale)
      .groupBy(analyticsStale.from)
      .prepare(),
    // The first and last instant of each UTC date (timestamps are ISO UTC text): every instant between
    // them falls on one of their hotel days or a day between.
    staleAt: db
      .select({ first: min(analyticsStaleAt.at), last: max(analyticsStaleAt.at) })
      .from(analyticsStaleAt)
      .groupBy(sql`substr(${analyticsStaleAt.at}, 1, 10)`)
      .prepare(),
    anyStale: db.select({ from: analyticsStale.from }).from(analyticsStale).limit(1).prepare(),
    anyStaleAt: db.select({ at: analyticsStaleAt.at }).from(analyticsStaleAt).limit(1).prepare(),
    forgetStale: db.delete(analyticsStale).prepare(),
    forgetStaleAt: db.delete(analyticsStaleAt).prepare(),
    insert: db
      .insert(analyticsDays)
      .values(
        Object.fromEntries(Object.keys(getTableColumns(analyticsDays)).map((key) => [key, sql.placeholder(key)])) as unknown as DayRow,
      )
      .prepare(),
    forgetDays: db.delete(analyticsDays).where(inDays).prepare(),
    // Rows summed in another zone (HOTEL_TIMEZONE changed) are not this zone's days.
    forgetZones: db
      .delete(analyticsDays)
      .where(or(lt(analyticsDays.zone, zone), gt(analyticsDays.zone, zone)))
      .prepare(),
    // In the primary key's order: a range is one index range, grouped without sorting.
    days: db
      .select({
        day: analyticsDays.day,
        roomCents: total(analyticsDays.roomCents),
        foodCents: total(analyticsDays.foodCents),
        bookings: total(analyticsDays.bookings),
        bookedCents: total(analyticsDays.bookedCents),
        foodOrders: total(analyticsDays.foodOrders),
        newCustomers: total(analyticsDays.newCustomers),
        nights: total(analyticsDays.nights),
        stayCents: total(analyticsDays.stayCents),
        bedNights: total(analyticsDays.bedNights),
        bedCents: total(analyticsDays.bedCents),
      })
      .from(analyticsDays)
      .where(inDays)
      .groupBy(analyticsDays.day)
      .prepare(),
    // Days summed: their own ('') rows.
    summed: db
      .select({ day: analyticsDays.day })
      .from(analyticsDays)
      .where(and(inDays, eq(analyticsDays.roomId, '')))
      .prepare(),
    // Without the days `skip` (a JSON list) names: those the caller sums itself.
    roomTypes: db
      .select({
        type: rooms.type,
        count: total(analyticsDays.bookings),
        booked: total(analyticsDays.bookedCents),
        cents: total(analyticsDays.roomCents),
      })
      .from(analyticsDays)
      .innerJoin(rooms, eq(rooms.id, analyticsDays.roomId))
      .where(and(inDays, sql`${analyticsDays.day} NOT IN (SELECT value FROM json_each(${sql.placeholder('skip')}))`))
      .groupBy(rooms.type)
      .prepare(),
    firstBooking: db
      .select({ at: min(bookings.createdAt) })
      .from(bookings)
      .prepare(),
    roomTypeOf: db
      .select({ type: rooms.type })
      .from(rooms)
      .where(eq(rooms.id, sql.placeholder('id')))
      .prepare(),
  };
});

/** Zones whose foreign rows (HOTEL_TIMEZONE changed) the upkeep has forgotten in this process. */
const zonesChecked = oncePer((_db: Db) => new Set<string>());

/** Hotel days [from, until) whose stored sums writes made stale, merged (a busy day leaves many overlapping spans). */
function staleSpans(db: Db, zone: string): { from: string; until: string }[] {
  const statements = statementsOf(db);
  const hotelDay = (instant: string) => hotelToday(new Date(instant), zone);
  const spans = [
    ...statements.stale.all().map((span) => ({ from: span.from, until: span.until! })),
    ...statements.staleAt.all().map((span) => ({ from: hotelDay(span.first!), until: addDays(hotelDay(span.last!), 1) })),
  ].sort((a, b) => a.from.localeCompare(b.from));
  const merged: { from: string; until: string }[] = [];
  for (const span of spans) {
    const open = merged.at(-1);
    if (open && span.from <= open.until) {
      if (span.until > open.until) open.until = span.until;
    } else merged.push({ ...span });
  }
  return merged;
}

type RoomTypeSums = ReturnType<ReturnType<typeof statementsOf>['roomTypes']['all']>[number];

/**
 * A range's sums, read without writing (issue 26: no GET writes). One read transaction takes the stored
 * days that no write made stale and their room types; the other days (stale, or not summed yet) are
 * summed here from the tables, SLICE_DAYS per turn of the event loop, and not stored: storing is the
 * upkeep's (startAnalyticsUpkeep).
 */
async function rangeSums(db: Db, zone: string, from: string, until: string): Promise<{ days: DaySums[]; roomTypes: RoomTypeSums[] }> {
  const statements = statementsOf(db);
  const read = db.transaction(
    () => {
      const stale = new Set<string>();
      for (const span of staleSpans(db, zone))
        for (let day = span.from > from ? span.from : from; day < span.until && day < until; day = addDays(day, 1)) stale.add(day);
      const stored = statements.days.all({ zone, from, until }).filter((d) => !stale.has(d.day));
      const have = new Set(stored.map((d) => d.day));
      const missing: string[] = [];
      for (let day = from; day < until; day = addDays(day, 1)) if (!have.has(day)) missing.push(day);
      const roomTypes = statements.roomTypes.all({ zone, from, until, skip: JSON.stringify(missing) });
      return { stored, missing, roomTypes };
    },
    { behavior: 'deferred' },
  );
  if (read.missing.length === 0) return { days: read.stored, roomTypes: read.roomTypes };
  const byDay = new Map(read.stored.map((d) => [d.day, d]));
  const types = new Map(read.roomTypes.map((t) => [t.type, t]));
  // Runs of consecutive missing days, at most SLICE_DAYS each.
  const runs: { start: string; end: string }[] = [];
  for (const day of read.missing) {
    const run = runs.at(-1);
    if (run && run.end === day && stayNights(run.start, day) < SLICE_DAYS) run.end = addDays(day, 1);
    else runs.push({ start: day, end: addDays(day, 1) });
  }
  for (const [i, run] of runs.entries()) {
    if (i > 0) await nextTurn();
    const rows = sumDays(db, zone, run.start, run.end);
    const typeOf = new Map<string, RoomTypeSums['type'] | undefined>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { day: row.day, ...EMPTY_DAY };
      byDay.set(row.day, day);
      for (const key of FIGURES) day[key] += row[key];
      if (!row.roomId) continue;
      if (!typeOf.has(row.roomId)) typeOf.set(row.roomId, statements.roomTypeOf.get({ id: row.roomId })?.type);
      const type = typeOf.get(row.roomId);
      if (!type) continue;
      const sums = types.get(type) ?? { type, count: 0, booked: 0, cents: 0 };
      types.set(type, sums);
      sums.count += row.bookings;
      sums.booked += row.bookedCents;
      sums.cents += row.roomCents;
    }
  }
  return { days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)), roomTypes: [...types.values()] };
}
const FIGURES = Object.keys(EMPTY_DAY) as (keyof typeof EMPTY_DAY)[];

/** How often the upkeep looks for stale or missing days (a read; it writes only when it finds some). */
export const ANALYTICS_UPKEEP_MS = 1_000;

/**
 * One step of the upkeep, in one transaction under the write lock: forgets the days writes made stale
 * (their stored sums and the triggers' marks), or sums up to SLICE_DAYS of the days from the first
 * money movement or booking through today that are not stored. Returns whether it wrote (there may be more).
 */
function upkeepStep(deps: Deps): boolean {
  const { db } = deps;
  const zone = deps.env.HOTEL_TIMEZONE;
  const statements = statementsOf(db);
  const today = hotelToday(deps.now(), zone);
  // From the first money movement or booking made (both on an index; a booking's nights come after it).
  const from = [firstMovement(db), statements.firstBooking.get()?.at]
    .flatMap((at) => (at ? [hotelToday(new Date(at), zone)] : []))
    .reduce((first, day) => (day < first ? day : first), today);
  const until = addDays(today, 1);
  const idle = () =>
    zonesChecked(db).has(zone) &&
    !statements.anyStale.get() &&
    !statements.anyStaleAt.get() &&
    statements.summed.all({ zone, from, until }).length === stayNights(from, until);
  if (idle()) return false;
  return derivedWrite(db, () =>
    db.transaction(
      () => {
        if (!zonesChecked(db).has(zone)) {
          statements.forgetZones.run({ zone });
          zonesChecked(db).add(zone);
        }
        const spans = staleSpans(db, zone);
        if (spans.length > 0) {
          for (const span of spans) statements.forgetDays.run({ zone, ...span });
          statements.forgetStale.run();
          statements.forgetStaleAt.run();
          return true;
        }
        const summed = new Set(statements.summed.all({ zone, from, until }).map((d) => d.day));
        let start: string | undefined;
        let end: string | undefined;
        for (let day = from; day < until; day = addDays(day, 1)) {
          if (summed.has(day)) {
            if (start) break;
            continue;
          }
          start ??= day;
          end = addDays(day, 1);
          if (stayNights(start, end) >= SLICE_DAYS) break;
        }
        if (!start || !end) return false;
        for (const row of sumDays(db, zone, start, end)) statements.insert.run(row);
        return true;
      },
      { behavior: 'immediate' },
    ),
  );
}

/** Runs the upkeep's steps until nothing is stale or missing, in one go (tests; the server runs startAnalyticsUpkeep). */
export function keepAnalyticsSummed(deps: Deps): void {
  while (upkeepStep(deps));
}

/**
 * Keeps `analytics_days` summed off the requests' path: at start and every ANALYTICS_UPKEEP_MS, it
 * forgets what writes made stale and sums what is missing, a step per turn of the event loop. Its
 * work lives in the database (the marks, the missing days), so a restart loses none of it.
 */
export function startAnalyticsUpkeep(deps: Deps, onError: (error: unknown) => void): { stop: () => void } {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while (!stopped && upkeepStep(deps)) await nextTurn();
    } catch (error) {
      // A busy database at one tick is retried at the next.
      onError(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), ANALYTICS_UPKEEP_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * GET /api/admin/analytics?period=N (or ?from=&to=): every hotel day of the range listed (zeros
 * included). Revenue is the ledger's (README "Money"): payments − refunds by the day the money
 * moved, room revenue on stays' folios, food revenue on orders paid on their own. Bookings per day,
 * room-type counts and booked value are the bookings made in the range, cancelled ones excluded;
 * new customers are accounts created. The key figures (occupancy, ADR, RevPAR) count the nights of
 * the range. Added up from the days' stored sums (`rangeSums`), which the upkeep keeps; days it has
 * not summed yet, or since a write, are summed on read a week (SLICE_DAYS) at a time with the event
 * loop turning between, so a year's first analytics does not hold up others. Reading never writes.
 */
export async function analytics(deps: Deps, input: AnalyticsQuery) {
  const { from, to } = rangeOf(deps, input);
  const zone = deps.env.HOTEL_TIMEZONE;
  const until = addDays(to, 1);
  const { days, roomTypes } = await rangeSums(deps.db, zone, from, until);
  const sum = (pick: (day: DaySums) => number) => days.reduce((total, day) => total + pick(day), 0);
  const roomCents = sum((d) => d.roomCents);
  const foodCents = sum((d) => d.foodCents);
  const period = stayNights(from, until);
  const roomCount = deps.db.select({ n: count() }).from(rooms).where(eq(rooms.saleMode, 'room')).get()?.n ?? 0;
  const bedCount =
    deps.db
      .select({ n: sum_(rooms.capacity) })
      .from(rooms)
      .where(eq(rooms.saleMode, 'bed'))
      .get()?.n ?? 0;
  const nightsAvailable = roomCount * period;
  const bedNightsAvailable = Number(bedCount) * period;
  const stays = { nightsSold: sum((d) => d.nights), revenueCents: Math.round(sum((d) => d.stayCents)) };
  const beds = { nightsSold: sum((d) => d.bedNights), revenueCents: Math.round(sum((d) => d.bedCents)) };

  return {
    period: { days: period, from, to },
    revenue: days.map((d) => ({
      _id: d.day,
      revenue: toDollars(d.roomCents + d.foodCents),
      bookings: d.bookings,
      roomRevenue: toDollars(d.roomCents),
      foodRevenue: toDollars(d.foodCents),
    })),
    roomTypes: roomTypes
      .filter((t) => t.count > 0 || t.cents !== 0)
      .sort((a, b) => b.cents - a.cents || b.count - a.count || a.type.localeCompare(b.type))
      // Booked value is dated by the day the booking was made, revenue by the day the money moved.
      .map((t) => ({ _id: [t.type], count: t.count, bookedValue: toDollars(t.booked), revenue: toDollars(t.cents) })),
    customers: days.map((d) => ({ _id: d.day, newCustomers: d.newCustomers })),
    totals: {
      revenue: toDollars(roomCents + foodCents),
      roomRevenue: toDollars(roomCents),
      foodRevenue: toDollars(foodCents),
      /** Booked value: what the bookings made in the range are worth (nights × rate), paid or not. */
      bookedValue: toDollars(sum((d) => d.bookedCents)),
      bookings: sum((d) => d.bookings),
      foodOrders: sum((d) => d.foodOrders),
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
      /** Dormitories, counted in beds: usable beds now, bed-nights sold and available, their revenue and rate. */
      beds: Number(bedCount),
      bedNightsSold: beds.nightsSold,
      bedNightsAvailable,
      bedRevenue: toDollars(beds.revenueCents),
      bedOccupancyRate: bedNightsAvailable === 0 ? 0 : round((beds.nightsSold / bedNightsAvailable) * 100, 1),
      averageBedRate: beds.nightsSold === 0 ? 0 : round(toDollars(beds.revenueCents) / beds.nightsSold, 2),
      /** The mix: dormitory beds' share of the nights' revenue, in percent. */
      bedRevenueShare:
        stays.revenueCents + beds.revenueCents === 0 ? 0 : round((beds.revenueCents / (stays.revenueCents + beds.revenueCents)) * 100, 1),
    },
  };
}
export type Analytics = Awaited<ReturnType<typeof analytics>>;
