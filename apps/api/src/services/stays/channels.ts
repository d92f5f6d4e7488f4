import ICAL from 'ical.js';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import {
  CHANNELS_MSG,
  ROOMS_MSG,
  addDays,
  formatHotelDay,
  hotelToday,
  stayNights,
  toCents,
  type ConvertStayData,
  type CreateFeedData,
  type UpdateFeedInput,
  DEFAULT_LANGUAGE,
  withLanguage,
} from '@innkeep/api-contract';
import {
  bookingBeds,
  bookings,
  channelFeeds,
  convertedStays,
  externalStays,
  newId,
  roomBeds,
  rooms,
  users,
  type Db,
  type DbOrTx,
} from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { hotelInstant } from '../../lib/dates';
import { repeatAsync } from '../../engine/jobs';
import { fetchFeed, FeedFetchError } from '../../engine/feed-fetch';
import { oncePer } from '../../engine/once-per';
import { derivedWrite } from '../../engine/derived-write';
import { recordAudit, type Actor } from '../operations/audit';
import { notifyStaff, publishBoardChange } from '../messages/board';
import { publishNotifications, type StoredNotification } from '../messages/notifications';
import { blocksRoom } from './rooms';
import { assertBedsChoosable, bedsFree } from './inventory';
import { externalStaysOf } from './room-feed';
import { toBookingView, type BookingView } from './bookings';
import { insertDeskBooking } from './desk';
import { commit, findBooking, type WorkflowActor } from './workflow';

/*
 * Channels (issue 29): a channel's iCalendar feed imported into a room or one bed of a dormitory.
 * A sync fetches the feed off any request's path, then in one write transaction makes the feed's
 * external stays match its events, keyed by UID: new events are added, moved ones changed, gone or
 * cancelled ones removed. An event overlapping a booking or another feed's stay is kept and marked
 * as a conflict for the desk, never dropped and never dropping anything.
 */

/** A channel's stay holds at most a year from its start (a longer "closed" block is cut), so the desk finds it in a bounded range. */
export const MAX_EXTERNAL_NIGHTS = 365;

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
  reference: string | null;
}

/** A reservation reference in an event's description: Airbnb's reservation link, or "Reservation/Booking/Confirmation: X". */
const REFERENCE =
  /(?:reservations\/details\/|(?:reservation|booking|confirmation)(?:\s*(?:id|code|number|no\.?))?\s*[:#]\s*)([A-Z0-9][A-Z0-9-]{3,})/i;

/** The instant of an event's date-time: UTC as written, a TZID's wall time in that zone, a floating time in the hotel's. */
function instantOf(time: ICAL.Time, hotelZone: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate().getTime();
  // ical.js keeps a TZID it has no definition for as the time's `timezone` name (untyped).
  const tzid = (time as unknown as { timezone?: string }).timezone;
  const zone = tzid && tzid !== 'floating' ? tzid : hotelZone;
  const day = time.toString().slice(0, 10);
  const clock = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  try {
    return hotelInstant(day, clock, zone) + time.second * 1000;
  } catch {
    // A TZID Intl does not know (a Windows zone name): the hotel's own zone is the best guess.
    return hotelInstant(day, clock, hotelZone) + time.second * 1000;
  }
}

/**
 * A feed's events as hotel nights: all-day events from DTSTART to DTEND (exclusive), timed ones over
 * the hotel nights they touch. Cancelled events and events over before `today` are left out. An
 * event without a UID is keyed by its dates and summary (the documented fallback).
 */
export function parseFeed(text: string, hotelZone: string, today: string): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new FeedFetchError(CHANNELS_MSG.unreadable((error as Error).message.split('\n')[0] ?? 'parse error'));
  }
  if (calendar.name !== 'vcalendar') throw new FeedFetchError(CHANNELS_MSG.unreadable('no VCALENDAR'));
  const events = new Map<string, FeedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    // Given no exceptions, ical.js would scan every sibling event for recurrence exceptions: O(n²), 20 ms
    // of a 500-event feed's parse. Channels' feeds list single stays, never recurrences.
    const event = new ICAL.Event(component, { exceptions: [] });
    if (!event.startDate) continue;
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const start = event.startDate;
    const end = event.endDate ?? start;
    let checkIn: string;
    let checkOut: string;
    if (start.isDate) {
      checkIn = start.toString();
      checkOut = end.isDate ? end.toString() : addDays(checkIn, 1);
    } else {
      checkIn = hotelToday(new Date(instantOf(start, hotelZone)), hotelZone);
      checkOut = hotelToday(new Date(instantOf(end, hotelZone)), hotelZone);
    }
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    if (stayNights(checkIn, checkOut) > MAX_EXTERNAL_NIGHTS) checkOut = addDays(checkIn, MAX_EXTERNAL_NIGHTS);
    if (checkOut <= today) continue;
    const summary = (event.summary ?? '').trim().slice(0, 200);
    const uid = event.uid?.trim() || `${checkIn}/${checkOut}/${summary}`;
    if (events.has(uid)) continue;
    const reference = REFERENCE.exec(String(event.description ?? ''))?.[1] ?? null;
    events.set(uid, { uid, checkIn, checkOut, summary, reference });
  }
  return [...events.values()];
}

/** The desk calendar's channel stays with a night in [from, to), each with its channel's name; on the arrival index. */
export function calendarExternalStays(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      _id: externalStays.id,
      roomId: externalStays.roomId,
      bedId: externalStays.bedId,
      checkIn: externalStays.checkIn,
      checkOut: externalStays.checkOut,
      summary: externalStays.summary,
      reference: externalStays.reference,
      conflict: externalStays.conflict,
      channel: channelFeeds.name,
    })
    .from(externalStays)
    .innerJoin(channelFeeds, eq(channelFeeds.id, externalStays.feedId))
    .where(
      and(gte(externalStays.checkIn, addDays(from, -MAX_EXTERNAL_NIGHTS)), lt(externalStays.checkIn, to), gt(externalStays.checkOut, from)),
    )
    .all();
}

/** The desk dismisses a conflict it has settled (or accepts): the stay stays, the warning goes. */
export function dismissConflict(deps: AppDeps, actor: Actor, id: string): { success: true } {
  const at = deps.now();
  deps.db.transaction(
    (tx) => {
      const stay = tx.select().from(externalStays).where(eq(externalStays.id, id)).get();
      if (!stay) throw fail.notFound(CHANNELS_MSG.stayNotFound);
      tx.update(externalStays).set({ conflict: null, updatedAt: at.toISOString() }).where(eq(externalStays.id, id)).run();
      recordAudit(tx, actor, 'feed.conflict.dismiss', 'room', stay.roomId, { stay: id, conflict: stay.conflict }, at);
    },
    { behavior: 'immediate' },
  );
  publishBoardChange(deps, { entity: 'resync' });
  return { success: true };
}

/**
 * "Turn into booking" at arrival: in one write transaction the channel's stay becomes a confirmed desk
 * booking of its room (or of its bed, that bed assigned) for its nights, priced like any desk
 * booking unless the desk agreed another total. The stay's row gives way to the booking first, so the
 * inventory check counts every other holder but not it and the nights are held once; its UID is
 * kept in converted_stays, so later syncs neither add it again nor touch the booking.
 */
export function convertExternalStay(deps: AppDeps, actor: WorkflowActor, input: ConvertStayData): BookingView {
  const at = deps.now();
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  return commit(deps, (tx) => {
    const stay = tx.select().from(externalStays).where(eq(externalStays.id, input.id)).get();
    if (!stay) {
      const done = tx
        .select({ reference: bookings.reference })
        .from(convertedStays)
        .innerJoin(bookings, eq(bookings.id, convertedStays.bookingId))
        .where(eq(convertedStays.id, input.id))
        .get();
      if (done) throw fail.conflict(CHANNELS_MSG.alreadyConverted(done.reference ?? ''));
      throw fail.notFound(CHANNELS_MSG.stayNotFound);
    }
    tx.delete(externalStays).where(eq(externalStays.id, stay.id)).run();
    const room = tx.select({ saleMode: rooms.saleMode }).from(rooms).where(eq(rooms.id, stay.roomId)).get();
    const nights = { roomId: stay.roomId, checkIn: stay.checkIn, checkOut: stay.checkOut };
    const booked = insertDeskBooking(
      tx,
      deps,
      actor,
      {
        ...nights,
        guests: input.guests,
        // A bed's stay is one bed (one guest); a dormitory's own feed holds the whole dormitory.
        ...(stay.bedId ? { beds: 1 } : {}),
        wholeRoom: !stay.bedId && room?.saleMode === 'bed',
        specialRequests: input.specialRequests,
        offer: 'flexible',
        guest: input.guest,
      },
      // A stay already begun (converted late) keeps its arrival day.
      stay.checkIn < today ? stay.checkIn : today,
      at,
      input.total !== undefined ? { totalCents: toCents(input.total), reason: input.totalReason ?? '' } : undefined,
    );
    const bookingId = booked.view._id;
    if (stay.bedId) {
      assertBedsChoosable(tx, { ...nights, id: bookingId, beds: 1 }, [stay.bedId]);
      tx.delete(bookingBeds).where(eq(bookingBeds.bookingId, bookingId)).run();
      tx.insert(bookingBeds).values({ bookingId, bedId: stay.bedId }).run();
    }
    const stamp = at.toISOString();
    tx.insert(convertedStays)
      .values({
        id: stay.id,
        feedId: stay.feedId,
        uid: stay.uid,
        bookingId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        summary: stay.summary,
        reference: stay.reference,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();
    recordAudit(tx, actor, 'feed.stay.convert', 'booking', bookingId, { stay: stay.id, uid: stay.uid, reference: stay.reference }, at);
    return { ...booked, view: toBookingView(findBooking(tx, bookingId)) };
  });
}

// ---------------------------------------------------------------------------------------------
// Feeds (staff and admin)

type FeedRow = typeof channelFeeds.$inferSelect;

function toFeedView(db: DbOrTx, feed: FeedRow) {
  const stays = db.select({ conflict: externalStays.conflict }).from(externalStays).where(eq(externalStays.feedId, feed.id)).all();
  return {
    _id: feed.id,
    name: feed.name,
    url: feed.url,
    roomId: feed.roomId,
    bedId: feed.bedId,
    active: feed.active,
    lastSyncAt: feed.lastSyncAt,
    lastSuccessAt: feed.lastSuccessAt,
    lastError: feed.lastError,
    nextSyncAt: feed.active ? feed.nextSyncAt : null,
    events: stays.length,
    conflicts: stays.filter((stay) => stay.conflict !== null).length,
  };
}
export type FeedView = ReturnType<typeof toFeedView>;

/** `GET /api/desk/feeds`: every feed, by room. A hotel has a few dozen at most. */
export function listFeeds(db: DbOrTx): { feeds: FeedView[] } {
  const rows = db.select().from(channelFeeds).orderBy(asc(channelFeeds.roomId), asc(channelFeeds.createdAt)).all();
  return { feeds: rows.map((row) => toFeedView(db, row)) };
}

function findFeed(db: DbOrTx, id: string): FeedRow {
  const feed = db.select().from(channelFeeds).where(eq(channelFeeds.id, id)).get();
  if (!feed) throw fail.notFound(CHANNELS_MSG.feedNotFound);
  return feed;
}

/** Feeds are spread over the sync interval by their id, so sixty feeds do not all sync in the same minute. */
function nextSync(deps: Pick<AppDeps, 'env'>, feedId: string, at: Date): string {
  const everyMs = deps.env.FEED_SYNC_MINUTES * 60_000;
  let hash = 0;
  for (const char of feedId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return new Date(at.getTime() + everyMs / 2 + (hash % Math.max(1, everyMs / 2))).toISOString();
}

export function createFeed(deps: AppDeps, actor: Actor, input: CreateFeedData): FeedView {
  const at = deps.now();
  return deps.db.transaction(
    (tx) => {
      const room = tx.select().from(rooms).where(eq(rooms.id, input.roomId)).get();
      if (!room) throw fail.notFound(ROOMS_MSG.notFound);
      if (input.bedId) {
        const bed = tx.select().from(roomBeds).where(eq(roomBeds.id, input.bedId)).get();
        if (!bed || bed.roomId !== room.id) throw fail.badRequest(CHANNELS_MSG.bedNotInRoom);
      }
      const stamp = at.toISOString();
      const row = tx
        .insert(channelFeeds)
        .values({
          name: input.name,
          url: input.url,
          roomId: room.id,
          bedId: input.bedId ?? null,
          active: input.active,
          // A new feed syncs at the job's next turn.
          nextSyncAt: stamp,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning()
        .get();
      recordAudit(tx, actor, 'feed.create', 'room', room.id, { feed: row.id, name: row.name, roomNumber: room.roomNumber }, at);
      return toFeedView(tx, row);
    },
    { behavior: 'immediate' },
  );
}

export function updateFeed(deps: AppDeps, actor: Actor, input: UpdateFeedInput): FeedView {
  const at = deps.now();
  return deps.db.transaction(
    (tx) => {
      const feed = findFeed(tx, input.id);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      };
      // Resumed or pointed elsewhere: sync at the next turn.
      const resync = (input.active === true && !feed.active) || (input.url !== undefined && input.url !== feed.url);
      const row = tx
        .update(channelFeeds)
        .set({ ...changes, ...(resync ? { nextSyncAt: at.toISOString() } : {}), updatedAt: at.toISOString() })
        .where(eq(channelFeeds.id, feed.id))
        .returning()
        .get();
      recordAudit(tx, actor, 'feed.update', 'room', feed.roomId, { feed: feed.id, ...changes }, at);
      return toFeedView(tx, row);
    },
    { behavior: 'immediate' },
  );
}

/** Removes a feed and frees every night its stays held. */
export function deleteFeed(deps: AppDeps, actor: Actor, id: string): { success: true } {
  const at = deps.now();
  deps.db.transaction(
    (tx) => {
      const feed = findFeed(tx, id);
      tx.delete(channelFeeds).where(eq(channelFeeds.id, feed.id)).run();
      recordAudit(tx, actor, 'feed.delete', 'room', feed.roomId, { feed: feed.id, name: feed.name }, at);
    },
    { behavior: 'immediate' },
  );
  publishBoardChange(deps, { entity: 'resync' });
  return { success: true };
}

// ---------------------------------------------------------------------------------------------
// Sync

export interface SyncResult {
  added: number;
  changed: number;
  removed: number;
  conflicts: number;
  error?: string;
}

/** Feeds being synced in this process: a feed is never synced twice at once (the job and "Sync now"). */
const syncing = oncePer((_db: Db) => new Set<string>());

/** What holds a room's nights over a span: its holding bookings (with their beds) and its channels' stays. */
interface Holders {
  bookings: { reference: string | null; name: string; beds: number | null; bedIds: string[]; checkIn: string; checkOut: string }[];
  stays: { id: string; summary: string; bedId: string | null; channel: string; checkIn: string; checkOut: string }[];
}

/** The room's bookings and channels' stays with a night in [from, until), read once for a slice of events. */
function holdersOf(tx: DbOrTx, roomId: string, from: string, until: string): Holders {
  return {
    bookings: tx
      .select({
        reference: bookings.reference,
        name: users.name,
        beds: bookings.beds,
        bedIds: sql<string>`(SELECT coalesce(group_concat(${bookingBeds.bedId}), '') FROM ${bookingBeds} WHERE ${bookingBeds.bookingId} = ${bookings.id})`,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(and(eq(bookings.roomId, roomId), blocksRoom(), gt(bookings.checkOut, from), lt(bookings.checkIn, until)))
      .all()
      .map((row) => ({ ...row, bedIds: row.bedIds ? row.bedIds.split(',') : [] })),
    stays: externalStaysOf(tx, roomId, from, until),
  };
}

/**
 * What an event on the feed's room or bed would overlap, in words (null: nothing): a holding booking
 * of the room (for a bed: one sleeping in it, or one taking the whole dormitory), another channel
 * stay on the room or bed, or, for a bed, a dormitory already full those nights.
 */
function overlapOf(tx: DbOrTx, feed: FeedRow, holders: Holders, event: FeedEvent, selfId: string): string | null {
  const meets = (other: { checkIn: string; checkOut: string }) => other.checkIn < event.checkOut && event.checkIn < other.checkOut;
  const booking = holders.bookings.find((row) => meets(row) && (!feed.bedId || row.beds === null || row.bedIds.includes(feed.bedId)));
  if (booking) return `booking ${booking.reference ?? ''} (${booking.name})`;
  const other = holders.stays.find(
    (row) => row.id !== selfId && meets(row) && (!feed.bedId || row.bedId === null || row.bedId === feed.bedId),
  );
  if (other) return `${other.channel}'s stay "${other.summary}"`;
  if (feed.bedId && bedsFree(tx, feed.roomId, event, '', selfId) < 1) return 'a dormitory already full on those nights';
  return null;
}

/** Records a sync that did not reach the calendar: the feed keeps its stays. */
function recordFailure(deps: AppDeps, feed: FeedRow, message: string, at: Date, emptyStreak = 0): SyncResult {
  deps.db
    .update(channelFeeds)
    .set({
      lastSyncAt: at.toISOString(),
      lastError: message,
      emptyStreak,
      nextSyncAt: nextSync(deps, feed.id, at),
      updatedAt: at.toISOString(),
    })
    .where(eq(channelFeeds.id, feed.id))
    .run();
  return { added: 0, changed: 0, removed: 0, conflicts: 0, error: message };
}

/** Fetches a feed (off the write lock) and makes its external stays match it (one transaction). */
export async function syncFeed(deps: AppDeps, feedId: string): Promise<SyncResult> {
  const running = syncing(deps.db);
  if (running.has(feedId)) throw fail.conflict(CHANNELS_MSG.syncing);
  const feed = findFeed(deps.db, feedId);
  running.add(feedId);
  try {
    let events: FeedEvent[];
    try {
      const text = await fetchFeed(feed.url, {
        allowPrivate: deps.env.FEED_ALLOW_PRIVATE_ADDRESSES,
        limits: { timeoutMs: deps.env.FEED_TIMEOUT_SECONDS * 1000 },
      });
      events = parseFeed(text, deps.env.HOTEL_TIMEZONE, hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE));
    } catch (error) {
      if (error instanceof FeedFetchError) return recordFailure(deps, feed, error.message, deps.now());
      throw error;
    }
    return applyEvents(deps, feedId, events);
  } finally {
    running.delete(feedId);
  }
}

/**
 * Events applied per write transaction. A feed's 500 events in one transaction held the event loop
 * ~150 ms and a guest's `GET /api/rooms` p99 reached 393 ms while 60 feeds synced (the channels
 * bench); a slice is a few milliseconds, and each event is still checked against bookings under the
 * write lock, so a sync can never slip past a booking.
 */
const SYNC_SLICE = 50;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes a feed's external stays match `events`: in slices of SYNC_SLICE, the event loop turning before each (after the parse too). */
async function applyEvents(deps: AppDeps, feedId: string, events: FeedEvent[]): Promise<SyncResult> {
  const at = deps.now();
  const stamp = at.toISOString();
  const feed = deps.db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId)).get();
  const result: SyncResult = { added: 0, changed: 0, removed: 0, conflicts: 0 };
  // Removed meanwhile: nothing to do.
  if (!feed) return result;
  const today = hotelToday(at, deps.env.HOTEL_TIMEZONE);
  const known = deps.db.select({ uid: externalStays.uid }).from(externalStays).where(eq(externalStays.feedId, feed.id)).all();
  const booked = convertedStaysOf(deps.db, feed.id).filter((link) => link.checkOut > today);
  if (events.length === 0 && known.length + booked.length > 0 && feed.emptyStreak === 0)
    return recordFailure(deps, feed, CHANNELS_MSG.emptyOnce, at, 1);
  const { roomNumber } = deps.db.select({ roomNumber: rooms.roomNumber }).from(rooms).where(eq(rooms.id, feed.roomId)).get()!;
  const notices: StoredNotification[] = [];
  // By arrival, so a slice covers a short span and its holders are read once.
  const ordered = [...events].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  for (let start = 0; start < ordered.length; start += SYNC_SLICE) {
    await nextTurn();
    const gone = derivedWrite(deps.db, () =>
      deps.db.transaction(
        (tx) => {
          // Removed between two slices: stop, its stays went with it.
          if (!tx.select({ id: channelFeeds.id }).from(channelFeeds).where(eq(channelFeeds.id, feed.id)).get()) return true;
          const slice = ordered.slice(start, start + SYNC_SLICE);
          const until = slice.reduce((last, event) => (event.checkOut > last ? event.checkOut : last), slice[0]!.checkOut);
          const holders = holdersOf(tx, feed.roomId, slice[0]!.checkIn, until);
          // Read under the write lock: a stay converted between two slices is not added again.
          const links = new Map(convertedStaysOf(tx, feed.id).map((link) => [link.uid, link]));
          for (const event of slice) {
            const link = links.get(event.uid);
            if (link) {
              const same = link.checkIn === event.checkIn && link.checkOut === event.checkOut;
              const change = same ? null : `moved it to ${formatHotelDay(event.checkIn)} – ${formatHotelDay(event.checkOut)}`;
              if (noteChannelChange(deps, tx, { feed, roomNumber, link, change, at }, notices)) result.conflicts += 1;
              continue;
            }
            const before = tx
              .select()
              .from(externalStays)
              .where(and(eq(externalStays.feedId, feed.id), eq(externalStays.uid, event.uid)))
              .get();
            const moved = !before || before.checkIn !== event.checkIn || before.checkOut !== event.checkOut;
            if (!moved && before.summary === event.summary && before.reference === event.reference) continue;
            const conflict = moved ? overlapOf(tx, feed, holders, event, before?.id ?? '') : before.conflict;
            const values = { ...event, roomId: feed.roomId, bedId: feed.bedId, conflict, updatedAt: stamp };
            const id = before?.id ?? newId();
            if (before) {
              tx.update(externalStays).set(values).where(eq(externalStays.id, id)).run();
              result.changed += 1;
            } else {
              tx.insert(externalStays)
                .values({ ...values, id, feedId: feed.id, createdAt: stamp })
                .run();
              result.added += 1;
            }
            // Later events of the slice meet this one where it is now.
            holders.stays = holders.stays.filter((stay) => stay.id !== id);
            holders.stays.push({
              id,
              summary: event.summary,
              bedId: feed.bedId,
              channel: feed.name,
              checkIn: event.checkIn,
              checkOut: event.checkOut,
            });
            if (!moved || !conflict) continue;
            result.conflicts += 1;
            // A staff notice is one row for the whole staff: written in English, whoever's sync found it.
            const message = withLanguage(DEFAULT_LANGUAGE, () =>
              CHANNELS_MSG.conflict(
                feed.name,
                event.summary,
                roomNumber,
                formatHotelDay(event.checkIn),
                formatHotelDay(event.checkOut),
                conflict,
              ),
            );
            notices.push(
              ...notifyStaff(deps.db, { type: 'alert', priority: 'high', title: CHANNELS_MSG.conflictTitle, message }, at, {
                withAdmins: true,
              }),
            );
          }
          return false;
        },
        { behavior: 'immediate' },
      ),
    );
    if (gone) return result;
  }
  // Events gone from the feed free their nights; the feed records its success.
  const seen = new Set(events.map((event) => event.uid));
  deps.db.transaction(
    (tx) => {
      for (const stay of tx
        .select({ id: externalStays.id, uid: externalStays.uid })
        .from(externalStays)
        .where(eq(externalStays.feedId, feed.id))
        .all())
        if (!seen.has(stay.uid)) {
          tx.delete(externalStays).where(eq(externalStays.id, stay.id)).run();
          result.removed += 1;
        }
      // A booked stay the channel dropped (cancelled) before it ended: the booking stays, staff are told.
      for (const link of convertedStaysOf(tx, feed.id))
        if (
          !seen.has(link.uid) &&
          link.checkOut > today &&
          noteChannelChange(deps, tx, { feed, roomNumber, link, change: GONE, at }, notices)
        )
          result.conflicts += 1;
      tx.update(channelFeeds)
        .set({
          lastSyncAt: stamp,
          lastSuccessAt: stamp,
          lastError: null,
          emptyStreak: 0,
          nextSyncAt: nextSync(deps, feed.id, at),
          updatedAt: stamp,
        })
        .where(eq(channelFeeds.id, feed.id))
        .run();
    },
    { behavior: 'immediate' },
  );
  publishNotifications(deps, notices);
  if (result.added + result.changed + result.removed > 0) publishBoardChange(deps, { entity: 'resync' });
  return result;
}

/** What a channel did to a stay that is a booking now, when it no longer lists the event. */
const GONE = 'cancelled or removed it';

/** A feed's stays the desk turned into bookings, with each booking's reference (on the feed's UID index). */
export function convertedStaysOf(db: DbOrTx, feedId: string) {
  return db
    .select({
      id: convertedStays.id,
      uid: convertedStays.uid,
      checkIn: convertedStays.checkIn,
      checkOut: convertedStays.checkOut,
      summary: convertedStays.summary,
      channelChange: convertedStays.channelChange,
      bookingReference: bookings.reference,
    })
    .from(convertedStays)
    .innerJoin(bookings, eq(bookings.id, convertedStays.bookingId))
    .where(eq(convertedStays.feedId, feedId))
    .all();
}

/**
 * Records what the channel now says of a stay that is a booking (`change`, null: as booked) and
 * tells staff and admins of a new change, once; the booking itself is never touched by a sync.
 */
function noteChannelChange(
  deps: AppDeps,
  tx: DbOrTx,
  note: { feed: FeedRow; roomNumber: string; link: ReturnType<typeof convertedStaysOf>[number]; change: string | null; at: Date },
  notices: StoredNotification[],
): boolean {
  const { feed, roomNumber, link, change, at } = note;
  if (change === link.channelChange) return false;
  tx.update(convertedStays).set({ channelChange: change, updatedAt: at.toISOString() }).where(eq(convertedStays.id, link.id)).run();
  if (change === null) return false;
  const message = withLanguage(DEFAULT_LANGUAGE, () =>
    CHANNELS_MSG.bookingChanged(feed.name, link.summary, roomNumber, link.bookingReference ?? '', change),
  );
  notices.push(
    ...notifyStaff(deps.db, { type: 'alert', priority: 'high', title: CHANNELS_MSG.bookingChangedTitle, message }, at, {
      withAdmins: true,
    }),
  );
  return true;
}

/** How often the sync job looks for due feeds. */
export const FEED_SYNC_CHECK_MS = 30_000;

/**
 * The sync job: every FEED_SYNC_CHECK_MS, syncs the feeds that are due, one after another, unless the
 * previous turn is still at it. Its schedule lives in the database (`next_sync_at`), so a restart
 * loses no sync. Stopping waits for the feed being synced.
 */
export function startFeedSync(
  deps: AppDeps,
  onError: (error: unknown) => void,
  everyMs = FEED_SYNC_CHECK_MS,
): { stop: () => Promise<void> } {
  let stopped = false;
  const job = repeatAsync(
    everyMs,
    async () => {
      const due = deps.db
        .select({ id: channelFeeds.id })
        .from(channelFeeds)
        .where(and(eq(channelFeeds.active, true), lte(channelFeeds.nextSyncAt, deps.now().toISOString())))
        .orderBy(asc(channelFeeds.nextSyncAt))
        .all();
      for (const feed of due) {
        if (stopped) return;
        // One feed's failure is reported; the others still sync.
        await syncFeed(deps, feed.id).catch(onError);
      }
    },
    onError,
  );
  return {
    stop: () => {
      stopped = true;
      return job.stop();
    },
  };
}

/** `POST /api/desk/feeds/:id/sync`: the desk's "Sync now". */
export function syncFeedNow(deps: AppDeps, id: string): Promise<SyncResult> {
  findFeed(deps.db, id);
  return syncFeed(deps, id);
}
