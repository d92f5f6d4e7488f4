import type { Db } from '@innkeep/db';
import type { Env } from './env';
import type { EventBus } from './events';

/** What every procedure, REST route and service may use; built once at start-up (or per test). */
export interface AppDeps {
  db: Db;
  env: Env;
  /** Key for signing session tokens. */
  secret: Uint8Array;
  /** Injectable clock: tests move time instead of waiting. */
  now: () => Date;
  /** Live-update events, emitted after commits and consumed by subscriptions. */
  events: EventBus;
}

/** What a read needs: all a worker thread's own read-only connection has (csv-worker.ts). */
export type ReaderDeps = Pick<AppDeps, 'db' | 'env' | 'now'>;
