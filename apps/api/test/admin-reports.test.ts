import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { addDays, analyticsInput, hotelToday, KPI_DEFINITIONS, type CsvExport } from '@innkeep/api-contract';
import { analyticsDays, bookings, complaints, payments, rooms, users } from '@innkeep/db';
import { analytics, keepAnalyticsSummed, SLICE_DAYS, type Analytics } from '../src/services/operations';
import type { AdminDashboard } from '../src/services/operations';
import type { PaymentHistory } from '../src/services/money';
import {
  insertBooking,
  insertFoodOrder,
  insertPerson,
  insertRoom,
  LONG_SESSIONS,
  manualClock,
  signedIn,
  YEAR,
  type Account,
} from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';
import { parseCsv } from './csv-helpers';

/**
 * A hand-built hotel whose figures are worked out by hand below. "Now" is 31 March, noon UTC; the
 * 30-day period is 2 March to 31 March, i.e. the nights [03-02, 04-01).
 */
const NOW = `${YEAR}-03-31T12:00:00.000Z`;
const d = (monthDay: string, time = '12:00:00') => `${YEAR}-${monthDay}T${time}.000Z`;
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const TRICKY_NAME = '=HYPERLINK("http://x"), Inc';

function buildHotel(server: TestServer) {
  const { deps } = server;
  const single = insertRoom(deps, { name: 'Single A', type: 'single', status: 'occupied', roomNumber: 'A' });
  const double = insertRoom(deps, { name: 'Double B', type: 'double', status: 'available', roomNumber: 'B' });
  insertRoom(deps, { name: 'Suite C', type: 'suite', status: 'cleaning', roomNumber: 'C' });
  const hostel = insertRoom(deps, { name: 'Bed D', type: 'hostel', status: 'available', roomNumber: 'D' });

  const c1 = insertPerson(deps, { name: TRICKY_NAME, email: 'c1@example.test', createdAt: d('01-15') });
  const c2 = insertPerson(deps, { name: 'Grace Hopper', email: 'grace@example.test', createdAt: d('03-05', '10:00:00') });
  const c3 = insertPerson(deps, { name: 'Alan Turing', email: 'alan@example.test', createdAt: d('03-05', '23:00:00') });
  insertPerson(deps, { name: 'Late Signup', createdAt: d('03-31', '01:00:00') });
  insertPerson(deps, { role: 'staff', name: 'Staff One' });
  insertPerson(deps, { role: 'staff', name: 'Staff Pending', isApproved: false });

  // b1: 5 nights at $100, two of them (03-02, 03-03) inside the period.
  insertBooking(deps, {
    customerId: c1.id,
    roomId: single.id,
    checkIn: day('02-27'),
    checkOut: day('03-04'),
    totalCents: 50_000,
    status: 'checked-out',
    paymentStatus: 'paid',
    createdAt: d('02-20'),
  });
  // b2: 3 nights at $200, made on 03-05.
  insertBooking(deps, {
    customerId: c2.id,
    roomId: double.id,
    checkIn: day('03-10'),
    checkOut: day('03-13'),
    totalCents: 60_000,
    status: 'confirmed',
    paymentStatus: 'paid',
    createdAt: d('03-05', '09:00:00'),
  });
  // b3: cancelled, so it counts nowhere.
  insertBooking(deps, {
    customerId: c2.id,
    roomId: double.id,
    checkIn: day('03-20'),
    checkOut: day('03-22'),
    totalCents: 40_000,
    status: 'cancelled',
    createdAt: d('03-05', '15:00:00'),
  });
  // b4: 4 nights at $22.50 from 03-30, two of them (03-30, 03-31) inside; made today.
  insertBooking(deps, {
    customerId: c3.id,
    roomId: hostel.id,
    checkIn: day('03-30'),
    checkOut: day('04-03'),
    totalCents: 9_000,
    status: 'checked-in',
    createdAt: d('03-31', '08:00:00'),
  });
  // b5: 1 night at $100, refunded: still a night sold, but not revenue received.
  insertBooking(deps, {
    customerId: c1.id,
    roomId: single.id,
    checkIn: day('03-15'),
    checkOut: day('03-16'),
    totalCents: 10_000,
    status: 'checked-out',
    paymentStatus: 'refunded',
    createdAt: d('03-15'),
  });

  insertFoodOrder(deps, {
    customerId: c2.id,
    items: [{ name: 'Pancakes', priceCents: 1_250, quantity: 2 }],
    status: 'delivered',
    paymentStatus: 'paid',
    deliveryLocation: 'Room B',
    createdAt: d('03-05', '20:00:00'),
  });
  insertFoodOrder(deps, { customerId: c3.id, items: [{ name: 'Tea', priceCents: 800, quantity: 1 }], createdAt: d('03-31', '10:00:00') });
  insertFoodOrder(deps, {
    customerId: c1.id,
    items: [{ name: 'Soup', priceCents: 1_500, quantity: 1 }],
    status: 'cancelled',
    paymentStatus: 'refunded',
    createdAt: d('03-10'),
  });
  insertFoodOrder(deps, {
    customerId: c1.id,
    items: [{ name: 'Steak', priceCents: 4_000, quantity: 1 }],
    status: 'delivered',
    paymentStatus: 'paid',
    createdAt: d('02-01'),
  });

  deps.db
    .insert(complaints)
    .values({ customerId: c1.id, title: 'Cold shower', description: 'No hot water.', createdAt: d('03-20'), updatedAt: d('03-20') })
    .run();
}

describe('admin reports on a hand-built hotel', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    // The analytics upkeep runs when a test says (keepAnalyticsSummed), so what is stored is known.
    server = await startTestServer({ now: manualClock(NOW).now, env: LONG_SESSIONS, server: { analyticsUpkeep: false } });
    admin = await signedIn(server, 'admin');
    buildHotel(server);
  });
  afterAll(() => server.close());

  const get = <T>(path: string) => server.api<T>('GET', path, { token: admin.token });

  it('dashboard: counts, revenue received, occupancy from room status, and the recent lists', async () => {
    const res = await get<AdminDashboard>('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      totalBookings: 5,
      activeBookings: 2,
      totalCustomers: 4,
      totalStaff: 2,
      totalEarnings: 1165,
      totalBookingRevenue: 1100,
      totalFoodRevenue: 65,
      occupancyRate: 25,
      availableRooms: 2,
      totalRooms: 4,
      occupiedRooms: 1,
      pendingStaff: 1,
      pendingComplaints: 1,
    });
    expect(res.body.recentBookings.map((b) => b.checkIn)).toEqual([day('03-30'), day('03-15'), day('03-20'), day('03-10'), day('02-27')]);
    expect(res.body.recentFoodOrders.map((o) => o.items[0]?.name)).toEqual(['Tea', 'Soup', 'Pancakes', 'Steak']);
    expect(res.body.recentComplaints.map((c) => c.title)).toEqual(['Cold shower']);
  });

  // The ledger: a refunded item is a payment and, a minute later, its refund; revenue nets them out.
  it('payment history: ledger rows newest first by when the money moved, revenue totalled, per type', async () => {
    const res = await get<PaymentHistory>('/api/admin/payment-history');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({
      overall: { amount: 1165, count: 8 },
      booking: { amount: 1100, count: 4 },
      food: { amount: 65, count: 4 },
    });
    expect(res.body.bookingTotal).toBe(4);
    expect(res.body.foodTotal).toBe(4);
    expect(res.body.bookingPayments.map((p) => [p.totalAmount, p.amount, p.kind, p.paymentStatus])).toEqual([
      [100, -100, 'refund', 'refunded'],
      [100, 100, 'payment', 'refunded'],
      [600, 600, 'payment', 'paid'],
      [500, 500, 'payment', 'paid'],
    ]);
    expect(res.body.bookingPayments[0]?.at).toBe(d('03-15', '12:01:00'));
    expect(res.body.bookingPayments[2]).toMatchObject({
      customer: { name: 'Grace Hopper', email: 'grace@example.test' },
      room: { name: 'Double B', roomNumber: 'B' },
    });
    expect(Object.keys(res.body.bookingPayments[0] ?? {})).toEqual(
      expect.arrayContaining(['_id', 'customer', 'room', 'totalAmount', 'paymentStatus', 'updatedAt']),
    );
    expect(res.body.foodPayments.map((p) => [p.amount, p.paymentStatus, p.itemCount])).toEqual([
      [-15, 'refunded', 1],
      [15, 'refunded', 1],
      [25, 'paid', 2],
      [40, 'paid', 1],
    ]);
    // Each row carries its lines, beside the count.
    expect(res.body.foodPayments.map((p) => p.items.map(({ name, quantity, price }) => ({ name, quantity, price })))).toEqual([
      [{ name: 'Soup', quantity: 1, price: 15 }],
      [{ name: 'Soup', quantity: 1, price: 15 }],
      [{ name: 'Pancakes', quantity: 2, price: 12.5 }],
      [{ name: 'Steak', quantity: 1, price: 40 }],
    ]);
  });

  it('payment history: search narrows tables and totals, type leaves the other table empty, paging per table', async () => {
    const grace = await get<PaymentHistory>('/api/admin/payment-history?search=GRACE');
    expect(grace.body.bookingPayments.map((p) => p.totalAmount)).toEqual([600]);
    expect(grace.body.foodPayments.map((p) => p.totalAmount)).toEqual([25]);
    expect(grace.body.totals).toEqual({
      overall: { amount: 625, count: 2 },
      booking: { amount: 600, count: 1 },
      food: { amount: 25, count: 1 },
    });
    // A room number finds its bookings; a delivery location finds food orders.
    expect((await get<PaymentHistory>('/api/admin/payment-history?search=Double')).body.bookingTotal).toBe(1);
    expect((await get<PaymentHistory>('/api/admin/payment-history?search=room%20b')).body.foodTotal).toBe(1);

    const food = await get<PaymentHistory>('/api/admin/payment-history?type=food');
    expect(food.body.bookingPayments).toEqual([]);
    expect(food.body.bookingTotal).toBe(0);
    expect(food.body.foodPayments).toHaveLength(4);
    expect(food.body.totals.overall.amount).toBe(1165);

    const page2 = await get<PaymentHistory>('/api/admin/payment-history?limit=2&page=2');
    expect(page2.body.bookingPayments.map((p) => p.totalAmount)).toEqual([600, 500]);
    expect(page2.body.foodPayments.map((p) => [p.totalAmount, p.items.map((i) => i.name)])).toEqual([
      [25, ['Pancakes']],
      [40, ['Steak']],
    ]);

    // A range of hotel days bounds when the money moved: March holds b2, f1 and both refunded items.
    const march = await get<PaymentHistory>(`/api/admin/payment-history?from=${day('03-01')}&to=${day('03-31')}`);
    expect(march.body.totals.overall).toEqual({ amount: 625, count: 6 });
    expect(march.body.bookingPayments.map((p) => p.amount)).toEqual([-100, 100, 600]);
    expect((await get(`/api/admin/payment-history?from=${day('03-31')}&to=${day('03-01')}`)).status).toBe(400);
    expect((await get('/api/admin/payment-history?from=2027-02-30')).status).toBe(400);
    expect((await get('/api/admin/payment-history?type=cash')).status).toBe(400);
  });

  it('payment CSV: every filtered row, newest first, with quotes, commas and formulas escaped', async () => {
    const res = await get<CsvExport>('/api/admin/payment-history/export');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`payments-${day('03-31')}.csv`);
    expect(res.body.count).toBe(8);
    const rows = parseCsv(res.body.csv);
    expect(rows[0]).toEqual([
      'Type',
      'ID',
      'Date',
      'Customer Name',
      'Customer Email',
      'Details',
      'Amount',
      'Payment Status',
      'Status',
      'Kind',
      'Method',
      'Note',
      'Recorded By',
    ]);
    expect(rows).toHaveLength(9);
    expect(res.body.csv.endsWith('\r\n')).toBe(true);
    // Every cell is quoted. The refund of 03-15 is the newest money movement, dated on the hotel's clock;
    // its guest's name would run as a formula unescaped.
    expect(res.body.csv.split('\r\n')[1]).toMatch(
      new RegExp(
        `^"Booking","[0-9a-f]{24}","${day('03-15')} 12:01","'=HYPERLINK\\(""http://x""\\), Inc","c1@example.test","Single A \\(room A\\), ${day('03-15')} to ${day('03-16')}","-100.00","refunded","checked-out","refund","Card","",""$`,
      ),
    );
    expect(rows.filter((row) => row[0] === 'Food order')).toHaveLength(4);
    // Food rows name their dishes.
    expect(rows).toContainEqual([
      'Food order',
      expect.any(String),
      `${day('03-05')} 20:00`,
      'Grace Hopper',
      'grace@example.test',
      '2 × Pancakes to Room B',
      '25.00',
      'paid',
      'delivered',
      'payment',
      'QR link',
      '',
      '',
    ]);

    const filtered = await get<CsvExport>('/api/admin/payment-history/export?type=booking&search=grace');
    expect(filtered.body.count).toBe(1);
    expect(parseCsv(filtered.body.csv)[1]).toContain('Grace Hopper');
  });

  it('analytics: revenue and bookings per day, room types and new customers over 30 days', async () => {
    const res = await get<Analytics>('/api/admin/analytics?period=30');
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({ days: 30, from: day('03-02'), to: day('03-31') });
    expect(res.body.revenue).toHaveLength(30);
    expect(res.body.revenue[0]?._id).toBe(day('03-02'));
    const busy = res.body.revenue.filter((r) => r.revenue > 0);
    // Revenue is money that moved: b5 and the soup were paid and refunded (net 0), b4 and the tea are unpaid.
    expect(busy).toEqual([{ _id: day('03-05'), revenue: 625, bookings: 1, roomRevenue: 600, foodRevenue: 25 }]);
    expect(res.body.revenue.filter((r) => r.bookings > 0).map((r) => r._id)).toEqual([day('03-05'), day('03-15'), day('03-31')]);
    // Booked value by the day the booking was made, revenue by the day the money moved: b4 is booked and unpaid.
    expect(res.body.roomTypes).toEqual([
      { _id: ['double'], count: 1, bookedValue: 600, revenue: 600 },
      { _id: ['hostel'], count: 1, bookedValue: 90, revenue: 0 },
      { _id: ['single'], count: 1, bookedValue: 100, revenue: 0 },
    ]);
    expect(res.body.customers.filter((c) => c.newCustomers > 0)).toEqual([
      { _id: day('03-05'), newCustomers: 2 },
      { _id: day('03-31'), newCustomers: 1 },
    ]);
    // Booked value: b2 600 + b4 90 + b5 100, made in the period, paid or not.
    expect(res.body.totals).toEqual({
      revenue: 625,
      roomRevenue: 600,
      foodRevenue: 25,
      bookedValue: 790,
      bookings: 3,
      foodOrders: 2,
      newCustomers: 3,
    });
    // The same figure as the payment history for the same range.
    const ranged = await get<Analytics>(`/api/admin/analytics?from=${day('03-02')}&to=${day('03-31')}`);
    expect(ranged.body.totals.revenue).toBe(625);
    expect(ranged.body.period).toEqual({ days: 30, from: day('03-02'), to: day('03-31') });
    const all = await get<Analytics>(`/api/admin/analytics?to=${day('03-31')}`);
    expect(all.body.period.from).toBe(day('02-01'));
    expect(all.body.totals.revenue).toBe(1165);
  });

  it('analytics KPIs count nights in the period, not bookings, and skip cancelled stays', async () => {
    const { kpis } = (await get<Analytics>('/api/admin/analytics')).body;
    // Nights sold: b1 2 + b2 3 + b4 2 + b5 1 = 8; room revenue 200 + 600 + 45 + 100 = 945; 4 rooms × 30 nights = 120.
    expect(kpis).toEqual({
      rooms: 4,
      roomNightsSold: 8,
      roomNightsAvailable: 120,
      roomRevenue: 945,
      occupancyRate: 6.7,
      adr: 118.13,
      revpar: 7.88,
      // No dormitories here (beds.test.ts counts bed-nights).
      beds: 0,
      bedNightsSold: 0,
      bedNightsAvailable: 0,
      bedRevenue: 0,
      bedOccupancyRate: 0,
      averageBedRate: 0,
      bedRevenueShare: 0,
    });
    expect(KPI_DEFINITIONS.adr).toContain('room revenue ÷ room-nights sold');

    const week = (await get<Analytics>('/api/admin/analytics?period=7')).body;
    expect(week.period).toEqual({ days: 7, from: day('03-25'), to: day('03-31') });
    // Only b4's two nights fall in 03-25..03-31.
    expect(week.kpis).toMatchObject({
      roomNightsSold: 2,
      roomNightsAvailable: 28,
      roomRevenue: 45,
      adr: 22.5,
      occupancyRate: 7.1,
      revpar: 1.61,
    });
    for (const bad of ['0', '366', 'abc', '1.5']) expect((await get(`/api/admin/analytics?period=${bad}`)).status, bad).toBe(400);
  });

  // Runs last in this block: it adds a booking.
  it('analytics read in slices add up across them, and a paid booking moves its day figures', async () => {
    const range = async (from: string, to: string) => (await get<Analytics>(`/api/admin/analytics?from=${from}&to=${to}`)).body;
    // Slices from 01-03: 02-28, 56 days in, is a boundary, and b1's stay, 02-27 to 03-04, straddles it. Split by hand elsewhere.
    expect([56 % SLICE_DAYS, addDays(day('01-03'), 56)]).toEqual([0, day('02-28')]);
    const [whole, first, second] = await Promise.all([
      range(day('01-03'), day('03-31')),
      range(day('01-03'), day('02-10')),
      range(day('02-11'), day('03-31')),
    ]);
    expect(whole.revenue).toEqual([...first.revenue, ...second.revenue]);
    expect(whole.customers).toEqual([...first.customers, ...second.customers]);
    expect(whole.kpis.roomNightsSold).toBe(first.kpis.roomNightsSold + second.kpis.roomNightsSold);
    expect(whole.kpis.roomRevenue).toBeCloseTo(first.kpis.roomRevenue + second.kpis.roomRevenue, 2);
    expect(whole.totals.bookings).toBe(first.totals.bookings + second.totals.bookings);

    const customer = insertPerson(server.deps, { name: 'Late Booker', createdAt: d('03-01') });
    const room = insertRoom(server.deps, { name: 'Twin E', type: 'double', roomNumber: 'E' });
    insertBooking(server.deps, {
      customerId: customer.id,
      roomId: room.id,
      checkIn: day('03-20'),
      checkOut: day('03-22'),
      totalCents: 30_000,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdAt: d('03-15'),
    });
    const after = await range(day('01-03'), day('03-31'));
    const on = (figures: Analytics, date: string) => figures.revenue.find((row) => row._id === date);
    expect(on(after, day('03-15'))).toEqual({
      ...on(whole, day('03-15')),
      revenue: on(whole, day('03-15'))!.revenue + 300,
      roomRevenue: on(whole, day('03-15'))!.roomRevenue + 300,
      bookings: on(whole, day('03-15'))!.bookings + 1,
    });
    expect(after.kpis.roomNightsSold).toBe(whole.kpis.roomNightsSold + 2);
    expect(after.totals.newCustomers).toBe(whole.totals.newCustomers + 1);
  });

  it('analytics days are summed once, then again only where a write changed them: after each kind of write the answer equals one summed from scratch', async () => {
    const { db } = server.deps;
    const input = analyticsInput.parse({ from: day('01-01'), to: day('04-30') });
    const on = (figures: Analytics, date: string) => figures.customers.find((row) => row._id === date)!.newCustomers;
    // Every day summed on read: nothing stored.
    const fromScratch = () => {
      db.delete(analyticsDays).run();
      return analytics(server.deps, input);
    };
    keepAnalyticsSummed(server.deps);
    let previous = await analytics(server.deps, input);
    // A figure changed by hand in a stored day's row (the upkeep stores the days from the first money
    // movement on), far from every write below: it shows while that day is not summed again.
    const QUIET_DAY = day('02-25');
    const byHand = (change: number) =>
      db
        .update(analyticsDays)
        .set({ newCustomers: sql`${analyticsDays.newCustomers} + ${change}` })
        .where(and(eq(analyticsDays.day, QUIET_DAY), eq(analyticsDays.roomId, '')))
        .run();

    const booking = db.select().from(bookings).where(eq(bookings.status, 'confirmed')).get()!;
    const otherRoom = db
      .select()
      .from(rooms)
      .where(ne(rooms.type, db.select({ type: rooms.type }).from(rooms).where(eq(rooms.id, booking.roomId))))
      .get()!;
    const customer = db.select().from(users).where(eq(users.role, 'customer')).get()!;
    const writes: [string, () => unknown][] = [
      ['a booking cancelled', () => db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run()],
      ['a booking reinstated', () => db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id)).run()],
      // Dated after the stay and the booking's making: only the ledger row knows its day when the booking moves.
      [
        'a refund',
        () =>
          db
            .insert(payments)
            .values({ kind: 'refund', method: 'card', amountCents: 5_000, bookingId: booking.id, at: d('04-25'), createdAt: d('04-25') })
            .run(),
      ],
      [
        'a booking moved to a room of another type',
        () => db.update(bookings).set({ roomId: otherRoom.id }).where(eq(bookings.id, booking.id)).run(),
      ],
      [
        'a stay lengthened',
        () =>
          db
            .update(bookings)
            .set({ checkOut: addDays(booking.checkOut, 2), totalCents: booking.totalCents + 20_000 })
            .where(eq(bookings.id, booking.id))
            .run(),
      ],
      ['a paid food order', () => insertFoodOrder(server.deps, { customerId: customer.id, paymentStatus: 'paid', createdAt: d('02-14') })],
      ['a customer made staff', () => db.update(users).set({ role: 'staff' }).where(eq(users.id, customer.id)).run()],
    ];
    for (const [write, run] of writes) {
      byHand(100);
      run();
      // The days the write changed are summed on read; the stored quiet day is read as stored.
      expect(on(await analytics(server.deps, input), QUIET_DAY), write).toBe(on(previous, QUIET_DAY) + 100);
      byHand(-100);
      const read = await analytics(server.deps, input);
      expect(read, write).not.toEqual(previous);
      keepAnalyticsSummed(server.deps);
      const kept = await analytics(server.deps, input);
      expect(kept, write).toEqual(read);
      expect(kept, write).toEqual(await fromScratch());
      keepAnalyticsSummed(server.deps);
      previous = kept;
    }
  });

  it('an analytics GET writes nothing: the stored sums and the stale marks stay as they were', async () => {
    const { db } = server.deps;
    keepAnalyticsSummed(server.deps);
    const path = '/api/admin/analytics?period=30';
    const revenueOn = (figures: Analytics) => figures.revenue.find((row) => row._id === day('03-30'))!.revenue;
    const before = (await get<Analytics>(path)).body;
    const booking = db.select().from(bookings).where(eq(bookings.status, 'confirmed')).get()!;
    db.insert(payments)
      .values({ kind: 'payment', method: 'cash', amountCents: 1_234, bookingId: booking.id, at: d('03-30'), createdAt: d('03-30') })
      .run();
    // The server's own connection: total_changes() counts every row it inserts, updates or deletes.
    const snapshot = (): Record<string, unknown> => ({
      changes: db.$client.prepare('SELECT total_changes() AS n').pluck().get(),
      ...Object.fromEntries(
        ['analytics_days', 'analytics_stale', 'analytics_stale_at'].map((table) => [
          table,
          db.$client
            .prepare(`SELECT * FROM ${table}`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      ),
    });
    const unchanged = snapshot();
    expect(unchanged.analytics_stale_at).not.toEqual([]);
    const after = await get<Analytics>(path);
    expect(after.status).toBe(200);
    expect(revenueOn(after.body)).toBeCloseTo(revenueOn(before) + 12.34, 2);
    expect(snapshot()).toEqual(unchanged);
    // The upkeep, not the read, folds the write into the stored sums.
    keepAnalyticsSummed(server.deps);
    expect(snapshot().analytics_stale_at).toEqual([]);
    expect((await get<Analytics>(path)).body).toEqual(after.body);
  });
});

describe('analytics days follow the hotel time zone', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer({
      now: manualClock(NOW).now,
      env: { ...LONG_SESSIONS, HOTEL_TIMEZONE: 'America/New_York' },
      server: { analyticsUpkeep: false },
    });
    admin = await signedIn(server, 'admin');
    buildHotel(server);
  });
  afterAll(() => server.close());

  it('buckets by the hotel calendar: a sign-up at 01:00 UTC on the 31st is the 30th in New York', async () => {
    const res = await server.api<Analytics>('GET', '/api/admin/analytics', { token: admin.token });
    expect(res.body.period.to).toBe(day('03-31'));
    expect(res.body.customers.filter((c) => c.newCustomers > 0)).toEqual([
      { _id: day('03-05'), newCustomers: 2 },
      { _id: day('03-30'), newCustomers: 1 },
    ]);
    // 20:00 UTC on 03-05 is still 03-05 in New York (16:00).
    expect(res.body.revenue.find((r) => r._id === day('03-05'))).toMatchObject({ revenue: 625 });
  });

  it("sums again the hotel day of a write, not its UTC date: a ledger row at 03:30 UTC on the 20th is New York's 19th", async () => {
    const { db } = server.deps;
    const input = analyticsInput.parse({ from: day('03-15'), to: day('03-25') });
    const on = (figures: Analytics, date: string) => figures.revenue.find((row) => row._id === date)!.revenue;
    const before = await analytics(server.deps, input);
    const booking = db.select().from(bookings).get()!;
    db.insert(payments)
      .values({
        kind: 'payment',
        method: 'card',
        amountCents: 1_000,
        bookingId: booking.id,
        at: d('03-20', '03:30:00'),
        createdAt: d('03-20'),
      })
      .run();
    const after = await analytics(server.deps, input);
    expect(on(after, day('03-19'))).toBe(on(before, day('03-19')) + 10);
    expect(on(after, day('03-20'))).toBe(on(before, day('03-20')));
    db.delete(analyticsDays).run();
    expect(await analytics(server.deps, input)).toEqual(after);
  });

  it('keeps to the hotel calendar across the daylight-saving switch (second Sunday of March)', async () => {
    // A sign-up every 7 hours through March: every hour of the UTC day, either side of the switch.
    for (let at = Date.parse(d('03-01', '00:00:00')); at < Date.parse(NOW); at += 7 * 3_600_000) {
      insertPerson(server.deps, { createdAt: new Date(at).toISOString() });
    }
    const res = await server.api<Analytics>('GET', '/api/admin/analytics', { token: admin.token });
    const { from, to } = res.body.period;
    // The reference: each account's day formatted in JavaScript, as analytics did per row before it grouped in SQL.
    const expected = new Map<string, number>();
    for (const user of server.deps.db.select().from(users).where(eq(users.role, 'customer')).all()) {
      const created = hotelToday(new Date(user.createdAt), 'America/New_York');
      if (created >= from && created <= to) expected.set(created, (expected.get(created) ?? 0) + 1);
    }
    expect(res.body.customers.filter((c) => c.newCustomers > 0)).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([_id, newCustomers]) => ({ _id, newCustomers })),
    );
    expect(res.body.totals.newCustomers).toBe([...expected.values()].reduce((a, b) => a + b, 0));
  });
});
