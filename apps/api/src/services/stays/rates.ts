import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ROOMS_MSG,
  addDays,
  bookingProblem,
  hotelToday,
  toDollars,
  type QuoteData,
  type RateCalendarInput,
  type RateUpdateData,
} from '@innkeep/api-contract';
import { rooms, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { bedsOfStay } from './inventory';
import { getHotelInfo } from '../operations/settings';
import {
  assertOfferOpen,
  freeCancellationUntil,
  nightlyPrices,
  priceNights,
  priceStay,
  stayNightlyPrices,
  rateRows,
  restrictionProblem,
  toQuote,
} from './pricing';

/** The rate calendar of [from, to] (`to` inclusive) for every room, or one: each night's price and restrictions. */
export function rateCalendar(db: DbOrTx, input: RateCalendarInput) {
  const until = addDays(input.to, 1);
  const roomRows = db
    .select()
    .from(rooms)
    .where(input.roomId ? eq(rooms.id, input.roomId) : undefined)
    .orderBy(asc(rooms.type), asc(rooms.roomNumber))
    .all();
  if (input.roomId && roomRows.length === 0) throw fail.notFound(ROOMS_MSG.notFound);
  return {
    from: input.from,
    to: input.to,
    rooms: roomRows.map((room) => {
      const rows = rateRows(db, room.id, input.from, until);
      const prices = nightlyPrices(rows, room, input.from, until);
      return {
        _id: room.id,
        roomNumber: room.roomNumber,
        name: room.name,
        type: room.type,
        basePrice: toDollars(room.priceCents),
        nights: prices.map((cents, i) => {
          const date = addDays(input.from, i);
          const row = rows.get(date);
          return {
            date,
            price: toDollars(cents),
            minStay: row?.minStay ?? null,
            maxStay: row?.maxStay ?? null,
            closedToArrival: row?.closedToArrival ?? false,
            closedToDeparture: row?.closedToDeparture ?? false,
          };
        }),
      };
    }),
  };
}
export type RateCalendar = ReturnType<typeof rateCalendar>;

/**
 * One edit of the calendar in one statement: the nights of [from, to] on the chosen weekdays of the
 * chosen rooms get the fields given (a percentage applies to each night's current price), other
 * fields keep their values. Unknown rooms are refused before anything changes.
 */
export function updateRates(deps: AppDeps, actor: Actor, input: RateUpdateData): { updated: number } {
  const at = deps.now();
  const roomIds = [...new Set(input.roomIds)];
  return deps.db.transaction(
    (tx) => {
      const known = tx.select({ id: rooms.id }).from(rooms).where(inArray(rooms.id, roomIds)).all();
      if (known.length !== roomIds.length) throw fail.notFound(ROOMS_MSG.notFound);
      const weekdays = input.weekdays
        ? sql`AND CAST(strftime('%w', d.day) AS INTEGER) IN (${sql.join(
            input.weekdays.map((w) => sql`${w}`),
            sql`, `,
          )})`
        : sql``;
      // Each field: the value given, else what the night has (for a new row, the column's default).
      const keep = (column: string, given: SQL | undefined, fallback: SQL) =>
        given ?? sql`coalesce(${sql.identifier('old')}.${sql.identifier(column)}, ${fallback})`;
      const value = (v: number | boolean | null | undefined) => (v === undefined ? undefined : sql`${v === null ? null : Number(v)}`);
      const price =
        input.adjustPercent !== undefined
          ? sql`round(coalesce(old.price_cents, r.price_cents) * ${1 + input.adjustPercent / 100})`
          : value(input.price === null || input.price === undefined ? input.price : Math.round(input.price * 100));
      const columns: [string, SQL][] = [
        ['price_cents', keep('price_cents', price, sql`NULL`)],
        ['min_stay', keep('min_stay', value(input.minStay), sql`NULL`)],
        ['max_stay', keep('max_stay', value(input.maxStay), sql`NULL`)],
        ['closed_to_arrival', keep('closed_to_arrival', value(input.closedToArrival), sql`0`)],
        ['closed_to_departure', keep('closed_to_departure', value(input.closedToDeparture), sql`0`)],
      ];
      const result = tx.run(sql`
        WITH RECURSIVE d(day) AS (SELECT ${input.from} UNION ALL SELECT date(day, '+1 day') FROM d WHERE day < ${input.to})
        INSERT INTO rate_days (room_id, date, ${sql.raw(columns.map(([name]) => name).join(', '))})
        SELECT r.id, d.day, ${sql.join(
          columns.map(([, expression]) => expression),
          sql`, `,
        )}
        FROM rooms r JOIN d LEFT JOIN rate_days old ON old.room_id = r.id AND old.date = d.day
        WHERE r.id IN (${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ${weekdays}
        ON CONFLICT (room_id, date) DO UPDATE SET ${sql.raw(columns.map(([name]) => `${name} = excluded.${name}`).join(', '))}`);
      const { roomIds: _ids, ...change } = input;
      recordAudit(
        tx,
        actor,
        'rates.update',
        'room',
        roomIds.length === 1 ? roomIds[0]! : null,
        { rooms: roomIds.length, ...change, nights: result.changes },
        at,
      );
      return { updated: result.changes };
    },
    { behavior: 'immediate' },
  );
}

/** `GET /api/rooms/:id/quote`: what a stay would cost, with the restrictions a guest's booking meets. */
export function quoteRoom(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, input: QuoteData) {
  const room = deps.db.select().from(rooms).where(eq(rooms.id, input.roomId)).get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  const problem = bookingProblem(input, room, hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE));
  if (problem) throw fail.badRequest(problem);
  const hotel = getHotelInfo(deps.db);
  assertOfferOpen(hotel, input.offer);
  const priced = priceStay(deps.db, hotel, room, { ...input, beds: bedsOfStay(room, input) }, true);
  return toQuote(priced, input.checkIn, input.offer, freeCancellationUntil(hotel, deps.env.HOTEL_TIMEZONE, input));
}

/** The stay's total and restriction for each listed room (the rooms list with dates), from one read per room. */
export function stayTotals(
  db: DbOrTx,
  roomList: (typeof rooms.$inferSelect)[],
  stay: { checkIn: string; checkOut: string; guests: number },
) {
  const hotel = getHotelInfo(db);
  const until = addDays(stay.checkOut, 1);
  return new Map(
    roomList.map((room) => {
      const rows = rateRows(db, room.id, stay.checkIn, until);
      const problem = restrictionProblem(rows, stay.checkIn, stay.checkOut);
      const guests = Math.min(stay.guests, room.capacity);
      // A dormitory is listed for a party in beds, one each.
      const nightly = stayNightlyPrices(rows, room, { ...stay, guests, offer: 'flexible', beds: guests });
      const priced = priceNights(hotel, room, nightly, guests, 'flexible');
      return [room.id, { total: toDollars(priced.totalCents), nights: priced.nightlyCents.length, problem }] as const;
    }),
  );
}
