import { describe, expect, it } from 'vitest';
import { FOOD_LIMITS, LIMITS } from '@innkeep/api-contract';
import {
  buildPaymentPayload,
  checkoutAttempt,
  countdownTone,
  deadlineFrom,
  formatCountdown,
  newClientKey,
  nextPhase,
  qrContent,
  QR_OPTIONS,
  secondsLeft,
  type PaymentLink,
  type PaymentPhase,
} from './qr-payment';

const orderId = '6650c1a2b3c4d5e6f7a8b9c0';
const payment: PaymentLink = {
  url: `/pay/${orderId}?token=abc_DEF-123`,
  token: 'abc_DEF-123',
  expiresAt: '2026-05-04T18:05:00.000Z',
  expiresInSeconds: 300,
  amount: 42.5,
  currency: 'USD',
  merchantId: FOOD_LIMITS.merchantId,
};

describe('QR payload', () => {
  const payload = buildPaymentPayload({
    orderId,
    payment,
    origin: 'http://192.168.1.20:3000',
    hotelName: 'Innkeep Hotel & Hostel',
    itemCount: 3,
    now: new Date('2026-05-04T18:00:00.000Z'),
  });

  it('has exactly the documented fields', () => {
    expect(payload).toEqual({
      orderId,
      amount: 42.5,
      currency: 'USD',
      merchantId: 'INNKEEP-HOTEL-001',
      timestamp: '2026-05-04T18:00:00.000Z',
      expiresAt: '2026-05-04T18:05:00.000Z',
      paymentUrl: `http://192.168.1.20:3000/pay/${orderId}?token=abc_DEF-123`,
      description: 'Innkeep Hotel & Hostel food order #a8b9c0 (3 items)',
    });
  });

  it('says "item" for one', () => {
    expect(
      buildPaymentPayload({ orderId, payment, origin: 'https://hotel.example', hotelName: 'H', itemCount: 1, now: new Date() }).description,
    ).toBe('H food order #a8b9c0 (1 item)');
  });

  it('puts the absolute payment link in the QR code, so a phone camera opens the pay page', () => {
    expect(qrContent(payload)).toBe(payload.paymentUrl);
    expect(new URL(qrContent(payload)).pathname).toBe(`/pay/${orderId}`);
  });

  it('uses error correction M at 200 px', () => {
    expect(QR_OPTIONS).toMatchObject({ errorCorrectionLevel: 'M', width: 200 });
  });
});

describe('countdown', () => {
  const received = 1_000_000;
  const deadline = deadlineFrom(LIMITS.qrExpirySeconds, received);

  it('counts 300 s from when the link arrived, whatever the device clock says of expiresAt', () => {
    expect(secondsLeft(deadline, received)).toBe(300);
    expect(secondsLeft(deadline, received + 500)).toBe(300);
    expect(secondsLeft(deadline, received + 1000)).toBe(299);
    expect(secondsLeft(deadline, received + 300_000)).toBe(0);
    expect(secondsLeft(deadline, received + 999_000)).toBe(0);
  });

  it('turns red under 60 s and expired at 0', () => {
    expect(countdownTone(300)).toBe('normal');
    expect(countdownTone(60)).toBe('normal');
    expect(countdownTone(59)).toBe('urgent');
    expect(countdownTone(1)).toBe('urgent');
    expect(countdownTone(0)).toBe('expired');
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('payment phases', () => {
  it.each<[PaymentPhase, Parameters<typeof nextPhase>[1], PaymentPhase]>([
    ['pending', 'pay', 'processing'],
    ['processing', 'confirmed', 'success'],
    ['processing', 'failed', 'pending'],
    ['pending', 'expire', 'expired'],
    ['expired', 'pay', 'expired'],
    ['expired', 'renewed', 'pending'],
    // A payment in flight is not undone by the clock; the server decides.
    ['processing', 'expire', 'processing'],
    // Paid on another device while the dialog showed the code, even an expired one.
    ['pending', 'confirmed', 'success'],
    ['expired', 'confirmed', 'success'],
    ['success', 'expire', 'success'],
    ['success', 'failed', 'success'],
  ])('%s + %s → %s', (from, event, to) => {
    expect(nextPhase(from, event)).toBe(to);
  });
});

describe('client keys', () => {
  it('are 32 hex characters and differ each time', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientKey()).not.toBe(a);
  });
});

describe('checkoutAttempt', () => {
  const request = { items: [{ foodId: 'soup', quantity: 2 }], deliveryLocation: 'Room 104', specialInstructions: '' };

  it('keeps the key for the same request and makes a new one when the request changes', () => {
    const first = checkoutAttempt(null, request);
    expect(checkoutAttempt(first, { ...request, items: [{ foodId: 'soup', quantity: 2 }] }).key).toBe(first.key);
    expect(checkoutAttempt(first, { ...request, deliveryLocation: 'Pool Deck' }).key).not.toBe(first.key);
    expect(checkoutAttempt(first, { ...request, items: [{ foodId: 'soup', quantity: 3 }] }).key).not.toBe(first.key);
  });
});
