import { integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Analytics' figures summed once per hotel day (in `zone`) and room: a range's answer adds up its
 * days' rows instead of re-reading years of bookings and ledger rows. A day is summed when its row
 * with `room_id` '' exists (that row holds what belongs to no room: food, sign-ups); its rooms' rows
 * follow. The triggers `analytics_stale_on_*` (drizzle/0021_analytics_stale_at.sql) mark what a write can
 * change in `analytics_stale` (days) and `analytics_stale_at` (instants); an analytics read sums those days
 * itself, and the server's upkeep (startAnalyticsUpkeep in apps/api) deletes their rows and the marks and
 * sums them again. Reading never writes.
 */
export const analyticsDays = sqliteTable(
  'analytics_days',
  {
    zone: text('zone').notNull(),
    day: text('day').notNull(),
    /** The room of the booking behind the figures; '' for the day's own row. */
    roomId: text('room_id').notNull(),
    /** Ledger (payments − refunds) that moved this day, on bookings and on food orders paid alone. */
    roomCents: integer('room_cents').notNull().default(0),
    foodCents: integer('food_cents').notNull().default(0),
    /** Bookings made this day, not cancelled, and what they are worth. */
    bookings: integer('bookings').notNull().default(0),
    bookedCents: integer('booked_cents').notNull().default(0),
    foodOrders: integer('food_orders').notNull().default(0),
    newCustomers: integer('new_customers').notNull().default(0),
    /** Room-nights of this day sold (stays not cancelled), and their share of the stays' totals. */
    nights: integer('nights').notNull().default(0),
    stayCents: real('stay_cents').notNull().default(0),
    /** The same for dormitories, in bed-nights (a whole dormitory sells all its usable beds). */
    bedNights: integer('bed_nights').notNull().default(0),
    bedCents: real('bed_cents').notNull().default(0),
  },
  // WITHOUT ROWID in the migration: the key orders the table itself.
  (t) => [primaryKey({ columns: [t.zone, t.day, t.roomId] })],
);

/** Hotel days [from, until) a write may have changed (a stay's nights), until the upkeep forgets their sums. */
export const analyticsStale = sqliteTable('analytics_stale', {
  from: text('from_day').notNull(),
  until: text('until_day').notNull(),
});

/**
 * Timestamps a write added, changed or removed (a ledger row's `at`, a row's `created_at`): the upkeep
 * forgets the sums of their hotel days, which only the server can tell, the zone being the server's.
 */
export const analyticsStaleAt = sqliteTable('analytics_stale_at', {
  at: text('at').notNull(),
});
