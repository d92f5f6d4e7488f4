import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_MSG, DEFAULT_HOTEL_INFO, LEDGER_MSG, type CsvExport, type HotelInfo } from '@innkeep/api-contract';
import { countRows, insertBooking, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { parseCsv } from './csv-helpers';
import { startTestServer, type TestServer } from './helpers';

type Json = Record<string, unknown> & { message?: string };

describe('the currency and locale setting', () => {
  const clock = manualClock(`${YEAR}-06-15T10:00:00.000Z`);
  let server: TestServer;
  let admin: Account;
  let staff: Account;
  let guest: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    staff = await signedIn(server, 'staff');
    guest = await signedIn(server, 'customer');
  });
  afterAll(() => server.close());

  const call = <T = Json>(method: string, path: string, token: string, body?: unknown) => server.api<T>(method, path, { token, body });
  const publicInfo = async () => (await server.api<HotelInfo>('GET', '/api/settings/hotel')).body;
  const save = (change: Partial<HotelInfo> | Record<string, unknown>) =>
    call<HotelInfo>('PUT', '/api/admin/settings', admin.token, { ...DEFAULT_HOTEL_INFO, ...change });
  /** A $300 stay with a $100 deposit: $200 left to pay. */
  async function stayWithDeposit() {
    const booking = insertBooking(server.deps, {
      customerId: guest.id,
      roomId: insertRoom(server.deps).id,
      checkIn: `${YEAR}-06-15`,
      checkOut: `${YEAR}-06-18`,
      totalCents: 30_000,
    });
    expect((await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'cash', amount: 100 })).status).toBe(201);
    return booking.id;
  }
  const overpay = async (bookingId: string) =>
    (await call('POST', `/api/bookings/${bookingId}/payments`, staff.token, { method: 'card', amount: 500 })).body.message;

  it('starts as US dollars in en-US, for everyone to read', async () => {
    expect(await publicInfo()).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect((await call('GET', '/api/admin/settings', admin.token)).body).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });

  it('refuses a currency or locale outside the lists and keeps the stored ones', async () => {
    const yen = await save({ currency: 'JPY' });
    expect({ status: yen.status, body: yen.body }).toEqual({
      status: 400,
      body: { message: `Currency must be one of: ${CURRENCIES.join(', ')}` },
    });
    expect((await save({ locale: 'xx-YY' })).status).toBe(400);
    expect(await publicInfo()).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });

  it('changes without a word while no money is recorded', async () => {
    expect((await save({ currency: 'GBP', locale: 'en-GB' })).status).toBe(200);
    expect(await publicInfo()).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    expect((await save({ currency: 'USD', locale: 'en-US' })).status).toBe(200);
  });

  it('round-trips EUR in de-DE once confirmed: the server writes amounts with it; the CSV keeps plain decimals', async () => {
    const bookingId = await stayWithDeposit();
    expect(await overpay(bookingId)).toBe(LEDGER_MSG.amountTooLarge('$200.00'));

    // Money is recorded: amounts are not converted, so the change must be confirmed; unconfirmed it changes nothing.
    const audits = countRows(server, 'audit_log');
    const unconfirmed = await save({ currency: 'EUR', locale: 'de-DE' });
    expect({ status: unconfirmed.status, body: unconfirmed.body }).toEqual({
      status: 409,
      body: { message: CURRENCY_MSG.changeUnconfirmed('USD', 'EUR', { before: '$100.00', after: '100,00\u00a0€' }) },
    });
    expect(await publicInfo()).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect(countRows(server, 'audit_log')).toBe(audits);
    // The locale alone is only how amounts are written: no confirmation.
    expect((await save({ locale: 'en-GB' })).status).toBe(200);
    expect((await save({ currency: 'EUR', locale: 'de-DE', confirmCurrencyChange: false })).status).toBe(400);

    const saved = await save({ currency: 'EUR', locale: 'de-DE', confirmCurrencyChange: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect(await publicInfo()).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect((await call('GET', '/api/admin/settings', admin.token)).body).toMatchObject({ currency: 'EUR', locale: 'de-DE' });

    expect(await overpay(bookingId)).toBe(LEDGER_MSG.amountTooLarge('200,00\u00a0€'));
    const csv = await call<CsvExport>('GET', '/api/admin/payment-history/export', admin.token);
    const [header, ...rows] = parseCsv(csv.body.csv);
    const amount = header!.indexOf('Amount');
    expect(rows.find((row) => row[1] === bookingId)?.[amount]).toBe('100.00');

    expect(saved.body).not.toHaveProperty('confirmCurrencyChange');
    await save({ currency: 'USD', locale: 'en-US', confirmCurrencyChange: true });
    expect(await overpay(bookingId)).toBe(LEDGER_MSG.amountTooLarge('$200.00'));
  });
});
