import { and, count, eq, inArray } from 'drizzle-orm';
import { BLOCKING_BOOKING_STATUSES, LIMITS, type Role, type RoomStatus } from '@innkeep/api-contract';
import { bookings, complaints, foodOrders, rooms, users, type DbOrTx } from '@innkeep/db';
import { selectBookings, toBookingView } from '../bookings';
import { listRecent } from '../complaints';
import { toFoodOrderViews } from '../food';
import { paymentTotals } from './payments';
import { newestFirst } from '../query';

function countBy<K extends string>(rows: { key: K; n: number }[]): Partial<Record<K, number>> {
  return Object.fromEntries(rows.map((row) => [row.key, row.n])) as Partial<Record<K, number>>;
}

/**
 * GET /api/admin/dashboard. Active bookings are those still holding their nights (pending, confirmed,
 * checked in); revenue is the ledger's (payments − refunds, all time, README "Money"); occupancy is the share of rooms
 * whose status is 'occupied' right now, next to the rooms that are available.
 */
export function dashboard(db: DbOrTx) {
  const n = (row: { n: number } | undefined) => row?.n ?? 0;
  // Staff and administrators are a few rows of the role index; everyone else is a customer. A whole
  // table's count(*) reads no row, where grouping by role read every customer's index entry.
  const ofRole = (role: Role) => n(db.select({ n: count() }).from(users).where(eq(users.role, role)).get());
  const staff = ofRole('staff');
  const customers = n(db.select({ n: count() }).from(users).get()) - staff - ofRole('admin');
  const roomStatuses = countBy(
    db.select({ key: rooms.status, n: count() }).from(rooms).groupBy(rooms.status).all() as { key: RoomStatus; n: number }[],
  );
  const totalRooms = Object.values(roomStatuses).reduce((sum, n) => sum + n, 0);
  const occupied = roomStatuses.occupied ?? 0;
  const revenue = paymentTotals(db);

  const recentOrders = db
    .select()
    .from(foodOrders)
    .orderBy(...newestFirst(foodOrders, foodOrders.createdAt))
    .limit(LIMITS.overviewListSize)
    .all();
  return {
    stats: {
      totalBookings: n(db.select({ n: count() }).from(bookings).get()),
      activeBookings: n(
        db
          .select({ n: count() })
          .from(bookings)
          .where(inArray(bookings.status, [...BLOCKING_BOOKING_STATUSES]))
          .get(),
      ),
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
      pendingStaff: n(
        db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'staff'), eq(users.isApproved, false)))
          .get(),
      ),
      pendingComplaints: n(db.select({ n: count() }).from(complaints).where(eq(complaints.status, 'pending')).get()),
    },
    recentBookings: selectBookings(db)
      .orderBy(...newestFirst(bookings, bookings.createdAt))
      .limit(LIMITS.overviewListSize)
      .all()
      .map(toBookingView),
    recentFoodOrders: toFoodOrderViews(db, recentOrders),
    recentComplaints: listRecent(db, LIMITS.overviewListSize),
  };
}
export type AdminDashboard = ReturnType<typeof dashboard>;
