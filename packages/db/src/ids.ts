import { randomBytes } from 'node:crypto';

/**
 * 24 hex characters: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation
 * and their last 6 characters (the spec's order number) are random.
 */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + randomBytes(8).toString('hex');
}
