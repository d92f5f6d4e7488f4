import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_MSG, LEDGER_MSG, stayPaymentPath } from '@innkeep/api-contract';
import { auditLog, bookings, payments, settings, users } from '@innkeep/db';
import type { StayPayLink } from '../src/services/money';
import { insertBooking, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

const NOW = `${YEAR}-06-15T10:00:00.000Z`;
type Json = Record<string, unknown> & { message?: string };

describe('the QR pay link for a stay’s balance', () => {
  const clock = manualClock(NOW);
  let server: TestServer;
  let staff: Account;
  let guest: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    staff = await signedIn(server, 'staff');
    guest = await signedIn(server, 'customer');
  });
  afterAll(() => server.close());

  const call = <T = Json>(method: string, path: string, token?: string, body?: unknown) => server.api<T>(method, path, { token, body });
  const ledgerOf = (bookingId: string) => server.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId)).all();
  const paymentStatusOf = (bookingId: string) =>
    server.deps.db.select({ s: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, bookingId)).get()?.s;
  /** A $300 stay of the guest, 3 nights, confirmed unless told otherwise. */
  const stay = (fields: Partial<Parameters<typeof insertBooking>[1]> = {}) =>
    insertBooking(server.deps, {
      customerId: guest.id,
      roomId: insertRoom(server.deps, { priceCents: 10_000, roomNumber: `P${Math.random().toString(36).slice(2, 6)}` }).id,
      checkIn: `${YEAR}-06-15`,
      checkOut: `${YEAR}-06-18`,
      totalCents: 30_000,
      status: 'confirmed',
      ...fields,
    });
  const makeLink = (bookingId: string) => call<StayPayLink>('POST', `/api/bookings/${bookingId}/pay-link`, staff.token);

  it("lets the guest pay their own stay's balance from the dashboard; a pending booking paid in full is confirmed at once", async () => {
    const booking = stay({ checkIn: `${YEAR}-07-01`, checkOut: `${YEAR}-07-03`, totalCents: 20_000, status: 'pending' });
    const other = await signedIn(server, 'customer');
    expect(await call('POST', `/api/bookings/${booking.id}/pay-link`, other.token)).toMatchObject({ status: 404 });
    const link = await call<StayPayLink>('POST', `/api/bookings/${booking.id}/pay-link`, guest.token);
    expect(link).toMatchObject({ status: 201, body: { amount: 200, url: stayPaymentPath(booking.id, link.body.token) } });

    const paid = await call<Json>('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token });
    expect(paid.body).toMatchObject({ success: true, paymentStatus: 'paid', status: 'confirmed' });
    expect(server.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).get()?.s).toBe('confirmed');
    expect(ledgerOf(booking.id)).toMatchObject([{ kind: 'payment', method: 'qr', amountCents: 20_000, recordedBy: guest.id }]);
    const audits = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id)).all();
    expect(audits.map((a) => a.action)).toEqual(['booking.pay-link', 'payment.record', 'booking.pay', 'booking.status']);
  });

  it("offers the hotel's deposit on the pay page; paying it confirms a pending booking at once", async () => {
    const setting = (key: string, value: unknown) =>
      server.deps.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
    setting('depositRule', 'percent');
    setting('depositPercent', 25);
    try {
      const booking = stay({ checkIn: `${YEAR}-08-01`, checkOut: `${YEAR}-08-05`, totalCents: 40_000, status: 'pending' });
      const link = await call<StayPayLink>('POST', `/api/bookings/${booking.id}/pay-link`, guest.token);
      const page = await call<Json>('GET', `/api/bookings/${booking.id}/payment?token=${link.body.token}`);
      expect(page.body).toMatchObject({ amount: 400, deposit: 100, state: 'open' });

      const paid = await call<Json>('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token, part: 'deposit' });
      expect(paid.body).toMatchObject({ success: true, amount: 100, paymentStatus: 'partially-paid', status: 'confirmed' });
      expect(ledgerOf(booking.id)).toMatchObject([{ kind: 'payment', method: 'qr', amountCents: 10_000, recordedBy: guest.id }]);

      // Once confirmed there is only the balance left to pay, with a new link.
      const rest = await call<StayPayLink>('POST', `/api/bookings/${booking.id}/pay-link`, guest.token);
      expect(rest.body.amount).toBe(300);
      const restPage = await call<Json>('GET', `/api/bookings/${booking.id}/payment?token=${rest.body.token}`);
      expect(restPage.body).toMatchObject({ amount: 300, deposit: null });
      const noDeposit = await call<Json>('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: rest.body.token, part: 'deposit' });
      expect({ status: noDeposit.status, body: noDeposit.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.noDepositDue } });
      expect(ledgerOf(booking.id)).toHaveLength(1);

      // First night: the booking's first night is the deposit.
      setting('depositRule', 'first-night');
      const night = stay({ checkIn: `${YEAR}-08-10`, checkOut: `${YEAR}-08-12`, totalCents: 20_000, status: 'pending' });
      const nightLink = await call<StayPayLink>('POST', `/api/bookings/${night.id}/pay-link`, guest.token);
      const nightPage = await call<Json>('GET', `/api/bookings/${night.id}/payment?token=${nightLink.body.token}`);
      expect(nightPage.body).toMatchObject({ amount: 200, deposit: 100 });
      const nightPaid = await call<Json>('POST', `/api/bookings/${night.id}/pay`, undefined, {
        token: nightLink.body.token,
        part: 'deposit',
      });
      expect(nightPaid.body).toMatchObject({ amount: 100, status: 'confirmed' });
    } finally {
      setting('depositRule', 'none');
    }
  });

  it('makes a link for the balance; paying it writes the ledger, the status and the audit; a second payment is a 409', async () => {
    const booking = stay();
    await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'cash', amount: 100 });
    const link = await makeLink(booking.id);
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ amount: 200, url: stayPaymentPath(booking.id, link.body.token) });

    // The pay page reads it without signing in: amount, hotel, room, dates, the guest's first name only.
    const page = await call<Json>('GET', `/api/bookings/${booking.id}/payment?token=${link.body.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ amount: 200, state: 'open', checkIn: `${YEAR}-06-15`, checkOut: `${YEAR}-06-18` });
    const person = server.deps.db.select().from(users).where(eq(users.id, guest.id)).get();
    expect(page.body.guestFirstName).toBe(person?.name.split(' ')[0]);
    expect(JSON.stringify(page.body)).not.toContain(person?.email);

    const paid = await call<Json>('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, amount: 200, paymentStatus: 'paid' });
    expect(ledgerOf(booking.id)).toMatchObject([
      { kind: 'payment', method: 'cash', amountCents: 10_000 },
      { kind: 'payment', method: 'qr', amountCents: 20_000, recordedBy: guest.id },
    ]);
    expect(paymentStatusOf(booking.id)).toBe('paid');
    expect(
      server.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, booking.id))
        .all()
        .map((a) => a.action),
    ).toEqual(expect.arrayContaining(['booking.pay-link', 'booking.pay']));

    const again = await call('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token });
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.stayPaid } });
    expect(ledgerOf(booking.id)).toHaveLength(2);
    // Nothing due: no new link.
    const none = await makeLink(booking.id);
    expect({ status: none.status, body: none.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.nothingDue } });
  });

  it('refuses a link made stale by a desk payment, and changes nothing', async () => {
    const booking = stay();
    const link = await makeLink(booking.id);
    await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'card', amount: 50 });
    const stale = await call('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token });
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.payLinkStale } });
    expect(ledgerOf(booking.id)).toHaveLength(1);
    expect(paymentStatusOf(booking.id)).toBe('partially-paid');
    const page = await call<Json>('GET', `/api/bookings/${booking.id}/payment?token=${link.body.token}`);
    expect(page.body).toMatchObject({ state: 'changed', amount: 300 });
  });

  it('refuses a wrong, missing or expired token, and another guest or a visitor making links', async () => {
    const booking = stay();
    const link = await makeLink(booking.id);
    const wrong = await call('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: 'x'.repeat(43) });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 404, body: { message: FOOD_MSG.paymentLinkInvalid } });
    expect((await call('GET', `/api/bookings/${booking.id}/payment`)).status).toBe(400);
    const stranger = await signedIn(server, 'customer');
    expect((await call('POST', `/api/bookings/${booking.id}/pay-link`, stranger.token)).status).toBe(404);
    expect((await call('POST', `/api/bookings/${booking.id}/pay-link`)).status).toBe(401);
    // The guest's failed attempts left the link as it was.
    expect(server.deps.db.select({ t: bookings.paymentToken }).from(bookings).where(eq(bookings.id, booking.id)).get()?.t).toBe(
      link.body.token,
    );

    clock.set(`${YEAR}-06-15T10:10:00.000Z`);
    const late = await call('POST', `/api/bookings/${booking.id}/pay`, undefined, { token: link.body.token });
    expect({ status: late.status, body: late.body }).toEqual({ status: 403, body: { message: LEDGER_MSG.payLinkExpired } });
    expect(ledgerOf(booking.id)).toHaveLength(0);
  });
});
