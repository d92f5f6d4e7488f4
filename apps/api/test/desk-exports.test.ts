import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_MSG,
  DESK_MSG,
  ROOM_FEED_DAYS_AHEAD,
  ROOM_FEED_DAYS_BACK,
  addDays,
  type BookingStatus,
  type CsvExport,
  type FeedLinkView,
} from '@innkeep/api-contract';
import { auditLog, bookings, users } from '@innkeep/db';
import { CSV_CHUNK_ROWS } from '../src/engine/csv-chunks';
import { foldLine, icsText } from '../src/lib/ics';
import { manualClock, signedIn, type Account } from './admin-helpers';
import { insertRoom } from './bookings-helpers';
import { parseCsv } from './csv-helpers';
import { startTestServer, type TestServer } from './helpers';

// 10:00 UTC on 10 June 2030 is 22:00 in Auckland (UTC+12): the hotel's day is still the 10th,
// while a booking made at 13:30 UTC is on the hotel's clock on the 11th.
const TODAY = '2030-06-10';
const ZONE = 'Pacific/Auckland';

let server: TestServer;
let admin: Account;
let staff: Account;
let customer: Account;
let pendingStaff: Account;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(`${TODAY}T10:00:00.000Z`), env: { HOTEL_TIMEZONE: ZONE } });
  [admin, staff, customer, pendingStaff] = await Promise.all([
    signedIn(server, 'admin'),
    signedIn(server, 'staff'),
    signedIn(server, 'customer'),
    signedIn(server, 'staff', false),
  ]);
});
afterAll(() => server.close());

function insertStay(
  customerId: string,
  roomId: string,
  checkIn: string,
  checkOut: string,
  status: BookingStatus,
  createdAt = '2030-06-01T00:00:00.000Z',
) {
  return server.deps.db
    .insert(bookings)
    .values({ customerId, roomId, checkIn, checkOut, guests: 2, totalCents: 12_345, status, createdAt, updatedAt: createdAt })
    .returning()
    .get();
}

function guestNamed(name: string) {
  const stamp = server.deps.now().toISOString();
  return server.deps.db
    .insert(users)
    .values({
      name,
      email: `${crypto.randomUUID()}@example.test`,
      phone: '+64 555',
      role: 'customer',
      isApproved: true,
      passwordHash: 'x',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning()
    .get();
}

describe('bookings CSV', () => {
  const exportOf = (query: string, token?: string) =>
    server.api<CsvExport & { message?: string }>('GET', `/api/desk/bookings/export${query}`, token ? { token } : {});

  it("holds the admin list's filtered rows in its order, with the booking time on the hotel's clock, for staff and admins", async () => {
    const room = insertRoom(server.deps, { name: 'Harbour, "sea" view' });
    const guest = guestNamed('=Ana Silva');
    const late = insertStay(guest.id, room.id, '2030-07-01', '2030-07-04', 'confirmed', '2030-06-09T13:30:00.000Z');
    const early = insertStay(guest.id, room.id, '2030-06-20', '2030-06-22', 'cancelled', '2030-06-08T08:00:00.000Z');

    for (const token of [staff.token, admin.token]) {
      const res = await exportOf(`?search=${encodeURIComponent(room.roomNumber)}`, token);
      expect(res.status).toBe(200);
      expect(res.body.filename).toBe(`bookings-${TODAY}.csv`);
      expect(res.body.count).toBe(2);
      const [header, ...rows] = parseCsv(res.body.csv);
      expect(header?.slice(0, 4)).toEqual(['Booking ID', 'Booked At', 'Guest Name', 'Guest Email']);
      expect(rows.map((row) => row[0])).toEqual([late.id, early.id]);
      // 13:30 UTC on the 9th is 01:30 on the 10th in Auckland; a leading = is defused for spreadsheets.
      expect(rows[0]).toEqual([
        late.id,
        '2030-06-10 01:30',
        "'=Ana Silva",
        guest.email,
        '+64 555',
        'Harbour, "sea" view',
        room.roomNumber,
        '2030-07-01',
        '2030-07-04',
        '3',
        '2',
        '123.45',
        'confirmed',
        'pending',
        '',
      ]);
    }
    const cancelled = await exportOf(`?status=cancelled&search=${encodeURIComponent(room.roomNumber)}`, staff.token);
    expect(
      parseCsv(cancelled.body.csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([early.id]);
    expect((await exportOf('?status=lost', staff.token)).status).toBe(400);
  });

  it('holds every row once across chunk boundaries, as the list pages them', async () => {
    const room = insertRoom(server.deps);
    const guest = guestNamed('Bulk Guest');
    // Many bookings share a millisecond: the rowid breaks the ties in the list and in the chunks alike.
    const total = CSV_CHUNK_ROWS * 2 + 7;
    for (let i = 0; i < total; i += 1)
      insertStay(guest.id, room.id, '2031-01-01', '2031-01-02', 'cancelled', `2030-05-0${1 + (i % 3)}T00:00:00.000Z`);
    const res = await exportOf(`?search=${encodeURIComponent(room.roomNumber)}`, admin.token);
    const listed: string[] = [];
    for (let page = 1; listed.length < total; page += 1) {
      const list = await server.api<{ bookings: { _id: string }[] }>(
        'GET',
        `/api/admin/bookings?search=${encodeURIComponent(room.roomNumber)}&limit=100&page=${page}`,
        {
          token: admin.token,
        },
      );
      listed.push(...list.body.bookings.map((b) => b._id));
    }
    expect(res.body.count).toBe(total);
    expect(
      parseCsv(res.body.csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(listed);
    expect(new Set(listed).size).toBe(total);
  });

  it('is refused to visitors (401), guests and unapproved staff (403)', async () => {
    expect((await exportOf('')).status).toBe(401);
    expect((await exportOf('', customer.token)).status).toBe(403);
    expect((await exportOf('', pendingStaff.token)).status).toBe(403);
  });
});

describe('iCalendar text', () => {
  it('escapes text values and folds lines at 75 octets without splitting a character', () => {
    expect(icsText('Smith, Ann; "VIP"\\\nline two')).toBe('Smith\\, Ann\\; "VIP"\\\\\\nline two');
    const line = `SUMMARY:${'Zoë Ōtautahi 🏨 '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe("a room's calendar feed", () => {
  const linkFor = (roomId: string, token?: string) =>
    server.api<{ url: string; message?: string }>('GET', `/api/desk/rooms/${roomId}/calendar-link`, token ? { token } : {});
  const fetchFeed = (url: string) => fetch(server.base + url);

  /** The feed's lines with folds undone (RFC 5545 §3.1). */
  const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

  it('lists the blocking bookings of the window as all-day events, in RFC 5545 text, to the link of a desk member', async () => {
    const room = insertRoom(server.deps);
    const other = insertRoom(server.deps);
    const longName = `Smith, Ann; "VIP" ${'Wolfeschlegelsteinhausen '.repeat(3)}`.trim();
    const guest = guestNamed(longName);
    const stay = insertStay(guest.id, room.id, TODAY, addDays(TODAY, 3), 'checked-in');
    const future = insertStay(guest.id, room.id, addDays(TODAY, 40), addDays(TODAY, 42), 'pending');
    const cancelled = insertStay(guest.id, room.id, addDays(TODAY, 10), addDays(TODAY, 12), 'cancelled');
    const noShow = insertStay(guest.id, room.id, addDays(TODAY, -2), addDays(TODAY, -1), 'no-show');
    const longAgo = insertStay(
      guest.id,
      room.id,
      addDays(TODAY, -ROOM_FEED_DAYS_BACK - 5),
      addDays(TODAY, -ROOM_FEED_DAYS_BACK),
      'confirmed',
    );
    const tooFar = insertStay(
      guest.id,
      room.id,
      addDays(TODAY, ROOM_FEED_DAYS_AHEAD),
      addDays(TODAY, ROOM_FEED_DAYS_AHEAD + 1),
      'confirmed',
    );
    const elsewhere = insertStay(guest.id, other.id, TODAY, addDays(TODAY, 1), 'confirmed');

    for (const token of [staff.token, admin.token]) {
      const link = await linkFor(room.id, token);
      expect(link.status).toBe(200);
      expect(link.body.url).toMatch(new RegExp(`^/api/desk/rooms/${room.id}/calendar\\.ics\\?token=`));
      // No Authorization header: the link alone, as a calendar app fetches it.
      const res = await fetchFeed(link.body.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await res.text();
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const lines = unfold(text);
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      const uids = lines.filter((line) => line.startsWith('UID:'));
      expect(uids).toEqual([`UID:${stay.id}@innkeep`, `UID:${future.id}@innkeep`]);
      for (const left of [cancelled, noShow, longAgo, tooFar, elsewhere]) expect(text).not.toContain(left.id);
      const first = lines.slice(lines.indexOf(`UID:${stay.id}@innkeep`) - 1, lines.indexOf('END:VEVENT') + 1);
      expect(first).toEqual([
        'BEGIN:VEVENT',
        `UID:${stay.id}@innkeep`,
        'DTSTAMP:20300601T000000Z',
        'DTSTART;VALUE=DATE:20300610',
        'DTEND;VALUE=DATE:20300613',
        `SUMMARY:Smith\\, Ann\\; "VIP" ${'Wolfeschlegelsteinhausen '.repeat(3).trim()} (checked-in)`,
        `DESCRIPTION:Room ${room.roomNumber}\\, 2 guests`,
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
      ]);
      expect(lines).toContain('STATUS:TENTATIVE');
    }
  });

  it('refuses a link for visitors (401), guests and unapproved staff (403)', async () => {
    const room = insertRoom(server.deps);
    expect((await linkFor(room.id)).status).toBe(401);
    expect((await linkFor(room.id, customer.token)).status).toBe(403);
    expect((await linkFor(room.id, pendingStaff.token)).status).toBe(403);
    expect((await linkFor('no-such-room', staff.token)).status).toBe(404);
  });

  it('answers 401 to a missing, forged or other-room token and 404 to an unknown room', async () => {
    const room = insertRoom(server.deps);
    const other = insertRoom(server.deps);
    const { url } = (await linkFor(room.id, staff.token)).body;
    const token = new URL(url, server.base).searchParams.get('token')!;
    const feed = (roomId: string, query: string) => fetchFeed(`/api/desk/rooms/${roomId}/calendar.ics${query}`);

    for (const query of [
      '',
      '?token=',
      '?token=nonsense',
      `?token=${customer.id}.${token.split('.')[1]}`,
      `?token=${encodeURIComponent(token)}x`,
    ]) {
      const res = await feed(room.id, query);
      expect(res.status, query).toBe(401);
      expect(await res.json()).toEqual({ message: DESK_MSG.feedLinkInvalid });
    }
    expect((await feed(other.id, `?token=${encodeURIComponent(token)}`)).status).toBe(401);
    expect((await feed('no-such-room', `?token=${encodeURIComponent(token)}`)).status).toBe(404);
    // Over tRPC the feed is a download, never a JSON answer.
    expect(
      (await fetch(`${server.base}/trpc/desk.roomFeed?input=${encodeURIComponent(JSON.stringify({ id: room.id, token }))}`)).status,
    ).toBe(405);
  });

  it('stops working when its holder changes their password or loses approval', async () => {
    const room = insertRoom(server.deps);
    const member = await signedIn(server, 'staff');
    const first = (await linkFor(room.id, member.token)).body.url;
    expect((await fetchFeed(first)).status).toBe(200);

    const changed = await server.api('PUT', '/api/auth/change-password', {
      token: member.token,
      body: { currentPassword: member.password, newPassword: 'An0ther-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await fetchFeed(first)).status).toBe(401);

    const other = await signedIn(server, 'staff');
    const second = (await linkFor(room.id, other.token)).body.url;
    expect((await fetchFeed(second)).status).toBe(200);
    server.deps.db.update(users).set({ isApproved: false }).where(eq(users.id, other.id)).run();
    expect((await fetchFeed(second)).status).toBe(401);
  });

  it('stays dead after its holder is rejected and approved again, or after logging out and back in', async () => {
    const room = insertRoom(server.deps);
    const member = await signedIn(server, 'staff');
    const url = (await linkFor(room.id, member.token)).body.url;
    expect((await fetchFeed(url)).status).toBe(200);
    const approval = (isApproved: boolean) =>
      server.api('PUT', `/api/admin/users/${member.id}/approval`, { token: admin.token, body: { isApproved } });
    expect((await approval(false)).status).toBe(200);
    expect((await approval(true)).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(401);
    const again = await signedIn(server, 'staff');
    expect((await fetchFeed((await linkFor(room.id, again.token)).body.url)).status).toBe(200);
  });

  it('lists every link to an admin only, who can revoke one at once (audited)', async () => {
    const room = insertRoom(server.deps);
    const member = await signedIn(server, 'staff');
    const link = await linkFor(room.id, member.token);
    // Asking again hands back the same link while it works.
    expect((await linkFor(room.id, member.token)).body.url).toBe(link.body.url);
    const listed = await server.api<{ links: FeedLinkView[]; total: number }>('GET', '/api/admin/feed-links?limit=5', {
      token: admin.token,
    });
    expect(listed.status).toBe(200);
    const mine = listed.body.links.find((l) => l.user._id === member.id);
    expect(mine).toMatchObject({ room: { _id: room.id }, guestNames: true, status: 'active', revokedAt: null });
    expect(listed.body.total).toBeGreaterThanOrEqual(listed.body.links.length);
    for (const token of [staff.token, customer.token]) {
      expect((await server.api('GET', '/api/admin/feed-links', { token })).status).toBe(403);
      expect((await server.api('DELETE', `/api/admin/feed-links/${mine!._id}`, { token })).status).toBe(403);
    }
    expect((await fetchFeed(link.body.url)).status).toBe(200);

    const revoked = await server.api('DELETE', `/api/admin/feed-links/${mine!._id}`, { token: admin.token });
    expect(revoked).toMatchObject({ status: 200, body: { message: ADMIN_MSG.feedLinkRevoked } });
    expect((await fetchFeed(link.body.url)).status).toBe(401);
    expect(server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, mine!._id)).get()?.action).toBe('feed-link.revoke');
    const after = await server.api<{ links: FeedLinkView[] }>('GET', '/api/admin/feed-links?limit=5', { token: admin.token });
    expect(after.body.links.find((l) => l._id === mine!._id)?.status).toBe('revoked');
    expect((await server.api('DELETE', '/api/admin/feed-links/no-such-link', { token: admin.token })).status).toBe(404);
    // The member gets a new link that works.
    const fresh = (await linkFor(room.id, member.token)).body.url;
    expect(fresh).not.toBe(link.body.url);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('leaves guests’ names out of a link meant for other systems', async () => {
    const room = insertRoom(server.deps);
    const guest = guestNamed('Ann Private');
    insertStay(guest.id, room.id, TODAY, addDays(TODAY, 2), 'confirmed');
    const forDesk = await fetchFeed((await linkFor(room.id, staff.token)).body.url);
    expect(await forDesk.text()).toContain('SUMMARY:Ann Private (confirmed)');
    const link = await server.api<{ url: string }>('GET', `/api/desk/rooms/${room.id}/calendar-link?forOtherSystems=true`, {
      token: staff.token,
    });
    const text = await (await fetchFeed(link.body.url)).text();
    expect(text).toContain('SUMMARY:Booked (confirmed)');
    expect(text).not.toContain('Ann Private');
  });
});

describe('calendar feed links expire', () => {
  it('after FEED_LINK_DAYS', async () => {
    const clock = manualClock(`${TODAY}T10:00:00.000Z`);
    const own = await startTestServer({ now: clock.now, env: { HOTEL_TIMEZONE: ZONE, FEED_LINK_DAYS: '2' } });
    try {
      const member = await signedIn(own, 'staff');
      const room = insertRoom(own.deps);
      const link = await own.api<{ url: string; expiresAt: string }>('GET', `/api/desk/rooms/${room.id}/calendar-link`, {
        token: member.token,
      });
      expect(link.body.expiresAt).toBe(`${addDays(TODAY, 2)}T10:00:00.000Z`);
      expect((await fetch(own.base + link.body.url)).status).toBe(200);
      clock.set(`${addDays(TODAY, 2)}T10:00:00.000Z`);
      const res = await fetch(own.base + link.body.url);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: DESK_MSG.feedLinkInvalid });
    } finally {
      await own.close();
    }
  });
});
