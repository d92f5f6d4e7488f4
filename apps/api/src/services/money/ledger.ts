import { and, desc, eq, gte, inArray, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  LEDGER_MSG,
  addDays,
  toCents,
  type LedgerKind,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
  type RefundInput,
} from '@innkeep/api-contract';
import { bookings, foodOrders, ledgerTotals, payments, users, type DbOrTx } from '@innkeep/db';
import { fail } from '../../lib/errors';
import { hotelInstant } from '../../lib/dates';
import { recordAudit, type Actor } from '../operations/audit';
import { moneyText } from '../operations/settings';

/*
 * The payments ledger (packages/db/src/schema/payments.ts): every payment and refund is a row,
 * written in the same transaction as the status change it goes with, and audited. Payment
 * statuses follow the balance; revenue is the ledger's money in minus money out.
 */

/** Which folio a row belongs to: a booking's or a food order's. */
export type Subject = { bookingId: string } | { foodOrderId: string };

const subjectWhere = (subject: Subject): SQL =>
  'bookingId' in subject ? eq(payments.bookingId, subject.bookingId) : eq(payments.foodOrderId, subject.foodOrderId);

const subjectAudit = (subject: Subject) =>
  'bookingId' in subject ? { entity: 'booking', id: subject.bookingId } : { entity: 'food_order', id: subject.foodOrderId };

export interface Received {
  paidCents: number;
  refundedCents: number;
  /** Money the hotel holds: paid − refunded. */
  netCents: number;
}

/** Money received and returned on one folio. */
export function received(db: DbOrTx, subject: Subject): Received {
  const row = db
    .select({
      paid: sum(sql`CASE WHEN ${payments.kind} = 'payment' THEN ${payments.amountCents} ELSE 0 END`),
      refunded: sum(sql`CASE WHEN ${payments.kind} = 'refund' THEN ${payments.amountCents} ELSE 0 END`),
    })
    .from(payments)
    .where(subjectWhere(subject))
    .get();
  // SQL SUM comes back as text, and null without rows.
  const paidCents = Number(row?.paid ?? 0);
  const refundedCents = Number(row?.refunded ?? 0);
  return { paidCents, refundedCents, netCents: paidCents - refundedCents };
}

/**
 * The payment status a folio's balance means. A live item: nothing received is pending, part of the
 * charge partly paid, all of it paid, all returned refunded. A cancelled one owes nothing: any
 * refund makes it refunded, money kept without one (a cancellation fee) paid.
 */
export function paymentStatusFor(dueCents: number, money: Received, cancelled: boolean): PaymentStatus {
  if (cancelled) return money.refundedCents > 0 ? 'refunded' : money.netCents > 0 ? 'paid' : 'pending';
  if (money.paidCents === 0) return 'pending';
  if (money.netCents <= 0) return 'refunded';
  return money.netCents >= dueCents ? 'paid' : 'partially-paid';
}

export interface NewMoney {
  kind: LedgerKind;
  method: PaymentMethod;
  amountCents: number;
  note?: string;
}

/** Appends one ledger row and its audit entry; call inside the transaction of the change it belongs to. */
export function recordMoney(tx: DbOrTx, actor: Actor | null, subject: Subject, entry: NewMoney, at: Date): string {
  const row = tx
    .insert(payments)
    .values({
      ...subject,
      kind: entry.kind,
      method: entry.method,
      amountCents: entry.amountCents,
      note: entry.note ?? '',
      at: at.toISOString(),
      recordedBy: actor?.id ?? null,
      createdAt: at.toISOString(),
    })
    .returning({ id: payments.id })
    .get();
  const { entity, id } = subjectAudit(subject);
  recordAudit(
    tx,
    actor,
    entry.kind === 'payment' ? 'payment.record' : 'payment.refund',
    entity,
    id,
    { ledgerId: row.id, method: entry.method, amountCents: entry.amountCents, note: entry.note ?? '' },
    at,
  );
  return row.id;
}

/** The method of the last payment on a folio: a refund goes back the way the money came. */
function lastMethod(tx: DbOrTx, subject: Subject): PaymentMethod {
  const row = tx
    .select({ method: payments.method })
    .from(payments)
    .where(and(subjectWhere(subject), eq(payments.kind, 'payment')))
    .orderBy(desc(payments.at))
    .get();
  return row?.method ?? 'cash';
}

/**
 * The refund a cancellation asks for, written to the ledger. Nothing received: nothing to ask.
 * Something received and no answer: a 409 asking for it, so a client cannot cancel paid items unawares.
 */
export function refundOnCancel(tx: DbOrTx, actor: Actor, subject: Subject, refund: RefundInput | undefined, at: Date): void {
  const money = received(tx, subject);
  if (money.netCents <= 0) return;
  if (!refund) throw fail.conflict(LEDGER_MSG.refundRequired(moneyText(tx, money.netCents)));
  const amountCents = refund.choice === 'full' ? money.netCents : refund.choice === 'partial' ? toCents(Number(refund.amount)) : 0;
  if (amountCents > money.netCents) throw fail.badRequest(LEDGER_MSG.refundTooLarge(moneyText(tx, money.netCents)));
  const { entity, id } = subjectAudit(subject);
  if (amountCents === 0) {
    recordAudit(tx, actor, 'payment.keep', entity, id, { keptCents: money.netCents, reason: refund.reason }, at);
    return;
  }
  recordMoney(
    tx,
    actor,
    subject,
    { kind: 'refund', method: refund.method ?? lastMethod(tx, subject), amountCents, note: refund.reason },
    at,
  );
}

/** A full refund of what a folio holds, when the guest cancels within the free-cancellation window. */
export function refundInFull(tx: DbOrTx, actor: Actor, subject: Subject, reason: string, at: Date): void {
  refundOnCancel(tx, actor, subject, { choice: 'full', reason }, at);
}

// ---------------------------------------------------------------------------------------------
// Folio balances and payment statuses

/** Orders charged to a stay's folio, cancelled ones excluded. */
export function roomCharges(db: DbOrTx, bookingId: string) {
  return db
    .select()
    .from(foodOrders)
    .where(and(eq(foodOrders.bookingId, bookingId), ne(foodOrders.status, 'cancelled')))
    .orderBy(foodOrders.createdAt)
    .all();
}

export interface Balance extends Received {
  dueCents: number;
  balanceCents: number;
  paymentStatus: PaymentStatus;
}

/** A stay's folio: nights × rate plus orders charged to the room; a cancelled stay owes only what was kept. */
export function bookingBalance(db: DbOrTx, booking: { id: string; totalCents: number; status: string }): Balance {
  const money = received(db, { bookingId: booking.id });
  const cancelled = booking.status === 'cancelled';
  const charged = roomCharges(db, booking.id).reduce((total, order) => total + order.totalCents, 0);
  const dueCents = cancelled ? Math.max(0, money.netCents) : booking.totalCents + charged;
  return { ...money, dueCents, balanceCents: dueCents - money.netCents, paymentStatus: paymentStatusFor(dueCents, money, cancelled) };
}

export function orderBalance(db: DbOrTx, order: { id: string; totalCents: number; status: string }): Balance {
  const money = received(db, { foodOrderId: order.id });
  const cancelled = order.status === 'cancelled';
  const dueCents = cancelled ? Math.max(0, money.netCents) : order.totalCents;
  return { ...money, dueCents, balanceCents: dueCents - money.netCents, paymentStatus: paymentStatusFor(dueCents, money, cancelled) };
}

/**
 * Brings a booking's payment status (and that of the orders charged to its room, which are settled
 * with it) in line with its folio. Returns the balance.
 */
export function syncBookingPayment(tx: DbOrTx, bookingId: string, stamp: string): Balance {
  const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) throw fail.notFound(LEDGER_MSG.bookingNotFound);
  const balance = bookingBalance(tx, booking);
  if (balance.paymentStatus !== booking.paymentStatus) {
    tx.update(bookings).set({ paymentStatus: balance.paymentStatus, updatedAt: stamp }).where(eq(bookings.id, bookingId)).run();
  }
  tx.update(foodOrders)
    .set({ paymentStatus: balance.paymentStatus, updatedAt: stamp })
    .where(
      and(eq(foodOrders.bookingId, bookingId), ne(foodOrders.status, 'cancelled'), ne(foodOrders.paymentStatus, balance.paymentStatus)),
    )
    .run();
  return balance;
}

export function syncOrderPayment(tx: DbOrTx, orderId: string, stamp: string): Balance {
  const order = tx.select().from(foodOrders).where(eq(foodOrders.id, orderId)).get();
  if (!order) throw fail.notFound(LEDGER_MSG.orderNotFound);
  if (order.bookingId) return syncBookingPayment(tx, order.bookingId, stamp);
  const balance = orderBalance(tx, order);
  if (balance.paymentStatus !== order.paymentStatus) {
    tx.update(foodOrders).set({ paymentStatus: balance.paymentStatus, updatedAt: stamp }).where(eq(foodOrders.id, orderId)).run();
  }
  return balance;
}

// ---------------------------------------------------------------------------------------------
// Revenue: the one definition (README "Money")

/** Hotel days `from`..`to` (inclusive, either open) as the instants `[since, until)` money moved in. */
const RANGE_ORDER = 'The start date must not be after the end date';

export interface InstantRange {
  since?: string;
  until?: string;
}

export function hotelDayRange(range: { from?: string; to?: string }, timeZone: string): InstantRange {
  if (range.from && range.to && range.from > range.to) throw fail.badRequest(RANGE_ORDER);
  return {
    since: range.from ? new Date(hotelInstant(range.from, '00:00', timeZone)).toISOString() : undefined,
    until: range.to ? new Date(hotelInstant(addDays(range.to, 1), '00:00', timeZone)).toISOString() : undefined,
  };
}

/** Ledger rows that moved inside the range. */
export function movedIn(range: InstantRange): SQL | undefined {
  return and(range.since ? gte(payments.at, range.since) : undefined, range.until ? lt(payments.at, range.until) : undefined);
}

/** + for money in, − for money out. */
export const signedCents = sql<number>`CASE WHEN ${payments.kind} = 'refund' THEN -${payments.amountCents} ELSE ${payments.amountCents} END`;

export interface RevenueFigure {
  cents: number;
  /** Ledger rows (payments and refunds) behind it. */
  count: number;
}

/**
 * Revenue = payments received − refunds, dated by when the money moved. Room revenue is money on
 * stays' folios (orders charged to a room included), food revenue money on orders paid on their own.
 * `where` narrows the rows further (a search, a customer).
 */
export function revenue(
  db: DbOrTx,
  range: InstantRange,
  where?: SQL,
): { overall: RevenueFigure; booking: RevenueFigure; food: RevenueFigure } {
  if (!range.since && !range.until && !where) {
    const totals = ledgerTotalsOf(db);
    return { overall: { cents: totals.booking.cents + totals.food.cents, count: totals.booking.count + totals.food.count }, ...totals };
  }
  // Conditional sums rather than GROUP BY: one pass over the rows in range, no temporary B-tree; and
  // only columns the `at` index holds (a row without a booking is an order's), so no table row is read.
  const isBooking = sql`${payments.bookingId} IS NOT NULL`;
  const row = db
    .select({
      bookingCents: sql<number | null>`sum(CASE WHEN ${isBooking} THEN ${signedCents} END)`,
      bookingCount: sql<number>`count(${payments.bookingId})`,
      foodCents: sql<number | null>`sum(CASE WHEN ${isBooking} THEN NULL ELSE ${signedCents} END)`,
      foodCount: sql<number>`count(*) - count(${payments.bookingId})`,
    })
    .from(payments)
    .where(and(movedIn(range), where))
    .get();
  const booking: RevenueFigure = { cents: Number(row?.bookingCents ?? 0), count: row?.bookingCount ?? 0 };
  const food: RevenueFigure = { cents: Number(row?.foodCents ?? 0), count: row?.foodCount ?? 0 };
  return { overall: { cents: booking.cents + food.cents, count: booking.count + food.count }, booking, food };
}

/** All-time revenue and row counts per subject, from the running totals the ledger_totals_* triggers keep (packages/db/src/triggers.ts). */
export function ledgerTotalsOf(db: DbOrTx): Record<PaymentType, RevenueFigure> {
  const totals: Record<PaymentType, RevenueFigure> = { booking: { cents: 0, count: 0 }, food: { cents: 0, count: 0 } };
  for (const row of db.select().from(ledgerTotals).all()) totals[row.subject] = { cents: row.netCents, count: row.rows };
  return totals;
}

/** Ledger rows of one customer's bookings and orders (what they spent): one range of the customer index. */
export function ofCustomer(customerId: string): SQL {
  return eq(payments.customerId, customerId);
}

/** The first day money moved, for an open-ended range. */
export function firstMovement(db: DbOrTx): string | null {
  return db.select({ at: payments.at }).from(payments).orderBy(payments.at).limit(1).get()?.at ?? null;
}

/** Ledger rows of many folios at once (invoice and folio screens). */
export function ledgerRows(db: DbOrTx, subject: { bookingIds?: string[]; foodOrderIds?: string[] }) {
  const conditions = [
    subject.bookingIds?.length ? inArray(payments.bookingId, subject.bookingIds) : undefined,
    subject.foodOrderIds?.length ? inArray(payments.foodOrderId, subject.foodOrderIds) : undefined,
  ].filter(Boolean) as SQL[];
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(conditions.length === 1 ? conditions[0] : sql`(${conditions[0]} OR ${conditions[1]})`)
    .orderBy(payments.at)
    .all();
}

/**
 * The ledger rows a payment status stood for before the ledger (the migration's backfill, in
 * code, for demo data and hand-built test hotels): paid is one payment, refunded a payment and
 * its refund, recorded by `recordedBy` when one is named.
 */
export function rowsForStatus(
  subject: Subject,
  status: PaymentStatus,
  totalCents: number,
  times: { paidAt: string; refundedAt: string },
  method: PaymentMethod,
  recordedBy: string | null = null,
): (typeof payments.$inferInsert)[] {
  if (totalCents <= 0 || (status !== 'paid' && status !== 'refunded')) return [];
  const row = { ...subject, method, amountCents: totalCents, note: '', recordedBy };
  const paid = { ...row, kind: 'payment' as const, at: times.paidAt, createdAt: times.paidAt };
  return status === 'paid' ? [paid] : [paid, { ...row, kind: 'refund' as const, at: times.refundedAt, createdAt: times.refundedAt }];
}

/** The names of the users who recorded ledger rows, in one lookup; a deleted account is a "Former user". */
export function recorderNames(db: DbOrTx, ids: readonly (string | null)[]): (id: string | null) => string | null {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const names = new Map(
    wanted.length
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, wanted))
          .all()
          .map((u) => [u.id, u.name])
      : [],
  );
  return (id) => (id ? (names.get(id) ?? 'Former user') : null);
}
