import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MSG, DEFAULT_HOTEL_INFO, MSG, type HotelInfo } from '@innkeep/api-contract';
import type { AuditEntryView } from '../src/services/operations';
import { countRows, LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { tokenFor, startTestServer, type TestServer } from './helpers';

type AuditList = { entries: AuditEntryView[]; total: number; entities: string[] };

const NEW_INFO: HotelInfo = {
  ...DEFAULT_HOTEL_INFO,
  hotelName: 'Seaside Lodge',
  contactPhone: '+44 20 7946 0000',
  contactEmail: 'desk@seaside.test',
  address: '1 Promenade, Brighton',
  checkInTime: '15:00',
  checkOutTime: '10:30',
  taxRatePercent: 20,
  currency: 'GBP',
  locale: 'en-GB',
  unpaidOrderCancelMinutes: 45,
};

describe('admin settings, maintenance and security', () => {
  const clock = manualClock(`${YEAR}-02-01T08:00:00.000Z`);
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, token = admin.token) => server.api<T>(method, path, { body, token });

  /** Calls a tRPC mutation over HTTP, as the web app does. */
  async function trpcMutation<T>(path: string, token: string): Promise<{ status: number; data?: T }> {
    const res = await fetch(`${server.base}/trpc/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { result?: { data: T } };
    return { status: res.status, data: body.result?.data };
  }

  it('saves the hotel details: guests see them at once, the change is audited', async () => {
    expect((await call<HotelInfo>('GET', '/api/admin/settings')).body).toEqual(DEFAULT_HOTEL_INFO);
    const res = await call<HotelInfo>('PUT', '/api/admin/settings', NEW_INFO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NEW_INFO);
    expect((await server.api('GET', '/api/settings/hotel')).body).toEqual({ ...NEW_INFO, timeZone: 'UTC' });
    const [entry] = (await call<AuditList>('GET', '/api/admin/audit-log?entity=settings')).body.entries;
    const changedKeys = Object.keys(NEW_INFO).filter(
      (key) => NEW_INFO[key as keyof HotelInfo] !== DEFAULT_HOTEL_INFO[key as keyof HotelInfo],
    );
    expect(entry).toMatchObject({ action: 'settings.update', actor: { _id: admin.id }, details: { fields: changedKeys } });
  });

  it.each([
    [{ contactEmail: 'not-an-email' }, MSG.invalidEmail],
    [{ checkInTime: '25:00' }, 'Use a 24-hour time like 14:00'],
    [{ hotelName: ' ' }, MSG.requiredFields],
  ])('refuses %j and keeps the stored details', async (change, message) => {
    const audits = countRows(server, 'audit_log');
    const res = await call<{ message: string }>('PUT', '/api/admin/settings', { ...NEW_INFO, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await server.api('GET', '/api/settings/hotel')).body).toEqual({ ...NEW_INFO, timeZone: 'UTC' });
    expect(countRows(server, 'audit_log')).toBe(audits);
  });

  it('downloads a consistent SQLite backup of the live database, then removes its temporary copy', async () => {
    // The service's own copy, found by the path it hands to SQLite's backup (other tests make
    // folders in the shared temporary directory at the same time, so counting them would race).
    const sqlite = server.deps.db.$client;
    const backup = sqlite.backup.bind(sqlite);
    const copies: { path: string; written: boolean }[] = [];
    const spy = vi.spyOn(sqlite, 'backup').mockImplementation(async (path, options) => {
      const done = await backup(path, options);
      copies.push({ path, written: existsSync(path) });
      return done;
    });
    const res = await fetch(`${server.base}/api/admin/settings/backup`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.sqlite3');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="innkeep-backup-${YEAR}-02-01.db"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');

    const dir = mkdtempSync(join(tmpdir(), 'innkeep-restore-'));
    try {
      writeFileSync(join(dir, 'copy.db'), bytes);
      const copy = new Database(join(dir, 'copy.db'), { readonly: true });
      expect((copy.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n).toBe(countRows(server, 'users'));
      expect((copy.prepare("SELECT value FROM settings WHERE key = 'hotelName'").get() as { value: string }).value).toBe('"Seaside Lodge"');
      copy.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    spy.mockRestore();
    expect(copies).toEqual([{ path: expect.stringMatching(/innkeep-backup-[^/\\]+[/\\]innkeep\.db$/), written: true }]);
    // Removed once the download's stream has closed, which may be just after the client has the bytes.
    await expect.poll(() => existsSync(dirname(copies[0]!.path)), { timeout: 10_000 }).toBe(false);
    expect(countRows(server, 'audit_log', "action = 'settings.backup' AND actor_id = ?", admin.id)).toBe(1);
  });

  it('the browser downloads through a one-minute ticket tied to the admin session', async () => {
    const link = await trpcMutation<{ url: string; expiresInSeconds: number }>('admin.settings.backupLink', admin.token);
    expect(link.status).toBe(200);
    expect(link.data?.url).toMatch(/^\/api\/admin\/settings\/backup\?ticket=/);
    expect(link.data?.expiresInSeconds).toBe(60);
    const ok = await fetch(server.base + (link.data?.url ?? ''));
    expect(ok.status).toBe(200);
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 15)
        .toString('latin1'),
    ).toBe('SQLite format 3');

    // A ticket works once, even when two uses race.
    const again = await server.api('GET', link.data?.url ?? '');
    expect(again).toMatchObject({ status: 401, body: { message: ADMIN_MSG.backupLinkUsed } });
    const fresh = await trpcMutation<{ url: string }>('admin.settings.backupLink', admin.token);
    const raced = await Promise.all([1, 2].map(() => fetch(server.base + (fresh.data?.url ?? ''))));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
    await Promise.all(raced.map((r) => r.arrayBuffer()));

    // Expired after a minute.
    clock.set(`${YEAR}-02-01T08:01:01.000Z`);
    const late = await server.api('GET', link.data?.url ?? '');
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: ADMIN_MSG.backupLinkInvalid });
    clock.set(`${YEAR}-02-01T08:00:00.000Z`);

    // A session token is not a ticket, nor is anything forged.
    for (const ticket of [admin.token, 'forged']) {
      expect((await server.api('GET', `/api/admin/settings/backup?ticket=${ticket}`)).status).toBe(401);
    }
    // Customers get no ticket.
    const customer = await signedIn(server, 'customer');
    expect((await trpcMutation('admin.settings.backupLink', customer.token)).status).toBe(403);
  });

  it('the backup is a REST download only: over tRPC an administrator gets 405 naming the path, and no copy is made', async () => {
    const before = countRows(server, 'audit_log', "action = 'settings.backup'");
    const link = await trpcMutation<{ url: string }>('admin.settings.backupLink', admin.token);
    const ticket = new URL(link.data?.url ?? '', server.base).searchParams.get('ticket') ?? '';
    const asTrpc = (token?: string) =>
      fetch(`${server.base}/trpc/admin.settings.backup?input=${encodeURIComponent(JSON.stringify({ ticket }))}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    for (const res of [await asTrpc(admin.token), await asTrpc()]) {
      expect(res.status).toBe(405);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.downloadOnly('/api/admin/settings/backup'));
    }
    expect(countRows(server, 'audit_log', "action = 'settings.backup'")).toBe(before);
    // The ticket was not spent by the refused calls.
    expect((await fetch(server.base + (link.data?.url ?? ''))).status).toBe(200);
  });

  it('a ticket dies with the session that asked for it', async () => {
    const token = await tokenFor(server, admin);
    const link = await trpcMutation<{ url: string }>('admin.settings.backupLink', token);
    await server.api('POST', '/api/auth/logout', { token });
    expect((await server.api('GET', link.data?.url ?? '')).status).toBe(401);
  });

  it('clears the public chat now, audited', async () => {
    const guest = await signedIn(server, 'customer');
    const chat = await server.api<{ chatId: string }>('GET', '/api/chat/public-chat', { token: guest.token });
    expect(
      (await server.api('POST', `/api/chat/${chat.body.chatId}/messages`, { token: guest.token, body: { content: 'Hello' } })).status,
    ).toBeLessThan(300);
    expect(countRows(server, 'chat_messages')).toBe(1);
    const res = await call<{ success: boolean }>('POST', '/api/admin/settings/clear-chat');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(countRows(server, 'chat_messages')).toBe(0);
    expect(countRows(server, 'audit_log', "action = 'chat.clear' AND actor_id = ?", admin.id)).toBe(1);
  });

  it('signs the administrator out everywhere else, keeping this session', async () => {
    const laptop = await tokenFor(server, admin);
    const phone = await tokenFor(server, admin);
    const res = await call<{ ended: number; message: string }>('POST', '/api/admin/settings/sign-out-others', undefined, laptop);
    expect(res.status).toBe(200);
    // The first session (admin.token) and the phone.
    expect(res.body).toMatchObject({ ended: 2, message: ADMIN_MSG.otherSessionsEnded(2) });
    expect((await server.api('GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await server.api('GET', '/api/auth/me', { token: admin.token })).status).toBe(401);
    expect((await server.api('GET', '/api/auth/me', { token: laptop })).status).toBe(200);
    expect(countRows(server, 'audit_log', "action = 'session.sign-out-others'")).toBe(1);
    admin = { ...admin, token: laptop };
  });

  it('lists the audit log newest first, filtered by entity and searched, paged', async () => {
    const all = await call<AuditList>('GET', '/api/admin/audit-log?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.entries.length);
    expect(all.body.entries[0]?.action).toBe('session.sign-out-others');
    const times = all.body.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.entities).toEqual(expect.arrayContaining(['chat', 'settings', 'user']));

    const backups = await call<AuditList>('GET', '/api/admin/audit-log?search=BACKUP');
    expect(backups.body.entries.every((e) => e.action === 'settings.backup')).toBe(true);
    // One download with the Bearer token, three with tickets; the refused ones left no entry.
    expect(backups.body.total).toBe(4);
    const page = await call<AuditList>('GET', '/api/admin/audit-log?entity=settings&limit=4&page=2');
    expect(page.body.total).toBe(5);
    expect(page.body.entries.map((e) => e.action)).toEqual(['settings.update']);
  });
});
