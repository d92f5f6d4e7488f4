import { toDollars } from '@innkeep/api-contract';
import type { AppDeps } from '../deps';
import { listCustomerBookings } from './bookings';
import { listCustomerOrders } from './food';
import { ofCustomer, revenue } from './ledger';

const RECENT_LIMIT = 10;

/**
 * The guest's dashboard: recent bookings and food orders, and what they spent: the ledger's money
 * from them minus what was refunded (README "Money"), so it matches the hotel's revenue. Room
 * spending is money on their stays' folios (room-service charged to the room included).
 */
export function customerDashboard(deps: Pick<AppDeps, 'db' | 'env'>, customerId: string) {
  const { db } = deps;
  const spent = revenue(db, {}, ofCustomer(db, customerId));
  return {
    recentBookings: listCustomerBookings(deps, db, customerId, RECENT_LIMIT),
    recentFoodOrders: listCustomerOrders(db, customerId, RECENT_LIMIT),
    totalSpent: toDollars(spent.overall.cents),
    totalBookingSpent: toDollars(spent.booking.cents),
    totalFoodSpent: toDollars(spent.food.cents),
  };
}
