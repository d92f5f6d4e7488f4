import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  BLOCKING_BOOKING_STATUSES,
  BOOKINGS_MSG,
  DESK_MSG,
  GUEST_SEARCH_LIMIT,
  MAX_STAY_NIGHTS,
  ROOMS_MSG,
  WALK_IN_EMAIL_DOMAIN,
  addDays,
  bookingProblem,
  formatHotelDay,
  hasRealEmail,
  hotelToday,
  toCents,
  toDollars,
  type BoardChange,
  type BookingStatus,
  type ChangeBookingData,
  type DeskBookingData,
  type DeskGuest,
  t,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, rooms, stayRegistrations, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit } from '../operations/audit';
import { insertBooking, selectBookings, toBookingView, type BookingView } from './bookings';
import { createNotification, inLanguageOf } from '../messages/notifications';
import { assertRoomTakesStay, bedsByRoom } from './rooms';
import { getHotelInfo, moneyText } from '../operations/settings';
import { bookingPricing, pricedUnits, repriceStay, toQuote, toStoredPricing } from './pricing';
import { assertStayFits, assignFreeBeds } from './inventory';
import { calendarExternalStays } from './channels';
import type { RoomRow } from './rooms';
import { findUserByEmail, isUniqueViolation } from '../people/users';
import { commit, findBooking, mailGuest, type Outcome, type WorkflowActor } from './workflow';
import { queueBookingChangedMail } from './booking-mail';

/*
 * The front desk: bookings staff and administrators make for guests who phone or walk in, moves and
 * date changes, the room calendar and the day's arrivals, in-house guests and departures.
 */

// ---------------------------------------------------------------------------------------------
// Guests

/** Customers whose name, email or phone contains `q`, by name (at most GUEST_SEARCH_LIMIT). */
export function searchGuests(db: DbOrTx, q: string) {
  // LIKE's wildcards typed by the desk are matched literally.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (column: typeof users.name | typeof users.email | typeof users.phone) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return db
    .select({ _id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.role, 'customer'), or(matches(users.name), matches(users.email), matches(users.phone))))
    .orderBy(asc(users.name), asc(users.id))
    .limit(GUEST_SEARCH_LIMIT)
    .all()
    .map((guest) => ({ ...guest, email: hasRealEmail(guest.email) ? guest.email : '' }));
}

/**
 * The booking's guest: an existing customer, or a new account for a walk-in. The walk-in's account
 * has no password (it can never sign in) until the guest registers with the same email and claims it.
 */
function deskGuest(tx: DbOrTx, actor: WorkflowActor, guest: DeskGuest, at: Date): { id: string; name: string } {
  if (guest.kind === 'existing') {
    const found = tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, guest.customerId), eq(users.role, 'customer')))
      .get();
    if (!found) throw fail.notFound(DESK_MSG.notACustomer);
    return found;
  }
  if (guest.email && findUserByEmail(tx, guest.email)) throw fail.conflict(DESK_MSG.walkInEmailTaken);
  const stamp = at.toISOString();
  try {
    const created = tx
      .insert(users)
      .values({
        name: guest.name,
        email: guest.email || `${randomUUID()}@${WALK_IN_EMAIL_DOMAIN}`,
        phone: guest.phone,
        role: 'customer',
        isApproved: true,
        passwordHash: '',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: users.id, name: users.name })
      .get();
    recordAudit(tx, actor, 'user.walk-in', 'user', created.id, { role: actor.role, withEmail: guest.email !== '' }, at);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(DESK_MSG.walkInEmailTaken);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Bookings made and changed at the desk

const stayText = (b: { checkIn: string; checkOut: string; room: { roomNumber: string } }) =>
  t('room {roomNumber} from {checkIn} to {checkOut}', {
    roomNumber: b.room.roomNumber,
    checkIn: formatHotelDay(b.checkIn),
    checkOut: formatHotelDay(b.checkOut),
  });

/** A booking for a guest at the desk: the guest's own rules (`insertBooking`), confirmed at once. */
export function createDeskBooking(deps: AppDeps, actor: WorkflowActor, input: DeskBookingData): BookingView {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  return commit(deps, (tx) => insertDeskBooking(tx, deps, actor, input, today, at));
}

/**
 * The desk's booking inside the caller's write transaction: the guest (found or a new walk-in), the
 * booking with every rule of `insertBooking` from `today` on, its audit, mail and notice.
 */
export function insertDeskBooking(
  tx: DbOrTx,
  deps: AppDeps,
  actor: WorkflowActor,
  input: DeskBookingData,
  today: string,
  at: Date,
  agreed?: { totalCents: number; reason: string },
): Outcome<BookingView> {
  const guest = deskGuest(tx, actor, input.guest, at);
  const { row, room } = insertBooking(deps.db, input, {
    customerId: guest.id,
    status: 'confirmed',
    restricted: false,
    today,
    horizon: deps.env.BOOKING_HORIZON_DAYS,
    at,
  });
  // The total the desk agreed with the guest replaces the quote's; the folio shows the difference and why.
  if (agreed)
    tx.update(bookings)
      .set({ totalCents: agreed.totalCents, pricing: { ...bookingPricing(row), overrideReason: agreed.reason } })
      .where(eq(bookings.id, row.id))
      .run();
  recordAudit(
    tx,
    actor,
    'booking.create',
    'booking',
    row.id,
    {
      role: actor.role,
      roomNumber: room.roomNumber,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      guests: row.guests,
      totalCents: agreed?.totalCents ?? row.totalCents,
      ...(agreed ? { quotedCents: row.totalCents, reason: agreed.reason } : {}),
    },
    at,
  );
  const view = toBookingView(findBooking(tx, row.id));
  mailGuest(tx, deps, findBooking(tx, row.id), 'confirmed');
  const notice = createNotification(
    tx,
    {
      recipientId: guest.id,
      senderId: actor.id,
      type: 'booking',
      priority: 'low',
      ...inLanguageOf(tx, guest.id, () => ({
        title: t('Booking confirmed'),
        message: t('The front desk booked the {roomName} for you: {stay}.', { roomName: room.name, stay: stayText(view) }),
      })),
      subject: { type: 'booking', id: row.id },
    },
    at,
  );
  return { view, notices: [notice], changes: [{ entity: 'booking', id: row.id, status: row.status }] };
}

const CHANGEABLE: readonly BookingStatus[] = BLOCKING_BOOKING_STATUSES;

/**
 * Moves a booking to another room and/or changes its dates or guests, with the rules of a new
 * booking against every other booking, and the price recomputed from the new room's rate; all in one
 * BEGIN IMMEDIATE transaction. A checked-in stay keeps its check-in date; moving it takes the guest
 * to the new room (occupied) and leaves the old one to be cleaned.
 */
export function changeBooking(deps: AppDeps, actor: WorkflowActor, input: ChangeBookingData): BookingView {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  return commit(deps, (tx) => {
    const { booking, room: fromRoom } = findBooking(tx, input.id);
    if (!CHANGEABLE.includes(booking.status)) throw fail.badRequest(DESK_MSG.notChangeable(booking.status));
    const inHouse = booking.status === 'checked-in';
    if (inHouse && input.checkIn !== booking.checkIn) throw fail.badRequest(DESK_MSG.checkInFixed);

    const room = tx.select().from(rooms).where(eq(rooms.id, input.roomId)).get();
    if (!room) throw fail.notFound(ROOMS_MSG.notFound);
    // A stay already begun may keep a check-in in the past.
    const problem = bookingProblem(input, room, inHouse ? booking.checkIn : today);
    if (problem) throw fail.badRequest(problem);
    const horizon = deps.env.BOOKING_HORIZON_DAYS;
    if (input.checkIn > addDays(today, horizon)) throw fail.badRequest(BOOKINGS_MSG.tooFarAhead(horizon));
    if (room.id !== booking.roomId || input.checkIn !== booking.checkIn) {
      assertRoomTakesStay(tx, room, input.checkIn, today, { bookingId: booking.id });
    }
    const beds = bedsAfterChange(booking, fromRoom, room, input.guests);
    assertStayFits(tx, room, input, beds, booking.id);

    const { priced, totalCents } = changedPrice(tx, booking, fromRoom, room, input);
    const before = { roomNumber: fromRoom.roomNumber, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests };
    const after = { roomNumber: room.roomNumber, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests };
    if (JSON.stringify(before) === JSON.stringify(after) && totalCents === booking.totalCents)
      return { view: toBookingView(findBooking(tx, booking.id)), notices: [], changes: [] };

    const stamp = at.toISOString();
    const pricing = { ...toStoredPricing(priced), ...(input.total !== undefined ? { overrideReason: input.totalReason } : {}) };
    tx.update(bookings)
      .set({
        roomId: room.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: input.guests,
        beds,
        totalCents,
        pricing,
        updatedAt: stamp,
      })
      .where(eq(bookings.id, booking.id))
      .run();
    // The desk's choice of beds stands while the stay keeps its dormitory, nights and beds.
    if (room.id !== booking.roomId || input.checkIn !== booking.checkIn || input.checkOut !== booking.checkOut || beds !== booking.beds)
      assignFreeBeds(tx, { id: booking.id, roomId: room.id, checkIn: input.checkIn, checkOut: input.checkOut, beds });
    const changes: BoardChange[] = [{ entity: 'booking', id: booking.id, status: booking.status }];
    if (inHouse && room.id !== booking.roomId) {
      // The guest carries their bags over: the old room needs cleaning, the new one is theirs.
      tx.update(rooms).set({ status: 'cleaning', updatedAt: stamp }).where(eq(rooms.id, booking.roomId)).run();
      tx.update(rooms).set({ status: 'occupied', updatedAt: stamp }).where(eq(rooms.id, room.id)).run();
      changes.push({ entity: 'room', id: booking.roomId, status: 'cleaning' }, { entity: 'room', id: room.id, status: 'occupied' });
    }
    recordAudit(
      tx,
      actor,
      'booking.change',
      'booking',
      booking.id,
      {
        role: actor.role,
        from: { ...before, totalCents: booking.totalCents },
        to: { ...after, totalCents },
        ...(input.total !== undefined ? { quotedCents: priced.totalCents, reason: input.totalReason } : {}),
      },
      at,
    );
    const view = toBookingView(findBooking(tx, booking.id));
    queueBookingChangedMail(tx, deps, findBooking(tx, booking.id), { ...before, totalCents: booking.totalCents });
    const notice = createNotification(
      tx,
      {
        recipientId: view.customer._id,
        senderId: actor.id,
        type: 'booking',
        priority: 'medium',
        ...inLanguageOf(tx, view.customer._id, () => ({
          title: t('Your booking has changed'),
          message: t('Your stay is now in {stay} for {guests, plural, one {# guest} other {# guests}} ({amount}).', {
            stay: stayText(view),
            guests: view.guests,
            amount: moneyText(tx, totalCents),
          }),
        })),
        subject: { type: 'booking', id: booking.id },
      },
      at,
    );
    return { view, notices: [notice], changes };
  });
}

/**
 * The beds a changed stay takes: one per guest in a dormitory; a whole dormitory stays whole when it
 * moves to another dormitory.
 */
function bedsAfterChange(
  booking: typeof bookings.$inferSelect,
  fromRoom: Pick<RoomRow, 'saleMode'>,
  room: RoomRow,
  guests: number,
): number | null {
  if (room.saleMode === 'room') return null;
  return booking.beds === null && fromRoom.saleMode === 'bed' ? null : guests;
}

/** A changed stay's price: kept nights keep theirs (`repriceStay`), and the desk's own total wins when given. */
function changedPrice(
  tx: DbOrTx,
  booking: typeof bookings.$inferSelect,
  fromRoom: Pick<RoomRow, 'saleMode' | 'capacity'>,
  room: RoomRow,
  input: ChangeBookingData,
) {
  const beds = bedsAfterChange(booking, fromRoom, room, input.guests);
  const stay = { checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests, offer: booking.offer, beds };
  const before = { ...booking, units: pricedUnits(fromRoom, booking.beds) };
  const priced = repriceStay(tx, getHotelInfo(tx), room, before, stay, input.reprice);
  return { priced, totalCents: input.total !== undefined ? toCents(input.total) : priced.totalCents };
}

/** What a move or date change would cost, before saving it: the old total, the new one and its lines. */
export function previewChange(deps: Pick<AppDeps, 'db'>, input: ChangeBookingData) {
  const { booking, room: fromRoom } = findBooking(deps.db, input.id);
  const room = deps.db.select().from(rooms).where(eq(rooms.id, input.roomId)).get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  const { priced, totalCents } = changedPrice(deps.db, booking, fromRoom, room, input);
  return {
    before: toDollars(booking.totalCents),
    after: toDollars(totalCents),
    price: toQuote({ ...priced, totalCents }, input.checkIn, booking.offer, null),
  };
}

/** One booking for the desk's details drawer: the shared view plus the nightly rate. */
export function deskBooking(db: DbOrTx, id: string) {
  const view = toBookingView(findBooking(db, id));
  return { ...view, rate: view.nights > 0 ? Math.round((view.totalAmount / view.nights) * 100) / 100 : 0 };
}
export type DeskBookingView = ReturnType<typeof deskBooking>;

// ---------------------------------------------------------------------------------------------
// The house over dates

/** Statuses the calendar draws: the ones holding nights, and stays already had. */
const SHOWN: BookingStatus[] = [...BLOCKING_BOOKING_STATUSES, 'checked-out'];

/**
 * Bookings of the listed statuses with a night in [from, to). No stay is longer than
 * MAX_STAY_NIGHTS, so their check-in lies in [from - MAX_STAY_NIGHTS, to): a range of the
 * (status, check_in) index, never a scan of the whole table.
 */
function staysWithin(from: string, to: string, statuses: BookingStatus[]) {
  return and(
    inArray(bookings.status, statuses),
    gte(bookings.checkIn, addDays(from, -MAX_STAY_NIGHTS)),
    lt(bookings.checkIn, to),
    gt(bookings.checkOut, from),
  );
}

/** The calendar's bars: bookings with a night in [from, to), with the guest's name. */
export function calendarStays(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      _id: bookings.id,
      roomId: bookings.roomId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      guests: bookings.guests,
      beds: bookings.beds,
      guestName: users.name,
      /** The assigned beds as a JSON array of ids (a dormitory stay's; '[]' otherwise), for the bed rows. */
      bedIds: sql<string>`(SELECT json_group_array(${bookingBeds.bedId}) FROM ${bookingBeds} WHERE ${bookingBeds.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(staysWithin(from, to, SHOWN))
    .orderBy(asc(bookings.checkIn));
}

/** The room calendar: every room (by floor) and the bookings with a night in the window, in one query each. */
export function deskCalendar(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, input: { from: string; days: number }) {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const to = addDays(input.from, input.days);
  return deps.db.transaction((tx) => {
    const roomRows = tx
      .select({
        _id: rooms.id,
        roomNumber: rooms.roomNumber,
        name: rooms.name,
        type: rooms.type,
        floor: rooms.floor,
        capacity: rooms.capacity,
        priceCents: rooms.priceCents,
        status: rooms.status,
        saleMode: rooms.saleMode,
        guestPolicy: rooms.guestPolicy,
      })
      .from(rooms)
      .orderBy(asc(rooms.floor), asc(rooms.roomNumber))
      .all();
    const beds = bedsByRoom(
      tx,
      roomRows.map((room) => ({ id: room._id, saleMode: room.saleMode })),
    );
    const stays = calendarStays(tx, input.from, to).all();
    return {
      today,
      from: input.from,
      to,
      rooms: roomRows.map(({ priceCents, ...room }) => ({ ...room, price: toDollars(priceCents), beds: beds.get(room._id) ?? [] })),
      bookings: stays.map((stay) => ({ ...stay, bedIds: JSON.parse(stay.bedIds) as string[] })),
      /** Channels' stays (Booking.com, Airbnb…), drawn as bars with the channel's name; `conflict` says what they overlap. */
      externalStays: calendarExternalStays(tx, input.from, to),
    };
  });
}
export type DeskCalendar = ReturnType<typeof deskCalendar>;

/**
 * One hotel date at the desk (today by default): who arrives, who stays over (arrived before and
 * leaves after), who leaves. Each booking is on one list only. Arrivals and departures include the
 * ones already checked in or out that day, so the lists describe the whole day; today's departures
 * also carry the guests still checked in after their check-out date.
 */
export function deskDay(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, date?: string) {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const day = date || today;
  const list = (where: SQL | undefined) =>
    selectBookings(deps.db).where(where).orderBy(asc(rooms.roomNumber), asc(bookings.id)).all().map(toBookingView);
  const holding = [...BLOCKING_BOOKING_STATUSES];
  const leaving = and(staysWithin(addDays(day, -1), day, [...holding, 'checked-out']), eq(bookings.checkOut, day));
  const overdue = day === today ? and(eq(bookings.status, 'checked-in'), lt(bookings.checkOut, day)) : undefined;
  return deps.db.transaction(() => ({
    date: day,
    today,
    arrivals: withOnlineCheckIn(deps.db, list(and(eq(bookings.checkIn, day), inArray(bookings.status, holding)))),
    inHouse: list(and(staysWithin(day, addDays(day, 1), holding), lt(bookings.checkIn, day))),
    departures: list(overdue ? or(leaving, overdue) : leaving),
  }));
}
export type DeskDay = ReturnType<typeof deskDay>;

/** Marks the arrivals whose guests checked in online (one primary-key lookup per listed booking). */
function withOnlineCheckIn(db: DbOrTx, arrivals: BookingView[]) {
  const ids = arrivals.map((b) => b._id);
  const done = new Set(
    ids.length
      ? db
          .select({ id: stayRegistrations.bookingId })
          .from(stayRegistrations)
          .where(inArray(stayRegistrations.bookingId, ids))
          .all()
          .map((r) => r.id)
      : [],
  );
  return arrivals.map((b) => ({ ...b, checkedInOnline: done.has(b._id) }));
}
