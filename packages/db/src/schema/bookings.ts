import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@innkeep/api-contract';
import { createdAt, idColumn, updatedAt } from './_columns';
import { rooms } from './rooms';
import { users } from './users';

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
    specialRequests: text('special_requests').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_room_dates_idx').on(t.roomId, t.checkIn, t.checkOut),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.checkIn),
    index('bookings_created_idx').on(t.createdAt),
  ],
);
