import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_REPORT_MSG } from '@innkeep/api-contract';
import type { CashReport } from '../src/services/money';
import { insertBooking, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

/*
 * The cash report over a hotel in New York (UTC−4 in June): two staff members take and refund cash
 * on two hotel days, beside card money that must not count. 03:00 UTC on 11 June is still 10 June
 * at the hotel.
 */
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const at = (monthDay: string, time: string) => `${YEAR}-${monthDay}T${time}:00.000Z`;

type Json = Record<string, unknown> & { message?: string };

describe('the cash report', () => {
  const clock = manualClock(at('06-10', '15:00'));
  let server: TestServer;
  let admin: Account;
  let ana: Account;
  let ben: Account;
  let guest: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: { ...LONG_SESSIONS, HOTEL_TIMEZONE: 'America/New_York' } });
    admin = await signedIn(server, 'admin');
    ana = await signedIn(server, 'staff');
    ben = await signedIn(server, 'staff');
    guest = await signedIn(server, 'customer');

    // Two $300 stays (3 nights at $100) whose folios take the money.
    const stay = () =>
      insertBooking(server.deps, {
        customerId: guest.id,
        roomId: insertRoom(server.deps, { priceCents: 10_000 }).id,
        checkIn: day('06-20'),
        checkOut: day('06-23'),
        totalCents: 30_000,
      }).id;
    const first = stay();
    const second = stay();
    const pay = async (who: Account, bookingId: string, method: 'cash' | 'card', amount: number) =>
      expect((await server.api('POST', `/api/bookings/${bookingId}/payments`, { token: who.token, body: { method, amount } })).status).toBe(
        201,
      );
    const refund = async (who: Account, bookingId: string, method: 'cash' | 'card', amount: number) =>
      expect(
        (await server.api('POST', `/api/bookings/${bookingId}/refunds`, { token: who.token, body: { method, amount, reason: 'Test' } }))
          .status,
      ).toBe(201);

    // 10 June at the hotel.
    await pay(ana, first, 'cash', 100);
    await pay(ana, first, 'card', 200);
    await pay(ben, second, 'cash', 40);
    clock.set(at('06-11', '03:00'));
    await refund(ana, first, 'cash', 15);
    await pay(ben, second, 'cash', 25.5);
    // 11 June at the hotel.
    clock.set(at('06-11', '16:00'));
    await pay(ben, second, 'cash', 60);
    await refund(ben, second, 'cash', 10);
    await refund(ana, first, 'card', 20);
  });
  afterAll(() => server.close());

  const report = (token: string, query: string, path = '/api/admin/reports/cash') =>
    server.api<CashReport & Json>('GET', `${path}?${query}`, { token });
  const figures = (cashTaken: number, cashRefunded: number, count: number) => ({
    cashTaken,
    cashRefunded,
    net: cashTaken - cashRefunded,
    count,
  });

  it('sums the cash in the ledger per hotel day and per person; card money is not counted', async () => {
    const { status, body } = await report(admin.token, `from=${day('06-01')}&to=${day('06-30')}`);
    expect(status).toBe(200);
    const byId = (rows: CashReport['staff']) => Object.fromEntries(rows.map(({ staffId, ...rest }) => [staffId ?? '', rest]));
    expect(body.days.map((d) => d.date)).toEqual([day('06-10'), day('06-11')]);
    expect(body.days[0]).toMatchObject({ date: day('06-10'), ...figures(165.5, 15, 4) });
    expect(byId(body.days[0]!.staff)).toMatchObject({ [ana.id]: figures(100, 15, 2), [ben.id]: figures(65.5, 0, 2) });
    expect(body.days[1]).toMatchObject({ date: day('06-11'), ...figures(60, 10, 2) });
    expect(byId(body.days[1]!.staff)).toEqual({ [ben.id]: expect.objectContaining(figures(60, 10, 2)) });
    expect(byId(body.staff)).toMatchObject({ [ana.id]: figures(100, 15, 2), [ben.id]: figures(125.5, 10, 4) });
    expect(body.totals).toEqual(figures(225.5, 25, 6));

    // The same sums as the ledger itself.
    const ledger = server.deps.db.$client
      .prepare(
        `SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE 0 END) AS taken, sum(CASE kind WHEN 'refund' THEN amount_cents ELSE 0 END) AS refunded, count(*) AS n
         FROM payments WHERE method = 'cash'`,
      )
      .get() as { taken: number; refunded: number; n: number };
    expect(body.totals).toEqual(figures(ledger.taken / 100, ledger.refunded / 100, ledger.n));
  });

  it('a range of one hotel day; today by default', async () => {
    const one = await report(admin.token, `from=${day('06-11')}&to=${day('06-11')}`);
    expect(one.body.days.map((d) => d.date)).toEqual([day('06-11')]);
    expect(one.body.totals).toEqual(figures(60, 10, 2));
    // "Now" is 11 June, 16:00 UTC: noon at the hotel.
    const today = await report(admin.token, '');
    expect(today.body).toMatchObject({ from: day('06-11'), to: day('06-11'), totals: figures(60, 10, 2) });
  });

  it('staff see their own drawer only; guests and unapproved staff none', async () => {
    const own = await report(ana.token, `from=${day('06-01')}&to=${day('06-30')}`, '/api/staff/reports/cash');
    expect(own.status).toBe(200);
    expect(own.body.staff.map((s) => s.staffId)).toEqual([ana.id]);
    expect(own.body.totals).toEqual(figures(100, 15, 2));
    expect((await report(ana.token, '')).status).toBe(403);
    expect((await report(guest.token, '', '/api/staff/reports/cash')).status).toBe(403);
    const pending = await signedIn(server, 'staff', false);
    expect((await report(pending.token, '', '/api/staff/reports/cash')).status).toBe(403);
  });

  it('refuses a reversed or too long range and a malformed date with 400 and a message', async () => {
    const reversed = await report(admin.token, `from=${day('06-11')}&to=${day('06-10')}`);
    expect(reversed).toMatchObject({ status: 400, body: { message: 'The start date must not be after the end date' } });
    const long = await report(admin.token, `from=${day('01-01')}&to=${day('06-30')}`);
    expect(long).toMatchObject({ status: 400, body: { message: CASH_REPORT_MSG.tooLong } });
    const malformed = await report(admin.token, 'from=10/06/2026');
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Dates must be YYYY-MM-DD' } });
  });
});
