import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MSG, addDays, type CsvExport } from '@innkeep/api-contract';
import { auditLog, bookings, foodItems, invoices, payments } from '@innkeep/db';
import type { Analytics } from '../src/services/operations';
import type { AdminDashboard } from '../src/services/operations';
import type { PaymentHistory } from '../src/services/money';
import type { Folio } from '../src/services/money';
import type { InvoiceView } from '../src/services/money';
import { paymentStatusFor } from '../src/services/money';
import { deskDay } from '../src/services/stays';
import { insertBooking, insertPerson, insertRoom, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { parseCsv } from './csv-helpers';
import { startServerProcess, type ServerProcess } from './fixture-process';
import { startTestServer, type TestServer } from './helpers';

/** "Now" is 15 June, 10:00 UTC; the month under test is June. */
const NOW = `${YEAR}-06-15T10:00:00.000Z`;
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const JUNE = `from=${day('06-01')}&to=${day('06-30')}`;

type Json = Record<string, unknown> & { message?: string };

/** Every invoice number issued, in order. */
const invoiceNumbers = (server: TestServer) =>
  server.deps.db
    .select({ n: invoices.number })
    .from(invoices)
    .all()
    .map((r) => r.n)
    .sort((a, b) => a - b);

describe('payment status follows the balance', () => {
  const money = (paid: number, refunded: number) => ({ paidCents: paid, refundedCents: refunded, netCents: paid - refunded });
  it('pending, partly paid, paid, refunded; a cancelled item owes nothing', () => {
    expect(paymentStatusFor(300, money(0, 0), false)).toBe('pending');
    expect(paymentStatusFor(300, money(100, 0), false)).toBe('partially-paid');
    expect(paymentStatusFor(300, money(300, 0), false)).toBe('paid');
    expect(paymentStatusFor(300, money(300, 200), false)).toBe('partially-paid');
    expect(paymentStatusFor(300, money(300, 300), false)).toBe('refunded');
    expect(paymentStatusFor(300, money(0, 0), true)).toBe('pending');
    expect(paymentStatusFor(300, money(300, 0), true)).toBe('paid');
    expect(paymentStatusFor(300, money(300, 100), true)).toBe('refunded');
  });
});

describe('the ledger at the desk', () => {
  const clock = manualClock(NOW);
  let server: TestServer;
  let admin: Account;
  let staff: Account;
  let guest: Account;
  let dishId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
    staff = await signedIn(server, 'staff');
    guest = await signedIn(server, 'customer');
    dishId = server.deps.db
      .insert(foodItems)
      .values({ name: 'Club Sandwich', description: 'Test dish', priceCents: 1_250, category: 'lunch', preparationTime: 10 })
      .returning()
      .get().id;
  });
  afterAll(() => server.close());

  const call = <T = Json>(method: string, path: string, token: string, body?: unknown) => server.api<T>(method, path, { token, body });
  const ledgerOf = (bookingId: string) => server.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId)).all();
  /** A stay of the guest in a $100 room: 3 nights from the check-in offset (days from today). */
  const stay = (status: 'confirmed' | 'checked-in', checkIn = day('06-15'), checkOut = day('06-18')) =>
    insertBooking(server.deps, {
      customerId: guest.id,
      roomId: insertRoom(server.deps, { priceCents: 10_000, status: status === 'checked-in' ? 'occupied' : 'available' }).id,
      checkIn,
      checkOut,
      totalCents: 30_000,
      status,
    });

  it('records desk payments and refunds, audited, with the payment status following the balance', async () => {
    const booking = stay('confirmed');
    const deposit = await call<Folio>('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'cash', amount: 100 });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ paymentStatus: 'partially-paid', totals: { charges: 300, paid: 100, refunded: 0, balance: 200 } });
    expect(deposit.body.payments).toMatchObject([{ kind: 'payment', method: 'cash', amount: 100, at: NOW }]);

    // More than the balance is refused and changes nothing.
    const over = await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'card', amount: 200.01 });
    expect({ status: over.status, body: over.body }).toEqual({ status: 400, body: { message: LEDGER_MSG.amountTooLarge('$200.00') } });
    expect(ledgerOf(booking.id)).toHaveLength(1);

    const rest = await call<Folio>('POST', `/api/bookings/${booking.id}/payments`, admin.token, { method: 'card', amount: '200' });
    expect(rest.body).toMatchObject({ paymentStatus: 'paid', totals: { balance: 0 } });
    expect((await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'card', amount: 1 })).status).toBe(409);

    const tooMuch = await call('POST', `/api/bookings/${booking.id}/refunds`, staff.token, { method: 'card', amount: 301, reason: 'x' });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: LEDGER_MSG.refundTooLarge('$300.00') } });
    const noReason = await call('POST', `/api/bookings/${booking.id}/refunds`, staff.token, { method: 'card', amount: 50, reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: LEDGER_MSG.reasonRequired } });
    const refund = await call<Folio>('POST', `/api/bookings/${booking.id}/refunds`, staff.token, {
      method: 'card',
      amount: 50,
      reason: 'Broken kettle',
    });
    expect(refund.body).toMatchObject({ paymentStatus: 'partially-paid', totals: { paid: 300, refunded: 50, balance: 50 } });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.paymentStatus).toBe('partially-paid');

    const audits = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id)).all();
    expect(audits.map((a) => [a.action, a.actorId, a.details.amountCents])).toEqual([
      ['payment.record', staff.id, 10_000],
      ['payment.record', admin.id, 20_000],
      ['payment.refund', staff.id, 5_000],
    ]);

    // The guest reads their own folio; another guest and unapproved staff do not.
    expect((await call('GET', `/api/bookings/${booking.id}/folio`, guest.token)).status).toBe(200);
    const stranger = await signedIn(server, 'customer');
    expect((await call('GET', `/api/bookings/${booking.id}/folio`, stranger.token)).status).toBe(404);
    expect((await call('POST', `/api/bookings/${booking.id}/payments`, guest.token, { method: 'cash', amount: 1 })).status).toBe(403);
  });

  it('refuses an amount below one cent (400, nothing written) for payments and refunds alike', async () => {
    const booking = stay('confirmed');
    await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'cash', amount: 10 });
    for (const [path, extra] of [
      ['payments', {}],
      ['refunds', { reason: 'Goodwill' }],
    ] as const) {
      for (const amount of [1e-9, 0.004, '0.001']) {
        const res = await call('POST', `/api/bookings/${booking.id}/${path}`, staff.token, { method: 'cash', amount, ...extra });
        expect({ path, amount, status: res.status, body: res.body }).toEqual({
          path,
          amount,
          status: 400,
          body: { message: LEDGER_MSG.amountPositive },
        });
      }
    }
    expect(ledgerOf(booking.id)).toHaveLength(1);
  });

  it('cancelling a paid booking asks for the refund and writes it in the same change', async () => {
    const booking = stay('confirmed', day('07-01'), day('07-04'));
    await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'card', amount: 300 });
    const path = `/api/admin/bookings/${booking.id}/status`;

    const asked = await call('PUT', path, admin.token, { status: 'cancelled' });
    expect({ status: asked.status, body: asked.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.refundRequired('$300.00') } });
    expect(server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe('confirmed');

    const partialWithout = await call('PUT', path, admin.token, { status: 'cancelled', refund: { choice: 'partial', reason: 'Late' } });
    expect(partialWithout).toMatchObject({ status: 400, body: { message: LEDGER_MSG.refundAmountRequired } });

    const cancelled = await call('PUT', path, admin.token, {
      status: 'cancelled',
      refund: { choice: 'partial', amount: 200, reason: 'Cancelled 5 days ahead: one night kept' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(ledgerOf(booking.id).map((r) => [r.kind, r.method, r.amountCents, r.note])).toEqual([
      ['payment', 'card', 30_000, ''],
      ['refund', 'card', 20_000, 'Cancelled 5 days ahead: one night kept'],
    ]);
    const folio = await call<Folio>('GET', `/api/bookings/${booking.id}/folio`, staff.token);
    expect(folio.body.totals).toEqual({ charges: 100, paid: 300, refunded: 200, balance: 0 });

    // An unpaid booking still cancels with nothing sent, as the documented path always did.
    const unpaid = stay('confirmed', day('08-01'), day('08-02'));
    expect(await call('PUT', `/api/admin/bookings/${unpaid.id}/status`, admin.token, { status: 'cancelled' })).toMatchObject({
      status: 200,
      body: { status: 'cancelled', paymentStatus: 'pending' },
    });

    // "None" keeps the money, with the reason audited.
    const kept = stay('confirmed', day('08-10'), day('08-11'));
    await call('POST', `/api/bookings/${kept.id}/payments`, staff.token, { method: 'cash', amount: 50 });
    const none = await call('PUT', `/api/admin/bookings/${kept.id}/status`, admin.token, {
      status: 'cancelled',
      refund: { choice: 'none', reason: 'No-show fee' },
    });
    expect(none).toMatchObject({ status: 200, body: { paymentStatus: 'paid' } });
    const keep = server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'payment.keep')).all();
    expect(keep.map((a) => [a.entityId, a.details])).toEqual([[kept.id, { keptCents: 5_000, reason: 'No-show fee' }]]);
  });

  it('a guest cancelling within the free window gets a deposit back in full', async () => {
    const booking = stay('confirmed', day('09-01'), day('09-03'));
    await call('POST', `/api/bookings/${booking.id}/payments`, staff.token, { method: 'card', amount: 80 });
    const res = await call('PUT', `/api/bookings/${booking.id}/cancel`, guest.token);
    expect(res).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(ledgerOf(booking.id).map((r) => [r.kind, r.amountCents, r.recordedBy])).toEqual([
      ['payment', 8_000, staff.id],
      ['refund', 8_000, guest.id],
    ]);
  });

  it('a QR-paid order cancelled by the hotel is refunded through the ledger', async () => {
    const order = await call<Json & { _id: string; payment: { token: string } }>('POST', '/api/food/orders', guest.token, {
      items: [{ foodId: dishId, quantity: 2 }],
      deliveryLocation: 'Pool',
    });
    const paid = await server.api('POST', `/api/food/orders/${order.body._id}/pay`, { body: { token: order.body.payment.token } });
    expect(paid.status).toBe(200);
    const rows = () => server.deps.db.select().from(payments).where(eq(payments.foodOrderId, order.body._id)).all();
    expect(rows().map((r) => [r.kind, r.method, r.amountCents, r.at])).toEqual([['payment', 'qr', 2_500, NOW]]);

    const path = `/api/admin/food-orders/${order.body._id}/status`;
    expect((await call('PUT', path, admin.token, { status: 'cancelled' })).status).toBe(409);
    const cancelled = await call('PUT', path, admin.token, { status: 'cancelled', refund: { choice: 'full', reason: 'Kitchen closed' } });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(rows().map((r) => [r.kind, r.method, r.amountCents])).toEqual([
      ['payment', 'qr', 2_500],
      ['refund', 'qr', 2_500],
    ]);
  });

  it('check-out with a balance: refused naming it, then settled or left open on purpose', async () => {
    const settleMe = stay('checked-in', day('06-13'), day('06-15'));
    const path = `/api/staff/bookings/${settleMe.id}/status`;
    await call('POST', `/api/bookings/${settleMe.id}/payments`, staff.token, { method: 'card', amount: 120.5 });
    const refused = await call('PUT', path, staff.token, { status: 'checked-out' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.balanceOpen('$179.50') } });
    const settled = await call('PUT', path, staff.token, { status: 'checked-out', settle: { method: 'cash' } });
    expect(settled).toMatchObject({ status: 200, body: { status: 'checked-out', paymentStatus: 'paid' } });
    expect(ledgerOf(settleMe.id).map((r) => [r.method, r.amountCents, r.note])).toEqual([
      ['card', 12_050, ''],
      ['cash', 17_950, 'Settled at check-out'],
    ]);

    const openOne = stay('checked-in', day('06-14'), day('06-15'));
    const left = await call('PUT', `/api/staff/bookings/${openOne.id}/status`, staff.token, {
      status: 'checked-out',
      leaveBalanceOpen: true,
    });
    expect(left).toMatchObject({ status: 200, body: { status: 'checked-out', paymentStatus: 'pending' } });
    expect(ledgerOf(openOne.id)).toEqual([]);
    // Both stays got their invoice at check-out.
    expect(
      server.deps.db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.bookingId),
    ).toEqual(expect.arrayContaining([settleMe.id, openOne.id]));
  });

  it('an early check-out ends the stay today: unused nights free unless charged, folio and departures follow', async () => {
    // Five nights at $60 from 13 June; the guest leaves on the 15th after two.
    const early = stay('checked-in', day('06-13'), day('06-18'));
    const out = await call('PUT', `/api/staff/bookings/${early.id}/status`, staff.token, {
      status: 'checked-out',
      settle: { method: 'cash' },
    });
    expect(out).toMatchObject({
      status: 200,
      body: { status: 'checked-out', checkOut: day('06-15'), totalAmount: 120, paymentStatus: 'paid' },
    });
    expect(ledgerOf(early.id).map((r) => [r.method, r.amountCents])).toEqual([['cash', 12_000]]);
    const folio = await call<Folio>('GET', `/api/bookings/${early.id}/folio`, staff.token);
    expect(folio.body.totals).toEqual({ charges: 120, paid: 120, refunded: 0, balance: 0 });
    expect(deskDay(server.deps).departures.map((b) => b._id)).toContain(early.id);
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, early.id)).all();
    expect(audit.at(-1)?.details).toMatchObject({
      earlyDeparture: {
        checkOut: { from: day('06-18'), to: day('06-15') },
        totalCents: { from: 30_000, to: 12_000 },
        unusedNightsCharged: false,
      },
    });

    // The desk may charge the unused nights: the folio shows the nights had and the agreed rest.
    const charged = stay('checked-in', day('06-14'), day('06-17'));
    const kept = await call('PUT', `/api/staff/bookings/${charged.id}/status`, staff.token, {
      status: 'checked-out',
      chargeUnusedNights: true,
      leaveBalanceOpen: true,
    });
    expect(kept).toMatchObject({ status: 200, body: { checkOut: day('06-15'), totalAmount: 300 } });
    const chargedFolio = await call<Folio>('GET', `/api/bookings/${charged.id}/folio`, staff.token);
    expect(chargedFolio.body.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['room', 100],
      ['adjustment', 200],
    ]);
    const bad = await call('PUT', `/api/staff/bookings/${charged.id}/status`, staff.token, {
      status: 'checked-out',
      chargeUnusedNights: 'yes',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('chargeUnusedNights') } });
  });

  it('charges an order to the room of a guest checked in now, and settles it with the stay', async () => {
    const order = { items: [{ foodId: dishId, quantity: 1 }], deliveryLocation: 'Room' };
    const lodger = await signedIn(server, 'customer');
    const notIn = await call('POST', '/api/food/orders/charge-to-room', lodger.token, order);
    expect({ status: notIn.status, body: notIn.body }).toEqual({ status: 409, body: { message: LEDGER_MSG.notCheckedIn } });

    const booking = insertBooking(server.deps, {
      customerId: lodger.id,
      roomId: insertRoom(server.deps, { priceCents: 10_000, status: 'occupied' }).id,
      checkIn: day('06-14'),
      checkOut: day('06-16'),
      totalCents: 20_000,
      status: 'checked-in',
    });
    const charged = await call<Json & { _id: string; bookingId: string; payment?: unknown }>(
      'POST',
      '/api/food/orders/charge-to-room',
      lodger.token,
      order,
    );
    expect(charged).toMatchObject({ status: 201, body: { bookingId: booking.id, paymentStatus: 'pending' } });
    expect(charged.body.payment).toBeUndefined();
    // No QR link for it: it is paid with the stay.
    const renew = await call('POST', `/api/food/orders/${charged.body._id}/renew-payment`, lodger.token);
    expect(renew).toMatchObject({ status: 409, body: { message: LEDGER_MSG.chargedToRoom } });

    const folio = await call<Folio>('GET', `/api/bookings/${booking.id}/folio`, lodger.token);
    expect(folio.body.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['room', 200],
      ['food', 12.5],
    ]);
    expect(folio.body.totals.balance).toBe(212.5);

    // Leaving a night early, with the night charged: the whole stay and the order are settled.
    const out = await call('PUT', `/api/staff/bookings/${booking.id}/status`, staff.token, {
      status: 'checked-out',
      settle: { method: 'card' },
      chargeUnusedNights: true,
    });
    expect(out).toMatchObject({ status: 200, body: { paymentStatus: 'paid' } });
    expect(ledgerOf(booking.id).map((r) => r.amountCents)).toEqual([21_250]);
    const orders = await call<{ recentFoodOrders: { _id: string; paymentStatus: string }[]; totalSpent: number }>(
      'GET',
      '/api/customer/dashboard',
      lodger.token,
    );
    expect(orders.body.recentFoodOrders.find((o) => o._id === charged.body._id)?.paymentStatus).toBe('paid');
    expect(orders.body.totalSpent).toBe(212.5);

    const invoice = await call<InvoiceView>('GET', `/api/bookings/${booking.id}/invoice`, lodger.token);
    // The night had, the unused night charged, the order.
    expect(invoice.body.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['room', 100],
      ['adjustment', 100],
      ['food', 12.5],
    ]);
    expect(invoice.body.totals).toEqual({ charges: 212.5, paid: 212.5, refunded: 0, balance: 0, net: 212.5, tax: 0 });
  });

  it('invoices show the hotel from Settings and the tax included, for their owner and the desk only', async () => {
    const hotel = await call('GET', '/api/admin/settings', admin.token);
    await call('PUT', '/api/admin/settings', admin.token, { ...hotel.body, hotelName: 'Harbour Inn', taxRatePercent: 10 });
    const booking = stay('checked-in', day('06-14'), day('06-15'));
    await call('PUT', `/api/staff/bookings/${booking.id}/status`, staff.token, { status: 'checked-out', settle: { method: 'card' } });
    const mine = await call<InvoiceView>('GET', `/api/bookings/${booking.id}/invoice`, guest.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      hotel: { name: 'Harbour Inn' },
      billTo: { email: guest.email },
      // A stay booked before the rate calendar: $300 including 10%: 300 − 300 ÷ 1.1 = 27.27.
      taxSummary: [{ name: 'VAT', ratePercent: 10, net: 272.73, tax: 27.27 }],
      totals: { charges: 300, paid: 300, balance: 0, net: 272.73, tax: 27.27 },
    });
    expect(mine.body.number).toBeGreaterThan(0);
    // Reading it again does not issue another number.
    expect((await call<InvoiceView>('GET', `/api/bookings/${booking.id}/invoice`, staff.token)).body.number).toBe(mine.body.number);
    const stranger = await signedIn(server, 'customer');
    expect((await call('GET', `/api/bookings/${booking.id}/invoice`, stranger.token)).status).toBe(404);
    // A stay not checked out has no invoice yet.
    expect((await call('GET', `/api/bookings/${stay('confirmed', day('10-01'), day('10-02')).id}/invoice`, guest.token)).status).toBe(404);
    const numbers = invoiceNumbers(server);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('one revenue on every screen', () => {
  const clock = manualClock(`${YEAR}-06-01T09:00:00.000Z`);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: { ...LONG_SESSIONS, HOTEL_TIMEZONE: 'America/New_York' } });
  });
  afterAll(() => server.close());

  it('a month with payments, a refund, a cancelled unpaid booking and a food order adds up the same everywhere', async () => {
    const admin = await signedIn(server, 'admin');
    const staff = await signedIn(server, 'staff');
    const guest = await signedIn(server, 'customer');
    const call = <T = Json>(method: string, path: string, token: string, body?: unknown) => server.api<T>(method, path, { token, body });
    const room = insertRoom(server.deps, { priceCents: 12_000 });
    const dish = server.deps.db
      .insert(foodItems)
      .values({ name: 'Pho', description: 'Test dish', priceCents: 1_575, category: 'dinner', preparationTime: 15 })
      .returning()
      .get();

    // 2 June: a stay booked and a $100 deposit taken.
    clock.set(`${YEAR}-06-02T15:00:00.000Z`);
    const first = await call<{ _id: string }>('POST', '/api/bookings', guest.token, {
      roomId: room.id,
      checkIn: day('06-10'),
      checkOut: day('06-13'),
      guests: 1,
    });
    await call('POST', `/api/bookings/${first.body._id}/payments`, staff.token, { method: 'card', amount: 100 });
    // 3 June: a second stay booked and cancelled unpaid: no money, no revenue.
    clock.set(`${YEAR}-06-03T15:00:00.000Z`);
    const second = await call<{ _id: string }>('POST', '/api/bookings', guest.token, {
      roomId: room.id,
      checkIn: day('06-20'),
      checkOut: day('06-21'),
      guests: 1,
    });
    expect((await call('PUT', `/api/bookings/${second.body._id}/cancel`, guest.token)).status).toBe(200);
    // 10 June: checked in; 11 June (late evening in New York, already 12 June UTC): a food order paid by QR.
    clock.set(`${YEAR}-06-10T18:00:00.000Z`);
    await call('PUT', `/api/admin/bookings/${first.body._id}/status`, admin.token, { status: 'checked-in' });
    clock.set(`${YEAR}-06-12T02:00:00.000Z`);
    const order = await call<{ _id: string; payment: { token: string } }>('POST', '/api/food/orders', guest.token, {
      items: [{ foodId: dish.id, quantity: 2 }],
      deliveryLocation: 'Room',
    });
    await server.api('POST', `/api/food/orders/${order.body._id}/pay`, { body: { token: order.body.payment.token } });
    // 13 June: checked out, the rest ($260) settled; 14 June: $30 refunded for a broken shower.
    clock.set(`${YEAR}-06-13T14:00:00.000Z`);
    await call('PUT', `/api/admin/bookings/${first.body._id}/status`, admin.token, { status: 'checked-out', settle: { method: 'cash' } });
    clock.set(`${YEAR}-06-14T14:00:00.000Z`);
    await call('POST', `/api/bookings/${first.body._id}/refunds`, staff.token, { method: 'cash', amount: 30, reason: 'Broken shower' });
    // 2 July: money outside June.
    clock.set(`${YEAR}-07-02T14:00:00.000Z`);
    const later = insertBooking(server.deps, {
      customerId: insertPerson(server.deps).id,
      roomId: room.id,
      checkIn: day('07-05'),
      checkOut: day('07-06'),
      totalCents: 12_000,
    });
    await call('POST', `/api/bookings/${later.id}/payments`, staff.token, { method: 'card', amount: 50 });

    // June's revenue: 100 + 31.50 + 260 − 30 = 361.50 (360 room − 30 refund, 31.50 food).
    const june = 361.5;
    const history = await call<PaymentHistory>('GET', `/api/admin/payment-history?${JUNE}`, admin.token);
    expect(history.body.totals).toEqual({
      overall: { amount: june, count: 4 },
      booking: { amount: 330, count: 3 },
      food: { amount: 31.5, count: 1 },
    });
    const csv = await call<CsvExport>('GET', `/api/admin/payment-history/export?${JUNE}`, admin.token);
    const rows = parseCsv(csv.body.csv).slice(1);
    expect(rows.reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0) / 100).toBe(june);
    // The food order paid at 02:00 UTC on the 12th is dated the 11th in New York, with its dish named.
    expect(rows.find((row) => row[0] === 'Food order')?.slice(2, 7)).toEqual([
      `${day('06-11')} 22:00`,
      expect.any(String),
      guest.email,
      '2 × Pho to Room',
      '31.50',
    ]);
    const analytics = await call<Analytics>('GET', `/api/admin/analytics?${JUNE}`, admin.token);
    expect(analytics.body.totals).toMatchObject({ revenue: june, roomRevenue: 330, foodRevenue: 31.5, bookedValue: 360 });
    expect(analytics.body.revenue.find((r) => r._id === day('06-11'))?.foodRevenue).toBe(31.5);
    expect(analytics.body.revenue.reduce((sum, r) => sum + Math.round(r.revenue * 100), 0) / 100).toBe(june);

    // All time: the overview, the payment history, analytics and the guest's total spent (July's $50 is another guest's).
    const all = june + 50;
    expect((await call<AdminDashboard>('GET', '/api/admin/dashboard', admin.token)).body.stats).toMatchObject({
      totalEarnings: all,
      totalBookingRevenue: 380,
      totalFoodRevenue: 31.5,
    });
    expect((await call<PaymentHistory>('GET', '/api/admin/payment-history', admin.token)).body.totals.overall.amount).toBe(all);
    expect((await call<Analytics>('GET', `/api/admin/analytics?to=${day('07-02')}`, admin.token)).body.totals.revenue).toBe(all);
    const spent = await call<{ totalSpent: number; totalBookingSpent: number; totalFoodSpent: number }>(
      'GET',
      '/api/customer/dashboard',
      guest.token,
    );
    expect(spent.body).toMatchObject({ totalSpent: june, totalBookingSpent: 330, totalFoodSpent: 31.5 });
  });
});

describe('invoice numbers under concurrent check-outs in two processes', () => {
  let server: TestServer;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: LONG_SESSIONS });
    processes = await Promise.all(
      [0, 1].map(() => startServerProcess(server.deps.env.DATABASE_PATH, '^PUT /api/staff/bookings/[^/]+/status$')),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await server.close();
  });

  it('are unique and gap-free', async () => {
    const staff = await signedIn(server, 'staff');
    const today = new Date().toISOString().slice(0, 10);
    // One night ending today: each check-out is on its day (stays are at most 30 nights; a longer test stay
    // only made each check-out's invoice and mail longer).
    const stays = Array.from({ length: 16 }, () =>
      insertBooking(server.deps, {
        customerId: insertPerson(server.deps).id,
        roomId: insertRoom(server.deps, { status: 'occupied' }).id,
        checkIn: addDays(today, -1),
        checkOut: today,
        totalCents: 10_000,
        status: 'checked-in',
      }),
    );
    // Every check-out is held until both processes hold theirs, then all run at once.
    const pending = stays.map(async (booking, i) => {
      const res = await fetch(`${processes[i % 2]!.base}/api/staff/bookings/${booking.id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ status: 'checked-out', settle: { method: 'card' } }),
      });
      return res.status;
    });
    await Promise.all(processes.map((p) => p.holding(8)));
    for (const p of processes) p.go();
    expect(await Promise.all(pending)).toEqual(stays.map(() => 200));
    expect(invoiceNumbers(server)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  }, 60_000);
});
