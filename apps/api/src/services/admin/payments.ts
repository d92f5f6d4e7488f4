import { and, count, desc, eq, exists, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  csvFileName,
  toCsv,
  toDollars,
  hotelToday,
  type CsvExport,
  type PaymentFilter,
  type PaymentHistoryQuery,
  type PaymentType,
} from '@innkeep/api-contract';
import { bookings, foodOrderItems, foodOrders, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { orderItemsByOrder } from '../food';
import { countAll, pageWindow, searchIn, totalOf } from '../query';

/**
 * A payment is a booking or food order whose money was received ('paid') or returned ('refunded').
 * Both are listed; the revenue totals count 'paid' only.
 */
const SETTLED = ['paid', 'refunded'] as const;

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

const settledBookings = (db: DbOrTx, search: string | undefined) =>
  and(inArray(bookings.paymentStatus, [...SETTLED]), bookingSearch(db, search));
const settledFoodOrders = (db: DbOrTx, search: string | undefined) =>
  and(inArray(foodOrders.paymentStatus, [...SETTLED]), foodSearch(db, search));

function bookingPayments(db: DbOrTx, search: string | undefined) {
  return db
    .select({
      _id: bookings.id,
      customer: { _id: users.id, name: users.name, email: users.email },
      room: { name: rooms.name, roomNumber: rooms.roomNumber },
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      totalCents: bookings.totalCents,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(settledBookings(db, search))
    .orderBy(desc(bookings.updatedAt), desc(bookings.id));
}

function foodPayments(db: DbOrTx, search: string | undefined) {
  return db
    .select({
      _id: foodOrders.id,
      customer: { _id: users.id, name: users.name, email: users.email },
      deliveryLocation: foodOrders.deliveryLocation,
      itemCount: sql<number>`(SELECT coalesce(sum(${foodOrderItems.quantity}), 0) FROM ${foodOrderItems} WHERE ${foodOrderItems.orderId} = ${foodOrders.id})`,
      totalCents: foodOrders.totalCents,
      paymentStatus: foodOrders.paymentStatus,
      status: foodOrders.status,
      paidAt: foodOrders.paidAt,
      updatedAt: foodOrders.updatedAt,
    })
    .from(foodOrders)
    .innerJoin(users, eq(users.id, foodOrders.customerId))
    .where(settledFoodOrders(db, search))
    .orderBy(desc(foodOrders.updatedAt), desc(foodOrders.id));
}

/** Money leaves the server in dollars. */
function inDollars<T extends { totalCents: number }>({ totalCents, ...rest }: T) {
  return { ...rest, totalAmount: toDollars(totalCents) };
}

interface Total {
  amount: number;
  count: number;
}

function paidTotal(db: DbOrTx, table: typeof bookings | typeof foodOrders, where: SQL | undefined): { cents: number; count: number } {
  const row = db
    .select({ cents: sum(table.totalCents), count: count() })
    .from(table)
    .where(and(eq(table.paymentStatus, 'paid'), where))
    .get();
  return { cents: Number(row?.cents ?? 0), count: row?.count ?? 0 };
}

/** Revenue received: paid bookings and paid food orders, matching the search when there is one. */
export function paymentTotals(db: DbOrTx, search?: string): { overall: Total; booking: Total; food: Total } {
  const booking = paidTotal(db, bookings, bookingSearch(db, search));
  const food = paidTotal(db, foodOrders, foodSearch(db, search));
  // Summed in cents, then shown in dollars, so the overall figure has no floating-point residue.
  const dollars = (t: { cents: number; count: number }): Total => ({ amount: toDollars(t.cents), count: t.count });
  return {
    overall: dollars({ cents: booking.cents + food.cents, count: booking.count + food.count }),
    booking: dollars(booking),
    food: dollars(food),
  };
}

const wants = (filter: PaymentFilter, type: PaymentType) => !filter.type || filter.type === type;

/** One page of food payments, each with its lines (name, quantity, price) from a single query for the page. */
function foodPaymentPage(db: DbOrTx, search: string | undefined, limit: number, offset: number) {
  const rows = foodPayments(db, search).limit(limit).offset(offset).all();
  const items = orderItemsByOrder(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({ ...inDollars(row), items: items.get(row._id) ?? [] }));
}

/**
 * GET /api/admin/payment-history: one page of each table (a `type` filter leaves the other empty),
 * each table's row count for paging (`bookingTotal`, `foodTotal`), and the revenue totals for the cards.
 */
export function paymentHistory(db: DbOrTx, query: PaymentHistoryQuery) {
  const { limit, offset } = pageWindow(query);
  const withBookings = wants(query, 'booking');
  const withFood = wants(query, 'food');
  return {
    bookingPayments: withBookings ? bookingPayments(db, query.search).limit(limit).offset(offset).all().map(inDollars) : [],
    foodPayments: withFood ? foodPaymentPage(db, query.search, limit, offset) : [],
    bookingTotal: withBookings ? totalOf(db.select(countAll()).from(bookings).where(settledBookings(db, query.search)).get()) : 0,
    foodTotal: withFood ? totalOf(db.select(countAll()).from(foodOrders).where(settledFoodOrders(db, query.search)).get()) : 0,
    totals: paymentTotals(db, query.search),
  };
}
export type PaymentHistory = ReturnType<typeof paymentHistory>;

const CSV_HEADER = ['Type', 'ID', 'Date', 'Customer Name', 'Customer Email', 'Details', 'Amount', 'Payment Status', 'Status'] as const;

/** Every payment matching the filters, newest first, as `payments-{hotel date}.csv`. */
export function exportPayments(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, filter: PaymentFilter): CsvExport {
  const rows = [
    ...(wants(filter, 'booking') ? bookingPayments(deps.db, filter.search).all() : []).map((p) => ({
      type: 'Booking',
      p,
      details: `${p.room.name} (room ${p.room.roomNumber}), ${p.checkIn} to ${p.checkOut}`,
    })),
    ...(wants(filter, 'food') ? foodPayments(deps.db, filter.search).all() : []).map((p) => ({
      type: 'Food order',
      p,
      details: `${p.itemCount} ${p.itemCount === 1 ? 'item' : 'items'} to ${p.deliveryLocation}`,
    })),
  ].sort((a, b) => b.p.updatedAt.localeCompare(a.p.updatedAt));
  const csv = toCsv(
    CSV_HEADER,
    rows.map(({ type, p, details }) => [
      type,
      p._id,
      p.updatedAt,
      p.customer.name,
      p.customer.email,
      details,
      toDollars(p.totalCents).toFixed(2),
      p.paymentStatus,
      p.status,
    ]),
  );
  return { filename: csvFileName('payments', hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE)), count: rows.length, csv };
}
