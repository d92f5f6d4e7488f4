import { and, eq, sql } from 'drizzle-orm';
import {
  asBookingReference,
  csvFileName,
  hasRealEmail,
  hotelToday,
  type AdminBookingListQuery,
  type BookingFilter,
} from '@innkeep/api-contract';
import { bookings, type DbOrTx } from '@innkeep/db';
import type { ReaderDeps } from '../../deps';
import { CSV_CHUNK_ROWS, csvChunks, type CsvFile } from '../../engine/csv-chunks';
import { hotelDateTime } from '../../lib/dates';
import { selectBookings, toBookingView, type BookingRecord, type BookingView } from './bookings';
import { afterKeys, orderByKeys, pageWindow, type SortKey } from '../../engine/query';
import { amongMatches, countAmong, findMatches, roomText, searchPage, userText, type TextColumns } from '../../engine/search';

/** The status filter, on the bookings' own columns. */
const statusIs = (filter: BookingFilter) => (filter.status ? eq(bookings.status, filter.status) : undefined);

/** Search covers the guest's name and email, the room's name and number, and the booking's reference. */
function matchesOf(db: DbOrTx, search: string | undefined) {
  // A search that reads as a reference also finds that booking, through its unique index.
  const reference = search ? asBookingReference(search) : null;
  const byReference: TextColumns[] = reference ? [{ columns: [], rows: () => eq(bookings.reference, reference) }] : [];
  return findMatches(db, search, bookings, [userText(bookings.customerId), roomText(db, bookings.roomId), ...byReference]);
}

/** The export's rows: the list's matches, probed while its sort index is walked chunk by chunk. */
function bookingFilter(db: DbOrTx, filter: BookingFilter) {
  return and(statusIs(filter), amongMatches(bookings, matchesOf(db, filter.search)));
}

/** The list's order (newest first, then insertion order), as keys the export's chunks seek past. */
const NEWEST_FIRST: SortKey<BookingRecord>[] = [
  { column: bookings.createdAt, order: 'desc', of: (row) => row.booking.createdAt },
  { column: sql`${bookings}.rowid`, order: 'desc', of: (row) => row.rowid },
];

/** Every booking, newest first; a search counts its matches on the indexes alone, then reads one page. */
export function listBookings(db: DbOrTx, query: AdminBookingListQuery): { bookings: BookingView[]; total: number } {
  const where = statusIs(query);
  const matches = matchesOf(db, query.search);
  const order = orderByKeys(NEWEST_FIRST);
  const page = searchPage(db, { table: bookings, where, order, matches, window: pageWindow(query) });
  const rows = selectBookings(db)
    .where(page.where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { bookings: rows.map(toBookingView), total: page.total };
}

const CSV_HEADER = [
  'Booking ID',
  'Booked At',
  'Guest Name',
  'Guest Email',
  'Guest Phone',
  'Room',
  'Room Number',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Total',
  'Status',
  'Payment Status',
  'Special Requests',
] as const;

/**
 * The admin bookings list's filtered rows, in its order, as `bookings-{hotel date}.csv` for staff and
 * administrators: read in keyset chunks with the event loop turning between them; times on the hotel's clock.
 */
export function bookingsCsv(deps: ReaderDeps, filter: BookingFilter): CsvFile {
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const where = bookingFilter(deps.db, filter);
  const chunks = csvChunks<BookingRecord>(
    CSV_HEADER,
    (last) =>
      selectBookings(deps.db)
        .where(and(where, last && afterKeys(NEWEST_FIRST, last)))
        .orderBy(...orderByKeys(NEWEST_FIRST))
        .limit(CSV_CHUNK_ROWS)
        .all(),
    (row) => {
      const b = toBookingView(row);
      return [
        b._id,
        hotelDateTime(b.createdAt, timeZone),
        b.customer.name,
        hasRealEmail(b.customer.email) ? b.customer.email : '',
        b.customer.phone,
        b.room.name,
        b.room.roomNumber,
        b.checkIn,
        b.checkOut,
        b.nights,
        b.guests,
        b.totalAmount.toFixed(2),
        b.status,
        b.paymentStatus,
        b.specialRequests,
      ];
    },
  );
  return { filename: csvFileName('bookings', hotelToday(deps.now(), timeZone)), count: () => countAmong(deps.db, bookings, where), chunks };
}
