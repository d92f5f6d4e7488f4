import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, TRIGGERS } from '@innkeep/db';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-triggers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the migrated database holds exactly the triggers packages/db/src/triggers.ts names with their readers', () => {
  const { db, close } = openDatabase(join(dir, 'innkeep.db'));
  try {
    const names = db.$client.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).pluck().all();
    expect(names).toEqual(Object.keys(TRIGGERS).sort());
  } finally {
    close();
  }
});
