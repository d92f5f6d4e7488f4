import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { GUEST_POLICIES, ROOM_STATUSES, ROOM_TYPES, SALE_MODES } from '@innkeep/api-contract';
import { createdAt, idColumn, updatedAt } from './_columns';
import { users } from './users';

export const rooms = sqliteTable(
  'rooms',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity').notNull(),
    /** Guests the price covers (null: the capacity); each guest beyond adds `extraPersonCents` a night. */
    baseOccupancy: integer('base_occupancy'),
    extraPersonCents: integer('extra_person_cents').notNull().default(0),
    floor: integer('floor').notNull(),
    roomNumber: text('room_number').notNull(),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('available'),
    /** `bed`: a dormitory, sold by the bed (its capacity is kept equal to its usable beds). */
    saleMode: text('sale_mode', { enum: SALE_MODES }).notNull().default('room'),
    guestPolicy: text('guest_policy', { enum: GUEST_POLICIES }).notNull().default('mixed'),
    /** Image URLs in display order; the first is the cover. */
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    amenities: text('amenities', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Average review rating, kept with the room; null shows the default 4.5. */
    rating: real('rating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rooms_number_unique').on(t.roomNumber),
    index('rooms_status_idx').on(t.status, t.floor, t.roomNumber),
    index('rooms_type_idx').on(t.type),
    // Analytics counts rooms and dormitory beds on it, never reading the rooms.
    index('rooms_sale_mode_idx').on(t.saleMode, t.capacity),
  ],
);

/** A dormitory's beds, in the order the desk shows them. */
export const roomBeds = sqliteTable(
  'room_beds',
  {
    id: idColumn(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    /** Not sold from now on (broken, being repaired); its past stays keep it. */
    outOfOrder: integer('out_of_order', { mode: 'boolean' }).notNull().default(false),
    /** Its guest has left: housekeeping strips and makes it, then marks it made. */
    toStrip: integer('to_strip', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('room_beds_room_label_unique').on(t.roomId, t.label), index('room_beds_room_idx').on(t.roomId, t.position)],
);

export const roomReviews = sqliteTable(
  'room_reviews',
  {
    id: idColumn(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Null once the reviewer's account is deleted: the review stays, shown as 'Anonymous'. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('room_reviews_room_idx').on(t.roomId, t.createdAt)],
);

/**
 * A room's `.ics` feed link, handed to one desk member. Its token is the row's id and an HMAC of it
 * (the server's signing key), so nothing secret is stored and the same link can be shown again. It
 * works until `expires_at` (FEED_LINK_DAYS after it was made) or until revoked (by an admin, or when
 * the member's sessions all end: password change, approval withdrawn, role change).
 */
export const feedLinks = sqliteTable(
  'feed_links',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Links for other systems (channel managers, shared calendars) show "Booked", never a guest's name. */
    guestNames: integer('guest_names', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('feed_links_user_idx').on(t.userId, t.roomId), index('feed_links_created_idx').on(t.createdAt)],
);
