import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { BackupEntry, BackupStatus } from '../src/engine/backups';
import { insertBooking, insertPerson, insertRoom, signedIn } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

/** A backup file's bookings and its integrity verdict, read as restore would. */
function readBackup(dir: string, file: string) {
  const db = new Database(join(dir, file), { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      bookingIds: (db.prepare('select id from bookings').all() as { id: string }[]).map((row) => row.id),
    };
  } finally {
    db.close();
  }
}

describe('scheduled backups (engine/backups.ts)', () => {
  it('run on the schedule: a new one passes the integrity check and holds a booking made just before', async () => {
    // 0.01 minutes: a backup at start (none on disk yet), then every 600 ms.
    const server = await startTestServer({ env: { BACKUP_INTERVAL_MINUTES: '0.01', BACKUP_KEEP: '50' } });
    try {
      const admin = await signedIn(server, 'admin');
      const status = async () => (await server.api<BackupStatus>('GET', '/api/admin/settings/backups', { token: admin.token })).body;
      await expect.poll(async () => (await status()).backups.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const booking = insertBooking(server.deps, {
        customerId: insertPerson(server.deps).id,
        roomId: insertRoom(server.deps).id,
        checkIn: '2031-01-10',
        checkOut: '2031-01-12',
        totalCents: 20_000,
      });
      const madeAt = new Date().toISOString();
      // A scheduled backup made after the booking (the newest one first).
      await expect.poll(async () => (await status()).backups[0]!.at > madeAt, { timeout: 10_000 }).toBe(true);
      const { backups, dir, nextAt } = await status();
      expect(nextAt).not.toBeNull();
      expect(backups[0]).toMatchObject({ ok: true, bytes: expect.any(Number) });
      expect(readBackup(dir, backups[0]!.file!)).toEqual({ integrity: 'ok', bookingIds: expect.arrayContaining([booking.id]) });
    } finally {
      await server.close();
    }
  });

  it('keeps exactly BACKUP_KEEP, newest first; "Back up now" is audited and admins only', async () => {
    const server = await startTestServer({ env: { BACKUP_KEEP: '2' } });
    try {
      const admin = await signedIn(server, 'admin');
      const staff = await signedIn(server, 'staff');
      expect((await server.api('POST', '/api/admin/settings/backups', { token: staff.token })).status).toBe(403);
      const made: BackupEntry[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await server.api<BackupEntry>('POST', '/api/admin/settings/backups', { token: admin.token });
        expect(res.status).toBe(201);
        made.push(res.body);
      }
      const { backups, nextAt, dir } = (await server.api<BackupStatus>('GET', '/api/admin/settings/backups', { token: admin.token })).body;
      expect(nextAt).toBeNull();
      expect(backups.map((b) => b.file)).toEqual([made[3]!.file, made[2]!.file]);
      // Nothing else is left in the folder: no temporary copy, nor its -wal/-shm from the check.
      expect(readdirSync(dir).sort()).toEqual([made[2]!.file, made[3]!.file].sort());
      const audited = server.deps.db.$client.prepare("select count(*) as n from audit_log where action = 'settings.backup-now'").get();
      expect(audited).toEqual({ n: 4 });
    } finally {
      await server.close();
    }
  });

  it('reports a failed backup (logged, shown to admins) and makes none', async () => {
    const server = await startTestServer();
    const blocked = join(server.deps.env.BACKUP_DIR, '..', 'not-a-folder');
    writeFileSync(blocked, 'a file where the backup folder should be');
    const broken = await startTestServer({ env: { BACKUP_DIR: blocked } });
    try {
      const admin = await signedIn(broken, 'admin');
      const res = await broken.api<BackupEntry>('POST', '/api/admin/settings/backups', { token: admin.token });
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ ok: false, file: null, error: expect.any(String) });
      const { lastFailure, backups } = (await broken.api<BackupStatus>('GET', '/api/admin/settings/backups', { token: admin.token })).body;
      expect(lastFailure).toMatchObject({ ok: false });
      expect(backups).toEqual([lastFailure]);
    } finally {
      await broken.close();
      await server.close();
    }
  });
});

/** Runs `npm run restore -- <file>` as an operator would (tsx), answering its exit code and output. */
function restore(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/scripts/restore.ts', file], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

describe('npm run restore', () => {
  it('refuses while the server runs, then restores a backup that serves the same data, keeping the replaced file', async () => {
    const keep = mkdtempSync(join(tmpdir(), 'innkeep-restore-'));
    try {
      const source = await startTestServer({ seed: true });
      const admin = await signedIn(source, 'admin');
      const made = (await source.api<BackupEntry>('POST', '/api/admin/settings/backups', { token: admin.token })).body;
      const backup = join(keep, 'backup.db');
      copyFileSync(join(source.deps.env.BACKUP_DIR, made.file!), backup);
      const bookings = async (server: TestServer) =>
        (await server.api<{ total: number }>('GET', '/api/admin/bookings', { token: admin.token })).body.total;
      const before = await bookings(source);
      expect(before).toBeGreaterThan(0);
      await source.close();

      const live = join(keep, 'live.db');
      const running = await startTestServer({ env: { DATABASE_PATH: live } });
      const env = { DATABASE_PATH: live, PORT: new URL(running.base).port, HOST: '127.0.0.1' };
      const refused = await restore(backup, env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop it first');
      expect(readdirSync(keep).filter((name) => name.includes('.replaced-'))).toEqual([]);
      await running.close();

      const done = await restore(backup, env);
      expect(done.output).toContain('Restored');
      expect(done.code).toBe(0);
      expect(readdirSync(keep).some((name) => /^live\.db\.replaced-.*[^lm]$/.test(name))).toBe(true);
      const restored = await startTestServer({ env: { DATABASE_PATH: live } });
      try {
        // The same bookings, and a session made before the backup still signs its holder in.
        expect(await bookings(restored)).toBe(before);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(keep, { recursive: true, force: true });
    }
  }, 120_000);
});
