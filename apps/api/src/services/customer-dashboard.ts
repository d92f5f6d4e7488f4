import { and, desc, eq, ne, sum } from 'drizzle-orm';
import { toDollars } from '@innkeep/api-contract';
import { bookings, foodOrders, rooms } from '@innkeep/db';
import type { AppDeps } from '../deps';
import { listCustomerBookings } from './bookings';
import { listCustomerOrders } from './food';

const RECENT_LIMIT = 10;

/**
 * The guest's dashboard: recent bookings and food orders, and what they spent. Spending counts
 * every booking and order the guest owes or has paid for: cancelled ones and refunded ones are left out.
 */
export function customerDashboard(deps: Pick<AppDeps, 'db' | 'env'>, customerId: string) {
  const { db } = deps;
  const bookingSum = db
    .select({ total: sum(bookings.totalCents) })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), ne(bookings.status, 'cancelled'), ne(bookings.paymentStatus, 'refunded')))
    .get();
  const foodSum = db
    .select({ total: sum(foodOrders.totalCents) })
    .from(foodOrders)
    .where(and(eq(foodOrders.customerId, customerId), ne(foodOrders.status, 'cancelled'), ne(foodOrders.paymentStatus, 'refunded')))
    .get();
  // The room of the stay the guest is checked into now: checkout offers it as the delivery location.
  const stay = db
    .select({ roomNumber: rooms.roomNumber })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'checked-in')))
    .orderBy(desc(bookings.createdAt))
    .limit(1)
    .get();
  // Drizzle hands SQL SUM back as text, and null when there are no rows.
  const bookingCents = Number(bookingSum?.total ?? 0);
  const foodCents = Number(foodSum?.total ?? 0);
  return {
    recentBookings: listCustomerBookings(deps, db, customerId, RECENT_LIMIT),
    recentFoodOrders: listCustomerOrders(db, customerId, RECENT_LIMIT),
    totalSpent: toDollars(bookingCents + foodCents),
    totalBookingSpent: toDollars(bookingCents),
    totalFoodSpent: toDollars(foodCents),
    currentRoom: stay?.roomNumber ?? null,
  };
}
