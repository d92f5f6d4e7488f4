import { and, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  csvFileName,
  toCsv,
  toDollars,
  hotelToday,
  PAYMENT_METHOD_LABELS,
  type CsvExport,
  type PaymentFilter,
  type PaymentHistoryQuery,
  type PaymentType,
} from '@innkeep/api-contract';
import { bookings, foodOrderItems, foodOrders, payments, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { hotelDateTime } from '../../lib/dates';
import { orderItemsByOrder } from '../food';
import { hotelDayRange, movedIn, revenue, type InstantRange, type RevenueFigure } from '../ledger';
import { countAll, pageWindow, searchIn, totalOf } from '../query';

/*
 * The payment history lists the ledger: one row per payment or refund, dated by when the money
 * moved (`at`), newest first; booking rows are money on a stay's folio, food rows money on an order
 * paid on its own. The totals are revenue (README "Money") for the same range and search.
 */

type Deps = Pick<AppDeps, 'db' | 'env' | 'now'>;

/** Search by guest (name, email) and room (name, number); a subquery, so counts and sums need no joins. */
function bookingSearch(db: DbOrTx, search: string | undefined) {
  if (!search) return undefined;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, bookings.customerId), searchIn(search, [users.name, users.email]))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(rooms)
        .where(and(eq(rooms.id, bookings.roomId), searchIn(search, [rooms.name, rooms.roomNumber]))),
    ),
  );
}

/** Search by guest (name, email) and delivery location. */
function foodSearch(db: DbOrTx, search: string | undefined) {
  if (!search) return undefined;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, foodOrders.customerId), searchIn(search, [users.name, users.email]))),
    ),
    searchIn(search, [foodOrders.deliveryLocation]),
  );
}

const ledgerColumns = {
  _id: payments.id,
  kind: payments.kind,
  method: payments.method,
  amountCents: payments.amountCents,
  at: payments.at,
  note: payments.note,
};

function bookingLedger(db: DbOrTx, search: string | undefined, range: InstantRange) {
  return db
    .select({
      ...ledgerColumns,
      bookingId: bookings.id,
      customer: { _id: users.id, name: users.name, email: users.email },
      room: { name: rooms.name, roomNumber: rooms.roomNumber },
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      totalCents: bookings.totalCents,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(movedIn(range), bookingSearch(db, search)))
    .orderBy(desc(payments.at), desc(payments.id));
}

function foodLedger(db: DbOrTx, search: string | undefined, range: InstantRange) {
  return db
    .select({
      ...ledgerColumns,
      foodOrderId: foodOrders.id,
      customer: { _id: users.id, name: users.name, email: users.email },
      deliveryLocation: foodOrders.deliveryLocation,
      itemCount: sql<number>`(SELECT coalesce(sum(${foodOrderItems.quantity}), 0) FROM ${foodOrderItems} WHERE ${foodOrderItems.orderId} = ${foodOrders.id})`,
      totalCents: foodOrders.totalCents,
      paymentStatus: foodOrders.paymentStatus,
      status: foodOrders.status,
      paidAt: foodOrders.paidAt,
      updatedAt: foodOrders.updatedAt,
    })
    .from(payments)
    .innerJoin(foodOrders, eq(foodOrders.id, payments.foodOrderId))
    .innerJoin(users, eq(users.id, foodOrders.customerId))
    .where(and(movedIn(range), foodSearch(db, search)))
    .orderBy(desc(payments.at), desc(payments.id));
}

/**
 * Money leaves the server in dollars: `totalAmount` is the item's charge (as before the ledger),
 * `amount` this row's money, negative for a refund.
 */
function inDollars<T extends { totalCents: number; amountCents: number; kind: string }>({ totalCents, amountCents, ...rest }: T) {
  return { ...rest, totalAmount: toDollars(totalCents), amount: toDollars(rest.kind === 'refund' ? -amountCents : amountCents) };
}

interface Total {
  amount: number;
  count: number;
}
const dollars = (t: RevenueFigure): Total => ({ amount: toDollars(t.cents), count: t.count });

/** Ledger rows whose booking or order matches the search. */
function searchedRows(db: DbOrTx, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    inArray(payments.bookingId, db.select({ id: bookings.id }).from(bookings).where(bookingSearch(db, search))),
    inArray(payments.foodOrderId, db.select({ id: foodOrders.id }).from(foodOrders).where(foodSearch(db, search))),
  );
}

/** Revenue (payments − refunds) in the range, matching the search when there is one; counts are ledger rows. */
export function paymentTotals(db: DbOrTx, range: InstantRange = {}, search?: string): { overall: Total; booking: Total; food: Total } {
  const figures = revenue(db, range, searchedRows(db, search));
  return { overall: dollars(figures.overall), booking: dollars(figures.booking), food: dollars(figures.food) };
}

const wants = (filter: PaymentFilter, type: PaymentType) => !filter.type || filter.type === type;

/** One page of food rows, each with its lines (name, quantity, price) from a single query for the page. */
function foodPaymentPage(db: DbOrTx, search: string | undefined, range: InstantRange, limit: number, offset: number) {
  const rows = foodLedger(db, search, range).limit(limit).offset(offset).all();
  const items = orderItemsByOrder(
    db,
    rows.map((row) => row.foodOrderId),
  );
  return rows.map((row) => ({ ...inDollars(row), items: items.get(row.foodOrderId) ?? [] }));
}

/**
 * GET /api/admin/payment-history: one page of each table (a `type` filter leaves the other empty),
 * each table's row count for paging (`bookingTotal`, `foodTotal`), and revenue for the cards; the
 * optional `from`/`to` hotel days bound when the money moved.
 */
export function paymentHistory(deps: Deps, query: PaymentHistoryQuery) {
  const { db } = deps;
  const range = hotelDayRange(query, deps.env.HOTEL_TIMEZONE);
  const { limit, offset } = pageWindow(query);
  const withBookings = wants(query, 'booking');
  const withFood = wants(query, 'food');
  const count = (join: typeof bookings | typeof foodOrders, on: SQL, where: SQL | undefined) =>
    totalOf(
      db
        .select(countAll())
        .from(payments)
        .innerJoin(join, on)
        .where(and(movedIn(range), where))
        .get(),
    );
  return {
    bookingPayments: withBookings ? bookingLedger(db, query.search, range).limit(limit).offset(offset).all().map(inDollars) : [],
    foodPayments: withFood ? foodPaymentPage(db, query.search, range, limit, offset) : [],
    bookingTotal: withBookings ? count(bookings, eq(bookings.id, payments.bookingId), bookingSearch(db, query.search)) : 0,
    foodTotal: withFood ? count(foodOrders, eq(foodOrders.id, payments.foodOrderId), foodSearch(db, query.search)) : 0,
    totals: paymentTotals(db, range, query.search),
    range: { from: query.from ?? null, to: query.to ?? null },
  };
}
export type PaymentHistory = ReturnType<typeof paymentHistory>;

const CSV_HEADER = [
  'Type',
  'ID',
  'Date',
  'Customer Name',
  'Customer Email',
  'Details',
  'Amount',
  'Payment Status',
  'Status',
  'Kind',
  'Method',
  'Note',
] as const;

/**
 * Every ledger row matching the filters, newest first, as `payments-{hotel date}.csv`: dates are the
 * hotel's wall clock, amounts signed (refunds negative), food rows name their dishes.
 */
export function exportPayments(deps: Deps, filter: PaymentFilter): CsvExport {
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const range = hotelDayRange(filter, timeZone);
  const food = wants(filter, 'food') ? foodLedger(deps.db, filter.search, range).all() : [];
  const dishes = orderItemsByOrder(deps.db, [...new Set(food.map((p) => p.foodOrderId))]);
  const rows = [
    ...(wants(filter, 'booking') ? bookingLedger(deps.db, filter.search, range).all() : []).map((p) => ({
      type: 'Booking',
      id: p.bookingId,
      p,
      details: `${p.room.name} (room ${p.room.roomNumber}), ${p.checkIn} to ${p.checkOut}`,
    })),
    ...food.map((p) => ({
      type: 'Food order',
      id: p.foodOrderId,
      p,
      details: `${(dishes.get(p.foodOrderId) ?? []).map((i) => `${i.quantity} × ${i.name}`).join(', ')} to ${p.deliveryLocation}`,
    })),
  ].sort((a, b) => b.p.at.localeCompare(a.p.at));
  const csv = toCsv(
    CSV_HEADER,
    rows.map(({ type, id, p, details }) => [
      type,
      id,
      hotelDateTime(p.at, timeZone),
      p.customer.name,
      p.customer.email,
      details,
      toDollars(p.kind === 'refund' ? -p.amountCents : p.amountCents).toFixed(2),
      p.paymentStatus,
      p.status,
      p.kind,
      PAYMENT_METHOD_LABELS[p.method],
      p.note,
    ]),
  );
  return { filename: csvFileName('payments', hotelToday(deps.now(), timeZone)), count: rows.length, csv };
}
