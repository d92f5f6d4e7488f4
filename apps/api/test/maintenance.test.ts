import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '@innkeep/db';
import { afterAll, expect, it } from 'vitest';
import { startMaintenance } from '../src/engine/maintenance';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-fts-'));
const path = join(dir, 'innkeep.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

it('merges the full-text indexes into one b-tree when the server starts, finding the same rows', () => {
  const { db, close } = openDatabase(path);
  try {
    const sqlite = db.$client;
    sqlite.exec(`INSERT INTO users (id, name, email, phone, role, is_approved, password_hash, created_at, updated_at)
      VALUES ('u1', 'Ada', 'ada@example.test', '555', 'customer', 1, 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
    // Each complaint in its own transaction, so each adds a b-tree to the index.
    const insert = sqlite.prepare(
      `INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
       VALUES (?, 'u1', ?, 'The wi-fi drops every evening', 'room', 'low', 'pending', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    for (let i = 0; i < 40; i++) insert.run(`c${i}`, `Complaint ${i}`);
    expect(fullyMerged()).toBe(false);

    startMaintenance(db, (error) => {
      throw error;
    }).stop();
    expect(fullyMerged()).toBe(true);
    expect(sqlite.prepare(`SELECT count(*) FROM complaints_fts WHERE complaints_fts MATCH '"wi-fi"'`).pluck().get()).toBe(40);
  } finally {
    close();
  }
});
