import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEDS_MSG, BOOKINGS_MSG, DEFAULT_HOTEL_INFO, type Quote } from '@innkeep/api-contract';
import { bookingBeds, bookings } from '@innkeep/db';
import type { BookingView, CustomerBookingView, RoomSummary } from '../src/services/stays';
import type { Analytics } from '../src/services/operations';
import { insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, trpcCall, type TestServer } from './helpers';

type Json = Record<string, unknown> & { message?: string };
type Room = RoomSummary;

/** Dormitories sold by the bed (issue 28): inventory, prices, assignment and the admin's beds. */
describe('dormitories sold by the bed', () => {
  const clock = manualClock(`${YEAR}-03-01T10:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let staff: Account;
  const guests: Account[] = [];
  let serial = 0;
  const day = (n: number) => `${YEAR}-04-${String(n).padStart(2, '0')}`;

  const call = <T = Json>(method: string, path: string, token: string | undefined, body?: unknown) =>
    server.api<T>(method, path, { token, body });
  const book = (roomId: string, checkIn: string, checkOut: string, body: Record<string, unknown> = {}, guest = guests[0]!) =>
    call<CustomerBookingView>('POST', '/api/bookings', guest.token, { roomId, checkIn, checkOut, guests: 1, ...body });
  const deskBook = (roomId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) =>
    trpcCall<BookingView>(
      server,
      'mutation',
      'desk.createBooking',
      { roomId, checkIn, checkOut, guests: 1, guest: { kind: 'walk-in', name: 'Group Leader', phone: '+34 600 000 000' }, ...extra },
      staff.token,
    );
  /** A dormitory made through the admin API: `beds` numbered beds at $30 a bed a night. */
  const newDorm = async (beds: number, extra: Record<string, unknown> = {}) => {
    serial += 1;
    const res = await call<Room>('POST', '/api/admin/rooms', admin.token, {
      name: `Dorm ${serial}`,
      type: 'hostel',
      description: 'Bunks, lockers and reading lights.',
      price: 30,
      capacity: beds,
      floor: 1,
      roomNumber: `D-${serial}`,
      saleMode: 'bed',
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const bookingsIn = (roomId: string) =>
    server.deps.db.select({ n: count() }).from(bookings).where(eq(bookings.roomId, roomId)).get()?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: { ...LONG_SESSIONS, MAX_PENDING_BOOKINGS: '20' } });
    admin = await signedIn(server, 'admin');
    staff = await signedIn(server, 'staff');
    for (let i = 0; i < 8; i++) guests.push(await signedIn(server, 'customer'));
    const res = await call('PUT', '/api/admin/settings', admin.token, { ...DEFAULT_HOTEL_INFO, taxRatePercent: 0, cityTaxPerNight: 0 });
    expect(res.status).toBe(200);
  });
  afterAll(() => server.close());

  it('makes a dormitory with numbered beds, its capacity its usable beds, shown to everyone', async () => {
    const dorm = await newDorm(4, { guestPolicy: 'female' });
    expect(dorm).toMatchObject({ saleMode: 'bed', guestPolicy: 'female', capacity: 4, bedsFree: null });
    expect(dorm.beds.map((bed) => bed.label)).toEqual(['Bed 1', 'Bed 2', 'Bed 3', 'Bed 4']);
    const added = await call<Room>('POST', `/api/admin/rooms/${dorm._id}/beds`, admin.token, { label: 'A5 upper' });
    expect(added.status).toBe(201);
    expect(added.body.capacity).toBe(5);
    const taken = await call('POST', `/api/admin/rooms/${dorm._id}/beds`, admin.token, { label: 'A5 upper' });
    expect(taken).toMatchObject({ status: 409, body: { message: BEDS_MSG.labelTaken('A5 upper') } });
    const bed = added.body.beds[4]!;
    const renamed = await call<Room>('PUT', `/api/admin/rooms/${dorm._id}/beds/${bed._id}`, admin.token, { label: 'A5 lower' });
    expect(renamed.body.beds.map((b) => b.label)).toContain('A5 lower');
    const publicView = await call<Room>('GET', `/api/rooms/${dorm._id}`, undefined);
    expect(publicView.body).toMatchObject({ saleMode: 'bed', guestPolicy: 'female', capacity: 5 });
    expect(publicView.body.beds).toHaveLength(5);
    // A room sold whole has no beds to manage.
    const room = insertRoom(server.deps);
    const notADorm = await call('POST', `/api/admin/rooms/${room.id}/beds`, admin.token, { label: 'X' });
    expect(notADorm).toMatchObject({ status: 400, body: { message: BEDS_MSG.onlyDorms } });
  });

  it('prices a bed per night times the beds, books them side by side and quotes the same total', async () => {
    const dorm = await newDorm(6);
    const quote = await call<Quote>('GET', `/api/rooms/${dorm._id}/quote?checkIn=${day(1)}&checkOut=${day(4)}&guests=3&beds=3`, undefined);
    expect(quote.status).toBe(200);
    // $30 a bed, 3 beds, 3 nights; no extra persons in a dormitory.
    expect(quote.body).toMatchObject({ nights: [{ price: 90 }, { price: 90 }, { price: 90 }], extraPersons: 0, total: 270 });
    const res = await book(dorm._id, day(1), day(4), { guests: 3, beds: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ beds: 3, bedLabels: ['Bed 1', 'Bed 2', 'Bed 3'], totalAmount: 270 });
    // Old clients send no beds: one bed for one guest.
    const old = await book(dorm._id, day(1), day(4), {}, guests[1]);
    expect(old.body).toMatchObject({ beds: 1, bedLabels: ['Bed 4'], totalAmount: 90 });
    const listed = await call<Room[]>('GET', `/api/rooms?checkIn=${day(2)}&checkOut=${day(3)}&guests=2`, undefined);
    expect(listed.body.find((room) => room._id === dorm._id)).toMatchObject({ bedsFree: 2, stay: { total: 60 } });
    const tooMany = await call<Room[]>('GET', `/api/rooms?checkIn=${day(2)}&checkOut=${day(3)}&guests=3`, undefined);
    expect(tooMany.body.some((room) => room._id === dorm._id)).toBe(false);
    const details = await call<Room>('GET', `/api/rooms/${dorm._id}?checkIn=${day(1)}&checkOut=${day(2)}`, undefined);
    expect(details.body.bedsFree).toBe(2);
  });

  it('refuses beds that do not match the guests, and beds in a room sold whole', async () => {
    const dorm = await newDorm(4);
    const mismatch = await book(dorm._id, day(5), day(6), { guests: 2, beds: 1 });
    expect(mismatch).toMatchObject({ status: 400, body: { message: BEDS_MSG.oneBedEach(2) } });
    const room = insertRoom(server.deps, { capacity: 2 });
    const notADorm = await book(room.id, day(5), day(6), { beds: 1 });
    expect(notADorm).toMatchObject({ status: 400, body: { message: BEDS_MSG.notADorm } });
    expect(bookingsIn(dorm._id) + bookingsIn(room.id)).toBe(0);
  });

  it('sells at most the usable beds a night, and keeps whole-room and bed stays apart in both orders', async () => {
    const dorm = await newDorm(3);
    expect((await book(dorm._id, day(10), day(13), { guests: 2, beds: 2 })).status).toBe(201);
    // The last bed is free on the 12th only if nobody takes it first.
    expect((await book(dorm._id, day(11), day(12), {}, guests[1])).status).toBe(201);
    const full = await book(dorm._id, day(12), day(14), {}, guests[2]);
    expect(full.status).toBe(201);
    const none = await book(dorm._id, day(11), day(13), {}, guests[3]);
    expect(none).toMatchObject({ status: 409, body: { message: BEDS_MSG.noBedsLeft } });
    expect(bookingsIn(dorm._id)).toBe(3);
    // A room's calendar of taken nights shows only the nights with no bed left (the 11th and 12th).
    const taken = await call<{ ranges: { checkIn: string; checkOut: string }[] }>('GET', `/api/rooms/${dorm._id}/booked-nights`, undefined);
    expect(taken.body.ranges).toEqual([{ checkIn: day(11), checkOut: day(13) }]);
    // A bed stay keeps the whole room out...
    const whole = await deskBook(dorm._id, day(12), day(15), { guests: 3, wholeRoom: true });
    expect(whole.status).toBe(409);
    expect(whole.message).toBe(BOOKINGS_MSG.overlap(dorm.roomNumber, day(12), day(15)));
    // ...and a whole room keeps every bed out.
    const group = await deskBook(dorm._id, day(20), day(22), { guests: 3, wholeRoom: true });
    expect(group.status).toBe(200);
    expect(group.data).toMatchObject({ beds: null, bedLabels: [] });
    const afterGroup = await book(dorm._id, day(21), day(23), {}, guests[4]);
    expect(afterGroup).toMatchObject({ status: 409, body: { message: BEDS_MSG.noBedsLeft } });
    // Guests cannot take a whole dormitory: the field is the desk's.
    const guestWhole = await book(dorm._id, day(25), day(26), { guests: 1, wholeRoom: true }, guests[5]);
    expect(guestWhole.body).toMatchObject({ beds: 1 });
  });

  it('puts a bed out of order only when no stay to come needs it, and removes a bed only then', async () => {
    const dorm = await newDorm(2);
    const stay = await book(dorm._id, day(16), day(18));
    expect(stay.body.bedLabels).toEqual(['Bed 1']);
    const [first, second] = dorm.beds;
    const busy = await call('PUT', `/api/admin/rooms/${dorm._id}/beds/${first!._id}`, admin.token, { outOfOrder: true });
    expect(busy).toMatchObject({ status: 409, body: { message: BEDS_MSG.bedHasStays('Bed 1', day(16), day(18)) } });
    const removeBusy = await call('DELETE', `/api/admin/rooms/${dorm._id}/beds/${first!._id}`, admin.token);
    expect(removeBusy).toMatchObject({ status: 409, body: { message: BEDS_MSG.bedHasStays('Bed 1', day(16), day(18)) } });
    const broken = await call<Room>('PUT', `/api/admin/rooms/${dorm._id}/beds/${second!._id}`, admin.token, { outOfOrder: true });
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ capacity: 1 });
    // One usable bed, taken: the dormitory is full on those nights.
    expect(await book(dorm._id, day(17), day(18), {}, guests[1])).toMatchObject({ status: 409, body: { message: BEDS_MSG.noBedsLeft } });
    const removed = await call<Room>('DELETE', `/api/admin/rooms/${dorm._id}/beds/${second!._id}`, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body.beds.map((bed) => bed.label)).toEqual(['Bed 1']);
    const last = await call('DELETE', `/api/admin/rooms/${dorm._id}/beds/${first!._id}`, admin.token);
    expect(last).toMatchObject({ status: 409, body: { message: BEDS_MSG.lastBed } });
  });

  it('lets the desk move guests between beds, never two stays on one bed a night', async () => {
    const dorm = await newDorm(4);
    const a = await book(dorm._id, day(5), day(8), { guests: 2, beds: 2 });
    const b = await book(dorm._id, day(6), day(7), {}, guests[1]);
    expect(a.body.bedLabels).toEqual(['Bed 1', 'Bed 2']);
    expect(b.body.bedLabels).toEqual(['Bed 3']);
    const bed = (label: string) => dorm.beds.find((x) => x.label === label)!._id;
    const assign = (id: string, bedIds: string[], token = staff.token) =>
      call<BookingView>('PUT', `/api/desk/bookings/${id}/beds`, token, { bedIds });
    const clash = await assign(b.body._id, [bed('Bed 2')]);
    expect(clash).toMatchObject({ status: 409, body: { message: BEDS_MSG.bedTaken('Bed 2') } });
    const wrongCount = await assign(a.body._id, [bed('Bed 4')]);
    expect(wrongCount).toMatchObject({ status: 400, body: { message: BEDS_MSG.wrongBedCount(2) } });
    const moved = await assign(b.body._id, [bed('Bed 4')]);
    expect(moved.status).toBe(200);
    expect(moved.body.bedLabels).toEqual(['Bed 4']);
    const otherRoom = insertRoom(server.deps);
    const outside = await call('PUT', `/api/desk/bookings/${b.body._id}/beds`, staff.token, { bedIds: [otherRoom.id] });
    expect(outside).toMatchObject({ status: 400, body: { message: BEDS_MSG.bedsNotInRoom } });
    // Guests do not choose beds.
    expect((await assign(b.body._id, [bed('Bed 3')], guests[1]!.token)).status).toBe(403);
    const rows = server.deps.db.select().from(bookingBeds).where(eq(bookingBeds.bookingId, b.body._id)).all();
    expect(rows.map((row) => row.bedId)).toEqual([bed('Bed 4')]);
  });

  it('moves a stay between a dormitory and a room: beds follow, prices per bed', async () => {
    const dorm = await newDorm(4);
    const room = insertRoom(server.deps, { priceCents: 8_000, capacity: 2 });
    const stay = await book(dorm._id, day(24), day(26), { guests: 2, beds: 2 });
    expect(stay.body).toMatchObject({ beds: 2, totalAmount: 120 });
    const change = (roomId: string, reprice = true) =>
      trpcCall<BookingView>(
        server,
        'mutation',
        'desk.changeBooking',
        { id: stay.body._id, roomId, checkIn: day(24), checkOut: day(26), guests: 2, reprice },
        staff.token,
      );
    const toRoom = await change(room.id);
    expect(toRoom.data).toMatchObject({ beds: null, bedLabels: [], totalAmount: 160 });
    const back = await change(dorm._id);
    expect(back.data).toMatchObject({ beds: 2, bedLabels: ['Bed 1', 'Bed 2'], totalAmount: 120 });
  });

  it("leaves a departing guest's beds to strip, and the dormitory to clean until housekeeping made them", async () => {
    clock.set(`${YEAR}-04-14T12:00:00.000Z`);
    try {
      const dorm = await newDorm(3);
      const a = await book(dorm._id, day(14), day(16), {}, guests[6]);
      const b = await book(dorm._id, day(14), day(17), {}, guests[7]);
      const status = (id: string, to: string) =>
        call<BookingView>('PUT', `/api/staff/bookings/${id}/status`, staff.token, { status: to, leaveBalanceOpen: true });
      for (const id of [a.body._id, b.body._id]) {
        expect((await status(id, 'confirmed')).status).toBe(200);
        expect((await status(id, 'checked-in')).status).toBe(200);
      }
      clock.set(`${YEAR}-04-16T10:00:00.000Z`);
      expect((await status(a.body._id, 'checked-out')).status).toBe(200);
      const room = () => call<Room>('GET', `/api/rooms/${dorm._id}`, undefined).then((r) => r.body);
      const left = await room();
      expect(left.status).toBe('cleaning');
      expect(left.beds.filter((bed) => bed.toStrip).map((bed) => bed.label)).toEqual(a.body.bedLabels);
      const board = await call<{ roomsToClean: Room[] }>('GET', '/api/staff/dashboard', staff.token);
      expect(board.body.roomsToClean.map((r) => r._id)).toContain(dorm._id);
      const bedId = left.beds.find((bed) => bed.toStrip)!._id;
      expect((await call('PUT', `/api/staff/rooms/${dorm._id}/beds/${bedId}/made`, guests[6]!.token)).status).toBe(403);
      const made = await call<Room>('PUT', `/api/staff/rooms/${dorm._id}/beds/${bedId}/made`, staff.token);
      expect(made.status).toBe(200);
      // The other guest is still in: occupied, nothing left to strip.
      expect(made.body).toMatchObject({ status: 'occupied' });
      expect(made.body.beds.some((bed) => bed.toStrip)).toBe(false);
      // The departed guest's invoice names their bed.
      const invoice = await call<{ title: string }>('GET', `/api/bookings/${a.body._id}/invoice`, guests[6]!.token);
      expect(invoice.body.title).toContain(`in room ${dorm.roomNumber} (Bed ${a.body.bedLabels[0]})`);
    } finally {
      clock.set(`${YEAR}-03-01T10:00:00.000Z`);
    }
  });

  it('counts dormitories in bed-nights and rooms in room-nights in analytics, and the mix', async () => {
    const before = (await call<Analytics>('GET', `/api/admin/analytics?from=${day(1)}&to=${day(30)}`, admin.token)).body.kpis;
    const dorm = await newDorm(4);
    const room = insertRoom(server.deps, { priceCents: 10_000, capacity: 2 });
    // 2 beds × 2 nights at $30 and a whole room for 1 night at $100, all in April.
    expect((await book(dorm._id, day(8), day(10), { guests: 2, beds: 2 }, guests[6])).status).toBe(201);
    expect((await book(room.id, day(8), day(9), {}, guests[6])).status).toBe(201);
    const after = (await call<Analytics>('GET', `/api/admin/analytics?from=${day(1)}&to=${day(30)}`, admin.token)).body.kpis;
    expect(after.beds - before.beds).toBe(4);
    expect(after.bedNightsAvailable - before.bedNightsAvailable).toBe(4 * 30);
    expect(after.bedNightsSold - before.bedNightsSold).toBe(4);
    expect(after.bedRevenue - before.bedRevenue).toBe(120);
    expect(after.roomNightsSold - before.roomNightsSold).toBe(1);
    expect(after.roomRevenue - before.roomRevenue).toBe(100);
    expect(after.rooms - before.rooms).toBe(1);
    expect(after.bedRevenueShare).toBe(Math.round((after.bedRevenue / (after.bedRevenue + after.roomRevenue)) * 1000) / 10);
  });

  it('sells exactly the usable beds to a burst of 40 one-bed bookings', async () => {
    const dorm = await newDorm(8);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(dorm._id, day(27), day(29), {}, guests[i % guests.length])),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(32);
    expect(new Set(refused.map((r) => `${r.status} ${(r.body as Json).message}`))).toEqual(new Set([`409 ${BEDS_MSG.noBedsLeft}`]));
    expect(bookingsIn(dorm._id)).toBe(8);
    const beds = new Set(results.filter((r) => r.status === 201).flatMap((r) => r.body.bedLabels));
    expect(beds.size).toBe(8);
  });
});
