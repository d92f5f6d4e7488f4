import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from '../env';

/**
 * The token-signing key: JWT_SECRET when set, else a random key kept beside the database
 * (mode 600) so sessions survive restarts without any setup.
 */
export function loadSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (env.DATABASE_PATH === ':memory:') return randomBytes(48);
  const file = join(dirname(env.DATABASE_PATH), '.jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('hex'), { mode: 0o600, flag: 'wx' });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
