import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import {
  BLOCKING_BOOKING_STATUSES,
  BOOKINGS_MSG,
  addDays,
  LIMITS,
  ROOMS_MSG,
  hotelToday,
  roomStatusProblem,
  toDollars,
} from '@innkeep/api-contract';
import { bookings, externalStays, roomBeds, roomReviews, rooms, sqlList, users, type Db, type DbOrTx } from '@innkeep/db';
import { bedsFree, bedsFreeByNight } from './inventory';
import type { AppDeps } from '../../deps';
import { cachedCatalog } from '../../engine/catalog-cache';
import { fail } from '../../lib/errors';
import { stayTotals } from './rates';

export type RoomRow = typeof rooms.$inferSelect;

/**
 * The one shape of a room for everyone: money in dollars, rating null when nobody has reviewed it
 * (clients show 4.5). Nothing about guests: reviews carry the reviewer's id and name only.
 */
function toRoomSummary(row: RoomRow, reviewCount: number, beds: BedView[]) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    price: toDollars(row.priceCents),
    capacity: row.capacity,
    floor: row.floor,
    roomNumber: row.roomNumber,
    status: row.status,
    images: row.images,
    amenities: row.amenities,
    rating: row.rating,
    reviewCount,
    baseOccupancy: row.baseOccupancy ?? row.capacity,
    extraPersonPrice: toDollars(row.extraPersonCents),
    /** `bed`: a dormitory sold by the bed (price per bed per night), with its beds and who may sleep there. */
    saleMode: row.saleMode,
    guestPolicy: row.guestPolicy,
    beds,
    /** With a stay, a dormitory's beds free on every night of it (null otherwise). */
    bedsFree: null as number | null,
    /** With a stay (the list filtered by dates): its total as quoted, and the restriction it breaks if any. */
    stay: null as StayPrice | null,
  };
}
export interface StayPrice {
  total: number;
  nights: number;
  problem: string | null;
}
export type RoomSummary = ReturnType<typeof toRoomSummary>;
interface BedView {
  _id: string;
  label: string;
  outOfOrder: boolean;
  toStrip: boolean;
}

/** The beds of the listed dormitories, in the desk's order. */
export function bedsByRoom(db: DbOrTx, roomRows: Pick<RoomRow, 'id' | 'saleMode'>[]): Map<string, BedView[]> {
  const dorms = roomRows.filter((row) => row.saleMode === 'bed').map((row) => row.id);
  const byRoom = new Map<string, BedView[]>();
  if (dorms.length === 0) return byRoom;
  const rows = db
    .select()
    .from(roomBeds)
    .where(inArray(roomBeds.roomId, dorms))
    .orderBy(asc(roomBeds.roomId), asc(roomBeds.position))
    .all();
  for (const bed of rows) {
    const list = byRoom.get(bed.roomId) ?? [];
    list.push({ _id: bed.id, label: bed.label, outOfOrder: bed.outOfOrder, toStrip: bed.toStrip });
    byRoom.set(bed.roomId, list);
  }
  return byRoom;
}

/**
 * Bookings whose status still holds their nights (pending, confirmed, checked-in). Literal values,
 * not parameters, so SQLite can use the partial index on exactly these (bookings_blocking_room_idx).
 */
export function blocksRoom() {
  return sql`${bookings.status} IN (${sqlList(BLOCKING_BOOKING_STATUSES)})`;
}

function reviewCounts(db: DbOrTx, roomIds: string[]): Map<string, number> {
  if (roomIds.length === 0) return new Map();
  const rows = db
    .select({ roomId: roomReviews.roomId, n: count() })
    .from(roomReviews)
    .where(inArray(roomReviews.roomId, roomIds))
    .groupBy(roomReviews.roomId)
    .all();
  return new Map(rows.map((r) => [r.roomId, r.n]));
}

/** Rooms in their one shape, with their review counts: the one place reviews are counted. */
export function toRoomViews(db: DbOrTx, rows: RoomRow[]): RoomSummary[] {
  const counts = reviewCounts(
    db,
    rows.map((row) => row.id),
  );
  const beds = bedsByRoom(db, rows);
  return rows.map((row) => toRoomSummary(row, counts.get(row.id) ?? 0, beds.get(row.id) ?? []));
}

export function toRoomView(db: DbOrTx, row: RoomRow): RoomSummary {
  return toRoomViews(db, [row])[0]!;
}

/**
 * Every room by room number. With a stay, only the rooms that can be booked for it: not in
 * maintenance, not occupied when the stay starts tonight, and no night taken by another booking
 * (today's housekeeping status decides nothing else: nights do).
 */
type Stay = { checkIn?: string | undefined; checkOut?: string | undefined; guests?: number | undefined };

export function listRooms(deps: { db: Db; env: AppDeps['env']; now: AppDeps['now'] }, stay?: Stay): RoomSummary[] {
  const { db } = deps;
  const { checkIn, checkOut } = stay ?? {};
  // Each room's reviews counted in the same row, on their index.
  const reviewCount = sql<number>`(${db.select({ n: count() }).from(roomReviews).where(eq(roomReviews.roomId, rooms.id))})`;
  const freeForStay =
    checkIn && checkOut
      ? and(
          ne(rooms.status, 'maintenance'),
          // A stay starting tonight also needs a room not occupied by someone now (a dormitory's free beds sell).
          checkIn <= hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE)
            ? or(ne(rooms.status, 'occupied'), eq(rooms.saleMode, 'bed'))
            : undefined,
          // Dormitories count their beds below.
          or(
            eq(rooms.saleMode, 'bed'),
            and(
              notExists(
                db
                  .select({ id: bookings.id })
                  .from(bookings)
                  .where(and(eq(bookings.roomId, rooms.id), blocksRoom(), lt(bookings.checkIn, checkOut), gt(bookings.checkOut, checkIn))),
              ),
              // A channel's stay (Booking.com, Airbnb…) holds the room too.
              notExists(
                db
                  .select({ id: externalStays.id })
                  .from(externalStays)
                  .where(and(eq(externalStays.roomId, rooms.id), lt(externalStays.checkIn, checkOut), gt(externalStays.checkOut, checkIn))),
              ),
            ),
          ),
        )
      : undefined;
  const found = db.select({ room: rooms, reviewCount }).from(rooms).where(freeForStay).orderBy(asc(rooms.roomNumber)).all();
  const dates = checkIn && checkOut ? { checkIn, checkOut } : null;
  // With dates, a dormitory is listed while it has a bed for each guest of the party.
  const party = stay?.guests ?? 1;
  const free = new Map(
    dates ? found.filter((row) => row.room.saleMode === 'bed').map((row) => [row.room.id, bedsFree(db, row.room.id, dates)]) : [],
  );
  const rows = found.filter((row) => (free.get(row.room.id) ?? party) >= party).map((row) => row.room);
  const beds = bedsByRoom(db, rows);
  const prices = dates ? stayTotals(db, rows, { ...dates, guests: party }) : new Map<string, StayPrice>();
  const reviewCounts = new Map(found.map((row) => [row.room.id, row.reviewCount]));
  return rows.map((room) => ({
    ...toRoomSummary(room, reviewCounts.get(room.id) ?? 0, beds.get(room.id) ?? []),
    bedsFree: free.get(room.id) ?? null,
    stay: prices.get(room.id) ?? null,
  }));
}

interface CatalogReader {
  db: Db;
  env: AppDeps['env'];
  now: AppDeps['now'];
  baseUrl: string | undefined;
}

/** The public room list: from the catalog cache unless a stay filters it (which bookings change). */
export function publicRoomList(ctx: CatalogReader, stay?: Stay): RoomSummary[] {
  return stay?.checkIn && stay.checkOut ? listRooms(ctx, stay) : cachedCatalog(ctx, 'rooms', () => listRooms(ctx));
}

/**
 * A dormitory's nights from `today` with no bed left, as ranges: one booked bed does not make the
 * dormitory taken. Counted from its holding stays and channels' stays up to the last departure, read once.
 */
function fullNights(db: Db, roomId: string, today: string): { checkIn: string; checkOut: string }[] {
  const lastBooking = db
    .select({ checkOut: bookings.checkOut })
    .from(bookings)
    .where(and(eq(bookings.roomId, roomId), blocksRoom(), gt(bookings.checkOut, today)))
    .orderBy(desc(bookings.checkOut))
    .limit(1)
    .get();
  // A channel's stay (a bed, or the whole dormitory closed) may end after every booking, or be all there is.
  const lastExternal = db
    .select({ checkOut: externalStays.checkOut })
    .from(externalStays)
    .where(and(eq(externalStays.roomId, roomId), gt(externalStays.checkOut, today)))
    .orderBy(desc(externalStays.checkOut))
    .limit(1)
    .get();
  const last = [lastBooking?.checkOut, lastExternal?.checkOut]
    .filter((day) => day !== undefined)
    .sort()
    .at(-1);
  const ranges: { checkIn: string; checkOut: string }[] = [];
  if (!last) return ranges;
  bedsFreeByNight(db, roomId, { checkIn: today, checkOut: last }).forEach((free, i) => {
    if (free > 0) return;
    const night = addDays(today, i);
    const open = ranges.at(-1);
    if (open && open.checkOut === night) open.checkOut = addDays(night, 1);
    else ranges.push({ checkIn: night, checkOut: addDays(night, 1) });
  });
  return ranges;
}

/** Room details for everyone, from the catalog cache; with a stay, a dormitory's free beds (which bookings change). */
export function publicRoom(ctx: CatalogReader, input: { id: string } & Stay): RoomDetails {
  const room = cachedCatalog(ctx, `room:${input.id}`, () => getRoom(ctx.db, input.id));
  if (room.saleMode === 'room' || !input.checkIn || !input.checkOut) return room;
  return { ...room, bedsFree: bedsFree(ctx.db, room._id, { checkIn: input.checkIn, checkOut: input.checkOut }) };
}

/**
 * Refuses a stay the room's status rules out (`roomStatusProblem`). An occupied room still takes a
 * stay starting tonight from the guest who is in it (`occupant`: their booking or account), so a
 * checked-in stay can be changed or extended.
 */
export function assertRoomTakesStay(
  tx: DbOrTx,
  room: { id: string; status: RoomRow['status']; roomNumber: string; saleMode: RoomRow['saleMode'] },
  checkIn: string,
  today: string,
  occupant: { bookingId?: string; customerId?: string },
): void {
  const problem = roomStatusProblem(room, checkIn, today);
  if (!problem) return;
  if (room.status === 'maintenance') throw fail.badRequest(problem);
  const inHouse = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, room.id),
        eq(bookings.status, 'checked-in'),
        or(eq(bookings.id, occupant.bookingId ?? ''), eq(bookings.customerId, occupant.customerId ?? '')),
      ),
    )
    .get();
  if (!inHouse) throw fail.conflict(BOOKINGS_MSG.occupiedToday(room.roomNumber));
}

/** One room with its newest reviews (at most the spec's 6). */
export function getRoom(db: DbOrTx, id: string) {
  const row = db.select().from(rooms).where(eq(rooms.id, id)).get();
  if (!row) throw fail.notFound(ROOMS_MSG.notFound);
  const reviews = db
    .select({
      id: roomReviews.id,
      userId: users.id,
      userName: users.name,
      rating: roomReviews.rating,
      comment: roomReviews.comment,
      createdAt: roomReviews.createdAt,
    })
    .from(roomReviews)
    .leftJoin(users, eq(users.id, roomReviews.userId))
    .where(eq(roomReviews.roomId, id))
    .orderBy(desc(roomReviews.createdAt), desc(roomReviews.id))
    .limit(LIMITS.maxReviewsShown)
    .all();
  return {
    ...toRoomView(db, row),
    reviews: reviews.map((r) => {
      // The reviewer's account is gone (or never had a name): the review stays, unsigned.
      const name = r.userName || 'Anonymous';
      return { _id: r.id, userName: name, user: { _id: r.userId, name }, rating: r.rating, comment: r.comment, date: r.createdAt };
    }),
  };
}
export type RoomDetails = ReturnType<typeof getRoom>;

/**
 * The nights a room is taken from the hotel's today on, as [checkIn, checkOut) ranges, so a guest
 * can see when it is free. No guest data: just the dates.
 */
export function bookedNights(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, roomId: string) {
  const room = deps.db.select({ id: rooms.id, saleMode: rooms.saleMode }).from(rooms).where(eq(rooms.id, roomId)).get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  if (room.saleMode === 'bed') return { roomId, today, ranges: fullNights(deps.db, roomId, today) };
  const ranges = deps.db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(and(eq(bookings.roomId, roomId), blocksRoom(), gt(bookings.checkOut, today)))
    // A room's holding bookings never overlap, so departure order is arrival order, and it is the index's.
    .orderBy(asc(bookings.checkOut))
    .all();
  // Channels' stays hold nights too (a whole room's, not one bed's); a conflict may overlap a booking.
  const external = deps.db
    .select({ checkIn: externalStays.checkIn, checkOut: externalStays.checkOut })
    .from(externalStays)
    .where(and(eq(externalStays.roomId, roomId), isNull(externalStays.bedId), gt(externalStays.checkOut, today)))
    .orderBy(asc(externalStays.checkOut))
    .all();
  if (external.length === 0) return { roomId, today, ranges };
  return { roomId, today, ranges: [...ranges, ...external].sort((a, b) => a.checkIn.localeCompare(b.checkIn)) };
}
