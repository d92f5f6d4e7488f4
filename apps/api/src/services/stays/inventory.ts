import { and, asc, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { BEDS_MSG, BOOKINGS_MSG, addDays } from '@innkeep/api-contract';
import { bookingBeds, bookings, externalStays, roomBeds, type rooms, type Db, type DbOrTx } from '@innkeep/db';
import { fail } from '../../lib/errors';
import { oncePer } from '../../engine/once-per';
import { blocksRoom } from './rooms';

/*
 * What a room can still sell (issue 28). A room sold whole takes one stay a night. A dormitory sells
 * its usable beds: on every night, the beds its stays take are at most its usable beds; a whole-room
 * stay of a dormitory takes every bed, and any bed stay keeps a whole-room stay out.
 */

type InventoryRoom = Pick<typeof rooms.$inferSelect, 'id' | 'roomNumber' | 'saleMode'>;
export interface StayNights {
  checkIn: string;
  checkOut: string;
}

const statements = oncePer((db: Db) => {
  const placeholder = sql.placeholder;
  // Holding stays that share a night with [checkIn, checkOut), on the partial index of holding stays.
  const overlapping = and(
    eq(bookings.roomId, placeholder('roomId')),
    blocksRoom(),
    gt(bookings.checkOut, placeholder('checkIn')),
    lt(bookings.checkIn, placeholder('checkOut')),
    ne(bookings.id, placeholder('except')),
  );
  // Channels' stays on the room (or one of its beds) over the same nights.
  const external = and(
    eq(externalStays.roomId, placeholder('roomId')),
    gt(externalStays.checkOut, placeholder('checkIn')),
    lt(externalStays.checkIn, placeholder('checkOut')),
    ne(externalStays.id, placeholder('exceptExternal')),
  );
  return {
    clash: db.select({ id: bookings.id }).from(bookings).where(overlapping).limit(1).prepare(),
    externalClash: db.select({ id: externalStays.id }).from(externalStays).where(external).limit(1).prepare(),
    externals: db
      .select({ checkIn: externalStays.checkIn, checkOut: externalStays.checkOut, bedId: externalStays.bedId })
      .from(externalStays)
      .where(external)
      .prepare(),
    stays: db
      .select({ id: bookings.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut, beds: bookings.beds })
      .from(bookings)
      .where(overlapping)
      .prepare(),
    usable: db
      .select({ n: count() })
      .from(roomBeds)
      .where(and(eq(roomBeds.roomId, placeholder('roomId')), eq(roomBeds.outOfOrder, false)))
      .prepare(),
  };
});

/** Beds a dormitory can sell (not out of order). */
export function usableBeds(db: DbOrTx, roomId: string): number {
  return statements(db as Db).usable.get({ roomId })?.n ?? 0;
}

/**
 * Beds of a dormitory free on every night of the stay (0 when a whole-room stay holds any of them);
 * a channel's stay on a bed takes that bed. `except` and `exceptExternal` leave one booking or one
 * channel stay out (the one being changed).
 */
export function bedsFree(db: DbOrTx, roomId: string, stay: StayNights, except = '', exceptExternal = ''): number {
  return Math.min(...bedsFreeByNight(db, roomId, stay, except, exceptExternal));
}

/** A dormitory's free beds on each night of [checkIn, checkOut), in order (0 where a whole-room stay holds it). */
export function bedsFreeByNight(db: DbOrTx, roomId: string, stay: StayNights, except = '', exceptExternal = ''): number[] {
  const range = { roomId, checkIn: stay.checkIn, checkOut: stay.checkOut };
  const externals = statements(db as Db).externals.all({ ...range, exceptExternal });
  const stays = [
    ...statements(db as Db).stays.all({ ...range, except }),
    ...externals.map((other) => ({ ...other, beds: other.bedId === null ? null : 1 })),
  ];
  const usable = usableBeds(db, roomId);
  const free: number[] = [];
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) {
    const here = stays.filter((other) => other.checkIn <= night && night < other.checkOut);
    const taken = here.some((other) => other.beds === null) ? usable : here.reduce((sum, other) => sum + (other.beds ?? 0), 0);
    free.push(Math.max(0, usable - taken));
  }
  return free;
}

/**
 * Refuses a stay the room cannot take on its nights: `beds` in a dormitory, or null for the whole
 * room. Call it inside the write transaction, before the insert or update it guards.
 */
export function assertStayFits(db: DbOrTx, room: InventoryRoom, stay: StayNights, beds: number | null, except = ''): void {
  if (beds === null || room.saleMode === 'room') {
    const range = { roomId: room.id, checkIn: stay.checkIn, checkOut: stay.checkOut };
    const clash =
      statements(db as Db).clash.get({ ...range, except }) ?? statements(db as Db).externalClash.get({ ...range, exceptExternal: '' });
    if (clash) throw fail.conflict(BOOKINGS_MSG.overlap(room.roomNumber, stay.checkIn, stay.checkOut));
    return;
  }
  if (bedsFree(db, room.id, stay, except) < beds) throw fail.conflict(BEDS_MSG.noBedsLeft);
}

/**
 * The beds a stay takes in a room: one per guest in a dormitory (left out, one, as older clients
 * book), null for a whole room. A whole dormitory is for the desk to give.
 */
export function bedsOfStay(room: InventoryRoom, stay: { guests: number; beds?: number | undefined; wholeRoom?: boolean }): number | null {
  if (room.saleMode === 'room') {
    if (stay.beds !== undefined) throw fail.badRequest(BEDS_MSG.notADorm);
    return null;
  }
  if (stay.wholeRoom) return null;
  const beds = stay.beds ?? 1;
  if (beds !== stay.guests) throw fail.badRequest(BEDS_MSG.oneBedEach(stay.guests));
  return beds;
}

/** A dormitory's usable beds in the desk's order, each free or not for the stay's nights (other holding stays). */
function usableBedsFor(db: DbOrTx, roomId: string, stay: StayNights, except: string): { id: string; free: boolean }[] {
  const taken = db
    .select({ bedId: bookingBeds.bedId })
    .from(bookingBeds)
    .innerJoin(bookings, eq(bookings.id, bookingBeds.bookingId))
    .where(
      and(
        eq(bookings.roomId, roomId),
        blocksRoom(),
        gt(bookings.checkOut, stay.checkIn),
        lt(bookings.checkIn, stay.checkOut),
        ne(bookings.id, except),
      ),
    )
    .all();
  const external = statements(db as Db).externals.all({ roomId, checkIn: stay.checkIn, checkOut: stay.checkOut, exceptExternal: '' });
  const takenIds = new Set([...taken, ...external].map((row) => row.bedId));
  return db
    .select({ id: roomBeds.id })
    .from(roomBeds)
    .where(and(eq(roomBeds.roomId, roomId), eq(roomBeds.outOfOrder, false)))
    .orderBy(asc(roomBeds.position))
    .all()
    .map((bed) => ({ id: bed.id, free: !takenIds.has(bed.id) }));
}

/**
 * Gives a dormitory stay its beds: the lowest run of free beds side by side when there is one, else
 * the lowest free ones. Beds free on only some nights stay unassigned for the desk to settle.
 */
export function assignFreeBeds(db: DbOrTx, booking: { id: string; roomId: string; beds: number | null } & StayNights): void {
  db.delete(bookingBeds).where(eq(bookingBeds.bookingId, booking.id)).run();
  if (booking.beds === null) return;
  const beds = usableBedsFor(db, booking.roomId, booking, booking.id);
  const free = beds.filter((bed) => bed.free);
  const want = Math.min(booking.beds, free.length);
  if (want === 0) return;
  const run = beds.findIndex((_, i) => i + want <= beds.length && beds.slice(i, i + want).every((bed) => bed.free));
  const chosen = run >= 0 ? beds.slice(run, run + want) : free.slice(0, want);
  db.insert(bookingBeds)
    .values(chosen.map((bed) => ({ bookingId: booking.id, bedId: bed.id })))
    .run();
}

/** Checks a desk's choice of beds for a stay: the booking's dormitory, usable, one per guest, free every night. */
export function assertBedsChoosable(
  db: DbOrTx,
  booking: { id: string; roomId: string; beds: number | null } & StayNights,
  bedIds: string[],
): void {
  if (booking.beds === null) throw fail.badRequest(BEDS_MSG.notABedBooking);
  const unique = [...new Set(bedIds)];
  if (unique.length !== booking.beds) throw fail.badRequest(BEDS_MSG.wrongBedCount(booking.beds));
  const beds = db.select().from(roomBeds).where(inArray(roomBeds.id, unique)).all();
  if (beds.length !== unique.length || beds.some((bed) => bed.roomId !== booking.roomId)) throw fail.badRequest(BEDS_MSG.bedsNotInRoom);
  const broken = beds.find((bed) => bed.outOfOrder);
  if (broken) throw fail.conflict(BEDS_MSG.bedOutOfOrder(broken.label));
  const free = new Set(
    usableBedsFor(db, booking.roomId, booking, booking.id)
      .filter((bed) => bed.free)
      .map((bed) => bed.id),
  );
  const taken = beds.find((bed) => !free.has(bed.id));
  if (taken) throw fail.conflict(BEDS_MSG.bedTaken(taken.label));
}
