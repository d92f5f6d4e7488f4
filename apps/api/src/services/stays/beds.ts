import { and, asc, desc, eq, gt, inArray, max } from 'drizzle-orm';
import {
  BEDS_MSG,
  BLOCKING_BOOKING_STATUSES,
  MAX_BEDS_PER_ROOM,
  ROOMS_MSG,
  hotelToday,
  type AssignBedsInput,
  type BookingStatus,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, newId, roomBeds, rooms, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { publishBoardChange } from '../messages/board';
import { isUniqueViolation } from '../people/users';
import { toBookingView, type BookingView } from './bookings';
import { assertBedsChoosable, bedsFree, usableBeds } from './inventory';
import { blocksRoom, toRoomView, type RoomRow, type RoomSummary } from './rooms';
import { findBooking } from './workflow';

/*
 * A dormitory's beds (admin) and the bed each guest sleeps in (desk). Every bed change sets the
 * room's capacity to its usable beds in the same transaction; that update of `rooms` is also what
 * tells the public catalog cache (its triggers) that the room changed.
 */

function findDorm(tx: DbOrTx, roomId: string): RoomRow {
  const room = tx.select().from(rooms).where(eq(rooms.id, roomId)).get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  if (room.saleMode !== 'bed') throw fail.badRequest(BEDS_MSG.onlyDorms);
  return room;
}

/** The room's capacity follows its usable beds. */
function syncCapacity(tx: DbOrTx, roomId: string, at: Date): void {
  tx.update(rooms)
    .set({ capacity: usableBeds(tx, roomId), updatedAt: at.toISOString() })
    .where(eq(rooms.id, roomId))
    .run();
}

/** Adds `count` beds named "Bed N" after the room's last one (a new dormitory, or one made from a room). */
export function addNumberedBeds(tx: DbOrTx, roomId: string, count: number, at: Date): void {
  const last =
    tx
      .select({ position: max(roomBeds.position) })
      .from(roomBeds)
      .where(eq(roomBeds.roomId, roomId))
      .get()?.position ?? 0;
  const stamp = at.toISOString();
  const beds = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    roomId,
    label: `Bed ${last + i + 1}`,
    position: last + i + 1,
    createdAt: stamp,
  }));
  if (beds.length > 0) tx.insert(roomBeds).values(beds).run();
  syncCapacity(tx, roomId, at);
}

/** The first holding stay from today on that sleeps in the bed, if any. */
function firstStayOnBed(tx: DbOrTx, bedId: string, today: string) {
  return tx
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookingBeds)
    .innerJoin(bookings, eq(bookings.id, bookingBeds.bookingId))
    .where(and(eq(bookingBeds.bedId, bedId), blocksRoom(), gt(bookings.checkOut, today)))
    .orderBy(asc(bookings.checkIn))
    .limit(1)
    .get();
}

/**
 * Refuses taking a bed out of sale (removed or out of order) while a stay still to come sleeps in
 * it, or while the stays already booked need every bed on some night ahead.
 */
function assertBedSpare(tx: DbOrTx, deps: Pick<AppDeps, 'env'>, bed: typeof roomBeds.$inferSelect, at: Date): void {
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  const stay = firstStayOnBed(tx, bed.id, today);
  if (stay) throw fail.conflict(BEDS_MSG.bedHasStays(bed.label, stay.checkIn, stay.checkOut));
  const lastNight = tx
    .select({ checkOut: bookings.checkOut })
    .from(bookings)
    .where(and(eq(bookings.roomId, bed.roomId), blocksRoom(), gt(bookings.checkOut, today)))
    .orderBy(desc(bookings.checkOut))
    .limit(1)
    .get();
  if (!bed.outOfOrder && lastNight && bedsFree(tx, bed.roomId, { checkIn: today, checkOut: lastNight.checkOut }) < 1)
    throw fail.conflict(BEDS_MSG.bedsNeeded);
}

function findBed(tx: DbOrTx, roomId: string, bedId: string) {
  const bed = tx.select().from(roomBeds).where(eq(roomBeds.id, bedId)).get();
  if (!bed || bed.roomId !== roomId) throw fail.notFound(BEDS_MSG.bedNotFound);
  return bed;
}

/** Runs a bed write for the admin; a label taken in between reads as the same 409. */
function writeBeds(deps: AppDeps, label: string | undefined, write: (tx: DbOrTx, at: Date) => RoomSummary): RoomSummary {
  const at = deps.now();
  try {
    return deps.db.transaction((tx) => write(tx, at), { behavior: 'immediate' });
  } catch (error) {
    if (label !== undefined && isUniqueViolation(error)) throw fail.conflict(BEDS_MSG.labelTaken(label));
    throw error;
  }
}

export function createBed(deps: AppDeps, actor: Actor, input: { roomId: string; label: string }): RoomSummary {
  return writeBeds(deps, input.label, (tx, at) => {
    const room = findDorm(tx, input.roomId);
    const beds = tx.select({ position: roomBeds.position }).from(roomBeds).where(eq(roomBeds.roomId, room.id)).all();
    if (beds.length >= MAX_BEDS_PER_ROOM) throw fail.badRequest(BEDS_MSG.tooManyBeds);
    const position = Math.max(0, ...beds.map((bed) => bed.position)) + 1;
    const id = newId();
    tx.insert(roomBeds).values({ id, roomId: room.id, label: input.label, position, createdAt: at.toISOString() }).run();
    syncCapacity(tx, room.id, at);
    recordAudit(tx, actor, 'bed.create', 'room', room.id, { roomNumber: room.roomNumber, bed: input.label }, at);
    return toRoomView(tx, findDorm(tx, room.id));
  });
}

export function updateBed(
  deps: AppDeps,
  actor: Actor,
  input: { roomId: string; bedId: string; label?: string | undefined; outOfOrder?: boolean | undefined },
): RoomSummary {
  return writeBeds(deps, input.label, (tx, at) => {
    const room = findDorm(tx, input.roomId);
    const bed = findBed(tx, room.id, input.bedId);
    if (input.outOfOrder === true && !bed.outOfOrder) assertBedSpare(tx, deps, bed, at);
    const label = input.label ?? bed.label;
    const outOfOrder = input.outOfOrder ?? bed.outOfOrder;
    tx.update(roomBeds).set({ label, outOfOrder }).where(eq(roomBeds.id, bed.id)).run();
    syncCapacity(tx, room.id, at);
    recordAudit(
      tx,
      actor,
      'bed.update',
      'room',
      room.id,
      { roomNumber: room.roomNumber, bed: bed.label, ...(label !== bed.label ? { label } : {}), outOfOrder },
      at,
    );
    return toRoomView(tx, findDorm(tx, room.id));
  });
}

/** Removes a bed without stays to come; stays already had forget which bed they slept in. */
export function removeBed(deps: AppDeps, actor: Actor, input: { roomId: string; bedId: string }): RoomSummary {
  return writeBeds(deps, undefined, (tx, at) => {
    const room = findDorm(tx, input.roomId);
    const bed = findBed(tx, room.id, input.bedId);
    const count = tx.select({ id: roomBeds.id }).from(roomBeds).where(eq(roomBeds.roomId, room.id)).all().length;
    if (count <= 1) throw fail.conflict(BEDS_MSG.lastBed);
    assertBedSpare(tx, deps, bed, at);
    tx.delete(bookingBeds).where(eq(bookingBeds.bedId, bed.id)).run();
    tx.delete(roomBeds).where(eq(roomBeds.id, bed.id)).run();
    syncCapacity(tx, room.id, at);
    recordAudit(tx, actor, 'bed.delete', 'room', room.id, { roomNumber: room.roomNumber, bed: bed.label }, at);
    return toRoomView(tx, findDorm(tx, room.id));
  });
}

/** `PUT /api/desk/bookings/:id/beds`: the desk puts a dormitory stay's guests in the beds it chose. */
export function assignBeds(deps: AppDeps, actor: Actor, input: AssignBedsInput): BookingView {
  const at = deps.now();
  const view = deps.db.transaction(
    (tx) => {
      const { booking, room } = findBooking(tx, input.id);
      if (!(BLOCKING_BOOKING_STATUSES as readonly BookingStatus[]).includes(booking.status))
        throw fail.conflict(BEDS_MSG.notAssignable(booking.status));
      assertBedsChoosable(tx, booking, input.bedIds);
      tx.delete(bookingBeds).where(eq(bookingBeds.bookingId, booking.id)).run();
      tx.insert(bookingBeds)
        .values([...new Set(input.bedIds)].map((bedId) => ({ bookingId: booking.id, bedId })))
        .run();
      const labels = tx
        .select({ label: roomBeds.label })
        .from(roomBeds)
        .where(inArray(roomBeds.id, input.bedIds))
        .all()
        .map((bed) => bed.label);
      recordAudit(tx, actor, 'booking.beds', 'booking', booking.id, { roomNumber: room.roomNumber, beds: labels }, at);
      return toBookingView(findBooking(tx, booking.id));
    },
    { behavior: 'immediate' },
  );
  publishBoardChange(deps, { entity: 'booking', id: view._id, status: view.status });
  return view;
}
