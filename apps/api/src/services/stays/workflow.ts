import { and, count, eq, inArray, ne } from 'drizzle-orm';
import {
  BEDS_MSG,
  type SaleMode,
  BLOCKING_BOOKING_STATUSES,
  BOOKING_STEPS,
  CANCELLABLE_BOOKING_STATUSES,
  DESK_MSG,
  FOOD_MSG,
  FOOD_ORDER_STEPS,
  ROOM_CLEANING_STEPS,
  STAFF_MSG,
  orderNumber,
  staffStepRefusal,
  toCents,
  hotelToday,
  type BoardChange,
  type BookingStatus,
  type FoodOrderStatus,
  type RefundInput,
  type RoomStatus,
  LEDGER_MSG,
  formatHotelDay,
  t,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, foodOrders, roomBeds, rooms, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit } from '../operations/audit';
import { issueInvoice } from '../money/invoice-number';
import { bookingBalance, received, recordMoney, refundOnCancel, syncBookingPayment, syncOrderPayment } from '../money/ledger';
import { publishBoardChange } from '../messages/board';
import { cancellationDeadline, selectBookings, toBookingView, type BookingRecord, type BookingView } from './bookings';
import { bookingMailView, queueBookingCancelledMail, queueBookingMail, queueInvoiceMail } from './booking-mail';
import { stayInHouse, toFoodOrderViews, type FoodOrderView } from '../kitchen/food';
import {
  createNotification,
  inLanguageOf,
  publishNotifications,
  type NewNotification,
  type StoredNotification,
} from '../messages/notifications';
import { toRoomView, type RoomSummary } from './rooms';
import { assertStayFits, assignFreeBeds } from './inventory';
import { getHotelInfo, moneyText } from '../operations/settings';
import { pricedUnits, repriceStay, toStoredPricing } from './pricing';

/*
 * The day's workflow for staff and administrators: booking, food-order and room status changes
 * with their housekeeping side effects, each in one transaction with its audit entry and the
 * guest's notification; the live staff board is told once the change has committed.
 */

/**
 * Who makes a change. Staff advance one step at a time (see `staffStepRefusal`); administrators
 * may set any status, and setting the status an item already has changes nothing for them.
 */
export interface WorkflowActor {
  id: string;
  name: string;
  role: 'staff' | 'admin';
}

/** What a status change may carry about money: the refund when cancelling, the settlement at check-out. */
export interface MoneyOptions {
  refund?: RefundInput;
  settle?: { method: 'cash' | 'card' };
  leaveBalanceOpen?: true;
  chargeUnusedNights?: boolean;
}

type BookingRow = typeof bookings.$inferSelect;

/** The room shape of services/stays/rooms.ts. */
export type RoomView = RoomSummary;

function refuseStaffStep(actor: WorkflowActor, steps: readonly string[], subject: string, current: string, requested: string): void {
  if (actor.role !== 'staff') return;
  const refusal = staffStepRefusal(steps, subject, current, requested);
  if (refusal) throw refusal.kind === 'conflict' ? fail.conflict(refusal.message) : fail.badRequest(refusal.message);
}

export interface Outcome<V> {
  view: V;
  notices: StoredNotification[];
  changes: BoardChange[];
}

/** Runs one change under SQLite's write lock, then tells the guest and the board once it has committed. */
export function commit<V>(deps: AppDeps, change: (tx: DbOrTx) => Outcome<V>): V {
  const { view, notices, changes } = deps.db.transaction(change, { behavior: 'immediate' });
  publishNotifications(deps, notices);
  for (const boardChange of changes) publishBoardChange(deps, boardChange);
  return view;
}

// ---------------------------------------------------------------------------------------------
// Bookings

type BookingNotice = (b: BookingView) => Pick<NewNotification, 'title' | 'message'>;

/** A booking's room and nights as its notices name them, in the reader's language. */
const stayValues = (b: BookingView) => ({
  roomName: b.room.name,
  roomNumber: b.room.roomNumber,
  checkIn: formatHotelDay(b.checkIn),
  checkOut: formatHotelDay(b.checkOut),
});

/** What the guest is told when their booking reaches a status (nothing for pending). */
const BOOKING_NOTICES: Partial<Record<BookingStatus, BookingNotice>> = {
  confirmed: (b) => ({
    title: t('Booking confirmed'),
    message: t(
      'Your stay in the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} is confirmed. We look forward to welcoming you.',
      stayValues(b),
    ),
  }),
  'checked-in': (b) => ({
    title: t('Welcome! You are checked in'),
    message: t('You are checked in to room {roomNumber} ({roomName}) until {checkOut}. Enjoy your stay!', stayValues(b)),
  }),
  'checked-out': (b) => ({
    title: t('You have checked out'),
    message:
      b.paymentStatus === 'paid'
        ? t('You have checked out of room {roomNumber}. Your bill is settled. Thank you for staying with us!', stayValues(b))
        : t(
            'You have checked out of room {roomNumber}. Part of your bill is still open; the front desk will be in touch. Thank you for staying with us!',
            stayValues(b),
          ),
  }),
  'no-show': (b) => ({
    title: t('Booking marked as no-show'),
    message: t(
      'We did not see you for your stay in room {roomNumber} from {checkIn}, so the booking is closed as a no-show. Please contact the front desk if this is a mistake.',
      stayValues(b),
    ),
  }),
  cancelled: (b) => ({
    title: t('Booking cancelled'),
    message: t(
      'Your booking of the {roomName} (room {roomNumber}) from {checkIn} to {checkOut} was cancelled by the hotel. Please contact the front desk with any questions.',
      stayValues(b),
    ),
  }),
};

/** The guest's notification of their booking reaching `status`, if that status has one. */
function tellGuest(tx: DbOrTx, actor: WorkflowActor, view: BookingView, status: BookingStatus, at: Date): StoredNotification[] {
  const notice = inLanguageOf(tx, view.customer._id, () => BOOKING_NOTICES[status]?.(view));
  return notice
    ? [
        createNotification(
          tx,
          { recipientId: view.customer._id, senderId: actor.id, type: 'booking', ...notice, subject: { type: 'booking', id: view._id } },
          at,
        ),
      ]
    : [];
}

/** The guest's mail of their booking reaching `status`: confirmed, cancelled by the hotel (with the refund), the invoice after check-out. */
export function mailGuest(tx: DbOrTx, deps: AppDeps, record: BookingRecord, status: BookingStatus): void {
  const { booking, room, customer } = record;
  const hotel = getHotelInfo(tx);
  const mail = bookingMailView(hotel, booking, room, cancellationDeadline(deps, tx, booking));
  if (status === 'confirmed') queueBookingMail(tx, deps, hotel, 'booking-confirmed', customer, mail);
  if (status === 'cancelled') queueBookingCancelledMail(tx, deps, customer, mail, received(tx, { bookingId: booking.id }).refundedCents);
  if (status === 'checked-out') queueInvoiceMail(tx, deps, customer, mail);
}

const holdsNights = (status: BookingStatus) => (BLOCKING_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

export function findBooking(tx: DbOrTx, id: string) {
  const record = selectBookings(tx).where(eq(bookings.id, id)).get();
  if (!record) throw fail.notFound(STAFF_MSG.bookingNotFound);
  return record;
}

/**
 * Housekeeping rules of a booking move, for both roles: a guest checks in from the check-in date
 * on and only into a room no other guest is still in; only a checked-in booking checks out; a
 * booking that comes back from cancelled or checked-out must not take nights someone else holds.
 */
function refuseBookingMove(
  tx: DbOrTx,
  booking: { id: string; roomId: string; checkIn: string; checkOut: string; status: BookingStatus; beds: number | null },
  room: { id: string; roomNumber: string; saleMode: SaleMode },
  status: BookingStatus,
  today: string,
): void {
  // A dormitory's guests check in beside each other; its beds are counted when booked.
  if (status === 'checked-in') {
    if (booking.checkIn > today) throw fail.badRequest(STAFF_MSG.checkInFrom(booking.checkIn));
    const inHouse =
      room.saleMode === 'room' &&
      tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.roomId, booking.roomId), eq(bookings.status, 'checked-in'), ne(bookings.id, booking.id)))
        .get();
    if (inHouse) throw fail.conflict(STAFF_MSG.roomStillOccupied(room.roomNumber));
  }
  if (status === 'checked-out' && booking.status !== 'checked-in') throw fail.badRequest(STAFF_MSG.checkOutNeedsCheckIn);
  if (holdsNights(status) && !holdsNights(booking.status)) assertStayFits(tx, room, booking, booking.beds, booking.id);
}

/**
 * The room's status after a booking move: occupied on check-in; to cleaning when the guest leaves
 * it (check-out, or an administrator cancelling or moving back a stay in progress); else unchanged.
 * A dormitory's guest leaving also leaves their beds to strip; a dormitory with beds to strip stays
 * to be cleaned when the next guest checks in.
 */
function roomAfter(
  tx: DbOrTx,
  booking: BookingRow,
  room: { saleMode: SaleMode },
  from: BookingStatus,
  to: BookingStatus,
): RoomStatus | null {
  const dorm = room.saleMode === 'bed';
  if (to === 'checked-in') return dorm && bedsToStrip(tx, booking.roomId) > 0 ? null : 'occupied';
  if (from !== 'checked-in') return null;
  if (dorm)
    tx.update(roomBeds)
      .set({ toStrip: true })
      .where(inArray(roomBeds.id, tx.select({ id: bookingBeds.bedId }).from(bookingBeds).where(eq(bookingBeds.bookingId, booking.id))))
      .run();
  return 'cleaning';
}

/**
 * Check-out with an open balance: settled with the given method, or left open when the caller says
 * so; otherwise a 409 naming the balance. (Before the ledger, check-out marked every stay paid.)
 */
function settleAtCheckOut(tx: DbOrTx, actor: WorkflowActor, booking: BookingRow, money: MoneyOptions, at: Date): void {
  const { balanceCents } = bookingBalance(tx, booking);
  if (balanceCents <= 0 || money.leaveBalanceOpen) return;
  if (!money.settle) throw fail.conflict(LEDGER_MSG.balanceOpen(moneyText(tx, balanceCents)));
  recordMoney(
    tx,
    actor,
    { bookingId: booking.id },
    { kind: 'payment', method: money.settle.method, amountCents: balanceCents, note: 'Settled at check-out' },
    at,
  );
}

/**
 * A check-out before the last night ends the stay today, so the unused nights leave the folio, the
 * invoice and /desk (and are sellable). The nights had keep their stored prices; the unused ones are
 * charged only when the desk says so (else the hotel's setting), as an agreed total on the folio.
 */
function endStayEarly(
  tx: DbOrTx,
  record: BookingRecord,
  money: MoneyOptions,
  today: string,
  stamp: string,
): Record<string, unknown> | null {
  const { booking } = record;
  if (today <= booking.checkIn || today >= booking.checkOut) return null;
  const room = tx.select().from(rooms).where(eq(rooms.id, booking.roomId)).get();
  if (!room) throw fail.notFound(STAFF_MSG.roomNotFound);
  const hotel = getHotelInfo(tx);
  const charged = money.chargeUnusedNights ?? hotel.chargeUnusedNights;
  const stay = { checkIn: booking.checkIn, checkOut: today, guests: booking.guests, offer: booking.offer, beds: booking.beds };
  const priced = repriceStay(tx, hotel, room, { ...booking, units: pricedUnits(room, booking.beds) }, stay, false);
  const totalCents = charged ? booking.totalCents : priced.totalCents;
  const pricing = { ...toStoredPricing(priced), ...(charged ? { overrideReason: 'unused nights charged on early check-out' } : {}) };
  tx.update(bookings).set({ checkOut: today, totalCents, pricing, updatedAt: stamp }).where(eq(bookings.id, booking.id)).run();
  return {
    checkOut: { from: booking.checkOut, to: today },
    totalCents: { from: booking.totalCents, to: totalCents },
    unusedNightsCharged: charged,
  };
}

export function updateBookingStatus(
  deps: AppDeps,
  actor: WorkflowActor,
  bookingId: string,
  status: BookingStatus,
  money: MoneyOptions = {},
  deskCancel = false,
): BookingView {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  return commit(deps, (tx) => {
    const record = findBooking(tx, bookingId);
    const { booking, room } = record;
    const from = booking.status;
    if (!deskCancel) refuseStaffStep(actor, BOOKING_STEPS, 'This booking', from, status);
    else if (!(CANCELLABLE_BOOKING_STATUSES as readonly BookingStatus[]).includes(from)) throw fail.conflict(DESK_MSG.notCancellable(from));
    if (from === status) return { view: toBookingView(record), notices: [], changes: [] };
    refuseBookingMove(tx, booking, room, status, today);

    const stamp = at.toISOString();
    const subject = { bookingId: booking.id };
    if (status === 'cancelled') refundOnCancel(tx, actor, subject, money.refund, at);
    const early = status === 'checked-out' ? endStayEarly(tx, record, money, today, stamp) : null;
    if (status === 'checked-out') settleAtCheckOut(tx, actor, findBooking(tx, booking.id).booking, money, at);
    tx.update(bookings).set({ status, updatedAt: stamp }).where(eq(bookings.id, booking.id)).run();
    // Beds it had may have gone to others meanwhile.
    if (holdsNights(status) && !holdsNights(from)) assignFreeBeds(tx, booking);
    const payment = syncBookingPayment(tx, booking.id, stamp).paymentStatus;
    if (status === 'checked-out') issueInvoice(tx, actor, subject, at);

    const changes: BoardChange[] = [{ entity: 'booking', id: booking.id, status }];
    const details: Record<string, unknown> = { from, to: status, role: actor.role, roomNumber: room.roomNumber };
    if (payment !== booking.paymentStatus) details.paymentStatus = { from: booking.paymentStatus, to: payment };
    if (early) details.earlyDeparture = early;
    const roomStatus = roomAfter(tx, booking, room, from, status);
    if (roomStatus) {
      const before = tx.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, room.id)).get();
      if (before && before.status !== roomStatus) {
        tx.update(rooms).set({ status: roomStatus, updatedAt: stamp }).where(eq(rooms.id, room.id)).run();
        details.roomStatus = { from: before.status, to: roomStatus };
        changes.push({ entity: 'room', id: room.id, status: roomStatus });
      }
    }
    recordAudit(tx, actor, 'booking.status', 'booking', booking.id, details, at);

    const updated = findBooking(tx, booking.id);
    const view = toBookingView(updated);
    mailGuest(tx, deps, updated, status);
    return { view, notices: tellGuest(tx, actor, view, status, at), changes };
  });
}

/**
 * A booking cancelled at the desk (the guest phoned, or a walk-in changed their mind), by staff or an
 * administrator, with the refund the desk chose. Only a pending or confirmed booking: a stay in
 * progress ends by check-out. Not a workflow step, so staff still advance status one step at a time.
 */
export function cancelAtDesk(deps: AppDeps, actor: WorkflowActor, bookingId: string, money: MoneyOptions): BookingView {
  return updateBookingStatus(deps, actor, bookingId, 'cancelled', money, true);
}

/**
 * The guest never came: a pending or confirmed booking from its check-in day on becomes a no-show,
 * which frees its nights (no-show is not a blocking status). Staff and administrators alike.
 */
export function markNoShow(deps: AppDeps, actor: WorkflowActor, bookingId: string): BookingView {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  return commit(deps, (tx) => {
    const { booking, room } = findBooking(tx, bookingId);
    if (booking.status !== 'pending' && booking.status !== 'confirmed') throw fail.badRequest(DESK_MSG.noShowStatus(booking.status));
    if (booking.checkIn > today) throw fail.badRequest(DESK_MSG.noShowTooEarly(booking.checkIn));
    tx.update(bookings).set({ status: 'no-show', updatedAt: at.toISOString() }).where(eq(bookings.id, booking.id)).run();
    recordAudit(
      tx,
      actor,
      'booking.status',
      'booking',
      booking.id,
      { from: booking.status, to: 'no-show', role: actor.role, roomNumber: room.roomNumber },
      at,
    );
    const view = toBookingView(findBooking(tx, booking.id));
    return {
      view,
      notices: tellGuest(tx, actor, view, 'no-show', at),
      changes: [{ entity: 'booking', id: booking.id, status: 'no-show' }],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Food orders

type OrderNotice = (order: FoodOrderView) => Pick<NewNotification, 'title' | 'message'>;

const ORDER_NOTICES: Partial<Record<FoodOrderStatus, OrderNotice>> = {
  preparing: (o) => ({
    title: t('Your order is being prepared'),
    message: t('The kitchen has started on order #{order}.', { order: orderNumber(o._id) }),
  }),
  ready: (o) => ({
    title: t('Your order is ready'),
    message: t('Order #{order} is ready and on its way to {place}.', { order: orderNumber(o._id), place: o.deliveryLocation }),
  }),
  delivered: (o) => ({
    title: t('Your order was delivered'),
    message: t('Order #{order} was delivered to {place}. Enjoy your meal!', { order: orderNumber(o._id), place: o.deliveryLocation }),
  }),
  cancelled: (o) => ({
    title: t('Order cancelled'),
    message: t('Order #{order} was cancelled by the hotel. Please contact the front desk with any questions.', {
      order: orderNumber(o._id),
    }),
  }),
};

function orderView(tx: DbOrTx, orderId: string): FoodOrderView {
  const row = tx.select().from(foodOrders).where(eq(foodOrders.id, orderId)).get();
  const [view] = row ? toFoodOrderViews(tx, [row]) : [];
  if (!view) throw fail.notFound(STAFF_MSG.orderNotFound);
  return view;
}

export function updateFoodOrderStatus(
  deps: AppDeps,
  actor: WorkflowActor,
  orderId: string,
  status: FoodOrderStatus,
  money: Pick<MoneyOptions, 'refund'> = {},
): FoodOrderView {
  const at = deps.now();
  return commit(deps, (tx) => {
    const before = orderView(tx, orderId);
    // Staff may also call off an order nobody has paid for or started: no money moves.
    const callOff = status === 'cancelled' && before.status === 'pending' && stillUnpaid(before);
    if (!callOff) refuseStaffStep(actor, FOOD_ORDER_STEPS, 'This order', before.status, status);
    if (before.status === status) return { view: before, notices: [], changes: [] };

    // The kitchen starts only what will be paid for: nothing reaches a guest without a way to collect it.
    if (status === 'preparing' && !settledSomehow(before)) throw fail.conflict(FOOD_MSG.notStartable);

    const stamp = at.toISOString();
    // An order charged to a room is refunded on the stay's folio, if at all.
    if (status === 'cancelled' && !before.bookingId) refundOnCancel(tx, actor, { foodOrderId: orderId }, money.refund, at);
    if (status === 'delivered' && before.payOnDelivery && before.paymentStatus === 'pending') {
      const row = tx.select({ totalCents: foodOrders.totalCents }).from(foodOrders).where(eq(foodOrders.id, orderId)).get();
      const entry = { kind: 'payment' as const, method: before.payOnDelivery, amountCents: row?.totalCents ?? 0, note: 'Paid on delivery' };
      recordMoney(tx, actor, { foodOrderId: orderId }, entry, at);
    }
    tx.update(foodOrders).set({ status, updatedAt: stamp }).where(eq(foodOrders.id, orderId)).run();
    syncOrderPayment(tx, orderId, stamp);
    recordAudit(tx, actor, 'food-order.status', 'food_order', orderId, { from: before.status, to: status, role: actor.role }, at);
    const view = orderView(tx, orderId);
    const notice = inLanguageOf(tx, view.customer._id, () => ORDER_NOTICES[status]?.(view));
    const notices = notice
      ? [
          createNotification(
            tx,
            { recipientId: view.customer._id, senderId: actor.id, type: 'order', ...notice, subject: { type: 'order', id: orderId } },
            at,
          ),
        ]
      : [];
    return { view, notices, changes: [{ entity: 'foodOrder', id: orderId, status }] };
  });
}

/** Paid, charged to a stay's folio, or accepted by staff as paid at the door. */
function settledSomehow(order: FoodOrderView): boolean {
  return order.paymentStatus !== 'pending' || order.bookingId !== null || order.payOnDelivery !== null;
}

/**
 * Staff accept payment at the door (cash or card) for an unpaid order, which makes it startable;
 * the payment itself is recorded in the ledger when the order is delivered.
 */
export function acceptPayOnDelivery(deps: AppDeps, actor: WorkflowActor, orderId: string, method: 'cash' | 'card'): FoodOrderView {
  const at = deps.now();
  return commit(deps, (tx) => {
    const before = orderView(tx, orderId);
    if (!stillUnpaid(before)) throw fail.conflict(FOOD_MSG.payOnDeliveryClosed);
    const stamp = at.toISOString();
    // The QR link is withdrawn so the guest cannot pay twice.
    tx.update(foodOrders)
      .set({ payOnDelivery: method, paymentToken: null, paymentExpiresAt: null, updatedAt: stamp })
      .where(eq(foodOrders.id, orderId))
      .run();
    recordAudit(tx, actor, 'food-order.pay-on-delivery', 'food_order', orderId, { method }, at);
    const view = orderView(tx, orderId);
    return { view, notices: [], changes: [{ entity: 'foodOrder', id: orderId, status: view.status }] };
  });
}

/** Open and owing, with no way to collect it chosen yet beyond the QR link. */
function stillUnpaid(order: FoodOrderView): boolean {
  const open = order.status !== 'delivered' && order.status !== 'cancelled';
  return open && order.paymentStatus === 'pending' && !order.bookingId;
}

/**
 * Staff put an unpaid order on the folio of the stay its guest is checked in to now: the order
 * becomes startable, the stay's balance grows, and the QR link (or pay at the door) is withdrawn.
 */
export function chargeOrderToRoomByStaff(deps: AppDeps, actor: WorkflowActor, orderId: string): FoodOrderView {
  const at = deps.now();
  return commit(deps, (tx) => {
    const before = orderView(tx, orderId);
    if (!stillUnpaid(before)) throw fail.conflict(FOOD_MSG.chargeToRoomClosed);
    const stay = stayInHouse(tx, before.customer._id, FOOD_MSG.guestNotInHouse);
    const stamp = at.toISOString();
    tx.update(foodOrders)
      .set({ bookingId: stay.id, payOnDelivery: null, paymentToken: null, paymentExpiresAt: null, updatedAt: stamp })
      .where(eq(foodOrders.id, orderId))
      .run();
    syncBookingPayment(tx, stay.id, stamp);
    recordAudit(tx, actor, 'food-order.charge-to-room', 'food_order', orderId, { chargedToBooking: stay.id }, at);
    const view = orderView(tx, orderId);
    const notice = createNotification(
      tx,
      {
        recipientId: view.customer._id,
        senderId: actor.id,
        type: 'order',
        ...inLanguageOf(tx, view.customer._id, () => ({
          title: t('Order charged to your room'),
          message: t("Order #{order} ({amount}) is on your room's bill, to be settled with your stay.", {
            order: orderNumber(orderId),
            amount: moneyText(tx, toCents(view.totalAmount)),
          }),
        })),
        subject: { type: 'order', id: orderId },
      },
      at,
    );
    return { view, notices: [notice], changes: [{ entity: 'foodOrder', id: orderId, status: view.status }] };
  });
}

// ---------------------------------------------------------------------------------------------
// Rooms

function roomView(tx: DbOrTx, roomId: string): RoomView {
  const row = tx.select().from(rooms).where(eq(rooms.id, roomId)).get();
  if (!row) throw fail.notFound(STAFF_MSG.roomNotFound);
  return toRoomView(tx, row);
}

/** Beds of a dormitory left to strip. */
function bedsToStrip(tx: DbOrTx, roomId: string): number {
  return (
    tx
      .select({ n: count() })
      .from(roomBeds)
      .where(and(eq(roomBeds.roomId, roomId), eq(roomBeds.toStrip, true)))
      .get()?.n ?? 0
  );
}

/**
 * Housekeeping made one bed of a dormitory: once none is left to strip, the dormitory is occupied if
 * a guest is in it, else available.
 */
export function markBedMade(deps: AppDeps, actor: WorkflowActor, roomId: string, bedId: string): RoomView {
  const at = deps.now();
  return commit(deps, (tx) => {
    const before = roomView(tx, roomId);
    const bed = before.beds.find((b) => b._id === bedId);
    if (!bed) throw fail.notFound(BEDS_MSG.bedNotFound);
    if (!bed.toStrip) return { view: before, notices: [], changes: [] };
    tx.update(roomBeds).set({ toStrip: false }).where(eq(roomBeds.id, bedId)).run();
    const changes: BoardChange[] = [{ entity: 'room', id: roomId, status: before.status }];
    if (before.status === 'cleaning' && bedsToStrip(tx, roomId) === 0) {
      const inHouse = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.roomId, roomId), eq(bookings.status, 'checked-in')))
        .get();
      const status: RoomStatus = inHouse ? 'occupied' : 'available';
      tx.update(rooms).set({ status, updatedAt: at.toISOString() }).where(eq(rooms.id, roomId)).run();
      changes[0] = { entity: 'room', id: roomId, status };
    }
    recordAudit(tx, actor, 'bed.made', 'room', roomId, { roomNumber: before.roomNumber, bed: bed.label, role: actor.role }, at);
    return { view: roomView(tx, roomId), notices: [], changes };
  });
}

/** Staff mark a room that is being cleaned as clean (available); administrators set any status. */
export function updateRoomStatus(deps: AppDeps, actor: WorkflowActor, roomId: string, status: RoomStatus): RoomView {
  const at = deps.now();
  return commit(deps, (tx) => {
    const before = roomView(tx, roomId);
    refuseStaffStep(actor, ROOM_CLEANING_STEPS, `Room ${before.roomNumber}`, before.status, status);
    if (before.status === status) return { view: before, notices: [], changes: [] };

    tx.update(rooms).set({ status, updatedAt: at.toISOString() }).where(eq(rooms.id, roomId)).run();
    // A cleaned dormitory has every bed made.
    if (status === 'available') tx.update(roomBeds).set({ toStrip: false }).where(eq(roomBeds.roomId, roomId)).run();
    recordAudit(
      tx,
      actor,
      'room.status',
      'room',
      roomId,
      { from: before.status, to: status, role: actor.role, roomNumber: before.roomNumber },
      at,
    );
    return { view: roomView(tx, roomId), notices: [], changes: [{ entity: 'room', id: roomId, status }] };
  });
}
