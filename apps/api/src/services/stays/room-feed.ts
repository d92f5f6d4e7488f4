import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  DESK_MSG,
  ROOM_FEED_DAYS_AHEAD,
  ROOM_FEED_DAYS_BACK,
  ROOMS_MSG,
  addDays,
  hotelToday,
  BEDS_MSG,
  type RoomFeedData,
  type RoomFeedLinkData,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, channelFeeds, externalStays, feedLinks, roomBeds, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { icsCalendar } from '../../lib/ics';
import { blocksRoom } from './rooms';
import { getHotelInfo } from '../operations/settings';

/*
 * A room's bookings as an iCalendar feed for calendar apps, which fetch a URL and cannot send a
 * Bearer header. The link carries a token: a `feed_links` row's id and an HMAC of it (the server's
 * signing key). The row says whose link it is, for which room, whether guests' names show, and until
 * when it works (FEED_LINK_DAYS); an admin lists and revokes links, and ending a member's sessions
 * (password change, approval withdrawn, role change) revokes theirs. See README "Front desk".
 */

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'secret'>;

function signature(secret: Uint8Array, linkId: string): Buffer {
  return createHmac('sha256', secret).update(`room-feed\n${linkId}`).digest();
}

function findRoom(db: DbOrTx, roomId: string) {
  const room = db
    .select({ id: rooms.id, name: rooms.name, roomNumber: rooms.roomNumber, status: rooms.status })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  return room;
}

/**
 * The member's link to the room's feed (relative: the web app puts its own origin in front): the one
 * they already hold while it works, else a new one valid for FEED_LINK_DAYS.
 */
export function roomFeedLink(deps: Deps, userId: string, input: RoomFeedLinkData): { url: string; expiresAt: string } {
  const room = findRoom(deps.db, input.id);
  const guestNames = !input.forOtherSystems;
  const now = deps.now();
  const link = deps.db.transaction((tx) => {
    const held = tx
      .select({ id: feedLinks.id, expiresAt: feedLinks.expiresAt })
      .from(feedLinks)
      .where(
        and(
          eq(feedLinks.userId, userId),
          eq(feedLinks.roomId, room.id),
          eq(feedLinks.guestNames, guestNames),
          isNull(feedLinks.revokedAt),
          gt(feedLinks.expiresAt, now.toISOString()),
        ),
      )
      .get();
    if (held) return held;
    const expiresAt = new Date(now.getTime() + deps.env.FEED_LINK_DAYS * 86_400_000).toISOString();
    return tx
      .insert(feedLinks)
      .values({ userId, roomId: room.id, guestNames, createdAt: now.toISOString(), expiresAt })
      .returning({ id: feedLinks.id, expiresAt: feedLinks.expiresAt })
      .get();
  });
  const token = `${link.id}.${signature(deps.secret, link.id).toString('base64url')}`;
  return {
    url: `/api/desk/rooms/${encodeURIComponent(room.id)}/calendar.ics?token=${encodeURIComponent(token)}`,
    expiresAt: link.expiresAt,
  };
}

/** The token's link, when it is for this room, unrevoked, unexpired, and its member may read the desk's calendar now. */
function feedLinkOf(deps: Deps, roomId: string, token: string): { id: string; guestNames: boolean } {
  const dot = token.lastIndexOf('.');
  const linkId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = dot > 0 ? signature(deps.secret, linkId) : undefined;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail.unauthorized(DESK_MSG.feedLinkInvalid);
  const link = deps.db
    .select({
      id: feedLinks.id,
      roomId: feedLinks.roomId,
      guestNames: feedLinks.guestNames,
      expiresAt: feedLinks.expiresAt,
      revokedAt: feedLinks.revokedAt,
      role: users.role,
      isApproved: users.isApproved,
    })
    .from(feedLinks)
    .innerJoin(users, eq(users.id, feedLinks.userId))
    .where(eq(feedLinks.id, linkId))
    .get();
  const desk = link && (link.role === 'admin' || (link.role === 'staff' && link.isApproved));
  if (!desk || link.roomId !== roomId || link.revokedAt !== null || link.expiresAt <= deps.now().toISOString()) {
    throw fail.unauthorized(DESK_MSG.feedLinkInvalid);
  }
  return link;
}

/** Bookings holding nights of the room inside the feed's window, by arrival (the partial index's order), with their beds. */
export function roomFeedBookings(db: DbOrTx, roomId: string, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      beds: bookings.beds,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
      guest: users.name,
      bedIds: sql<string>`(SELECT coalesce(group_concat(${bookingBeds.bedId}), '') FROM ${bookingBeds} WHERE ${bookingBeds.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.roomId, roomId), blocksRoom(), gt(bookings.checkOut, from), lt(bookings.checkIn, to)))
    .orderBy(asc(bookings.checkOut))
    .all();
}

/** Channels' stays on the room with a night in [from, to), with their channel's name. */
export function externalStaysOf(db: DbOrTx, roomId: string, from: string, to: string) {
  return db
    .select({
      id: externalStays.id,
      feedId: externalStays.feedId,
      bedId: externalStays.bedId,
      checkIn: externalStays.checkIn,
      checkOut: externalStays.checkOut,
      summary: externalStays.summary,
      updatedAt: externalStays.updatedAt,
      channel: channelFeeds.name,
    })
    .from(externalStays)
    .innerJoin(channelFeeds, eq(channelFeeds.id, externalStays.feedId))
    .where(and(eq(externalStays.roomId, roomId), gt(externalStays.checkOut, from), lt(externalStays.checkIn, to)))
    .all();
}

function findBed(db: DbOrTx, roomId: string, bedId: string) {
  const bed = db.select().from(roomBeds).where(eq(roomBeds.id, bedId)).get();
  if (!bed || bed.roomId !== roomId) throw fail.notFound(BEDS_MSG.bedNotFound);
  return bed;
}

/**
 * The room's `.ics` file: one all-day event per booking holding its nights (pending, confirmed,
 * checked in) from ROOM_FEED_DAYS_BACK days ago to ROOM_FEED_DAYS_AHEAD days ahead, so it stays small.
 */
export function roomFeed(deps: Deps, input: RoomFeedData) {
  const room = findRoom(deps.db, input.id);
  const link = feedLinkOf(deps, room.id, input.token);
  deps.db.update(feedLinks).set({ lastUsedAt: deps.now().toISOString() }).where(eq(feedLinks.id, link.id)).run();
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const [from, to] = [addDays(today, -ROOM_FEED_DAYS_BACK), addDays(today, ROOM_FEED_DAYS_AHEAD)];
  const hotel = getHotelInfo(deps.db);
  const bed = input.bed ? findBed(deps.db, room.id, input.bed) : null;
  const events = roomFeedBookings(deps.db, room.id, from, to)
    // A bed's feed: the stays sleeping in it, and those taking the whole dormitory.
    .filter((b) => !bed || b.beds === null || b.bedIds.split(',').includes(bed.id))
    .map((b) => ({
      uid: `${b.id}@innkeep`,
      stamp: b.updatedAt,
      start: b.checkIn,
      end: b.checkOut,
      // A link for other systems says only that the room is taken.
      summary: `${link.guestNames ? b.guest : 'Booked'} (${b.status})`,
      description: `Room ${room.roomNumber}, ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`,
      status: b.status === 'pending' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
    }));
  // Other channels' stays, never the asking channel's own (`exclude`); a room under maintenance or a bed out of
  // order is closed from today (it cannot be booked until it is back).
  for (const stay of externalStaysOf(deps.db, room.id, from, to))
    if (stay.feedId !== input.exclude && (!bed || stay.bedId === null || stay.bedId === bed.id))
      events.push({
        uid: `${stay.id}@innkeep`,
        stamp: stay.updatedAt,
        start: stay.checkIn,
        end: stay.checkOut,
        summary: link.guestNames ? `${stay.channel}: ${stay.summary}` : 'Booked',
        description: `Room ${room.roomNumber}, from ${stay.channel}`,
        status: 'CONFIRMED' as const,
      });
  const closed =
    room.status === 'maintenance'
      ? { id: room.id, why: `Room ${room.roomNumber} under maintenance` }
      : bed?.outOfOrder
        ? { id: bed.id, why: `Room ${room.roomNumber}, bed ${bed.label} out of order` }
        : null;
  if (closed)
    events.push({
      uid: `${closed.id}-out-of-order@innkeep`,
      stamp: deps.now().toISOString(),
      start: today,
      end: to,
      summary: 'Not available',
      description: closed.why,
      status: 'CONFIRMED' as const,
    });
  return {
    filename: `room-${room.roomNumber}${bed ? `-bed-${bed.label.replace(/[^A-Za-z0-9]+/g, '-')}` : ''}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: icsCalendar(`${hotel.hotelName}: room ${room.roomNumber} (${room.name})`, events),
  };
}
