import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

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

/** The same id made by SQLite, for rows an `INSERT … SELECT` creates several at a time. */
export function newIdSql(): SQL<string> {
  return sql<string>`printf('%08x', unixepoch()) || lower(hex(randomblob(8)))`;
}
