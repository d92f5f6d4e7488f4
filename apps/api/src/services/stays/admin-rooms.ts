import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import {
  ADMIN_MSG,
  BEDS_MSG,
  ROOMS_MSG,
  hotelToday,
  toCents,
  type AdminRoomListQuery,
  type RoomData,
  type UpdateRoomData,
} from '@innkeep/api-contract';
import { bookings, roomBeds, rooms, type DbOrTx } from '@innkeep/db';
import { addNumberedBeds } from './beds';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { blocksRoom, toRoomView, toRoomViews, type RoomRow, type RoomSummary } from './rooms';
import { isUniqueViolation } from '../people/users';
import { publishBoardChange } from '../messages/board';
import { changedFields, changedValues, countAll, pageWindow, totalOf } from '../../engine/query';
import { searchIn } from '../../engine/search';

export function adminRoomList(db: DbOrTx, query: AdminRoomListQuery): { rooms: RoomSummary[]; total: number } {
  const where = and(
    query.type ? eq(rooms.type, query.type) : undefined,
    query.status ? eq(rooms.status, query.status) : undefined,
    searchIn(query.search, [rooms.name, rooms.roomNumber, rooms.description]),
  );
  const total = totalOf(db.select(countAll()).from(rooms).where(where).get());
  const { limit, offset } = pageWindow(query);
  const rows = db.select().from(rooms).where(where).orderBy(asc(rooms.roomNumber), asc(rooms.id)).limit(limit).offset(offset).all();
  return { rooms: toRoomViews(db, rows), total };
}

function columnsOf(input: RoomData) {
  if (input.baseOccupancy !== undefined && input.baseOccupancy > input.capacity) throw fail.badRequest(ROOMS_MSG.baseOverCapacity);
  return {
    name: input.name,
    type: input.type,
    description: input.description,
    priceCents: toCents(input.price),
    capacity: input.capacity,
    baseOccupancy: input.baseOccupancy ?? null,
    extraPersonCents: toCents(input.extraPersonPrice),
    floor: input.floor,
    roomNumber: input.roomNumber,
    amenities: input.amenities,
    status: input.status,
    images: input.images,
    saleMode: input.saleMode,
    guestPolicy: input.guestPolicy,
  };
}

/**
 * A dormitory's beds after a save: a room that becomes one gets `capacity` numbered beds (unless it
 * had beds before), and its capacity is its usable beds. A dormitory with bed stays to come stays one.
 */
function settleBeds(tx: DbOrTx, deps: Pick<AppDeps, 'env'>, before: RoomRow | null, row: RoomRow, at: Date): RoomRow {
  if (row.saleMode === 'room') {
    if (before?.saleMode === 'bed') {
      const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
      const bedStay = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.roomId, row.id), blocksRoom(), gt(bookings.checkOut, today), isNotNull(bookings.beds)))
        .limit(1)
        .get();
      if (bedStay) throw fail.conflict(BEDS_MSG.saleModeLocked);
    }
    return row;
  }
  const hasBeds = tx.select({ id: roomBeds.id }).from(roomBeds).where(eq(roomBeds.roomId, row.id)).limit(1).get();
  addNumberedBeds(tx, row.id, hasBeds ? 0 : row.capacity, at);
  return findRoom(tx, row.id);
}

function refuseTakenNumber(tx: DbOrTx, roomNumber: string, exceptId?: string): void {
  const taken = tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.roomNumber, roomNumber), exceptId ? ne(rooms.id, exceptId) : undefined))
    .get();
  if (taken) throw fail.conflict(ADMIN_MSG.roomNumberTaken(roomNumber));
}

/** Runs a room write; a unique-index failure (a number taken in between) reads as the same 409. */
function writeRoom<T>(deps: AppDeps, roomNumber: string, write: (tx: DbOrTx, at: Date) => T): T {
  const at = deps.now();
  try {
    return deps.db.transaction((tx) => write(tx, at), { behavior: 'immediate' });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(ADMIN_MSG.roomNumberTaken(roomNumber));
    throw error;
  }
}

function findRoom(tx: DbOrTx, id: string): RoomRow {
  const row = tx.select().from(rooms).where(eq(rooms.id, id)).get();
  if (!row) throw fail.notFound(ADMIN_MSG.roomNotFound);
  return row;
}

export function createRoom(deps: AppDeps, actor: Actor, input: RoomData): RoomSummary {
  const room = writeRoom(deps, input.roomNumber, (tx, at) => {
    refuseTakenNumber(tx, input.roomNumber);
    const stamp = at.toISOString();
    const row = tx
      .insert(rooms)
      .values({ ...columnsOf(input), createdAt: stamp, updatedAt: stamp })
      .returning()
      .get();
    settleBeds(tx, deps, null, row, at);
    recordAudit(tx, actor, 'room.create', 'room', row.id, { roomNumber: row.roomNumber, name: row.name, priceCents: row.priceCents }, at);
    return toRoomView(tx, findRoom(tx, row.id));
  });
  publishBoardChange(deps, { entity: 'room', id: room._id, status: room.status });
  return room;
}

/** The edit form's save: every field, status included (spec §4: the admin sets status in the edit form). */
export function updateRoom(deps: AppDeps, actor: Actor, input: UpdateRoomData): RoomSummary {
  const { room, statusChanged } = writeRoom(deps, input.roomNumber, (tx, at) => {
    const before = findRoom(tx, input.id);
    refuseTakenNumber(tx, input.roomNumber, input.id);
    const columns = columnsOf(input);
    const row = tx
      .update(rooms)
      .set({ ...columns, updatedAt: at.toISOString() })
      .where(eq(rooms.id, input.id))
      .returning()
      .get();
    if (!row) throw fail.notFound(ADMIN_MSG.roomNotFound);
    const settled = settleBeds(tx, deps, before, row, at);
    const fields = changedFields(before, columns);
    recordAudit(
      tx,
      actor,
      'room.update',
      'room',
      row.id,
      { roomNumber: row.roomNumber, fields, changes: changedValues(before, columns) },
      at,
    );
    return { room: toRoomView(tx, settled), statusChanged: before.status !== row.status };
  });
  // The staff board lists rooms to clean: it hears of a status set here as it does of the workflow's.
  if (statusChanged) publishBoardChange(deps, { entity: 'room', id: room._id, status: room.status });
  return room;
}

/**
 * Deletes a room and its reviews. A room with bookings still to come (pending, confirmed or checked
 * in, leaving after today) is refused; so is one with past bookings, which are the hotel's records
 * and reference the room.
 */
export function deleteRoom(deps: AppDeps, actor: Actor, id: string): { success: true; message: string } {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  const deleted = deps.db.transaction(
    (tx) => {
      const room = findRoom(tx, id);
      const upcoming = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.roomId, id), blocksRoom(), gt(bookings.checkOut, today)))
        .limit(1)
        .get();
      if (upcoming) throw fail.conflict(ADMIN_MSG.roomHasUpcoming);
      const history = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.roomId, id)).limit(1).get();
      if (history) throw fail.conflict(ADMIN_MSG.roomHasHistory);
      tx.delete(rooms).where(eq(rooms.id, id)).run();
      recordAudit(tx, actor, 'room.delete', 'room', id, { roomNumber: room.roomNumber, name: room.name }, at);
      return room;
    },
    { behavior: 'immediate' },
  );
  // A room waiting to be cleaned leaves the staff board; the board has no removal event, so it reloads.
  if (deleted.status === 'cleaning') publishBoardChange(deps, { entity: 'resync' });
  return { success: true, message: ADMIN_MSG.roomDeleted };
}
