import type { Db } from '@innkeep/db';

/**
 * Runs a write of rows derived from other data without waiting for the disk (synchronous = NORMAL):
 * analytics' day sums, a channel feed's stays. A power cut before the next commit that waits for it
 * may lose the write (that commit carries it to the disk); what was lost is derived again (the days
 * summed again, the feed synced again). A sync's 10 slices waited 10 times for the disk otherwise,
 * holding the event loop 20–280 ms each on a busy machine.
 */
export function derivedWrite<T>(db: Db, write: () => T): T {
  const durability = db.$client.pragma('synchronous', { simple: true }) as number;
  db.$client.pragma('synchronous = NORMAL');
  try {
    return write();
  } finally {
    db.$client.pragma(`synchronous = ${durability}`);
  }
}
