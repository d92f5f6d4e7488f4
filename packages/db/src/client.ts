import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { withStatementCache } from './statement-cache';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both so they compose. */
export type DbOrTx = Db | Tx;

// Resolved through the package so it works from source, from the bundled server and from tests.
const migrationsFolder = join(dirname(createRequire(import.meta.url).resolve('@innkeep/db/package.json')), 'drizzle');

export interface OpenedDatabase {
  db: Db;
  /** True when the file did not exist or held no tables before this call. */
  isNew: boolean;
  close: () => void;
}

/** When the newest migration this code ships was made (drizzle records it as each migration's `created_at`). */
function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Refuses a database migrated by a newer Innkeep than this one: its tables may have changed in ways
 * this code would misread or write over. Checked before anything is written, so nothing changes.
 */
function refuseNewerDatabase(sqlite: Database.Database, path: string): void {
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return;
  const { at } = sqlite.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number | null };
  const latest = latestMigrationMillis();
  if (at !== null && Number(at) > latest) {
    sqlite.close();
    throw new Error(
      `The database ${path} was last upgraded by a newer version of Innkeep (its latest migration is from ` +
        `${new Date(Number(at)).toISOString()}; this version knows migrations up to ${new Date(latest).toISOString()}). ` +
        'Run the newer version, or restore a backup made by this one (npm run restore). Nothing was changed.',
    );
  }
}

/** Opens (creating if needed) the SQLite file, sets durability pragmas and applies pending migrations. */
export function openDatabase(path: string): OpenedDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = withStatementCache(new Database(path));
  refuseNewerDatabase(sqlite, path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: an acknowledged booking or payment survives a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL');
  const isNew =
    (sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'").get() as { n: number }).n === 0;
  const db: Db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  // Planner statistics for tables that have none, from a sample so it stays quick on a large file;
  // the server refreshes them hourly (apps/api/src/engine/maintenance.ts).
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return {
    db,
    isNew,
    close: () => sqlite.close(),
  };
}

/** A read-only connection to an existing, migrated file: a worker thread's, beside the server's own. */
export function openReadOnlyDatabase(path: string): { db: Db; close: () => void } {
  const sqlite = withStatementCache(new Database(path, { readonly: true, fileMustExist: true }));
  sqlite.pragma('busy_timeout = 5000');
  return { db: drizzle(sqlite, { schema }), close: () => sqlite.close() };
}
