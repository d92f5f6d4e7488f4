import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '@innkeep/db';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
