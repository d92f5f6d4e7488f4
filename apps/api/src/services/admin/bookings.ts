import { and, eq } from 'drizzle-orm';
import type { AdminBookingListQuery } from '@innkeep/api-contract';
import { bookings, type DbOrTx } from '@innkeep/db';
import { selectBookings, toBookingView, type BookingView } from '../bookings';
import { countAll, newestFirst, pageWindow, roomText, searchIn, totalOf, userText } from '../query';

/** Every booking, newest first; search covers the guest's name and email and the room's name and number. */
export function listBookings(db: DbOrTx, query: AdminBookingListQuery): { bookings: BookingView[]; total: number } {
  const where = and(
    query.status ? eq(bookings.status, query.status) : undefined,
    searchIn(query.search, [userText(bookings.customerId), roomText(bookings.roomId)]),
  );
  // Searches reach guests and rooms through subqueries, so the count stays on the bookings' indexes.
  const total = totalOf(db.select(countAll()).from(bookings).where(where).get());
  const { limit, offset } = pageWindow(query);
  const rows = selectBookings(db)
    .where(where)
    .orderBy(...newestFirst(bookings, bookings.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  return { bookings: rows.map(toBookingView), total };
}
