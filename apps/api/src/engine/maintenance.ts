import type { Db } from '@innkeep/db';
import { FULL_TEXT_COLUMNS } from './search';
import { repeat, type Job } from './jobs';

/**
 * Merges each full-text index into one b-tree (FTS5's 'optimize'). FTS5 adds a b-tree per write and
 * merges them only in part, and a search reads every one; merged, the users search 'guest 12' took
 * 1.1 ms serial on the benchmark's large data against 2.0 ms unmerged. About 0.3 s on 50,000 complaints,
 * so it runs once at start, before the server listens; FTS5's own automerge keeps it tidy afterwards.
 */
export function optimizeFullText(db: Db): void {
  for (const table of Object.keys(FULL_TEXT_COLUMNS)) db.$client.exec(`INSERT INTO "${table}" ("${table}") VALUES ('optimize')`);
}

/**
 * The server's database care: full-text indexes merged at start, and SQLite's own advice for a
 * long-lived connection, `PRAGMA optimize` hourly (openDatabase runs it once at open).
 */
export function startMaintenance(db: Db, onError: (error: unknown) => void): Job {
  try {
    optimizeFullText(db);
  } catch (error) {
    // SQLITE_BUSY: another process holds the write lock; searches still work, a little slower.
    onError(error);
  }
  return repeat(3_600_000, () => db.$client.pragma('optimize'), onError);
}
