import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  csvFileName,
  toDollars,
  hotelToday,
  PAYMENT_METHOD_LABELS,
  type CsvValue,
  type LedgerKind,
  type PaymentMethod,
  type PaymentFilter,
  type PaymentHistoryQuery,
  type PaymentType,
} from '@innkeep/api-contract';
import { bookings, foodOrders, payments, rooms, users, type DbOrTx } from '@innkeep/db';
import type { ReaderDeps } from '../../deps';
import { CSV_CHUNK_ROWS, csvChunks, type CsvFile } from '../../engine/csv-chunks';
import { hotelDateTime } from '../../lib/dates';
import { orderItemsByOrder } from '../kitchen/food';
import { hotelDayRange, ledgerTotalsOf, movedIn, recorderNames, revenue, type InstantRange, type RevenueFigure } from './ledger';
import { afterKeys, orderByKeys, pageWindow, type SortKey } from '../../engine/query';
import {
  type Matches,
  type TextColumns,
  amongMatches,
  countAmong,
  findMatches,
  matchedRows,
  roomText,
  searchPage,
  through,
  userText,
} from '../../engine/search';

/*
 * The payment history lists the ledger: one row per payment or refund, dated by when the money
 * moved (`at`), newest first; booking rows are money on a stay's folio, food rows money on an order
 * paid on its own. The totals are revenue (README "Money") for the same range and search.
 */

/**
 * Ledger rows whose guest (name, email: each row carries its guest, `customer_id`, set by the payments_customer_on_insert trigger) matches, and of
 * the bookings whose room (name, number) or the orders whose delivery location matches (trigram
 * indexes; rooms by LIKE, a few rows), each reached through its own indexes back to the ledger.
 */
const deliveryText: TextColumns = { index: 'food_orders_fts', columns: ['delivery_location'], rows: (match) => match };
const searched = (db: DbOrTx): Record<PaymentType, TextColumns> => ({
  booking: through(payments.bookingId, bookings, roomText(db, bookings.roomId)),
  food: through(payments.foodOrderId, foodOrders, deliveryText),
});

/**
 * The rowids of the ledger rows whose guest, booking or order matches the search; with a type, only
 * that type's own text is searched (the guest's rows of both types still match: callers filter by type).
 */
function ledgerMatches(db: DbOrTx, search: string | undefined, type?: PaymentType): Matches | undefined {
  const sources = searched(db);
  return findMatches(db, search, payments, [userText(payments.customerId), ...(type ? [sources[type]] : [sources.booking, sources.food])]);
}

/**
 * The ledger rows a filter selects, on the ledger's own columns: a page, a count or a CSV chunk reads
 * the `at` index (which holds `booking_id`) and joins only the rows it returns. A row without a
 * booking is a food order's (the table's one-subject check).
 */
function ledgerFilters(type: PaymentType | undefined, range: InstantRange): SQL | undefined {
  const ofType = type === 'booking' ? isNotNull(payments.bookingId) : type === 'food' ? isNull(payments.bookingId) : undefined;
  return and(movedIn(range), ofType);
}

/** The filters and the search, for reading every match in the ledger's order (the CSV). */
function ledgerWhere(db: DbOrTx, filter: { type?: PaymentType; search?: string }, range: InstantRange): SQL | undefined {
  return and(ledgerFilters(filter.type, range), amongMatches(payments, ledgerMatches(db, filter.search, filter.type)));
}

/** Newest first by when the money moved; rowid breaks ties (keyset chunks of the CSV). */
interface LedgerKey {
  at: string;
  rowid: number;
}
const LEDGER_ORDER: SortKey<LedgerKey>[] = [
  { column: payments.at, order: 'desc', of: (row) => row.at },
  { column: sql`${payments}.rowid`, order: 'desc', of: (row) => row.rowid },
];

/** The ids of one page or chunk of ledger rows, in order: one statement on the ledger alone. */
function ledgerKeys(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({ id: payments.id, at: payments.at, rowid: sql<number>`${payments}.rowid` })
    .from(payments)
    .where(where)
    .orderBy(...orderByKeys(LEDGER_ORDER))
    .limit(limit)
    .offset(offset)
    .all();
}

const ledgerColumns = {
  _id: payments.id,
  kind: payments.kind,
  method: payments.method,
  amountCents: payments.amountCents,
  at: payments.at,
  note: payments.note,
  recordedById: payments.recordedBy,
};

/** The booking rows among the given ledger ids, with their stay, room and guest. */
function bookingLedger(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
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
    .where(inArray(payments.id, ids))
    .all();
}

/** The food rows among the given ledger ids, with their order, guest and lines (one lookup for all the lines). */
function foodLedger(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({
      ...ledgerColumns,
      foodOrderId: foodOrders.id,
      customer: { _id: users.id, name: users.name, email: users.email },
      deliveryLocation: foodOrders.deliveryLocation,
      totalCents: foodOrders.totalCents,
      paymentStatus: foodOrders.paymentStatus,
      status: foodOrders.status,
      paidAt: foodOrders.paidAt,
      updatedAt: foodOrders.updatedAt,
    })
    .from(payments)
    .innerJoin(foodOrders, eq(foodOrders.id, payments.foodOrderId))
    .innerJoin(users, eq(users.id, foodOrders.customerId))
    .where(inArray(payments.id, ids))
    .all();
  const lines = orderItemsByOrder(db, [...new Set(rows.map((row) => row.foodOrderId))]);
  return rows.map((row) => {
    const items = lines.get(row.foodOrderId) ?? [];
    return { ...row, items, itemCount: items.reduce((total, item) => total + item.quantity, 0) };
  });
}

/** Rows in the order of `keys` (an `IN` list comes back in any order). */
function inKeyOrder<T extends { _id: string }>(keys: { id: string }[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row._id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}

/**
 * Money leaves the server in dollars: `totalAmount` is the item's charge (as before the ledger),
 * `amount` this row's money, negative for a refund.
 */
function inDollars<T extends { totalCents: number; amountCents: number; kind: string }>({ totalCents, amountCents, ...rest }: T) {
  return { ...rest, totalAmount: toDollars(totalCents), amount: toDollars(rest.kind === 'refund' ? -amountCents : amountCents) };
}

/** Each row with the name of who recorded it (the guest for their own QR payment; null for a backfilled row or a deleted account). */
function withRecorder<T extends { recordedById: string | null }>(
  db: DbOrTx,
  rows: T[],
): (Omit<T, 'recordedById'> & { recordedBy: string | null })[] {
  const recorder = recorderNames(
    db,
    rows.map((row) => row.recordedById),
  );
  return rows.map(({ recordedById, ...row }) => ({ ...row, recordedBy: recorder(recordedById) }));
}

interface Total {
  amount: number;
  count: number;
}
const dollars = (t: RevenueFigure): Total => ({ amount: toDollars(t.cents), count: t.count });

/** Revenue (payments − refunds) in the range, among the ledger rows a search matched (ledgerMatches) if any; counts are ledger rows. */
export function paymentTotals(db: DbOrTx, range: InstantRange = {}, matches?: Matches): { overall: Total; booking: Total; food: Total } {
  const figures = revenue(db, range, matches && matchedRows(payments, matches));
  return { overall: dollars(figures.overall), booking: dollars(figures.booking), food: dollars(figures.food) };
}

const wants = (filter: PaymentFilter, type: PaymentType) => !filter.type || filter.type === type;

/**
 * GET /api/admin/payment-history: one page of each table (a `type` filter leaves the other empty),
 * each table's row count for paging (`bookingTotal`, `foodTotal`), and revenue for the cards; the
 * optional `from`/`to` hotel days bound when the money moved.
 */
export function paymentHistory(deps: ReaderDeps, query: PaymentHistoryQuery) {
  const { db } = deps;
  const range = hotelDayRange(query, deps.env.HOTEL_TIMEZONE);
  // One search for both tables and the revenue cards.
  const matches = ledgerMatches(db, query.search);
  const table = (type: PaymentType) => {
    if (!wants(query, type)) return { keys: [], total: 0 };
    // Nothing narrows the table: its count is the running total's.
    const total = !range.since && !range.until && !matches ? ledgerTotalsOf(db)[type].count : undefined;
    const page = searchPage(db, {
      table: payments,
      where: ledgerFilters(type, range),
      order: orderByKeys(LEDGER_ORDER),
      matches,
      total,
      window: pageWindow(query),
    });
    return { keys: ledgerKeys(db, page.where, page.limit, page.offset), total: page.total };
  };
  const booking = table('booking');
  const food = table('food');
  const ids = (keys: { id: string }[]) => keys.map((key) => key.id);
  return {
    bookingPayments: withRecorder(db, inKeyOrder(booking.keys, bookingLedger(db, ids(booking.keys)))).map(inDollars),
    foodPayments: withRecorder(db, inKeyOrder(food.keys, foodLedger(db, ids(food.keys)))).map(inDollars),
    bookingTotal: booking.total,
    foodTotal: food.total,
    totals: paymentTotals(db, range, matches),
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
  'Recorded By',
] as const;

/** One CSV row: a ledger row with what it was for. */
interface CsvRow extends LedgerKey {
  cells: readonly CsvValue[];
}

/**
 * Every ledger row matching the filters, newest first, as `payments-{hotel date}.csv`: dates are the
 * hotel's wall clock, amounts signed (refunds negative), food rows name their dishes. Read in keyset
 * chunks (csvChunks): each chunk's ids from the ledger, then its bookings and orders, and the dishes
 * of its orders in one lookup, with the event loop turning between chunks.
 */
export function paymentsCsv(deps: ReaderDeps, filter: PaymentFilter): CsvFile {
  const { db } = deps;
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const where = ledgerWhere(db, filter, hotelDayRange(filter, timeZone));
  const common = (p: { customer: { name: string; email: string }; at: string }) => [
    hotelDateTime(p.at, timeZone),
    p.customer.name,
    p.customer.email,
  ];
  const money = (p: {
    kind: LedgerKind;
    amountCents: number;
    paymentStatus: string;
    status: string;
    method: PaymentMethod;
    note: string;
    recordedBy: string | null;
  }) => [
    toDollars(p.kind === 'refund' ? -p.amountCents : p.amountCents).toFixed(2),
    p.paymentStatus,
    p.status,
    p.kind,
    PAYMENT_METHOD_LABELS[p.method],
    p.note,
    p.recordedBy ?? '',
  ];
  const chunks = csvChunks<CsvRow>(
    CSV_HEADER,
    (last) => {
      const keys = ledgerKeys(db, and(where, last && afterKeys(LEDGER_ORDER, last)), CSV_CHUNK_ROWS);
      const cells = new Map<string, readonly CsvValue[]>();
      const ids = keys.map((key) => key.id);
      for (const p of withRecorder(db, bookingLedger(db, ids))) {
        const details = `${p.room.name} (room ${p.room.roomNumber}), ${p.checkIn} to ${p.checkOut}`;
        cells.set(p._id, ['Booking', p.bookingId, ...common(p), details, ...money(p)]);
      }
      for (const p of withRecorder(db, foodLedger(db, ids))) {
        const details = `${p.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')} to ${p.deliveryLocation}`;
        cells.set(p._id, ['Food order', p.foodOrderId, ...common(p), details, ...money(p)]);
      }
      return keys.map((key) => ({ at: key.at, rowid: key.rowid, cells: cells.get(key.id) ?? [] }));
    },
    (row) => row.cells,
  );
  return { filename: csvFileName('payments', hotelToday(deps.now(), timeZone)), count: () => countAmong(db, payments, where), chunks };
}
