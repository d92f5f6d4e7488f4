import { and, asc, eq, isNotNull, lte, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { STAFF_LIST_LIMIT, hotelToday } from '@innkeep/api-contract';
import { bookings, complaints, foodOrders, rooms, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { oncePer } from '../../engine/once-per';
import { listPending } from '../messages/complaints';
import { selectBookings, toBookingView } from '../stays/bookings';
import { toFoodOrderViews } from '../kitchen/food';
import { latestBoardEventId } from '../messages/board';
import { preparedCount, totalOf } from '../../engine/query';
import { toRoomViews } from '../stays/rooms';

/*
 * What is "assigned" to staff: the work waiting at the front desk, kitchen and housekeeping today.
 * There is no per-person assignment in the product; every approved staff member sees the same board.
 *
 * - Bookings: pending ones of any date (they wait for confirmation), confirmed ones arriving today
 *   or earlier (to check in), and every checked-in stay (to check out; the ones departing today or
 *   earlier come first). Ordered by the date of the next action (arrival for pending and confirmed,
 *   departure for checked-in), so today's arrivals and departures, and anything overdue, lead;
 *   on the same day departures come before arrivals, as the room must be free first.
 * - Food orders: every order not yet delivered or cancelled (pending, preparing, ready), oldest first.
 * - Rooms to clean: rooms with status cleaning, by floor and number.
 * - Complaints: those waiting for a first answer (`listPending`: high priority first, then oldest).
 */

function assignedBookingsWhere(today: string | Placeholder): SQL | undefined {
  // Holding bookings only (those with a next action day: the board's partial index), then those staff act on now.
  return and(isNotNull(bookings.nextActionDay), or(ne(bookings.status, 'confirmed'), lte(bookings.checkIn, today)));
}

/**
 * The board's lists and counts, prepared once per database: every staff screen loads the board and
 * refetches it on each change, and building its eight statements anew cost more than running them.
 */
const boardStatements = oncePer((db: DbOrTx) => {
  const bookingsWhere = assignedBookingsWhere(sql.placeholder('today'));
  const ordersWhere = isNotNull(foodOrders.openDue);
  const roomsWhere = eq(rooms.status, 'cleaning');
  return {
    bookings: selectBookings(db)
      .where(bookingsWhere)
      .orderBy(asc(bookings.nextActionDay), asc(bookings.actionRank), asc(bookings.createdAt), asc(sql`${bookings}.rowid`))
      .limit(STAFF_LIST_LIMIT)
      .prepare(),
    foodOrders: db
      .select()
      .from(foodOrders)
      .where(ordersWhere)
      .orderBy(asc(foodOrders.openDue), asc(sql`${foodOrders}.rowid`))
      .limit(STAFF_LIST_LIMIT)
      .prepare(),
    rooms: db.select().from(rooms).where(roomsWhere).orderBy(asc(rooms.floor), asc(rooms.roomNumber)).limit(STAFF_LIST_LIMIT).prepare(),
    counts: {
      assignedBookings: preparedCount(db, bookings, bookingsWhere),
      assignedFoodOrders: preparedCount(db, foodOrders, ordersWhere),
      roomsToClean: preparedCount(db, rooms, roomsWhere),
      pendingComplaints: preparedCount(db, complaints, eq(complaints.status, 'pending')),
    },
  };
});

/** The staff dashboard (spec 02 §3 "Staff"), plus the hotel's today, full counts and the board's event id. */
export function staffDashboard(deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'events'>) {
  // Taken before reading: a change committed meanwhile is sent again by the feed, never lost.
  const eventId = latestBoardEventId(deps);
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const board = boardStatements(deps.db);
  // One read transaction: the four sections and their counters describe the same moment.
  return deps.db.transaction((tx) => ({
    assignedBookings: board.bookings.all({ today }).map(toBookingView),
    assignedFoodOrders: toFoodOrderViews(tx, board.foodOrders.all()),
    roomsToClean: toRoomViews(tx, board.rooms.all()),
    pendingComplaints: listPending(deps.db, STAFF_LIST_LIMIT),
    counts: {
      assignedBookings: totalOf(board.counts.assignedBookings.get({ today })),
      assignedFoodOrders: totalOf(board.counts.assignedFoodOrders.get()),
      roomsToClean: totalOf(board.counts.roomsToClean.get()),
      pendingComplaints: totalOf(board.counts.pendingComplaints.get()),
    },
    /** The hotel's date, so the board can mark today's arrivals and departures. */
    today,
    /** Subscribe to `staff.onBoard` from here. */
    eventId,
  }));
}
export type StaffDashboard = ReturnType<typeof staffDashboard>;
