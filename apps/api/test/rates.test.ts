import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_INFO, RATES_MSG, addDays, type HotelInfo, type Quote } from '@innkeep/api-contract';
import { auditLog, bookings, rateDays } from '@innkeep/db';
import type { CustomerBookingView, RateCalendar, RoomSummary } from '../src/services/stays';
import type { Folio, InvoiceView } from '../src/services/money';
import type { Analytics } from '../src/services/operations';
import { countRows, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, trpcCall, type TestServer } from './helpers';

type Json = Record<string, unknown> & { message?: string };

/** The first Thursday of July next year: the stay under test is Thu, Fri, Sat and Sun nights. */
const THURSDAY = (() => {
  let day = `${YEAR}-07-01`;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
})();
const FRIDAY = addDays(THURSDAY, 1);
const SUNDAY = addDays(THURSDAY, 3);
const MONDAY = addDays(THURSDAY, 4);

/** VAT 10% inside the prices, a city tax of 2.50 per guest per night for at most 3 nights. */
const TAXES: Partial<HotelInfo> = { taxRatePercent: 10, pricesIncludeTax: true, cityTaxPerNight: 2.5, cityTaxMaxNights: 3 };

describe('the rate calendar and the quote', () => {
  const clock = manualClock(`${YEAR}-06-01T10:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let staff: Account;
  let guest: Account;
  /** $100 a night for two, room for three, $20 a night for the third guest. */
  let roomId: string;

  const call = <T = Json>(method: string, path: string, token: string | undefined, body?: unknown) =>
    server.api<T>(method, path, { token, body });
  const setRates = (body: Record<string, unknown>) =>
    call<{ updated: number }>('PUT', '/api/admin/rates', admin.token, { roomIds: [roomId], ...body });
  const quote = (checkIn: string, checkOut: string, guests: number, offer = 'flexible') =>
    call<Quote>('GET', `/api/rooms/${roomId}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}&offer=${offer}`, undefined);
  const book = (checkIn: string, checkOut: string, guests: number, offer = 'flexible') =>
    call<CustomerBookingView>('POST', '/api/bookings', guest.token, { roomId, checkIn, checkOut, guests, offer });
  const settings = async (changes: Partial<HotelInfo>) => {
    const res = await call('PUT', '/api/admin/settings', admin.token, { ...DEFAULT_HOTEL_INFO, ...changes });
    expect(res.status).toBe(200);
  };

  /** Confirms, checks in and checks out (paid by card) a stay: its folio while in house and its invoice after. */
  const stayThrough = async (id: string, checkIn: string, checkOut: string) => {
    const status = (to: string, extra: Record<string, unknown> = {}) =>
      call('PUT', `/api/staff/bookings/${id}/status`, staff.token, { status: to, ...extra });
    expect((await status('confirmed')).status).toBe(200);
    clock.set(`${checkIn}T15:00:00.000Z`);
    expect((await status('checked-in')).status).toBe(200);
    const folio = await call<Folio>('GET', `/api/bookings/${id}/folio`, staff.token);
    clock.set(`${checkOut}T09:00:00.000Z`);
    expect((await status('checked-out', { settle: { method: 'card' } })).status).toBe(200);
    const invoice = await call<InvoiceView>('GET', `/api/bookings/${id}/invoice`, guest.token);
    clock.set(`${YEAR}-06-01T10:00:00.000Z`);
    return { folio, invoice };
  };

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    staff = await signedIn(server, 'staff');
    guest = await signedIn(server, 'customer');
    roomId = insertRoom(server.deps, { priceCents: 10_000, capacity: 3, baseOccupancy: 2, extraPersonCents: 2_000 }).id;
    await settings(TAXES);
    // Weekend nights (Friday and Saturday) in July cost $130; from Sunday on, high season adds 50%.
    const weekendNights = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(YEAR, 6, i + 1)).getUTCDay()).filter((d) => d >= 5).length;
    expect((await setRates({ from: `${YEAR}-07-01`, to: `${YEAR}-07-31`, weekdays: [5, 6], price: 130 })).body).toEqual({
      updated: weekendNights,
    });
    const season = await setRates({ from: SUNDAY, to: `${YEAR}-07-31`, adjustPercent: 50 });
    expect(season.status).toBe(200);
  });
  afterAll(() => server.close());

  it('prices a season edge, a weekend and an extra person night by night, with VAT inside and city tax on top', async () => {
    const res = await quote(THURSDAY, MONDAY, 3);
    expect(res.status).toBe(200);
    // Thu $100 (base), Fri and Sat $130 (weekend), Sun $150 (base + 50%): $510; the third guest $20 × 4 nights.
    expect(res.body.nights).toEqual([
      { date: THURSDAY, price: 100 },
      { date: FRIDAY, price: 130 },
      { date: addDays(THURSDAY, 2), price: 130 },
      { date: SUNDAY, price: 150 },
    ]);
    expect(res.body).toMatchObject({
      extraPersons: 80,
      discount: 0,
      subtotal: 590,
      // VAT inside $590: 590 − 590 ÷ 1.1 = 53.64; city tax 2.50 × 3 guests × 3 nights (its maximum) = 22.50.
      net: 536.36,
      taxes: [
        { name: 'VAT', amount: 53.64, included: true },
        { name: 'City tax', amount: 22.5, included: false },
      ],
      total: 612.5,
      offer: 'flexible',
    });
    // Free cancellation until 24 hours before check-in time (14:00 UTC) on the arrival day.
    expect(res.body.cancellableUntil).toBe(`${addDays(THURSDAY, -1)}T14:00:00.000Z`);
  });

  it('gives the non-refundable offer its discount and no free cancellation', async () => {
    const res = await quote(THURSDAY, MONDAY, 3, 'nonrefundable');
    // 10% off $590 = $59; VAT inside $531: 531 − 531 ÷ 1.1 = 48.27.
    expect(res.body).toMatchObject({ discount: 59, subtotal: 531, net: 482.73, total: 553.5, cancellableUntil: null });
  });

  it('adds VAT on top when prices do not include it', async () => {
    await settings({ ...TAXES, pricesIncludeTax: false });
    const res = await quote(THURSDAY, MONDAY, 3);
    // $590 net + 10% VAT $59 + city tax $22.50.
    expect(res.body).toMatchObject({ net: 590, taxes: [{ amount: 59, included: false }, { amount: 22.5 }], total: 671.5 });
    await settings(TAXES);
  });

  it('refuses each restriction with its message, on the quote and the booking, and books nothing', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ from: THURSDAY, to: THURSDAY, minStay: 3 }, THURSDAY, addDays(THURSDAY, 2), RATES_MSG.minStay(THURSDAY, 3)],
      [{ from: THURSDAY, to: THURSDAY, maxStay: 2 }, THURSDAY, MONDAY, RATES_MSG.maxStay(THURSDAY, 2)],
      [{ from: FRIDAY, to: FRIDAY, closedToArrival: true }, FRIDAY, MONDAY, RATES_MSG.closedToArrival(FRIDAY)],
      [{ from: SUNDAY, to: SUNDAY, closedToDeparture: true }, THURSDAY, SUNDAY, RATES_MSG.closedToDeparture(SUNDAY)],
    ];
    const before = countRows(server, 'bookings');
    for (const [restriction, checkIn, checkOut, message] of cases) {
      expect((await setRates(restriction)).body).toEqual({ updated: 1 });
      expect(await quote(checkIn, checkOut, 2)).toMatchObject({ status: 400, body: { message } });
      expect(await book(checkIn, checkOut, 2)).toMatchObject({ status: 400, body: { message } });
      // Cleared, the same stay is fine again.
      const cleared = Object.fromEntries(
        Object.entries(restriction).map(([k, v]) => [k, typeof v === 'boolean' ? false : k === 'from' || k === 'to' ? v : null]),
      );
      await setRates(cleared);
      expect((await quote(checkIn, checkOut, 2)).status).toBe(200);
    }
    expect(RATES_MSG.minStay(`${YEAR}-12-27`, 3)).toMatch(/^Minimum stay from \w{3} 27 Dec is 3 nights$/);
    expect(countRows(server, 'bookings')).toBe(before);
  });

  it('shows one total on the rooms list, the booking, the folio and the invoice, and keeps it when rates change', async () => {
    const list = await call<RoomSummary[]>('GET', `/api/rooms?checkIn=${THURSDAY}&checkOut=${MONDAY}&guests=3`, undefined);
    expect(list.body.find((room) => room._id === roomId)?.stay).toEqual({ total: 612.5, nights: 4, problem: null });
    const booked = await book(THURSDAY, MONDAY, 3);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ totalAmount: 612.5, offer: 'flexible', price: { total: 612.5, subtotal: 590 } });
    const id = booked.body._id;

    // Analytics earns each night its own price's share: Fri and Sat are 260 of the 510 in nightly prices.
    const weekend = await call<Analytics>('GET', `/api/admin/analytics?from=${FRIDAY}&to=${addDays(FRIDAY, 1)}`, admin.token);
    expect(weekend.body.kpis).toMatchObject({ roomNightsSold: 2, roomRevenue: 312.25, adr: 156.13 });

    // A rate change after booking leaves the booking's price as it was.
    await setRates({ from: THURSDAY, to: SUNDAY, price: 999 });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, id)).get()?.totalCents).toBe(61_250);

    const { folio, invoice } = await stayThrough(id, THURSDAY, MONDAY);
    expect(folio.body.lines.map((line) => [line.kind, line.quantity, line.amount])).toEqual([
      ['room', 1, 100],
      ['room', 2, 260],
      ['room', 1, 150],
      ['extra', 1, 80],
      ['tax', 1, 22.5],
    ]);
    expect(folio.body.totals.charges).toBe(612.5);

    // The invoice an accountant expects: net, each tax and gross, a summary per rate.
    expect(invoice.body.totals).toMatchObject({ charges: 612.5, paid: 612.5, balance: 0, net: 536.36, tax: 76.14 });
    expect(invoice.body.taxSummary).toEqual([
      { name: 'VAT', ratePercent: 10, net: 536.36, tax: 53.64 },
      { name: 'City tax', ratePercent: null, net: 0, tax: 22.5 },
    ]);
  });

  it('invoices VAT added on top as an accountant expects, with one total on the list, quote, folio and invoice', async () => {
    await settings({ ...TAXES, pricesIncludeTax: false });
    // A room with no rate cells: $100 a night for two, 2 nights in August.
    const plain = insertRoom(server.deps, { priceCents: 10_000, capacity: 2 }).id;
    const [checkIn, checkOut] = [`${YEAR}-08-17`, `${YEAR}-08-19`];
    // Worked example: net 2 × $100 = $200; VAT 10% on top per night 2 × $10 = $20; city tax
    // $2.50 × 2 guests × 2 nights = $10; gross $200 + $20 + $10 = $230.
    const list = await call<RoomSummary[]>('GET', `/api/rooms?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`, undefined);
    expect(list.body.find((room) => room._id === plain)?.stay).toEqual({ total: 230, nights: 2, problem: null });
    const quoted = await call<Quote>('GET', `/api/rooms/${plain}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`, undefined);
    expect(quoted.body).toMatchObject({
      subtotal: 200,
      net: 200,
      taxes: [
        { name: 'VAT', amount: 20, included: false },
        { name: 'City tax', amount: 10, included: false },
      ],
      total: 230,
    });
    const booked = await call<CustomerBookingView>('POST', '/api/bookings', guest.token, { roomId: plain, checkIn, checkOut, guests: 2 });
    expect(booked).toMatchObject({ status: 201, body: { totalAmount: 230 } });
    const { folio, invoice } = await stayThrough(booked.body._id, checkIn, checkOut);
    expect(folio.body.totals.charges).toBe(230);
    expect(invoice.body.totals).toMatchObject({ charges: 230, paid: 230, balance: 0, net: 200, tax: 30 });
    expect(invoice.body.taxSummary).toEqual([
      { name: 'VAT', ratePercent: 10, net: 200, tax: 20 },
      { name: 'City tax', ratePercent: null, net: 0, tax: 10 },
    ]);
    await settings(TAXES);
  });

  it("takes a non-refundable booking's full total through the guest's pay link", async () => {
    const room = insertRoom(server.deps, { priceCents: 10_000, capacity: 2 }).id;
    const stay = { roomId: room, checkIn: `${YEAR}-08-24`, checkOut: `${YEAR}-08-27`, guests: 2, offer: 'nonrefundable' };
    const quoted = await call<Quote>(
      'GET',
      `/api/rooms/${room}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2&offer=nonrefundable`,
      undefined,
    );
    const booked = await call<CustomerBookingView>('POST', '/api/bookings', guest.token, stay);
    // $300 less 10% = $270 (VAT inside) + city tax $2.50 × 2 × 3 = $15.
    expect(booked).toMatchObject({ status: 201, body: { offer: 'nonrefundable', totalAmount: 285 } });
    expect(quoted.body.total).toBe(285);
    const link = await call<{ amount: number; url: string }>('POST', `/api/bookings/${booked.body._id}/pay-link`, guest.token);
    expect(link).toMatchObject({ status: 201, body: { amount: 285 } });
  });

  it('sets a calendar in one audited statement and reads it back per night', async () => {
    const res = await setRates({ from: `${YEAR}-08-01`, to: `${YEAR}-08-07`, price: 88.5, minStay: 2 });
    expect(res.body).toEqual({ updated: 7 });
    const calendar = await call<RateCalendar>('GET', `/api/admin/rates?from=${YEAR}-08-06&to=${YEAR}-08-08&roomId=${roomId}`, admin.token);
    expect(calendar.body.rooms).toHaveLength(1);
    expect(calendar.body.rooms[0]?.nights).toEqual([
      { date: `${YEAR}-08-06`, price: 88.5, minStay: 2, maxStay: null, closedToArrival: false, closedToDeparture: false },
      { date: `${YEAR}-08-07`, price: 88.5, minStay: 2, maxStay: null, closedToArrival: false, closedToDeparture: false },
      { date: `${YEAR}-08-08`, price: 100, minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false },
    ]);
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'rates.update')).all().at(-1);
    expect(audit?.details).toMatchObject({ rooms: 1, from: `${YEAR}-08-01`, to: `${YEAR}-08-07`, price: 88.5, minStay: 2, nights: 7 });
  });

  it('refuses bad edits with a message and changes nothing', async () => {
    const before = server.deps.db.select().from(rateDays).all();
    const refused: [Record<string, unknown>, string][] = [
      [{ from: `${YEAR}-08-01`, to: `${YEAR}-08-07` }, RATES_MSG.nothingToSet],
      [{ from: `${YEAR}-08-07`, to: `${YEAR}-08-01`, price: 90 }, RATES_MSG.range],
      [{ from: `${YEAR}-08-01`, to: `${YEAR + 2}-08-01`, price: 90 }, RATES_MSG.range],
      [{ from: `${YEAR}-08-01`, to: `${YEAR}-08-07`, price: 90, adjustPercent: 5 }, RATES_MSG.priceAndPercent],
      [{ from: `${YEAR}-08-01`, to: `${YEAR}-08-07`, minStay: 5, maxStay: 2 }, RATES_MSG.minOverMax],
      [{ from: `${YEAR}-08-01`, to: `${YEAR}-08-07`, price: 90.001 }, 'Price can have at most two decimals (steps of 0.01)'],
    ];
    for (const [body, message] of refused) expect(await setRates(body)).toMatchObject({ status: 400, body: { message } });
    const unknown = await call('PUT', '/api/admin/rates', admin.token, {
      roomIds: [roomId, 'nope'],
      from: `${YEAR}-08-01`,
      to: `${YEAR}-08-02`,
      price: 1,
    });
    expect(unknown.status).toBe(404);
    expect(server.deps.db.select().from(rateDays).all()).toEqual(before);
  });

  it('re-prices only the nights a move adds, and takes the desk’s own total with a reason', async () => {
    const other = insertRoom(server.deps, { priceCents: 20_000, capacity: 3 }).id;
    const booked = await book(`${YEAR}-09-07`, `${YEAR}-09-09`, 2);
    expect(booked.body.totalAmount).toBe(200 + 2 * 2.5 * 2);
    const trpc = (path: string, input: Record<string, unknown>, type: 'query' | 'mutation' = 'mutation') =>
      trpcCall<{ totalAmount?: number; before?: number; after?: number }>(server, type, path, input, staff.token);
    const change = { id: booked.body._id, roomId: other, checkIn: `${YEAR}-09-07`, checkOut: `${YEAR}-09-10`, guests: 2 };
    // Two kept nights at $100, a new one at $200, city tax for 3 nights: previewed, then saved.
    expect((await trpc('desk.previewChange', change, 'query')).data).toMatchObject({ before: 210, after: 400 + 15 });
    expect((await trpc('desk.changeBooking', change)).data).toMatchObject({ totalAmount: 415 });
    const noReason = await trpc('desk.changeBooking', { ...change, total: 380 });
    expect(noReason).toMatchObject({ status: 400, message: RATES_MSG.overrideReason });
    expect((await trpc('desk.changeBooking', { ...change, total: 380, totalReason: 'Loyal guest' })).data).toMatchObject({
      totalAmount: 380,
    });
  });
});
