import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  FOOD_LIMITS,
  FOOD_MSG,
  LEDGER_MSG,
  LIMITS,
  OFFER_LABELS,
  addDays,
  formatHotelDay,
  orderNumber,
  stayNights,
  toCents,
  toDollars,
  stayPaymentPath,
  type RecordPaymentInput,
  type StayPayInput,
  type StayPayLinkInput,
  type HotelInfo,
  type RefundPaymentInput,
  type PaymentMethod,
  type Role,
  m,
} from '@innkeep/api-contract';
import { OPEN_FOOD_ORDER_STATUSES, bookings, foodOrders, invoices, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { publishBoardChange } from '../messages/board';
import { createNotification, publishNotifications, type StoredNotification } from '../messages/notifications';
import { selectBookings, toBookingView } from '../stays/bookings';
import { orderItemsByOrder, toFoodOrderViews } from '../kitchen/food';
import { bookingBalance, ledgerRows, received, recordMoney, recorderNames, roomCharges, syncBookingPayment } from './ledger';
import { linkExpired, newPaymentLink, sameSecret, secondsUntil } from './pay-link';
import { getHotelInfo, moneyText } from '../operations/settings';
import { queuePayLinkMail } from '../stays/booking-mail';
import { bookingPricing } from '../stays/pricing';

/*
 * A stay's folio: what it costs (nights × rate, orders charged to the room), what was paid and
 * refunded (the ledger), and the balance. Staff and administrators read any; a guest their own.
 */

export interface FolioLine {
  /** room: nights at one price; extra: extra persons; discount: the offer's (negative); tax: a tax added on top; adjustment: the desk's own total. */
  kind: 'room' | 'extra' | 'discount' | 'tax' | 'adjustment' | 'food';
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  /** The food order of a room-service line. */
  orderId: string | null;
}

const line = (
  kind: FolioLine['kind'],
  description: string,
  quantity: number,
  unitCents: number,
  cents = unitCents * quantity,
): FolioLine => ({
  kind,
  description,
  quantity,
  unitAmount: toDollars(unitCents),
  amount: toDollars(cents),
  orderId: null,
});

/**
 * A stay's charges as stored when booked: runs of nights at one price, extra persons, the discount,
 * taxes added on top, and the difference to the desk's own total if it set one. They sum to its total.
 */
export function stayLines(booking: BookingRow, room: { roomNumber: string; name: string }): FolioLine[] {
  const pricing = booking.pricing;
  const nights = stayNights(booking.checkIn, booking.checkOut);
  // Priced before the rate calendar: one line, its total over its nights.
  if (!pricing) {
    const description = `Room ${room.roomNumber} (${room.name}), ${formatHotelDay(booking.checkIn)} to ${formatHotelDay(booking.checkOut)}`;
    return [line('room', description, nights, nights > 0 ? Math.round(booking.totalCents / nights) : 0, booking.totalCents)];
  }
  const lines: FolioLine[] = [];
  let start = 0;
  pricing.nightlyCents.forEach((cents, i) => {
    if (pricing.nightlyCents[i + 1] === cents) return;
    const from = addDays(booking.checkIn, start);
    const nights = i - start + 1;
    const when = nights === 1 ? `night of ${formatHotelDay(from)}` : `${formatHotelDay(from)} to ${formatHotelDay(addDays(from, nights))}`;
    lines.push(line('room', `Room ${room.roomNumber} (${room.name}), ${when}`, nights, cents));
    start = i + 1;
  });
  if (pricing.extraPersonCents > 0) lines.push(line('extra', 'Extra persons', 1, pricing.extraPersonCents));
  if (pricing.discountCents > 0) lines.push(line('discount', `${OFFER_LABELS.nonrefundable} offer`, 1, -pricing.discountCents));
  for (const tax of pricing.taxes.filter((t) => !t.included))
    lines.push(line('tax', tax.ratePercent === null ? tax.name : `${tax.name} ${tax.ratePercent}%`, 1, tax.cents));
  const priced = lines.reduce((sum, l) => sum + toCents(l.amount), 0);
  if (priced !== booking.totalCents)
    lines.push(
      line('adjustment', pricing.overrideReason ? `Agreed total: ${pricing.overrideReason}` : 'Adjustment', 1, booking.totalCents - priced),
    );
  return lines;
}

/** Ledger rows as clients see them: signed dollars (refunds negative). */
export function toLedgerViews(db: DbOrTx, rows: ReturnType<typeof ledgerRows>) {
  const recorder = recorderNames(
    db,
    rows.map((r) => r.recordedBy),
  );
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    method: row.method,
    amount: toDollars(row.kind === 'refund' ? -row.amountCents : row.amountCents),
    at: row.at,
    note: row.note,
    recordedBy: recorder(row.recordedBy),
    bookingId: row.bookingId,
    foodOrderId: row.foodOrderId,
  }));
}
export type LedgerView = ReturnType<typeof toLedgerViews>[number];

type BookingRow = typeof bookings.$inferSelect;

function findRecord(db: DbOrTx, bookingId: string) {
  const record = selectBookings(db).where(eq(bookings.id, bookingId)).get();
  if (!record) throw fail.notFound(LEDGER_MSG.bookingNotFound);
  return record;
}

/** A customer reads only their own folio; anyone else's reads like a missing one. */
export function assertFolioReader(db: DbOrTx, user: { id: string; role: Role }, bookingId: string): void {
  if (user.role !== 'customer') return;
  const own = db.select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId)).get();
  if (own?.customerId !== user.id) throw fail.notFound(LEDGER_MSG.bookingNotFound);
}

/** The guest's open orders owed on their own (no payment, no folio): the desk may put them on the stay's folio. */
function unpaidOrdersOf(db: DbOrTx, customerId: string) {
  const rows = db
    .select()
    .from(foodOrders)
    .where(
      and(
        eq(foodOrders.customerId, customerId),
        eq(foodOrders.paymentStatus, 'pending'),
        isNull(foodOrders.bookingId),
        inArray(foodOrders.status, OPEN_FOOD_ORDER_STATUSES),
      ),
    )
    .orderBy(foodOrders.createdAt)
    .limit(LIMITS.folioUnpaidOrders)
    .all();
  return toFoodOrderViews(db, rows);
}

export function folio(db: DbOrTx, bookingId: string) {
  const record = findRecord(db, bookingId);
  const { booking, room } = record;
  const orders = roomCharges(db, bookingId);
  const items = orderItemsByOrder(
    db,
    orders.map((o) => o.id),
  );
  const lines: FolioLine[] = [
    ...stayLines(booking, room),
    ...orders.map((order) => ({
      kind: 'food' as const,
      description: `Room service order #${orderNumber(order.id)}: ${(items.get(order.id) ?? []).map((i) => `${i.quantity} × ${i.name}`).join(', ')}`,
      quantity: 1,
      unitAmount: toDollars(order.totalCents),
      amount: toDollars(order.totalCents),
      orderId: order.id,
    })),
  ];
  const balance = bookingBalance(db, booking);
  const invoice = db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .get();
  return {
    booking: toBookingView(record),
    unpaidOrders: booking.status === 'checked-in' ? unpaidOrdersOf(db, booking.customerId) : [],
    // A cancelled stay keeps only what was not refunded: its lines are shown, but owed is what was kept.
    lines: booking.status === 'cancelled' ? lines.map((line) => ({ ...line, amount: 0 })) : lines,
    payments: toLedgerViews(db, ledgerRows(db, { bookingIds: [bookingId] })),
    totals: {
      charges: toDollars(balance.dueCents),
      paid: toDollars(balance.paidCents),
      refunded: toDollars(balance.refundedCents),
      balance: toDollars(balance.balanceCents),
    },
    paymentStatus: balance.paymentStatus,
    invoice: invoice ?? null,
  };
}
export type Folio = ReturnType<typeof folio>;

/**
 * One desk movement of money on a stay's folio, in one write transaction: `limit` says how much may
 * move (a 409 when nothing may, a 400 above it), then the ledger row, the payment status, the answer.
 */
function moveMoney(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  entry: { kind: 'payment' | 'refund'; method: PaymentMethod; amount: number; note: string },
  limit: (tx: DbOrTx, booking: BookingRow) => { cents: number; none: string; over: (max: string) => string },
): Folio {
  const at = deps.now();
  const amountCents = toCents(entry.amount);
  const view = deps.db.transaction(
    (tx) => {
      const { booking } = findRecord(tx, bookingId);
      const { cents, none, over } = limit(tx, booking);
      if (cents <= 0) throw fail.conflict(none);
      if (amountCents > cents) throw fail.badRequest(over(moneyText(tx, cents)));
      recordMoney(tx, actor, { bookingId }, { kind: entry.kind, method: entry.method, amountCents, note: entry.note }, at);
      syncBookingPayment(tx, bookingId, at.toISOString());
      return folio(tx, bookingId);
    },
    { behavior: 'immediate' },
  );
  publishBoardChange(deps, { entity: 'booking', id: view.booking._id, status: view.booking.status });
  return view;
}

/** Cash or card at the desk, at most the balance (an overpayment would need a refund to undo). */
export function recordPayment(deps: AppDeps, actor: Actor, input: RecordPaymentInput): Folio {
  const entry = { kind: 'payment' as const, method: input.method, amount: Number(input.amount), note: input.note ?? '' };
  return moveMoney(deps, actor, input.bookingId, entry, (tx, booking) => ({
    cents: bookingBalance(tx, booking).balanceCents,
    none: LEDGER_MSG.nothingDue,
    over: LEDGER_MSG.amountTooLarge,
  }));
}

/** Money back to the guest, at most what the folio holds, with a reason. */
export function refundPayment(deps: AppDeps, actor: Actor, input: RefundPaymentInput): Folio {
  const entry = { kind: 'refund' as const, method: input.method, amount: Number(input.amount), note: input.reason };
  return moveMoney(deps, actor, input.bookingId, entry, (tx, booking) => ({
    cents: received(tx, { bookingId: booking.id }).netCents,
    none: LEDGER_MSG.nothingToRefund,
    over: LEDGER_MSG.refundTooLarge,
  }));
}

/**
 * A QR pay link for the stay's balance as it is now: the amount is stored with the token, so a
 * payment or a change to the stay since makes the link refuse instead of taking the wrong amount.
 * A new link replaces the previous one.
 */
export function createPayLink(deps: AppDeps, actor: Actor, bookingId: string) {
  const now = deps.now();
  return deps.db.transaction(
    (tx) => {
      const { booking, customer } = findRecord(tx, bookingId);
      const { balanceCents } = bookingBalance(tx, booking);
      if (balanceCents <= 0) throw fail.conflict(LEDGER_MSG.nothingDue);
      const link = newPaymentLink(now);
      const path = stayPaymentPath(bookingId, link.paymentToken);
      queuePayLinkMail(tx, deps, customer, { bookingId, path, amountCents: balanceCents, expiresAt: link.paymentExpiresAt });
      tx.update(bookings)
        .set({ ...link, paymentTokenCents: balanceCents })
        .where(eq(bookings.id, bookingId))
        .run();
      recordAudit(tx, actor, 'booking.pay-link', 'booking', bookingId, { amountCents: balanceCents }, now);
      return {
        url: path,
        token: link.paymentToken,
        expiresAt: link.paymentExpiresAt,
        expiresInSeconds: secondsUntil(link.paymentExpiresAt, now),
        amount: toDollars(balanceCents),
        currency: getHotelInfo(tx).currency,
        merchantId: FOOD_LIMITS.merchantId,
      };
    },
    { behavior: 'immediate' },
  );
}
export type StayPayLink = ReturnType<typeof createPayLink>;

/** The stay a pay link points at; a wrong token reads exactly like an unknown booking. */
function findByPayLink(db: DbOrTx, link: StayPayLinkInput) {
  const record = selectBookings(db).where(eq(bookings.id, link.bookingId)).get();
  const token = record?.booking.paymentToken;
  if (!record || !token || !sameSecret(token, link.token)) throw fail.notFound(FOOD_MSG.paymentLinkInvalid);
  return record;
}

type PricedBooking = Parameters<typeof bookingPricing>[0];

/** What the hotel's deposit rule asks of a stay to confirm it; 'none' asks for the whole stay. */
export function depositCents(hotel: Pick<HotelInfo, 'depositRule' | 'depositPercent'>, booking: PricedBooking): number {
  if (hotel.depositRule === 'first-night')
    return Math.min(booking.totalCents, bookingPricing(booking).nightlyCents[0] ?? booking.totalCents);
  if (hotel.depositRule === 'percent') return Math.round((booking.totalCents * hotel.depositPercent) / 100);
  return booking.totalCents;
}

/** The part of the deposit still to pay, when it is less than the balance (else there is only the balance to offer). */
function depositDue(db: DbOrTx, booking: PricedBooking & { id: string; status: string }, balanceCents: number): number | null {
  if (booking.status !== 'pending') return null;
  const due = depositCents(getHotelInfo(db), booking) - received(db, { bookingId: booking.id }).netCents;
  return due > 0 && due < balanceCents ? due : null;
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/**
 * The pay page's view of a stay's link: hotel, room, dates, the amount and whether it can still be
 * paid. Of the guest only the first name, since the link may be shared.
 */
export function payLinkDetails(deps: AppDeps, link: StayPayLinkInput) {
  const now = deps.now();
  const { booking, room, customer } = findByPayLink(deps.db, link);
  const { balanceCents, paymentStatus } = bookingBalance(deps.db, booking);
  const amountCents = booking.paymentTokenCents ?? 0;
  return {
    bookingId: booking.id,
    reference: booking.reference ?? '',
    hotelName: getHotelInfo(deps.db).hotelName,
    guestFirstName: customer.name.trim().split(/\s+/)[0] ?? '',
    room: { roomNumber: room.roomNumber, name: room.name },
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    amount: toDollars(amountCents),
    currency: getHotelInfo(deps.db).currency,
    paymentStatus,
    /** open: can be paid; paid: nothing is due; changed: the balance is no longer the link's amount. */
    state: balanceCents <= 0 ? ('paid' as const) : balanceCents === amountCents ? ('open' as const) : ('changed' as const),
    /** The deposit that confirms a pending booking at once, when the guest may pay it instead of the whole amount. */
    deposit: balanceCents === amountCents ? dollarsOrNull(depositDue(deps.db, booking, balanceCents)) : null,
    expiresAt: booking.paymentExpiresAt,
    expiresInSeconds: booking.paymentExpiresAt ? secondsUntil(booking.paymentExpiresAt, now) : 0,
  };
}

/**
 * Pays a stay's balance through its link, in one transaction: the balance must still be what the
 * link was made for; then the ledger row (by the stay's guest), the payment status and the audit.
 * A second payment finds nothing due and is refused.
 */
export function payByLink(deps: AppDeps, link: StayPayInput) {
  const now = deps.now();
  const view = deps.db.transaction(
    (tx) => {
      const { booking, customer } = findByPayLink(tx, link);
      const { balanceCents } = bookingBalance(tx, booking);
      if (balanceCents <= 0) throw fail.conflict(LEDGER_MSG.stayPaid);
      if (balanceCents !== booking.paymentTokenCents) throw fail.conflict(LEDGER_MSG.payLinkStale);
      if (linkExpired(booking.paymentExpiresAt, now)) throw fail.forbidden(LEDGER_MSG.payLinkExpired);
      const deposit = link.part === 'deposit' ? depositDue(tx, booking, balanceCents) : null;
      if (link.part === 'deposit' && deposit === null) throw fail.conflict(LEDGER_MSG.noDepositDue);
      const amountCents = deposit ?? balanceCents;
      const guest = { id: customer.id, name: customer.name };
      recordMoney(tx, guest, { bookingId: booking.id }, { kind: 'payment', method: 'qr', amountCents }, now);
      const balance = syncBookingPayment(tx, booking.id, now.toISOString());
      recordAudit(tx, guest, 'booking.pay', 'booking', booking.id, { amountCents, via: 'payment link', part: link.part }, now);
      // A request paid in full, or with the hotel's deposit paid, needs no one to confirm it: it is confirmed at once.
      const confirms = balance.balanceCents <= 0 || balance.netCents >= depositCents(getHotelInfo(tx), booking);
      const notice = booking.status === 'pending' && confirms ? confirmPaid(tx, guest, booking.id, now) : null;
      const status = notice ? ('confirmed' as const) : booking.status;
      return { bookingId: booking.id, status, amount: toDollars(amountCents), paymentStatus: balance.paymentStatus, notice };
    },
    { behavior: 'immediate' },
  );
  const { notice, ...paid } = view;
  if (notice) publishNotifications(deps, [notice]);
  publishBoardChange(deps, { entity: 'booking', id: paid.bookingId, status: paid.status });
  return { success: true as const, ...paid, currency: getHotelInfo(deps.db).currency };
}

/** A pending booking whose guest has paid it in full, or its deposit, becomes confirmed; the guest is told. */
function confirmPaid(tx: DbOrTx, guest: Actor, bookingId: string, at: Date): StoredNotification {
  tx.update(bookings).set({ status: 'confirmed', updatedAt: at.toISOString() }).where(eq(bookings.id, bookingId)).run();
  recordAudit(tx, guest, 'booking.status', 'booking', bookingId, { from: 'pending', to: 'confirmed', reason: 'paid online' }, at);
  return createNotification(
    tx,
    {
      recipientId: guest.id,
      type: 'booking',
      title: m('Booking confirmed'),
      message: LEDGER_MSG.confirmedOnPayment,
      subject: { type: 'booking', id: bookingId },
    },
    at,
  );
}
