import { and, eq } from 'drizzle-orm';
import type { AdminBookingListQuery } from '@innkeep/api-contract';
import { bookings, rooms, users, type DbOrTx } from '@innkeep/db';
import { selectBookings, toBookingView, type BookingView } from '../bookings';
import { countAll, newestFirst, pageWindow, searchIn, totalOf } from '../query';

/** Every booking, newest first; search covers the guest's name and email and the room's name and number. */
export function listBookings(db: DbOrTx, query: AdminBookingListQuery): { bookings: BookingView[]; total: number } {
  const where = and(
    query.status ? eq(bookings.status, query.status) : undefined,
    searchIn(query.search, [users.name, users.email, rooms.name, rooms.roomNumber]),
  );
  // Every booking has its room and guest (foreign keys), so only a search needs them joined to count.
  const counted = db.select(countAll()).from(bookings);
  const total = totalOf(
    (query.search ? counted.innerJoin(rooms, eq(rooms.id, bookings.roomId)).innerJoin(users, eq(users.id, bookings.customerId)) : counted)
      .where(where)
      .get(),
  );
  const { limit, offset } = pageWindow(query);
  const rows = selectBookings(db)
    .where(where)
    .orderBy(...newestFirst(bookings, bookings.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  return { bookings: rows.map(toBookingView), total };
}
