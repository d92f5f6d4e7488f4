import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEDS_MSG, BOOKINGS_MSG, CHANNELS_MSG, RATES_MSG, addDays, type Quote } from '@innkeep/api-contract';
import { bookingBeds, bookings, externalStays, rooms } from '@innkeep/db';
import type { Folio } from '../src/services/money';
import type { BookingView, DeskCalendar, FeedView, RoomSummary, SyncResult } from '../src/services/stays';
import { parseFeed } from '../src/services/stays';
import { isPrivateAddress } from '../src/engine/feed-fetch';
import { insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, trpcCall, type TestServer } from './helpers';

type Json = Record<string, unknown> & { message?: string };

/** What the local feed server answers on a path: a calendar, an HTTP error, a redirect, silence or a huge body. */
interface Answer {
  body?: string;
  status?: number;
  type?: string;
  location?: string;
  hang?: boolean;
  bytes?: number;
}

const day = (n: number) => addDays(`${YEAR}-05-01`, n);
const compact = (d: string) => d.replaceAll('-', '');

/** Booking.com's shape: CRLF, all-day dates, "CLOSED - Not available", no description. */
const bookingCom = (events: { uid: string; from: number; to: number }[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking.com//Calendar//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}@booking.com`,
      `DTSTAMP:${compact(day(0))}T000000Z`,
      `DTSTART;VALUE=DATE:${compact(day(e.from))}`,
      `DTEND;VALUE=DATE:${compact(day(e.to))}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Airbnb's shape: LF endings, a folded description with the reservation link, a cancelled event. */
const airbnb = (from: number, to: number) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(day(from))}`,
    `DTEND;VALUE=DATE:${compact(day(to))}`,
    'UID:1418fb94e984-8b1f5e1a8e5b7c3f4c1e6a2b@airbnb.com',
    'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta',
    ' ils/HMQ4ZP8RKX\\nPhone Number (Last 4 Digits): 4321',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(day(from + 10))}`,
    `DTEND;VALUE=DATE:${compact(day(to + 10))}`,
    'UID:cancelled-1@airbnb.com',
    'STATUS:CANCELLED',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\n');

describe('channels: calendar feeds imported per room and bed', () => {
  const clock = manualClock(`${YEAR}-05-01T09:00:00.000Z`);
  let server: TestServer;
  let feedServer: Server;
  let feedBase: string;
  const answers = new Map<string, Answer>();
  let staff: Account;
  let admin: Account;
  let guest: Account;

  const call = <T = Json>(method: string, path: string, token: string | undefined, body?: unknown) =>
    server.api<T>(method, path, { token, body });
  const serve = (path: string, answer: Answer) => answers.set(path, answer);
  const addFeed = async (path: string, roomId: string, bedId?: string) => {
    const res = await call<FeedView>('POST', '/api/desk/feeds', staff.token, {
      name: 'Booking.com',
      url: `${feedBase}${path}`,
      roomId,
      ...(bedId ? { bedId } : {}),
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const sync = (id: string) => call<SyncResult>('POST', `/api/desk/feeds/${id}/sync`, staff.token);
  const staysOf = (feedId: string) => server.deps.db.select().from(externalStays).where(eq(externalStays.feedId, feedId)).all();
  const book = (roomId: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
    call<Json>('POST', '/api/bookings', guest.token, { roomId, checkIn: day(from), checkOut: day(to), guests: 1, ...extra });

  beforeAll(async () => {
    feedServer = createServer((req, res) => {
      const answer = answers.get(req.url ?? '') ?? { status: 404 };
      if (answer.hang) return; // Never answers: the sync's timeout ends it.
      if (answer.location) {
        res.writeHead(302, { location: answer.location }).end();
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/calendar; charset=utf-8' });
      res.end(answer.bytes ? 'X'.repeat(answer.bytes) : (answer.body ?? ''));
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    server = await startTestServer({
      now: clock.now,
      env: { ...LONG_SESSIONS, FEED_ALLOW_PRIVATE_ADDRESSES: 'true', FEED_TIMEOUT_SECONDS: '1', MAX_PENDING_BOOKINGS: '50' },
      // The tests sync by hand; the job's own turns would race them.
      server: { feedSyncEveryMs: 3_600_000 },
    });
    staff = await signedIn(server, 'staff');
    admin = await signedIn(server, 'admin');
    guest = await signedIn(server, 'customer');
  });
  afterAll(async () => {
    await server.close();
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  it('adds, moves and removes external stays by UID, and they hold the room like bookings', async () => {
    const room = insertRoom(server.deps);
    serve('/bcom.ics', {
      body: bookingCom([
        { uid: 'a', from: 3, to: 6 },
        { uid: 'b', from: 10, to: 12 },
      ]),
    });
    const feed = await addFeed('/bcom.ics', room.id);
    expect((await sync(feed._id)).body).toEqual({ added: 2, changed: 0, removed: 0, conflicts: 0 });
    expect(staysOf(feed._id).map((s) => [s.checkIn, s.checkOut, s.summary])).toEqual(
      expect.arrayContaining([
        [day(3), day(6), 'CLOSED - Not available'],
        [day(10), day(12), 'CLOSED - Not available'],
      ]),
    );
    const refused = await book(room.id, 4, 5);
    expect(refused).toMatchObject({ status: 409, body: { message: BOOKINGS_MSG.overlap(room.roomNumber, day(4), day(5)) } });
    const listed = await call<RoomSummary[]>('GET', `/api/rooms?checkIn=${day(4)}&checkOut=${day(5)}`, undefined);
    expect(listed.body.some((r) => r._id === room.id)).toBe(false);
    const nights = await call<{ ranges: { checkIn: string }[] }>('GET', `/api/rooms/${room.id}/booked-nights`, undefined);
    expect(nights.body.ranges.map((r) => r.checkIn)).toEqual([day(3), day(10)]);

    // b moves, a disappears: nothing else changes.
    serve('/bcom.ics', { body: bookingCom([{ uid: 'b', from: 11, to: 14 }]) });
    expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 1, removed: 1, conflicts: 0 });
    expect(staysOf(feed._id).map((s) => [s.checkIn, s.checkOut])).toEqual([[day(11), day(14)]]);
    expect((await book(room.id, 4, 5)).status).toBe(201);
    const listedFeed = await call<{ feeds: FeedView[] }>('GET', '/api/desk/feeds', admin.token);
    expect(listedFeed.body.feeds.find((f) => f._id === feed._id)).toMatchObject({ events: 1, conflicts: 0, lastError: null });
  });

  it("reads Airbnb's feed: LF endings, folded lines, the reservation code, a cancelled event left out", async () => {
    const room = insertRoom(server.deps);
    serve('/airbnb.ics', { body: airbnb(20, 23) });
    const feed = await addFeed('/airbnb.ics', room.id);
    expect((await sync(feed._id)).body).toMatchObject({ added: 1, conflicts: 0 });
    expect(staysOf(feed._id)).toEqual([
      expect.objectContaining({ checkIn: day(20), checkOut: day(23), summary: 'Reserved', reference: 'HMQ4ZP8RKX' }),
    ]);
  });

  it('turns a timed event with a TZID into the hotel nights it touches', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:t1',
      `DTSTART;TZID=Europe/Berlin:${compact(day(30))}T150000`,
      `DTEND;TZID=Europe/Berlin:${compact(day(32))}T110000`,
      'SUMMARY:Blocked',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    // The hotel is on UTC: 15:00 in Berlin is 13:00 the same day, 11:00 is 09:00; nights 30 and 31.
    expect(parseFeed(text, 'UTC', day(0))).toEqual([
      { uid: 't1', checkIn: day(30), checkOut: day(32), summary: 'Blocked', reference: null },
    ]);
  });

  it('records an event over a booking as a conflict, keeps both and tells staff and admins', async () => {
    const room = insertRoom(server.deps);
    expect((await book(room.id, 40, 43)).status).toBe(201);
    serve('/clash.ics', { body: bookingCom([{ uid: 'c', from: 42, to: 44 }]) });
    const feed = await addFeed('/clash.ics', room.id);
    expect((await sync(feed._id)).body).toEqual({ added: 1, changed: 0, removed: 0, conflicts: 1 });
    expect(staysOf(feed._id)[0]?.conflict).toMatch(/^booking [2-9A-Z]{3}-[2-9A-Z]{3} \(/);
    const inbox = await call<{ notifications: { title: string; message: string; priority: string }[] }>(
      'GET',
      '/api/notifications/my-notifications',
      admin.token,
    );
    expect(inbox.body.notifications.find((n) => n.title === CHANNELS_MSG.conflictTitle)).toMatchObject({
      priority: 'high',
      message: expect.stringContaining(`room ${room.roomNumber}`),
    });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.roomId, room.id)).all()).toHaveLength(1);
    // The desk's calendar draws it with its channel and what it overlaps, until someone dismisses it.
    const calendar = () => trpcCall<DeskCalendar>(server, 'query', 'desk.calendar', { from: day(38), days: 14 }, staff.token);
    const drawn = (await calendar()).data.externalStays.find((stay) => stay.roomId === room.id);
    expect(drawn).toMatchObject({
      channel: 'Booking.com',
      summary: 'CLOSED - Not available',
      checkIn: day(42),
      conflict: expect.any(String),
    });
    expect((await call('POST', `/api/desk/external-stays/${drawn!._id}/dismiss-conflict`, staff.token)).status).toBe(200);
    expect((await calendar()).data.externalStays.find((stay) => stay.roomId === room.id)?.conflict).toBeNull();
  });

  /** A dormitory made through the admin API, with `beds` numbered beds. */
  const newDorm = (roomNumber: string, beds: number) =>
    call<RoomSummary>('POST', '/api/admin/rooms', admin.token, {
      name: `Channel Dorm ${roomNumber}`,
      type: 'hostel',
      description: 'Bunks.',
      price: 25,
      capacity: beds,
      floor: 2,
      roomNumber,
      saleMode: 'bed',
    });

  it("sells a dormitory's other beds around two feeds' beds", async () => {
    const dorm = await newDorm('CH-1', 3);
    const [bed1, bed2] = dorm.body.beds;
    serve('/hw1.ics', { body: bookingCom([{ uid: 'h1', from: 50, to: 53 }]) });
    serve('/hw2.ics', { body: bookingCom([{ uid: 'h2', from: 50, to: 53 }]) });
    const one = await addFeed('/hw1.ics', dorm.body._id, bed1!._id);
    const two = await addFeed('/hw2.ics', dorm.body._id, bed2!._id);
    expect((await sync(one._id)).body.conflicts).toBe(0);
    expect((await sync(two._id)).body.conflicts).toBe(0);
    const booked = await book(dorm.body._id, 51, 52);
    expect(booked.body).toMatchObject({ bedLabels: ['Bed 3'] });
    expect(await book(dorm.body._id, 51, 52)).toMatchObject({ status: 409, body: { message: BEDS_MSG.noBedsLeft } });
  });

  it("shows a dormitory's nights closed by a channel after its last booking as taken", async () => {
    const dorm = await newDorm('CH-2', 2);
    // One bed booked leaves a bed free: not taken. The channel closes the whole dormitory later on.
    expect((await book(dorm.body._id, 60, 61)).status).toBe(201);
    serve('/closed.ics', { body: bookingCom([{ uid: 'c1', from: 70, to: 72 }]) });
    const feed = await addFeed('/closed.ics', dorm.body._id);
    expect((await sync(feed._id)).body.added).toBe(1);
    const nights = await call<{ ranges: { checkIn: string; checkOut: string }[] }>(
      'GET',
      `/api/rooms/${dorm.body._id}/booked-nights`,
      undefined,
    );
    expect(nights.body.ranges).toEqual([{ checkIn: day(70), checkOut: day(72) }]);
  });

  it('keeps the last good stays when a feed times out, answers 500, is too big, is not a calendar or is empty once', async () => {
    const room = insertRoom(server.deps);
    serve('/flaky.ics', { body: bookingCom([{ uid: 'f', from: 60, to: 62 }]) });
    const feed = await addFeed('/flaky.ics', room.id);
    expect((await sync(feed._id)).body.added).toBe(1);
    const failures: [Answer, string][] = [
      [{ hang: true }, 'The feed did not answer within 1 s'],
      [{ status: 500 }, 'The feed answered HTTP 500'],
      [{ bytes: 6 * 1024 * 1024 }, 'The feed is larger than 5 MiB'],
      [{ type: 'text/html', body: '<html></html>' }, 'The feed is text/html, not a calendar (text/calendar)'],
      [{ body: 'not a calendar at all' }, 'The feed is not a readable calendar'],
      [{ body: bookingCom([]) }, CHANNELS_MSG.emptyOnce],
    ];
    for (const [answer, message] of failures) {
      serve('/flaky.ics', answer);
      const res = await sync(feed._id);
      expect(res.status, message).toBe(200);
      expect(res.body.error, message).toContain(message);
      expect(staysOf(feed._id), message).toHaveLength(1);
      const listed = await call<{ feeds: FeedView[] }>('GET', '/api/desk/feeds', staff.token);
      expect(listed.body.feeds.find((f) => f._id === feed._id)?.lastError).toContain(message);
    }
    // Empty a second time in a row: believed, the stay goes.
    expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 0, removed: 1, conflicts: 0 });
  });

  // The redirect's own check runs in the same connection lookup as the first hop's; a test machine has
  // no public address to start a redirect from, so the unit test below covers the ranges.
  it('refuses feeds on private addresses unless allowed, a redirect to one included', async () => {
    const strict = await startTestServer({ now: clock.now, env: LONG_SESSIONS, server: { feedSyncEveryMs: 3_600_000 } });
    try {
      const desk = await signedIn(strict, 'staff');
      const room = insertRoom(strict.deps);
      serve('/private.ics', { body: bookingCom([{ uid: 'p', from: 70, to: 71 }]) });
      serve('/hop.ics', { location: `${feedBase}/private.ics` });
      for (const path of ['/private.ics', '/hop.ics']) {
        const feed = await strict.api<FeedView>('POST', '/api/desk/feeds', {
          token: desk.token,
          body: { name: 'Other', url: `${feedBase}${path}`, roomId: room.id },
        });
        const res = await strict.api<SyncResult>('POST', `/api/desk/feeds/${feed.body._id}/sync`, { token: desk.token });
        expect(res.body.error).toBe('The feed’s address is in a private or local network, which feeds may not use');
      }
      const notHttp = await strict.api<Json>('POST', '/api/desk/feeds', {
        token: desk.token,
        body: { name: 'Other', url: 'file:///etc/passwd', roomId: room.id },
      });
      expect(notHttp).toMatchObject({ status: 400, body: { message: CHANNELS_MSG.badUrl } });
    } finally {
      await strict.close();
    }
  });

  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('never double-books silently when a sync races a booking for the same nights', async () => {
    for (let round = 0; round < 5; round++) {
      const room = insertRoom(server.deps);
      serve(`/race${round}.ics`, { body: bookingCom([{ uid: `r${round}`, from: 80, to: 82 }]) });
      const feed = await addFeed(`/race${round}.ics`, room.id);
      const [booking, synced] = await Promise.all([book(room.id, 80, 82), sync(feed._id)]);
      const stays = staysOf(feed._id);
      expect(stays).toHaveLength(1);
      // Either the booking lost (409), or it won and the feed's stay is a recorded conflict.
      if (booking.status === 201) expect(stays[0]?.conflict ?? null, JSON.stringify(synced.body)).not.toBeNull();
      else expect(booking.status).toBe(409);
    }
  });

  it("round trip: one Innkeep's room feed imported into another blocks exactly the same nights, and never echoes a channel back", async () => {
    const room = insertRoom(server.deps);
    expect((await book(room.id, 100, 103)).status).toBe(201);
    expect((await book(room.id, 105, 106)).status).toBe(201);
    // A channel's own stay on the room: in the export for others, not in its own.
    serve('/own.ics', { body: bookingCom([{ uid: 'own', from: 108, to: 110 }]) });
    const own = await addFeed('/own.ics', room.id);
    await sync(own._id);
    const link = await call<{ url: string }>('GET', `/api/desk/rooms/${room.id}/calendar-link?forOtherSystems=true`, staff.token);
    const withOwn = await (await fetch(`${server.base}${link.body.url}`)).text();
    expect(parseFeed(withOwn, 'UTC', day(0)).map((e) => e.checkIn)).toContain(day(108));
    const exported = await fetch(`${server.base}${link.body.url}&exclude=${own._id}`);
    expect(exported.headers.get('content-type')).toContain('text/calendar');
    const text = await exported.text();
    expect(parseFeed(text, 'UTC', day(0)).map((e) => [e.checkIn, e.checkOut])).toEqual([
      [day(100), day(103)],
      [day(105), day(106)],
    ]);
    const second = await startTestServer({
      now: clock.now,
      env: { ...LONG_SESSIONS, FEED_ALLOW_PRIVATE_ADDRESSES: 'true' },
      server: { feedSyncEveryMs: 3_600_000 },
    });
    try {
      const desk = await signedIn(second, 'staff');
      const visitor = await signedIn(second, 'customer');
      const twin = insertRoom(second.deps);
      const feed = await second.api<FeedView>('POST', '/api/desk/feeds', {
        token: desk.token,
        body: { name: 'Innkeep (other house)', url: `${server.base}${link.body.url}&exclude=${own._id}`, roomId: twin.id },
      });
      const synced = await second.api<SyncResult>('POST', `/api/desk/feeds/${feed.body._id}/sync`, { token: desk.token });
      expect(synced.body).toEqual({ added: 2, changed: 0, removed: 0, conflicts: 0 });
      const nights = await second.api<{ ranges: { checkIn: string; checkOut: string }[] }>('GET', `/api/rooms/${twin.id}/booked-nights`);
      expect(nights.body.ranges).toEqual([
        { checkIn: day(100), checkOut: day(103) },
        { checkIn: day(105), checkOut: day(106) },
      ]);
      const bookTwin = (from: number, to: number) =>
        second.api('POST', '/api/bookings', {
          token: visitor.token,
          body: { roomId: twin.id, checkIn: day(from), checkOut: day(to), guests: 1 },
        });
      expect((await bookTwin(102, 103)).status).toBe(409);
      expect((await bookTwin(103, 105)).status).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('closes a room under maintenance from today in its export feed', async () => {
    const room = insertRoom(server.deps);
    expect((await book(room.id, 100, 103)).status).toBe(201);
    const link = await call<{ url: string }>('GET', `/api/desk/rooms/${room.id}/calendar-link?forOtherSystems=true`, staff.token);
    const nights = async () => parseFeed(await (await fetch(`${server.base}${link.body.url}`)).text(), 'UTC', day(0));
    expect((await nights()).map((e) => e.summary)).toEqual(['Booked (pending)']);
    server.deps.db.update(rooms).set({ status: 'maintenance' }).where(eq(rooms.id, room.id)).run();
    const closed = (await nights()).find((e) => e.summary === 'Not available');
    expect(closed?.checkIn).toBe(day(0));
    expect(closed && closed.checkOut > day(300)).toBe(true);
  });

  it('lets only the desk manage feeds, and removing a feed frees its nights', async () => {
    const room = insertRoom(server.deps);
    serve('/gone.ics', { body: bookingCom([{ uid: 'g', from: 90, to: 92 }]) });
    const feed = await addFeed('/gone.ics', room.id);
    await sync(feed._id);
    expect((await call('GET', '/api/desk/feeds', guest.token)).status).toBe(403);
    expect((await call('POST', `/api/desk/feeds/${feed._id}/sync`, guest.token)).status).toBe(403);
    expect((await book(room.id, 90, 91)).status).toBe(409);
    expect((await call('DELETE', `/api/desk/feeds/${feed._id}`, staff.token)).status).toBe(200);
    expect(staysOf(feed._id)).toHaveLength(0);
    expect((await book(room.id, 90, 91)).status).toBe(201);
  });

  describe('turning a channel stay into a booking', () => {
    const convert = (stayId: string, token: string, body: Record<string, unknown> = {}) =>
      call<BookingView & Json>('POST', `/api/desk/external-stays/${stayId}/convert`, token, {
        guest: { kind: 'walk-in', name: 'Mia Channel' },
        guests: 2,
        ...body,
      });
    const inbox = async () =>
      (
        await call<{ notifications: { title: string; message: string; priority: string }[] }>(
          'GET',
          '/api/notifications/my-notifications',
          admin.token,
        )
      ).body.notifications;

    it('books the stay once, with its folio, and later syncs keep the booking as it is', async () => {
      const room = insertRoom(server.deps);
      const events = [
        { uid: 'arrive', from: 120, to: 123 },
        { uid: 'later', from: 130, to: 131 },
      ];
      serve('/arrive.ics', { body: bookingCom(events) });
      const feed = await addFeed('/arrive.ics', room.id);
      expect((await sync(feed._id)).body).toMatchObject({ added: 2, conflicts: 0 });
      const stay = staysOf(feed._id).find((s) => s.checkIn === day(120))!;

      expect((await convert(stay.id, guest.token)).status).toBe(403);
      const converted = await convert(stay.id, staff.token, {
        guest: { kind: 'walk-in', name: 'Mia Channel', email: 'mia.channel@example.com' },
      });
      expect(converted.status).toBe(201);
      expect(converted.body).toMatchObject({
        status: 'confirmed',
        room: { _id: room.id },
        checkIn: day(120),
        checkOut: day(123),
        guests: 2,
        customer: { name: 'Mia Channel', email: 'mia.channel@example.com', phone: '' },
      });
      // Priced like any stay of the room (the rate calendar's quote).
      const quote = await call<Quote>('GET', `/api/rooms/${room.id}/quote?checkIn=${day(120)}&checkOut=${day(123)}&guests=2`, undefined);
      expect(converted.body.totalAmount).toBe(quote.body.total);
      const folio = await call<Folio>('GET', `/api/bookings/${converted.body._id}/folio`, staff.token);
      expect(folio.status).toBe(200);
      expect(folio.body.totals.charges).toBe(quote.body.total);

      // The nights are held once, by the booking: the channel's stay is gone from the calendar.
      expect(staysOf(feed._id).map((s) => s.uid)).toEqual(['later@booking.com']);
      const nights = await call<{ ranges: { checkIn: string; checkOut: string }[] }>(
        'GET',
        `/api/rooms/${room.id}/booked-nights`,
        undefined,
      );
      expect(nights.body.ranges).toEqual([
        { checkIn: day(120), checkOut: day(123) },
        { checkIn: day(130), checkOut: day(131) },
      ]);
      expect((await book(room.id, 121, 122)).status).toBe(409);
      const calendar = await trpcCall<DeskCalendar>(server, 'query', 'desk.calendar', { from: day(119), days: 7 }, staff.token);
      expect(calendar.data.externalStays.filter((s) => s.roomId === room.id)).toEqual([]);
      expect(calendar.data.bookings.filter((b) => b.roomId === room.id).map((b) => b._id)).toEqual([converted.body._id]);

      const second = await convert(stay.id, admin.token);
      expect(second).toMatchObject({ status: 409, body: { message: CHANNELS_MSG.alreadyConverted(converted.body.reference) } });

      // The same feed again: nothing added back, the booking untouched.
      const roomBookings = () => server.deps.db.select().from(bookings).where(eq(bookings.roomId, room.id)).all();
      const before = roomBookings();
      expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 0, removed: 0, conflicts: 0 });
      expect(staysOf(feed._id)).toHaveLength(1);
      expect(roomBookings()).toEqual(before);

      // The channel moves the event: the booking stays as booked, staff and admins are told once.
      serve('/arrive.ics', { body: bookingCom([{ uid: 'arrive', from: 121, to: 124 }, events[1]!]) });
      expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 0, removed: 0, conflicts: 1 });
      expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 0, removed: 0, conflicts: 0 });
      expect(roomBookings()).toEqual(before);
      expect((await inbox()).filter((n) => n.title === CHANNELS_MSG.bookingChangedTitle)).toEqual([
        expect.objectContaining({ priority: 'high', message: expect.stringContaining(`moved it to`) }),
      ]);

      // The channel drops it (cancelled): still no change to the booking, and no stay comes back.
      serve('/arrive.ics', { body: bookingCom([events[1]!]) });
      expect((await sync(feed._id)).body).toEqual({ added: 0, changed: 0, removed: 0, conflicts: 1 });
      expect(roomBookings()).toEqual(before);
      expect(staysOf(feed._id)).toHaveLength(1);
      expect((await inbox()).map((n) => n.message)).toContainEqual(
        expect.stringContaining(
          `cancelled or removed it ("CLOSED - Not available", room ${room.roomNumber}), which the desk turned into booking ${converted.body.reference}`,
        ),
      );
    });

    it('takes the total the desk agreed, with a reason, and refuses a stay whose nights are taken', async () => {
      const room = insertRoom(server.deps);
      expect((await book(room.id, 140, 142)).status).toBe(201);
      serve('/agreed.ics', {
        body: bookingCom([
          { uid: 'agreed', from: 144, to: 146 },
          { uid: 'clash', from: 141, to: 143 },
        ]),
      });
      const feed = await addFeed('/agreed.ics', room.id);
      expect((await sync(feed._id)).body).toMatchObject({ added: 2, conflicts: 1 });
      const [clash, agreed] = [day(141), day(144)].map((d) => staysOf(feed._id).find((s) => s.checkIn === d)!);

      const noReason = await convert(agreed!.id, staff.token, { total: 99.5 });
      expect(noReason).toMatchObject({ status: 400, body: { message: RATES_MSG.overrideReason } });
      const priced = await convert(agreed!.id, staff.token, { total: 99.5, totalReason: 'Booking.com rate' });
      expect(priced).toMatchObject({ status: 201, body: { totalAmount: 99.5 } });
      const folio = await call<Folio>('GET', `/api/bookings/${priced.body._id}/folio`, staff.token);
      expect(folio.body.lines.find((line) => line.kind === 'adjustment')?.description).toBe('Agreed total: Booking.com rate');

      // A stay in conflict with a booking: the booking holds those nights; nothing changes.
      const refused = await convert(clash!.id, staff.token);
      expect(refused).toMatchObject({ status: 409, body: { message: BOOKINGS_MSG.overlap(room.roomNumber, day(141), day(143)) } });
      expect(staysOf(feed._id).map((s) => s.checkIn)).toEqual([day(141)]);
      expect((await convert('no-such-stay', staff.token)).status).toBe(404);
    });

    it("books a bed's stay on that very bed, one guest", async () => {
      const dorm = await newDorm('CH-9', 3);
      const bed2 = dorm.body.beds[1]!;
      serve('/bed.ics', { body: bookingCom([{ uid: 'bunk', from: 150, to: 152 }]) });
      const feed = await addFeed('/bed.ics', dorm.body._id, bed2._id);
      await sync(feed._id);
      const [stay] = staysOf(feed._id);
      expect(await convert(stay!.id, staff.token)).toMatchObject({ status: 400, body: { message: BEDS_MSG.oneBedEach(2) } });
      const booked = await convert(stay!.id, staff.token, { guests: 1, guest: { kind: 'walk-in', name: 'Noor Bunk' } });
      expect(booked).toMatchObject({ status: 201, body: { beds: 1, bedLabels: [bed2.label] } });
      const beds = server.deps.db.select({ bookingId: bookingBeds.bookingId, bedId: bookingBeds.bedId }).from(bookingBeds);
      expect(beds.where(eq(bookingBeds.bookingId, booked.body._id)).all()).toEqual([{ bookingId: booked.body._id, bedId: bed2._id }]);
      // Two beds left for those nights, not one: the stay is counted once.
      expect((await book(dorm.body._id, 150, 151, { guests: 2, beds: 2 })).status).toBe(201);
      expect(await book(dorm.body._id, 150, 151)).toMatchObject({ status: 409, body: { message: BEDS_MSG.noBedsLeft } });
    });
  });
});
