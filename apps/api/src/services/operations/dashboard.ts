import { and, count, eq, inArray } from 'drizzle-orm';
import { BLOCKING_BOOKING_STATUSES, LIMITS, type RoomStatus } from '@innkeep/api-contract';
import { bookings, complaints, foodOrders, rooms, users, type DbOrTx } from '@innkeep/db';
import { selectBookings, toBookingView } from '../stays/bookings';
import { listRecent } from '../messages/complaints';
import { toFoodOrderViews } from '../kitchen/food';
import { paymentTotals } from '../money/payments';
import { newestFirst, preparedCount, totalOf } from '../../engine/query';
import { oncePer } from '../../engine/once-per';

function countBy<K extends string>(rows: { key: K; n: number }[]): Partial<Record<K, number>> {
  return Object.fromEntries(rows.map((row) => [row.key, row.n])) as Partial<Record<K, number>>;
}

/**
 * The overview's counts and lists, prepared once per database: the overview is the admin's landing
 * tab and refetches on every live change, and building its statements anew cost more than running them.
 */
const overviewStatements = oncePer((db: DbOrTx) => {
  return {
    // Staff and administrators are a few rows of the role index; everyone else is a customer. A whole
    // table's count(*) reads no row, where grouping by role read every customer's index entry.
    users: preparedCount(db, users),
    staff: preparedCount(db, users, eq(users.role, 'staff')),
    admins: preparedCount(db, users, eq(users.role, 'admin')),
    pendingStaff: preparedCount(db, users, and(eq(users.role, 'staff'), eq(users.isApproved, false))),
    bookings: preparedCount(db, bookings),
    activeBookings: preparedCount(db, bookings, inArray(bookings.status, [...BLOCKING_BOOKING_STATUSES])),
    pendingComplaints: preparedCount(db, complaints, eq(complaints.status, 'pending')),
    roomStatuses: db.select({ key: rooms.status, n: count() }).from(rooms).groupBy(rooms.status).prepare(),
    recentOrders: db
      .select()
      .from(foodOrders)
      .orderBy(...newestFirst(foodOrders, foodOrders.createdAt))
      .limit(LIMITS.overviewListSize)
      .prepare(),
    recentBookings: selectBookings(db)
      .orderBy(...newestFirst(bookings, bookings.createdAt))
      .limit(LIMITS.overviewListSize)
      .prepare(),
  };
});

/**
 * GET /api/admin/dashboard. Active bookings are those still holding their nights (pending, confirmed,
 * checked in); revenue is the ledger's (payments − refunds, all time, README "Money"); occupancy is the share of rooms
 * whose status is 'occupied' right now, next to the rooms that are available.
 */
export function dashboard(db: DbOrTx) {
  const statements = overviewStatements(db);
  const staff = totalOf(statements.staff.get());
  const customers = totalOf(statements.users.get()) - staff - totalOf(statements.admins.get());
  const roomStatuses = countBy(statements.roomStatuses.all() as { key: RoomStatus; n: number }[]);
  const totalRooms = Object.values(roomStatuses).reduce((sum, inStatus) => sum + inStatus, 0);
  const occupied = roomStatuses.occupied ?? 0;
  const revenue = paymentTotals(db);
  return {
    stats: {
      totalBookings: totalOf(statements.bookings.get()),
      activeBookings: totalOf(statements.activeBookings.get()),
      totalCustomers: customers,
      totalStaff: staff,
      totalEarnings: revenue.overall.amount,
      totalBookingRevenue: revenue.booking.amount,
      totalFoodRevenue: revenue.food.amount,
      occupancyRate: totalRooms === 0 ? 0 : Math.round((occupied / totalRooms) * 1000) / 10,
      availableRooms: roomStatuses.available ?? 0,
      totalRooms,
      // Beyond the spec: what needs the manager's attention.
      occupiedRooms: occupied,
      pendingStaff: totalOf(statements.pendingStaff.get()),
      pendingComplaints: totalOf(statements.pendingComplaints.get()),
    },
    recentBookings: statements.recentBookings.all().map(toBookingView),
    recentFoodOrders: toFoodOrderViews(db, statements.recentOrders.all()),
    recentComplaints: listRecent(db, LIMITS.overviewListSize),
  };
}
export type AdminDashboard = ReturnType<typeof dashboard>;
