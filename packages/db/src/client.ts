import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

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

/** How many compiled statements a connection keeps, by their SQL (`withStatementCache`). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Makes `prepare` hand back the statement it compiled before for the same SQL, among the last
 * STATEMENT_CACHE_SIZE: drizzle prepares every query it runs, and compiling took a tenth of a
 * payments search (0.23 of 1.97 ms). A statement comes back in its default mode (drizzle turns `raw`
 * on and never off) and never while it is still being iterated.
 */
function withStatementCache(sqlite: Database.Database): Database.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = statements.get(source);
    statements.delete(source);
    const statement = cached && !cached.busy ? cached : prepare(source);
    if (statement === cached && statement.reader) statement.pluck(false).expand(false).raw(false);
    // A Map keeps insertion order: the first key is the statement used longest ago.
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  }) as Database.Database['prepare'];
  return sqlite;
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
  // Planner statistics: at open for tables that have none (a sample, so it stays quick on a large
  // file), then hourly as the data grows. A busy database simply waits for the next hour.
  sqlite.pragma('analysis_limit = 1000');
  const optimize = (mask: string) => {
    try {
      sqlite.pragma(`optimize = ${mask}`);
    } catch {
      // SQLITE_BUSY: another connection holds the write lock; statistics can wait.
    }
  };
  optimize('0x10002');
  const optimizer = setInterval(() => optimize('0xfffe'), 3_600_000);
  optimizer.unref();
  // The full-text indexes merged at open and then daily: a day's writes add few b-trees, and each
  // pass rewrites the whole index (about 25 MB for 50,000 complaints).
  const merger = fullTextMerger(sqlite);
  merger.start();
  const mergeTimer = setInterval(merger.start, 86_400_000);
  mergeTimer.unref();
  return {
    db,
    isNew,
    close: () => {
      clearInterval(optimizer);
      clearInterval(mergeTimer);
      merger.stop();
      sqlite.close();
    },
  };
}

const totalChanges = (sqlite: Database.Database) => sqlite.prepare('SELECT total_changes()').pluck().get() as number;

/** The FTS5 tables, whose b-trees `mergeFullTextStep` merges. */
export function fullTextTables(sqlite: Database.Database): string[] {
  return sqlite
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'`)
    .pluck()
    .all() as string[];
}

/**
 * One bounded step (about 8 pages, at most a few ms) of merging the FTS5 table `table` into one
 * b-tree. FTS5 adds a b-tree per write transaction and merges them only in part, and a search reads
 * every one: a merged complaints index found 'wi-fi' in 0.76 ms against 0.88 ms for the benchmark's.
 * True while work remains.
 */
export function mergeFullTextStep(sqlite: Database.Database, table: string): boolean {
  const before = totalChanges(sqlite);
  // A negative page count makes every b-tree eligible: FTS5's incremental 'optimize'.
  sqlite.prepare(`INSERT INTO "${table}" ("${table}", rank) VALUES ('merge', -8)`).run();
  // FTS5's own sign that an index is fully merged: the command changed fewer than two rows.
  return totalChanges(sqlite) - before >= 2;
}

/** Runs merge steps one per turn of the event loop, table after table, so requests are served between them. */
function fullTextMerger(sqlite: Database.Database) {
  let pending: NodeJS.Immediate | undefined;
  let tables: string[] = [];
  const step = () => {
    pending = undefined;
    try {
      if (!mergeFullTextStep(sqlite, tables[0]!)) tables.shift();
      if (tables.length > 0) pending = setImmediate(step);
    } catch {
      // SQLITE_BUSY: another connection holds the write lock; the next pass merges.
    }
  };
  return {
    start: () => {
      if (pending) return;
      tables = fullTextTables(sqlite);
      if (tables.length > 0) pending = setImmediate(step);
    },
    stop: () => clearImmediate(pending),
  };
}

/** A read-only connection to an existing, migrated file: a worker thread's, beside the server's own. */
export function openReadOnlyDatabase(path: string): { db: Db; close: () => void } {
  const sqlite = withStatementCache(new Database(path, { readonly: true, fileMustExist: true }));
  sqlite.pragma('busy_timeout = 5000');
  return { db: drizzle(sqlite, { schema }), close: () => sqlite.close() };
}
