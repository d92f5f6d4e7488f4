import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { FOOD_CATEGORIES, FOOD_ORDER_STATUSES, PAYMENT_STATUSES, type FoodOrderStatus } from '@innkeep/api-contract';
import { createdAt, idColumn, sqlList, updatedAt } from './_columns';
import { bookings } from './bookings';
import { users } from './users';

export const foodItems = sqliteTable(
  'food_items',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    category: text('category', { enum: FOOD_CATEGORIES }).notNull(),
    isVegetarian: integer('is_vegetarian', { mode: 'boolean' }).notNull().default(false),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    preparationTime: integer('preparation_time').notNull(),
    ingredients: text('ingredients', { mode: 'json' }).$type<string[]>().notNull().default([]),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('food_items_category_idx').on(t.category, t.name)],
);

/** Orders not yet delivered or cancelled: the staff board's. */
export const OPEN_FOOD_ORDER_STATUSES = ['pending', 'preparing', 'ready'] as const satisfies readonly FoodOrderStatus[];

export const foodOrders = sqliteTable(
  'food_orders',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    deliveryLocation: text('delivery_location').notNull(),
    specialInstructions: text('special_instructions').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: FOOD_ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Client-generated key so a retried checkout returns the first order instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    paidAt: text('paid_at'),
    /** Secret in the QR code's payment link, so only someone holding the code can pay this order. */
    paymentToken: text('payment_token'),
    paymentExpiresAt: text('payment_expires_at'),
    /** Client key of the payment request that settled the order: a retry with it gets the same answer. */
    paymentKey: text('payment_key'),
    /** Charged to this stay's folio ("Charge to my room") instead of paid by QR; its balance is the folio's. */
    bookingId: text('booking_id').references((): AnySQLiteColumn => bookings.id, { onDelete: 'restrict' }),
    /** Staff accepted payment at the door by this method; the ledger row is written when it is delivered. */
    payOnDelivery: text('pay_on_delivery', { enum: ['cash', 'card'] }),
    /** When the guest asked for it (an instant); null: as soon as it is ready. */
    deliverAt: text('deliver_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When an order still open (not delivered or cancelled) was placed; null once it is done, so the board's index keeps only open ones. */
    openSince: text('open_since').generatedAlwaysAs(sql`CASE WHEN status IN (${sqlList(OPEN_FOOD_ORDER_STATUSES)}) THEN created_at END`, {
      mode: 'virtual',
    }),
    /** When an open order is due: the asked-for delivery time, else when it was placed; null once it is done. */
    openDue: text('open_due').generatedAlwaysAs(
      sql`CASE WHEN status IN (${sqlList(OPEN_FOOD_ORDER_STATUSES)}) THEN coalesce(deliver_at, created_at) END`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    // The staff board's open orders, the soonest due first (asked-for time, else when placed).
    index('food_orders_open_due_idx')
      .on(t.openDue)
      .where(sql`open_due IS NOT NULL`),
    index('food_orders_customer_idx').on(t.customerId, t.createdAt),
    index('food_orders_status_idx').on(t.status, t.createdAt),
    index('food_orders_created_idx').on(t.createdAt),
    // The staff board's open orders, oldest first, without walking delivered history.
    index('food_orders_open_idx')
      .on(t.openSince)
      .where(sql`open_since IS NOT NULL`),
    uniqueIndex('food_orders_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('food_orders_booking_idx').on(t.bookingId),
  ],
);

/** Name and price are copied at order time so later menu edits do not rewrite history. */
export const foodOrderItems = sqliteTable(
  'food_order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => foodOrders.id, { onDelete: 'cascade' }),
    foodId: text('food_id').references(() => foodItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('food_order_items_order_idx').on(t.orderId)],
);
