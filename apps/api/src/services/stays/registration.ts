import { eq, inArray, lte } from 'drizzle-orm';
import {
  BOOKINGS_MSG,
  REGISTRATION_MSG,
  addDays,
  hotelToday,
  type RegistrationData,
  type RegistrationView,
  type Role,
} from '@innkeep/api-contract';
import { bookings, settings, stayRegistrations, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { repeat, type Job } from '../../engine/jobs';
import { fail } from '../../lib/errors';
import { recordAudit } from '../operations/audit';
import { selectBookings, toBookingView } from './bookings';

/** Settings key: days after check-out the guests' documents are kept; 0 keeps them. */
export const REGISTRATION_KEEP_DAYS_KEY = 'registrationKeepDays';
export const DEFAULT_REGISTRATION_KEEP_DAYS = 90;

export function registrationKeepDays(db: DbOrTx): number {
  const stored = db.select({ value: settings.value }).from(settings).where(eq(settings.key, REGISTRATION_KEEP_DAYS_KEY)).get()?.value;
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : DEFAULT_REGISTRATION_KEEP_DAYS;
}

type Caller = { id: string; name: string; role: Role };

/** The booking behind a registration; a guest naming someone else's gets the same 404 as a missing one. */
function bookingFor(db: DbOrTx, user: Caller, bookingId: string) {
  const record = selectBookings(db).where(eq(bookings.id, bookingId)).get();
  if (!record || (user.role === 'customer' && record.booking.customerId !== user.id)) throw fail.notFound(BOOKINGS_MSG.bookingNotFound);
  return record;
}

const toView = (row: typeof stayRegistrations.$inferSelect): RegistrationView => ({
  bookingId: row.bookingId,
  guests: row.guests as RegistrationView['guests'],
  arrivalTime: row.arrivalTime,
  note: row.note,
  by: row.by,
  updatedAt: row.updatedAt,
});

/** The booking and its online check-in (null until someone fills it in), for its guest and the desk. */
export function getRegistration(deps: Pick<AppDeps, 'db'>, user: Caller, bookingId: string) {
  const record = bookingFor(deps.db, user, bookingId);
  const row = deps.db.select().from(stayRegistrations).where(eq(stayRegistrations.bookingId, bookingId)).get();
  return { booking: toBookingView(record), registration: row ? toView(row) : null };
}

/**
 * The guest fills it in before arriving (while the booking is pending or confirmed); the desk fills
 * in or completes it at any time. The desk's saves are audited, without the personal data.
 */
export function saveRegistration(deps: Pick<AppDeps, 'db' | 'now'>, user: Caller, input: RegistrationData) {
  const stamp = deps.now().toISOString();
  return deps.db.transaction((tx) => {
    const { booking } = bookingFor(tx, user, input.id);
    const desk = user.role !== 'customer';
    if (!desk && booking.status !== 'pending' && booking.status !== 'confirmed') throw fail.conflict(REGISTRATION_MSG.closed);
    const values = {
      guests: input.guests,
      arrivalTime: input.arrivalTime,
      note: input.note,
      by: desk ? ('desk' as const) : ('guest' as const),
    };
    const row = tx
      .insert(stayRegistrations)
      .values({ bookingId: booking.id, ...values, createdAt: stamp, updatedAt: stamp })
      .onConflictDoUpdate({ target: stayRegistrations.bookingId, set: { ...values, updatedAt: stamp } })
      .returning()
      .get();
    if (desk) recordAudit(tx, user, 'registration.save', 'booking', booking.id, { guests: input.guests.length }, deps.now());
    return { success: true as const, message: desk ? REGISTRATION_MSG.deskSaved : REGISTRATION_MSG.saved, registration: toView(row) };
  });
}

/**
 * Erases the registrations of stays that ended `registrationKeepDays` ago or more. The table holds only
 * stays not yet erased, so walking it stays small; each booking is found by its key.
 */
export function eraseOldRegistrations(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): number {
  const keep = registrationKeepDays(deps.db);
  if (keep === 0) return 0;
  const cutoff = addDays(hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE), -keep);
  const due = deps.db
    .select({ id: stayRegistrations.bookingId })
    .from(stayRegistrations)
    .innerJoin(bookings, eq(bookings.id, stayRegistrations.bookingId))
    .where(lte(bookings.checkOut, cutoff))
    .all()
    .map((row) => row.id);
  if (due.length === 0) return 0;
  return deps.db.transaction((tx) => {
    const erased = tx.delete(stayRegistrations).where(inArray(stayRegistrations.bookingId, due)).run().changes;
    recordAudit(tx, null, 'registration.erase', 'booking', null, { count: erased, checkedOutBy: cutoff }, deps.now());
    return erased;
  });
}

const ERASE_EVERY_MS = 60 * 60_000;

/** The erasure runs at start and hourly, off any request's path. */
export function startRegistrationEraser(deps: AppDeps, onError: (error: unknown) => void, everyMs = ERASE_EVERY_MS): Job {
  return repeat(everyMs, () => void eraseOldRegistrations(deps), onError);
}
