import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, openReadOnlyDatabase, STATEMENT_CACHE_SIZE } from '@innkeep/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
