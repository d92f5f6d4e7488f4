import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { BLOCKING_BOOKING_STATUSES, BOOKING_STATUSES, OFFERS, PAYMENT_STATUSES } from '@innkeep/api-contract';
import { createdAt, idColumn, sqlList, updatedAt } from './_columns';
import { roomBeds, rooms } from './rooms';
import { users } from './users';

const blockingList = sqlList(BLOCKING_BOOKING_STATUSES);

/** A booking's price as quoted, in cents (see `pricing` below). */
export interface StoredPricing {
  nightlyCents: number[];
  extraPersonCents: number;
  discountCents: number;
  netCents: number;
  taxes: { name: string; cents: number; included: boolean; ratePercent: number | null }[];
  /** Why the desk set a total other than the quote's; the quote's lines stay for the record. */
  overrideReason?: string;
}

export const bookings = sqliteTable(
  'bookings',
  {
    id: idColumn(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    /** Hotel-local dates (YYYY-MM-DD); the stay covers the nights [checkIn, checkOut). */
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    guests: integer('guests').notNull(),
    /** Beds taken in a dormitory (one per guest); null for a whole room, a dormitory's included. */
    beds: integer('beds'),
    specialRequests: text('special_requests').notNull().default(''),
    /** What the guest owes for the stay, every tax included: the quote's total when booked, or the desk's override. */
    totalCents: integer('total_cents').notNull(),
    offer: text('offer', { enum: OFFERS }).notNull().default('flexible'),
    /**
     * The price as quoted when booked (or last changed), so later rate changes never touch it: each
     * night's price, extra persons, discount and taxes. Null on bookings made before the rate calendar,
     * whose nights share the total evenly (see services/stays/pricing.ts).
     */
    pricing: text('pricing', { mode: 'json' }).$type<StoredPricing>(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /**
     * The desk's QR pay link for the balance, as for a food order: the token authorizes, and the
     * amount it was made for must still be the balance, so a payment since or a changed stay voids it.
     */
    paymentToken: text('payment_token'),
    paymentTokenCents: integer('payment_token_cents'),
    paymentExpiresAt: text('payment_expires_at'),
    /** The short code a guest reads out on the phone ('K7Q-4ZP'); set from the rowid by the bookings_reference_on_insert trigger. */
    reference: text('reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The staff board's order: the day a holding booking next needs staff (departure once checked
     * in, else arrival); null once it holds no nights, so the board's index keeps only live ones...
     */
    nextActionDay: text('next_action_day').generatedAlwaysAs(
      sql`CASE status WHEN 'checked-in' THEN check_out WHEN 'confirmed' THEN check_in WHEN 'pending' THEN check_in END`,
      { mode: 'virtual' },
    ),
    /** ...then departures before arrivals before requests. */
    actionRank: integer('action_rank').generatedAlwaysAs(sql`CASE status WHEN 'checked-in' THEN 0 WHEN 'confirmed' THEN 1 ELSE 2 END`, {
      mode: 'virtual',
    }),
  },
  (t) => [
    index('bookings_room_dates_idx').on(t.roomId, t.checkIn, t.checkOut),
    uniqueIndex('bookings_reference_unique').on(t.reference),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.checkIn),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    // Analytics' ledger rows find their booking's room on the index alone, not a table row each.
    index('bookings_room_of_idx').on(t.id, t.roomId),
    // Wide enough to answer analytics' stay figures (nights and revenue per room of the stays in a range) from the index alone.
    index('bookings_check_out_idx').on(t.checkOut, t.checkIn, t.status, t.totalCents, t.roomId),
    // Only bookings that hold nights: the clash check and booked nights walk these, never the room's history.
    index('bookings_blocking_room_idx')
      .on(t.roomId, t.checkOut)
      .where(sql`status IN (${blockingList})`),
    index('bookings_staff_board_idx')
      .on(t.nextActionDay, t.actionRank, t.createdAt)
      .where(sql`next_action_day IS NOT NULL`),
  ],
);

/** Which beds a dormitory booking's guests sleep in, for the whole stay. */
export const bookingBeds = sqliteTable(
  'booking_beds',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bedId: text('bed_id')
      .notNull()
      .references(() => roomBeds.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.bedId] }), index('booking_beds_bed_idx').on(t.bedId, t.bookingId)],
);
