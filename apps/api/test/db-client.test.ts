import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { fullTextTables, mergeFullTextStep, openDatabase, openReadOnlyDatabase, STATEMENT_CACHE_SIZE } from '@innkeep/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-fts-'));
const path = join(dir, 'innkeep.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Files `n` complaints, each in its own transaction, so each adds a b-tree to the full-text index. */
function fileOneByOne(sqlite: Database.Database, n: number, from: number): void {
  const insert = sqlite.prepare(
    `INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
     VALUES (?, 'u1', ?, 'The wi-fi drops every evening', 'room', 'low', 'pending', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  );
  for (let i = from; i < from + n; i++) insert.run(`c${i}`, `Complaint ${i}`);
}

/**
 * Whether FTS5 finds nothing left to merge in `complaints_fts`: its merge command, rolled back, changes
 * fewer than two rows. Read on another connection, so the file is left as it was.
 */
function fullyMerged(): boolean {
  const probe = new Database(path);
  try {
    probe.exec('BEGIN IMMEDIATE');
    const changes = () => probe.prepare('SELECT total_changes()').pluck().get() as number;
    const before = changes();
    probe.exec(`INSERT INTO complaints_fts (complaints_fts, rank) VALUES ('merge', -8)`);
    const merged = changes() - before < 2;
    probe.exec('ROLLBACK');
    return merged;
  } finally {
    probe.close();
  }
}

const wifiMatches = (sqlite: Database.Database) =>
  sqlite.prepare(`SELECT count(*) FROM complaints_fts WHERE complaints_fts MATCH '"wi-fi"'`).pluck().get();

describe('full-text indexes merged into one b-tree', () => {
  it('merges an index written a row at a time, a bounded step at a time, and finds the same rows', () => {
    const { db, close } = openDatabase(path);
    const sqlite = db.$client;
    sqlite.exec(`INSERT INTO users (id, name, email, phone, role, is_approved, password_hash, created_at, updated_at)
      VALUES ('u1', 'Ada', 'ada@example.test', '555', 'customer', 1, 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
    fileOneByOne(sqlite, 40, 0);
    expect(fullyMerged()).toBe(false);

    expect(fullTextTables(sqlite)).toEqual(expect.arrayContaining(['complaints_fts', 'users_fts', 'food_orders_fts']));
    let steps = 0;
    while (mergeFullTextStep(sqlite, 'complaints_fts')) steps += 1;
    expect(steps).toBeGreaterThan(0);
    expect(fullyMerged()).toBe(true);
    expect(wifiMatches(sqlite)).toBe(40);
    expect(sqlite.prepare(`SELECT rowid FROM complaints_fts WHERE complaints_fts MATCH '"aint 17"'`).pluck().all()).toEqual([
      sqlite.prepare(`SELECT rowid FROM complaints WHERE id = 'c17'`).pluck().get(),
    ]);
    close();
  });

  it('merges in the background when the database is opened, with the event loop turning between steps', async () => {
    const writer = new Database(path);
    fileOneByOne(writer, 40, 40);
    writer.close();
    expect(fullyMerged()).toBe(false);

    const { db, close } = openDatabase(path);
    try {
      // Opening returns before any merge step: they run on later turns of the event loop.
      expect(fullyMerged()).toBe(false);
      await vi.waitFor(() => expect(fullyMerged()).toBe(true), { timeout: 10_000, interval: 20 });
      expect(wifiMatches(db.$client)).toBe(80);
    } finally {
      close();
    }
  });
});

describe('compiled statements kept by their SQL', () => {
  it('hands back the same statement for the same SQL, in its default mode, and compiles others', () => {
    const { db, close } = openDatabase(':memory:');
    try {
      const sqlite = db.$client;
      const first = sqlite.prepare('SELECT 1 AS one, 2 AS two');
      expect(first.raw().get()).toEqual([1, 2]);
      const again = sqlite.prepare('SELECT 1 AS one, 2 AS two');
      expect(again).toBe(first);
      expect(again.get()).toEqual({ one: 1, two: 2 });
      expect(sqlite.prepare('SELECT 1 AS one, 2 AS two').pluck().get()).toBe(1);
      expect(sqlite.prepare('SELECT 1 AS one, 2 AS two').all()).toEqual([{ one: 1, two: 2 }]);
      expect(sqlite.prepare('SELECT 3 AS three')).not.toBe(first);

      // Drizzle: values() leaves its statement raw; the same query read as objects afterwards still gets objects.
      const query = sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'`;
      expect(db.values(query)).toEqual([['users']]);
      expect(db.all(query)).toEqual([{ name: 'users' }]);
    } finally {
      close();
    }
  });

  it('never hands out a statement that is still being iterated', () => {
    const { db, close } = openDatabase(':memory:');
    try {
      const sqlite = db.$client;
      const source = 'SELECT value FROM json_each(?)';
      const outer = sqlite.prepare(source);
      const pairs: unknown[] = [];
      for (const row of outer.iterate('[1,2]') as Iterable<{ value: number }>) {
        const inner = sqlite.prepare(source);
        expect(inner).not.toBe(outer);
        pairs.push([row.value, inner.pluck().all('[3]')]);
      }
      expect(pairs).toEqual([
        [1, [3]],
        [2, [3]],
      ]);
    } finally {
      close();
    }
  });

  it('keeps the most recently used statements, up to its size, on read-only connections too', () => {
    const file = join(dir, 'read-only.db');
    openDatabase(file).close();
    const { db, close } = openReadOnlyDatabase(file);
    try {
      const sqlite = db.$client;
      const oldest = sqlite.prepare('SELECT 0');
      const kept = sqlite.prepare('SELECT 1');
      for (let i = 2; i < STATEMENT_CACHE_SIZE; i++) sqlite.prepare(`SELECT ${i}`);
      // Used again, 'SELECT 1' is the newest: two new statements push out 'SELECT 0' and 'SELECT 2'.
      expect(sqlite.prepare('SELECT 1')).toBe(kept);
      sqlite.prepare('SELECT -1');
      sqlite.prepare('SELECT -2');
      expect(sqlite.prepare('SELECT 1')).toBe(kept);
      expect(sqlite.prepare('SELECT 0')).not.toBe(oldest);
    } finally {
      close();
    }
  });
});

describe('a database newer than the code', () => {
  it('is refused with a clear message, and nothing in the file changes', () => {
    const newer = join(dir, 'newer.db');
    openDatabase(newer).close();
    const sqlite = new Database(newer);
    const latest = sqlite.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get() as number;
    // A migration a later release would have applied.
    sqlite.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('from-the-future', latest + 86_400_000);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
    const before = readFileSync(newer);

    expect(() => openDatabase(newer)).toThrow(/last upgraded by a newer version of Innkeep.*Nothing was changed\./);
    expect(readFileSync(newer).equals(before)).toBe(true);
    // The same file still opens for the release that made it (here: once the future row is gone).
    const fix = new Database(newer);
    fix.prepare("DELETE FROM __drizzle_migrations WHERE hash = 'from-the-future'").run();
    fix.close();
    expect(() => openDatabase(newer).close()).not.toThrow();
  });
});
