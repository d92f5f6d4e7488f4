import argon2 from 'argon2';
import { concurrencyLimit } from '../../lib/concurrency';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes 19 MiB and a core for tens of milliseconds in libuv's thread pool, which file and
 * DNS work share: a burst of sign-ins must queue here rather than starve everyone else.
 */
const argon2Slot = concurrencyLimit(2);

export function hashPassword(password: string): Promise<string> {
  return argon2Slot(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slot(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so an unknown email cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('innkeep-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
