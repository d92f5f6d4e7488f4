import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { mergeFullTextStep, openDatabase } from '@innkeep/db';
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

    let steps = 0;
    while (mergeFullTextStep(sqlite)) steps += 1;
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
