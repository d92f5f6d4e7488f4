import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { rooms } from './rooms';

/**
 * The rate calendar: a room's price and stay restrictions for one night (a hotel date). A night
 * without a row, or a null field, takes the room's base price and no restriction, so only the
 * nights an admin set are stored. The primary key answers every read: one room's range, or the
 * listed rooms' ranges.
 */
export const rateDays = sqliteTable(
  'rate_days',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    priceCents: integer('price_cents'),
    /** Nights a stay arriving on this date must cover at least / at most. */
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: integer('closed_to_arrival', { mode: 'boolean' }).notNull().default(false),
    closedToDeparture: integer('closed_to_departure', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.date] })],
);
