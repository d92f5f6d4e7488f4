import { orderNumber } from '@innkeep/api-contract';
import type { RouterOutputs } from '../../lib/trpc';

/** The `payment` object the server returns with a new order or a renewed link. */
export type PaymentLink = RouterOutputs['food']['createOrder']['payment'];

/** The spec's QR payload, exactly these fields. */
export interface QrPaymentPayload {
  orderId: string;
  amount: number;
  /** The hotel's currency setting (spec: USD, the default). */
  currency: string;
  merchantId: string;
  timestamp: string;
  expiresAt: string;
  paymentUrl: string;
  description: string;
}

/** QR code settings from the spec: error correction M, 200 px. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', width: 200, margin: 2 } as const;

export function buildPaymentPayload(input: {
  orderId: string;
  payment: PaymentLink;
  origin: string;
  hotelName: string;
  itemCount: number;
  now: Date;
}): QrPaymentPayload {
  const { orderId, payment, itemCount } = input;
  return {
    orderId,
    amount: payment.amount,
    currency: payment.currency,
    merchantId: payment.merchantId,
    timestamp: input.now.toISOString(),
    expiresAt: payment.expiresAt,
    paymentUrl: new URL(payment.url, input.origin).toString(),
    description: `${input.hotelName} food order #${orderNumber(orderId)} (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`,
  };
}

/**
 * What the QR code holds: the payment link itself, because a phone's camera opens a URL but only
 * shows JSON as text. The full payload travels with 'Copy payment info'.
 */
export function qrContent(payload: QrPaymentPayload): string {
  return payload.paymentUrl;
}

// ---------------------------------------------------------------------------------------------
// Countdown. The server says how many seconds a link has left, so a wrong device clock does not
// matter: the deadline is counted from when the answer arrived.

export function deadlineFrom(expiresInSeconds: number, receivedAt: number): number {
  return receivedAt + expiresInSeconds * 1000;
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Red under a minute, 'expired' at zero. */
export const URGENT_SECONDS = 60;
export type CountdownTone = 'normal' | 'urgent' | 'expired';

export function countdownTone(seconds: number): CountdownTone {
  if (seconds <= 0) return 'expired';
  return seconds < URGENT_SECONDS ? 'urgent' : 'normal';
}

/** 4:05, 0:09. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The dialog's payment states (spec: pending, processing, success, expired).

export type PaymentPhase = 'pending' | 'processing' | 'success' | 'expired';
export type PaymentEvent = 'pay' | 'expire' | 'confirmed' | 'failed' | 'renewed';

/**
 * Paying starts only from pending; a countdown running out during processing does not undo a
 * payment the server may be taking; the server's confirmation wins from any state.
 */
export function nextPhase(phase: PaymentPhase, event: PaymentEvent): PaymentPhase {
  switch (event) {
    case 'pay':
      return phase === 'pending' ? 'processing' : phase;
    case 'expire':
      return phase === 'pending' ? 'expired' : phase;
    case 'confirmed':
      return 'success';
    case 'failed':
      return phase === 'processing' ? 'pending' : phase;
    case 'renewed':
      return phase === 'expired' ? 'pending' : phase;
  }
}

/**
 * A random key for idempotent requests. crypto.randomUUID exists only on secure origins, and a
 * phone may open the pay page over plain HTTP on the hotel network; getRandomValues works there.
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface CheckoutAttempt {
  signature: string;
  key: string;
}

/**
 * The idempotency key of a checkout request: the same request again (a double click, a retry after
 * a network error, reopening the dialog) keeps its key and gets the first order back; a changed cart
 * or address is a new order with a new key.
 */
export function checkoutAttempt(previous: CheckoutAttempt | null, request: unknown): CheckoutAttempt {
  const signature = JSON.stringify(request);
  return previous?.signature === signature ? previous : { signature, key: newClientKey() };
}
