import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, type RegisteredGuest } from '@innkeep/api-contract';
import { bookings, rooms, stayRegistrations } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { CSV_CHUNK_ROWS, csvChunks, type CsvFile } from '../../engine/csv-chunks';
import { recordAudit, type Actor } from '../operations/audit';

const HEADER = [
  'Booking reference',
  'Room',
  'Arrival',
  'Departure',
  'Full name',
  'Nationality',
  'Date of birth',
  'Document type',
  'Document number',
  'Arrival time',
  'Filled in by',
] as const;

/** One guest of one stay: a line of the file; `at` is the stay's place in the export's order. */
interface GuestLine {
  at: number;
  reference: string;
  roomNumber: string;
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  by: 'guest' | 'desk';
  guest: RegisteredGuest;
}

/**
 * The guest register for the authorities: every registered guest of the stays arriving from `from`
 * to `to` (hotel dates, inclusive), by arrival. It is the one export that holds documents, so only
 * administrators have it and each one is audited (the range and the count, never the data). The
 * stays are found by one read of the registrations (kept only until erased, so a small table), then
 * read 100 at a time by key.
 */
export function exportRegistrations(deps: Pick<AppDeps, 'db' | 'now'>, actor: Actor, range: { from: string; to: string }): CsvFile {
  const stays = deps.db
    .select({ id: bookings.id, guests: sql<number>`json_array_length(${stayRegistrations.guests})` })
    .from(stayRegistrations)
    .innerJoin(bookings, eq(bookings.id, stayRegistrations.bookingId))
    .where(and(gte(bookings.checkIn, range.from), lte(bookings.checkIn, range.to)))
    .orderBy(asc(bookings.checkIn), asc(bookings.id))
    .all();
  const lines = stays.reduce((sum, stay) => sum + stay.guests, 0);
  recordAudit(deps.db, actor, 'registration.export', 'booking', null, { ...range, stays: stays.length, guests: lines }, deps.now());

  const readChunk = (last: GuestLine | undefined): GuestLine[] => {
    const start = last ? last.at + 1 : 0;
    const ids = stays.slice(start, start + CSV_CHUNK_ROWS).map((stay) => stay.id);
    if (ids.length === 0) return [];
    const order = new Map(ids.map((id, index) => [id, start + index]));
    return deps.db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        roomNumber: rooms.roomNumber,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        guests: stayRegistrations.guests,
        arrivalTime: stayRegistrations.arrivalTime,
        by: stayRegistrations.by,
      })
      .from(stayRegistrations)
      .innerJoin(bookings, eq(bookings.id, stayRegistrations.bookingId))
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(inArray(stayRegistrations.bookingId, ids))
      .all()
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .flatMap((stay) =>
        (stay.guests as RegisteredGuest[]).map((guest) => ({
          at: order.get(stay.id)!,
          reference: stay.reference ?? '',
          roomNumber: stay.roomNumber,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          arrivalTime: stay.arrivalTime,
          by: stay.by,
          guest,
        })),
      );
  };
  const chunks = csvChunks<GuestLine>(HEADER, readChunk, (line) => [
    line.reference,
    line.roomNumber,
    line.checkIn,
    line.checkOut,
    line.guest.fullName,
    line.guest.nationality,
    line.guest.dateOfBirth,
    DOCUMENT_TYPE_LABELS[line.guest.documentType],
    line.guest.documentNumber,
    line.arrivalTime,
    line.by,
  ]);
  return { filename: `guest-registrations-${range.from}-to-${range.to}.csv`, count: () => lines, chunks };
}
