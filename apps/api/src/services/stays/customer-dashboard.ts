import { and, desc, eq } from 'drizzle-orm';
import { toDollars } from '@innkeep/api-contract';
import { bookings, rooms } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { listCustomerBookings } from './bookings';
import { listCustomerOrders } from '../kitchen/food';
import { ofCustomer, revenue } from '../money/ledger';

const RECENT_LIMIT = 10;

/**
 * The guest's dashboard: recent bookings and food orders, and what they spent: the ledger's money
 * from them minus what was refunded (README "Money"), so it matches the hotel's revenue. Room
 * spending is money on their stays' folios (room-service charged to the room included).
 */
export function customerDashboard(deps: Pick<AppDeps, 'db' | 'env'>, customerId: string) {
  const { db } = deps;
  const spent = revenue(db, {}, ofCustomer(customerId));
  // The room of the stay the guest is checked into now: checkout offers it as the delivery location.
  const stay = db
    .select({ roomNumber: rooms.roomNumber })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'checked-in')))
    .orderBy(desc(bookings.createdAt))
    .limit(1)
    .get();
  return {
    recentBookings: listCustomerBookings(deps, db, customerId, RECENT_LIMIT),
    recentFoodOrders: listCustomerOrders(db, customerId, RECENT_LIMIT),
    totalSpent: toDollars(spent.overall.cents),
    totalBookingSpent: toDollars(spent.booking.cents),
    totalFoodSpent: toDollars(spent.food.cents),
    currentRoom: stay?.roomNumber ?? null,
  };
}
