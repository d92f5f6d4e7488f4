import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn, updatedAt } from './_columns';
import { bookings } from './bookings';
import { roomBeds, rooms } from './rooms';

/**
 * A channel's calendar feed (Booking.com, Airbnb, …) imported into one room, or one bed of a
 * dormitory: fetched on a schedule, its events kept as external stays.
 */
export const channelFeeds = sqliteTable(
  'channel_feeds',
  {
    id: idColumn(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bedId: text('bed_id').references(() => roomBeds.id, { onDelete: 'cascade' }),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** When the next sync is due (ISO); the job takes due active feeds one at a time. */
    nextSyncAt: text('next_sync_at').notNull(),
    lastSyncAt: text('last_sync_at'),
    lastSuccessAt: text('last_success_at'),
    /** The last sync's failure in words; null once a sync succeeds. */
    lastError: text('last_error'),
    /** Syncs in a row that found no event while the feed had some (the second one is believed). */
    emptyStreak: integer('empty_streak').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channel_feeds_due_idx')
      .on(t.nextSyncAt)
      .where(sql`active = 1`),
    index('channel_feeds_room_idx').on(t.roomId),
  ],
);

/**
 * A feed's event holding nights: [checkIn, checkOut) on the feed's room or bed. `conflict` names what
 * it overlapped when it arrived (a booking or another feed's stay); nothing is deleted for it.
 */
export const externalStays = sqliteTable(
  'external_stays',
  {
    id: idColumn(),
    feedId: text('feed_id')
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    roomId: text('room_id').notNull(),
    bedId: text('bed_id'),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    summary: text('summary').notNull().default(''),
    /** The reservation reference found in the event's description, if any. */
    reference: text('reference'),
    conflict: text('conflict'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('external_stays_feed_uid_unique').on(t.feedId, t.uid),
    // Availability reads a room's external stays by departure, as it reads bookings.
    index('external_stays_room_idx').on(t.roomId, t.checkOut),
    // The desk calendar's window, by arrival (a stay holds at most a year).
    index('external_stays_check_in_idx').on(t.checkIn),
  ],
);

/**
 * A channel's stay the desk turned into a booking: the booking holds the nights now, and the event's
 * UID stays known so a later sync neither adds the stay again nor touches the booking. When the
 * channel moves or cancels the event, `channelChange` says so (staff are told once per change).
 * The id is the external stay's, so converting it again is told apart from a stay never seen.
 */
export const convertedStays = sqliteTable(
  'converted_stays',
  {
    id: text('id').primaryKey(),
    feedId: text('feed_id')
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The event's nights when it was converted: a later sync tells a moved event by them. */
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    summary: text('summary').notNull().default(''),
    reference: text('reference'),
    channelChange: text('channel_change'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('converted_stays_feed_uid_unique').on(t.feedId, t.uid), index('converted_stays_booking_idx').on(t.bookingId)],
);
