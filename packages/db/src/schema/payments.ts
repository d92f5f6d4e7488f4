import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LEDGER_KINDS, PAYMENT_METHODS, PAYMENT_TYPES } from '@innkeep/api-contract';
import { createdAt, idColumn } from './_columns';
import { bookings } from './bookings';
import { foodOrders } from './food';
import { users } from './users';

/**
 * The payments ledger: one row per movement of money, for exactly one booking (its folio) or one
 * food order. Amounts are positive cents; `kind` gives the direction. Rows are never edited: a
 * mistake is corrected by a refund. Charges are not rows (see LEDGER_KINDS).
 */
export const payments = sqliteTable(
  'payments',
  {
    id: idColumn(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    foodOrderId: text('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    /** When the money moved (ISO instant): revenue is dated by this, never by the item's updatedAt. */
    at: text('at').notNull(),
    /** Who took or returned it; the guest for a QR payment; null for backfilled rows or a deleted account. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    /**
     * The guest whose booking or order it is, copied by a trigger on insert (migration
     * payments_customer): a guest's spending is one index range, not a lookup per booking and order.
     */
    customerId: text('customer_id'),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.at),
    index('payments_food_order_idx').on(t.foodOrderId, t.at),
    // Covers revenue by date (sums and analytics read no table rows) and the history's newest-first order.
    index('payments_at_idx').on(t.at, t.kind, t.amountCents, t.bookingId),
    // Covers a guest's spending per subject (the dashboard's sums read no table rows).
    index('payments_customer_idx').on(t.customerId, t.bookingId, t.kind, t.amountCents),
    // Covers the cash report: only cash rows, by when they moved, with who took them.
    index('payments_cash_idx')
      .on(t.at, t.kind, t.amountCents, t.recordedBy)
      .where(sql`method = 'cash'`),
    check('payments_one_subject', sql`(${t.bookingId} IS NULL) <> (${t.foodOrderId} IS NULL)`),
    check('payments_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The ledger's running totals, one row per subject (stays' folios, orders paid on their own): money in
 * minus money out and the number of rows, kept by triggers on `payments` (migration ledger_totals),
 * so all-time revenue and row counts are read without reading the ledger.
 */
export const ledgerTotals = sqliteTable('ledger_totals', {
  subject: text('subject', { enum: PAYMENT_TYPES }).primaryKey(),
  netCents: integer('net_cents').notNull(),
  rows: integer('rows').notNull(),
});

/** Gap-free sequences: a named counter incremented inside the transaction that uses the number. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** One invoice per stay or per order, numbered from the 'invoice' counter when issued. */
export const invoices = sqliteTable(
  'invoices',
  {
    id: idColumn(),
    number: integer('number').notNull(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    foodOrderId: text('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    issuedAt: text('issued_at').notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_booking_unique').on(t.bookingId),
    uniqueIndex('invoices_food_order_unique').on(t.foodOrderId),
    check('invoices_one_subject', sql`(${t.bookingId} IS NULL) <> (${t.foodOrderId} IS NULL)`),
  ],
);
