import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import {
  DESK_MSG,
  ROOM_FEED_DAYS_AHEAD,
  ROOM_FEED_DAYS_BACK,
  ROOMS_MSG,
  addDays,
  hotelToday,
  type RoomFeedInput,
} from '@innkeep/api-contract';
import { bookings, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../deps';
import { fail } from '../lib/errors';
import { icsCalendar } from '../lib/ics';
import { blocksRoom } from './rooms';
import { getHotelInfo } from './settings';

/*
 * A room's bookings as an iCalendar feed for calendar apps, which fetch a URL and cannot send a
 * Bearer header. The link carries a token: the desk member's id and an HMAC (the server's signing
 * key) over that id, the room and the member's current password hash. Nothing is stored, and the
 * link stops working when the member changes their password, loses the desk role or approval, or
 * is deleted. See README "Front desk".
 */

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'secret'>;

function signature(secret: Uint8Array, userId: string, roomId: string, passwordHash: string): Buffer {
  return createHmac('sha256', secret).update(`room-feed\n${userId}\n${roomId}\n${passwordHash}`).digest();
}

function findRoom(db: DbOrTx, roomId: string) {
  const room = db.select({ id: rooms.id, name: rooms.name, roomNumber: rooms.roomNumber }).from(rooms).where(eq(rooms.id, roomId)).get();
  if (!room) throw fail.notFound(ROOMS_MSG.notFound);
  return room;
}

/** The feed's path for this desk member and room (relative: the web app puts its own origin in front). */
export function roomFeedLink(deps: Deps, userId: string, roomId: string): { url: string } {
  const room = findRoom(deps.db, roomId);
  const user = deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw fail.unauthorized(DESK_MSG.feedLinkInvalid);
  const token = `${userId}.${signature(deps.secret, userId, room.id, user.passwordHash).toString('base64url')}`;
  return { url: `/api/desk/rooms/${encodeURIComponent(room.id)}/calendar.ics?token=${encodeURIComponent(token)}` };
}

/** The token's member may read the desk's calendar now: approved staff or an administrator, password unchanged. */
function assertFeedToken(deps: Deps, roomId: string, token: string): void {
  const dot = token.lastIndexOf('.');
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const user =
    dot > 0 &&
    deps.db
      .select({ role: users.role, isApproved: users.isApproved, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .get();
  const desk = user && (user.role === 'admin' || (user.role === 'staff' && user.isApproved));
  const expected = desk ? signature(deps.secret, userId, roomId, user.passwordHash) : undefined;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail.unauthorized(DESK_MSG.feedLinkInvalid);
}

/** Bookings holding nights of the room inside the feed's window, by arrival (the partial index's order). */
export function roomFeedBookings(db: DbOrTx, roomId: string, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
      guest: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.roomId, roomId), blocksRoom(), gt(bookings.checkOut, from), lt(bookings.checkIn, to)))
    .orderBy(asc(bookings.checkOut))
    .all();
}

/**
 * The room's `.ics` file: one all-day event per booking holding its nights (pending, confirmed,
 * checked in) from ROOM_FEED_DAYS_BACK days ago to ROOM_FEED_DAYS_AHEAD days ahead, so it stays small.
 */
export function roomFeed(deps: Deps, input: Required<RoomFeedInput>) {
  const room = findRoom(deps.db, input.id);
  assertFeedToken(deps, room.id, input.token);
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const hotel = getHotelInfo(deps.db);
  const events = roomFeedBookings(deps.db, room.id, addDays(today, -ROOM_FEED_DAYS_BACK), addDays(today, ROOM_FEED_DAYS_AHEAD)).map(
    (b) => ({
      uid: `${b.id}@innkeep`,
      stamp: b.updatedAt,
      start: b.checkIn,
      end: b.checkOut,
      summary: `${b.guest} (${b.status})`,
      description: `Room ${room.roomNumber}, ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`,
      status: b.status === 'pending' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
    }),
  );
  return {
    filename: `room-${room.roomNumber}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: icsCalendar(`${hotel.hotelName}: room ${room.roomNumber} (${room.name})`, events),
  };
}
