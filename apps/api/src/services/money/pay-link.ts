import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@innkeep/api-contract';

/*
 * The QR pay link, shared by food orders and stays' balances: a random token stored on the row it
 * pays, valid for a few minutes; holding it is the authorization, so the pay page needs no sign-in.
 */

/** 32 random bytes, base64url: unguessable, and safe in a URL as it is. */
export function newPaymentLink(now: Date) {
  return {
    paymentToken: randomBytes(32).toString('base64url'),
    paymentExpiresAt: new Date(now.getTime() + LIMITS.qrExpirySeconds * 1000).toISOString(),
  };
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function secondsUntil(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}

export function linkExpired(expiresAt: string | null, now: Date): boolean {
  return !expiresAt || Date.parse(expiresAt) <= now.getTime();
}
