import type { Db } from '@innkeep/db';
import { repeat, type Job } from './jobs';

/**
 * SQLite's own advice for a long-lived connection: `PRAGMA optimize` now and then refreshes the planner's
 * statistics of tables that changed a lot (openDatabase runs it once at open).
 */
export function startMaintenance(db: Db, onError: (error: unknown) => void): Job {
  return repeat(3_600_000, () => db.$client.pragma('optimize'), onError);
}
