import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BOOKINGS_MSG,
  CANCELLABLE_BOOKING_STATUSES,
  ROOMS_MSG,
  bookingProblem,
  stayNights,
  toDollars,
  addDays,
  hotelToday,
  type BookingStatus,
  type CreateBookingData,
  type HotelInfo,
  type Offer,
  type Role,
  formatHotelDay,
  t,
  DEFAULT_LANGUAGE,
  withLanguage,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, newId, roomBeds, rooms, users, type Db, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { groupCommit } from '../../engine/group-commit';
import { hotelInstant } from '../../lib/dates';
import { oncePer } from '../../engine/once-per';
import { recordAudit, type Actor } from '../operations/audit';
import { notifyStaff, publishBoardChange } from '../messages/board';
import { received, refundInFull, syncBookingPayment } from '../money/ledger';
import { bookingMailView, queueBookingCancelledMail, queueBookingMail } from './booking-mail';
import { createNotification, inLanguageOf, publishNotifications } from '../messages/notifications';
import { preparedCount, totalOf } from '../../engine/query';
import { assertRoomTakesStay } from './rooms';
import { assertStayFits, assignFreeBeds, bedsOfStay } from './inventory';
import { getHotelInfo } from '../operations/settings';
import { assertOfferOpen, freeCancellationUntil, priceStay, toQuote, toStoredPricing } from './pricing';

const bookingColumns = {
  booking: bookings,
  /** For keyset chunks (CSV export): ties on a timestamp are broken by insertion order. */
  rowid: sql<number>`${bookings}.rowid`,
  room: {
    id: rooms.id,
    name: rooms.name,
    roomNumber: rooms.roomNumber,
    type: rooms.type,
    images: rooms.images,
    saleMode: rooms.saleMode,
    capacity: rooms.capacity,
  },
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
  /** The assigned beds as a JSON array of [position, label] (a dormitory stay's; '[]' otherwise), sorted by `toBookingView`. */
  bedLabels: sql<string>`(SELECT json_group_array(json_array(${roomBeds.position}, ${roomBeds.label})) FROM ${bookingBeds} JOIN ${roomBeds} ON ${roomBeds.id} = ${bookingBeds.bedId} WHERE ${bookingBeds.bookingId} = ${bookings.id})`,
};

/** Bookings joined with their room and customer, for `toBookingView`; callers add where, order and limit. */
export function selectBookings(db: DbOrTx) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(users, eq(users.id, bookings.customerId));
}
export type BookingRecord = ReturnType<ReturnType<typeof selectBookings>['all']>[number];

/** The one shape of a booking (customer, staff and admin views, REST): money in dollars, hotel dates as YYYY-MM-DD. */
export function toBookingView({ booking, room, customer, bedLabels }: BookingRecord) {
  return {
    _id: booking.id,
    /** The short code a guest reads out on the phone ('K7Q-4ZP'). */
    reference: booking.reference ?? '',
    room: { _id: room.id, name: room.name, roomNumber: room.roomNumber, type: room.type, images: room.images, saleMode: room.saleMode },
    customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: stayNights(booking.checkIn, booking.checkOut),
    guests: booking.guests,
    /** Beds taken in a dormitory (null: the whole room) and, once the desk has them, their labels. */
    beds: booking.beds,
    bedLabels: (JSON.parse(bedLabels) as [number, string][]).sort((a, b) => a[0] - b[0]).map(([, label]) => label),
    specialRequests: booking.specialRequests,
    totalAmount: toDollars(booking.totalCents),
    offer: booking.offer,
    /** The price as stored when booked: each night, extra persons, discount, taxes (null for bookings made before the rate calendar). */
    price: booking.pricing ? toQuote({ ...booking.pricing, totalCents: booking.totalCents }, booking.checkIn, booking.offer, null) : null,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
  };
}
export type BookingView = ReturnType<typeof toBookingView>;

// ---------------------------------------------------------------------------------------------
// Cancellation: a flexible stay is free to cancel until the hotel's deadline (Settings, hours before
// check-in time); a non-refundable one may be cancelled until check-in time and refunds nothing.

interface CancellationPolicy {
  checkInTime: string;
  freeCancellationHours: number;
  timeZone: string;
}

function cancellationPolicy(deps: Pick<AppDeps, 'env'>, { checkInTime, freeCancellationHours }: HotelInfo): CancellationPolicy {
  return { checkInTime, freeCancellationHours, timeZone: deps.env.HOTEL_TIMEZONE };
}

/** Until when the guest may still cancel; null when the status no longer allows it at all. */
function cancelBefore(booking: { checkIn: string; status: BookingStatus; offer: Offer }, policy: CancellationPolicy): string | null {
  if (!(CANCELLABLE_BOOKING_STATUSES as readonly BookingStatus[]).includes(booking.status)) return null;
  return (
    freeCancellationUntil(policy, policy.timeZone, booking) ??
    new Date(hotelInstant(booking.checkIn, policy.checkInTime, policy.timeZone)).toISOString()
  );
}

/** Until when this booking may be cancelled free of charge (null: no longer cancellable), for texts the server composes. */
export function cancellationDeadline(
  deps: Pick<AppDeps, 'env'>,
  db: DbOrTx,
  booking: { checkIn: string; status: BookingStatus; offer: Offer },
): string | null {
  return cancelBefore(booking, cancellationPolicy(deps, getHotelInfo(db)));
}

/** A guest's own booking: the shared view plus the moment cancelling ends (null: not cancellable). */
function toCustomerBookingView(record: BookingRecord, policy: CancellationPolicy) {
  const view = toBookingView(record);
  const cancellableUntil = freeCancellationUntil(policy, policy.timeZone, record.booking);
  return { ...view, price: view.price && { ...view.price, cancellableUntil }, cancelBefore: cancelBefore(record.booking, policy) };
}
export type CustomerBookingView = ReturnType<typeof toCustomerBookingView>;

// ---------------------------------------------------------------------------------------------

/** Only customers book: staff and administrators run the hotel, they do not stay in it. */
export function assertCanBook(user: { role: Role }): void {
  if (user.role !== 'customer') throw fail.forbidden(BOOKINGS_MSG.customersOnly);
}

/** A guest's newest bookings, prepared once per database: the guest's dashboard and bookings page ask on every visit. */
const customerBookings = oncePer((db: DbOrTx) =>
  selectBookings(db)
    .where(eq(bookings.customerId, sql.placeholder('customerId')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

/** A customer's own bookings, newest first. */
export function listCustomerBookings(deps: Pick<AppDeps, 'env'>, db: DbOrTx, customerId: string, limit = 50): CustomerBookingView[] {
  const policy = cancellationPolicy(deps, getHotelInfo(db));
  return customerBookings(db)
    .all({ customerId, limit })
    .map((record) => toCustomerBookingView(record, policy));
}

function customerBooking(db: DbOrTx, policy: CancellationPolicy, id: string): CustomerBookingView {
  const record = selectBookings(db).where(eq(bookings.id, id)).get();
  if (!record) throw fail.notFound(BOOKINGS_MSG.bookingNotFound);
  return toCustomerBookingView(record, policy);
}

/** What a new booking needs besides its stay: for whom, in which first status, checked against which day. */
interface NewBooking {
  customerId: string;
  status: 'pending' | 'confirmed';
  /** Whether the rate calendar's restrictions apply: to guests; the desk may book around them. */
  restricted: boolean;
  today: string;
  horizon: number;
  at: Date;
}

/**
 * The statements of a new booking, prepared once per database: a burst of bookings runs each of them
 * hundreds of times a second, and building and preparing them anew was a large part of each one.
 */
const newBookingStatements = oncePer((db: Db) => {
  const placeholder = sql.placeholder;
  return {
    unpaid: preparedCount(
      db,
      bookings,
      and(eq(bookings.customerId, placeholder('customerId')), eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'pending')),
    ),
    room: db
      .select()
      .from(rooms)
      .where(eq(rooms.id, placeholder('roomId')))
      .prepare(),
    insert: db
      .insert(bookings)
      .values({
        id: placeholder('id'),
        customerId: placeholder('customerId'),
        roomId: placeholder('roomId'),
        checkIn: placeholder('checkIn'),
        checkOut: placeholder('checkOut'),
        guests: placeholder('guests'),
        beds: placeholder('beds'),
        specialRequests: placeholder('specialRequests'),
        totalCents: placeholder('totalCents'),
        offer: placeholder('offer'),
        pricing: placeholder('pricing'),
        status: placeholder('status'),
        paymentStatus: 'pending',
        createdAt: placeholder('stamp'),
        updatedAt: placeholder('stamp'),
      })
      .returning()
      .prepare(),
    byId: selectBookings(db)
      .where(eq(bookings.id, placeholder('id')))
      .prepare(),
  };
});

/**
 * Every rule of a new booking, for the guest's form and the desk's alike, then the insert; call it
 * inside a BEGIN IMMEDIATE transaction on `db`'s connection, which takes SQLite's write lock before
 * reading, so no other request or server process can slip an overlapping booking in between the
 * check and the insert.
 */
export function insertBooking(db: Db, input: CreateBookingData & { wholeRoom?: boolean }, booking: NewBooking) {
  const statements = newBookingStatements(db);
  const room = statements.room.get({ roomId: input.roomId });
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  const problem = bookingProblem(input, room, booking.today);
  if (problem) throw fail.badRequest(problem);
  if (input.checkIn > addDays(booking.today, booking.horizon)) throw fail.badRequest(BOOKINGS_MSG.tooFarAhead(booking.horizon));
  const beds = bedsOfStay(room, input);
  assertRoomTakesStay(db, room, input.checkIn, booking.today, { customerId: booking.customerId });
  assertStayFits(db, room, input, beds);
  const hotel = getHotelInfo(db);
  assertOfferOpen(hotel, input.offer);
  const priced = priceStay(db, hotel, room, { ...input, beds }, booking.restricted);

  const row = statements.insert.get({
    id: newId(),
    customerId: booking.customerId,
    roomId: room.id,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input.guests,
    specialRequests: input.specialRequests,
    totalCents: priced.totalCents,
    offer: input.offer,
    pricing: toStoredPricing(priced),
    status: booking.status,
    stamp: booking.at.toISOString(),
    beds,
  });
  assignFreeBeds(db, row);
  return { row, room, hotel };
}

/**
 * Books a room for a customer, as a pending request (see `insertBooking` for the rules). Concurrent
 * bookings share one BEGIN IMMEDIATE transaction (groupCommit: a savepoint each, one durable commit
 * for the burst), each checked against the ones before it.
 */
export async function createBooking(
  deps: AppDeps,
  customer: Actor & { role: Role },
  input: CreateBookingData,
): Promise<CustomerBookingView> {
  assertCanBook(customer);
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  const { BOOKING_HORIZON_DAYS: horizon, MAX_PENDING_BOOKINGS: maxPending } = deps.env;
  const { view, notices } = await groupCommit(deps.db, (tx) => {
    // Unpaid requests hold rooms for nothing: one account may not block the hotel with them.
    const statements = newBookingStatements(deps.db);
    const unpaid = statements.unpaid.get({ customerId: customer.id });
    if (totalOf(unpaid) >= maxPending) throw fail.conflict(BOOKINGS_MSG.tooManyPending(maxPending));
    // The hotel's details as the booking was priced: its view and mail use the same, read once.
    const { row, room, hotel } = insertBooking(deps.db, input, {
      customerId: customer.id,
      status: 'pending',
      restricted: true,
      today,
      horizon,
      at,
    });
    recordAudit(
      tx,
      customer,
      'booking.create',
      'booking',
      row.id,
      {
        roomNumber: room.roomNumber,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        guests: row.guests,
        offer: row.offer,
        totalCents: row.totalCents,
      },
      at,
    );
    const stored = createNotification(
      tx,
      {
        recipientId: customer.id,
        type: 'booking',
        priority: 'low',
        ...inLanguageOf(tx, customer.id, () => ({
          title: t('Booking request received'),
          message: t(
            'We received your request for the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} and will confirm it shortly.',
            {
              roomName: room.name,
              roomNumber: room.roomNumber,
              checkIn: formatHotelDay(row.checkIn),
              checkOut: formatHotelDay(row.checkOut),
            },
          ),
        })),
        subject: { type: 'booking', id: row.id },
      },
      at,
    );
    // A staff notice is one row for the whole staff: written in English, whoever booked.
    const staffNotices = withLanguage(DEFAULT_LANGUAGE, () =>
      notifyStaff(
        deps.db,
        {
          type: 'booking',
          title: 'New booking',
          message: `${customer.name} booked room ${room.roomNumber} from ${formatHotelDay(row.checkIn)} to ${formatHotelDay(row.checkOut)} (${row.guests} guest${row.guests === 1 ? '' : 's'}).`,
          subject: { type: 'booking', id: row.id },
        },
        at,
      ),
    );
    const view = toCustomerBookingView(statements.byId.get({ id: row.id })!, cancellationPolicy(deps, hotel));
    queueBookingMail(tx, deps, hotel, 'booking-received', view.customer, bookingMailView(hotel, row, room, view.cancelBefore));
    return { view, notices: [stored, ...staffNotices] };
  });
  publishNotifications(deps, notices);
  publishBoardChange(deps, { entity: 'booking', id: view._id, status: view.status });
  return view;
}

/**
 * A guest cancels their own pending or confirmed booking while check-in is more than 24 hours away.
 * Anything paid ahead is refunded in full; the nights become free at once.
 */
export function cancelBooking(deps: AppDeps, customer: Actor & { role: Role }, id: string): CustomerBookingView {
  assertCanBook(customer);
  const at = deps.now();
  const { view, notice } = deps.db.transaction(
    (tx) => {
      const policy = cancellationPolicy(deps, getHotelInfo(tx));
      // Someone else's booking is answered exactly like a missing one.
      const row = tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.customerId, customer.id)))
        .get();
      if (!row) throw fail.notFound(BOOKINGS_MSG.bookingNotFound);
      const deadline = cancelBefore(row, policy);
      if (!deadline) throw fail.badRequest(BOOKINGS_MSG.cannotCancelStatus(row.status));
      if (at.toISOString() >= deadline)
        throw fail.badRequest(
          row.offer === 'flexible' ? BOOKINGS_MSG.cancelTooLate(policy.freeCancellationHours) : BOOKINGS_MSG.nonRefundableCancelTooLate,
        );

      // Inside the free-cancellation window whatever was paid (a deposit) goes back in full; a non-refundable stay keeps it.
      if (row.offer === 'flexible') refundInFull(tx, customer, { bookingId: id }, 'Free cancellation by the guest', at);
      tx.update(bookings).set({ status: 'cancelled', updatedAt: at.toISOString() }).where(eq(bookings.id, id)).run();
      syncBookingPayment(tx, id, at.toISOString());
      recordAudit(
        tx,
        customer,
        'booking.cancel',
        'booking',
        id,
        { from: row.status, offer: row.offer, checkIn: row.checkIn, checkOut: row.checkOut },
        at,
      );
      const cancelled = customerBooking(tx, policy, id);
      queueBookingCancelledMail(
        tx,
        deps,
        cancelled.customer,
        bookingMailView(getHotelInfo(tx), row, cancelled.room, null),
        received(tx, { bookingId: id }).refundedCents,
      );
      const stored = createNotification(
        tx,
        {
          recipientId: customer.id,
          type: 'booking',
          priority: 'low',
          ...inLanguageOf(tx, customer.id, () => ({
            title: t('Booking cancelled'),
            message: t('Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is cancelled.', {
              roomName: cancelled.room.name,
              roomNumber: cancelled.room.roomNumber,
              checkIn: formatHotelDay(row.checkIn),
              checkOut: formatHotelDay(row.checkOut),
            }),
          })),
          subject: { type: 'booking', id },
        },
        at,
      );
      return { view: cancelled, notice: stored };
    },
    { behavior: 'immediate' },
  );
  publishNotifications(deps, [notice]);
  publishBoardChange(deps, { entity: 'booking', id: view._id, status: view.status });
  return view;
}
