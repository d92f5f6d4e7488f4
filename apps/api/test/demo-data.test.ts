import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HOTEL_INFO,
  DEMO_DATA_MSG,
  MSG,
  REMOVE_DEMO_DATA_CONFIRMATION,
  type DemoDataRemoved,
  type DemoStatus,
} from '@innkeep/api-contract';
import { DEMO_LOGINS } from '../src/demo-accounts';
import type { AuditEntryView } from '../src/services/operations';
import { countRows } from './admin-helpers';
import { startTestServer, tokenFor, type TestServer } from './helpers';

const PATH = '/api/admin/settings/remove-demo-data';
const ALL_DEMO_EMAILS = Object.values(DEMO_LOGINS).map((account) => account.email);
/** Everything guests and staff leave behind; all of it must go. */
const GUEST_TABLES = [
  'bookings',
  'food_orders',
  'food_order_items',
  'complaints',
  'notifications',
  'chat_messages',
  'room_reviews',
] as const;

const TABLES = ['users', 'sessions', 'rooms', 'food_items', 'settings', 'audit_log', ...GUEST_TABLES] as const;

function snapshot(server: TestServer): Record<(typeof TABLES)[number], number> {
  return Object.fromEntries(TABLES.map((t) => [t, countRows(server, t)])) as Record<(typeof TABLES)[number], number>;
}

describe('demo data on a seeded server', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let guest: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    [admin, staff, guest] = await Promise.all([
      tokenFor(server, DEMO_LOGINS.admin),
      tokenFor(server, DEMO_LOGINS.staff),
      tokenFor(server, DEMO_LOGINS.guest),
    ]);
  });
  afterAll(() => server.close());

  /** What the staff and admin portals show anyone: the demo sign-ins listed publicly. */
  const listed = async () => {
    const res = await fetch(`${server.base}/trpc/settings.demoAccounts`);
    return ((await res.json()) as { result: { data: { email: string }[] } }).result.data.map((account) => account.email);
  };

  it('reports which demo accounts still sign in with their published password, to admins only, and lists only those', async () => {
    const before = await server.api<DemoStatus>('GET', '/api/admin/settings/demo-status', { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.demoPasswordsInUse).toEqual(ALL_DEMO_EMAILS);
    expect(await listed()).toEqual(ALL_DEMO_EMAILS);
    expect((await server.api('GET', '/api/admin/settings/demo-status', { token: staff })).status).toBe(403);

    const changed = await server.api('PUT', '/api/auth/change-password', {
      token: guest,
      body: { currentPassword: DEMO_LOGINS.guest.password, newPassword: 'a-private-passw0rd' },
    });
    expect(changed.status).toBe(200);
    const after = await server.api<DemoStatus>('GET', '/api/admin/settings/demo-status', { token: admin });
    expect(after.body.demoPasswordsInUse).toEqual(ALL_DEMO_EMAILS.filter((email) => email !== DEMO_LOGINS.guest.email));
    expect(await listed()).toEqual(ALL_DEMO_EMAILS.filter((email) => email !== DEMO_LOGINS.guest.email));
  });

  it('refuses non-admins (403) and a wrong or missing confirmation (400), changing nothing', async () => {
    const before = snapshot(server);
    expect((await server.api('POST', PATH, { token: staff, body: { confirmation: REMOVE_DEMO_DATA_CONFIRMATION } })).status).toBe(403);
    expect((await server.api('POST', PATH, { body: { confirmation: REMOVE_DEMO_DATA_CONFIRMATION } })).body).toEqual({
      message: MSG.unauthorized,
    });
    for (const body of [{ confirmation: 'remove demo data' }, { confirmation: `${REMOVE_DEMO_DATA_CONFIRMATION} ` }, {}]) {
      const res = await server.api('POST', PATH, { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: DEMO_DATA_MSG.confirmationMismatch });
    }
    expect(snapshot(server)).toEqual(before);
  });

  it('keeps only the signed-in administrator, rooms and menu as chosen, and audits the counts', async () => {
    const before = snapshot(server);
    expect(before.rooms).toBeGreaterThan(0);
    const res = await server.api<{ removed: DemoDataRemoved; message: string }>('POST', PATH, {
      token: admin,
      body: { confirmation: REMOVE_DEMO_DATA_CONFIRMATION, keepRooms: true, keepMenu: true, keepSettings: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DEMO_DATA_MSG.removed);

    const after = snapshot(server);
    expect(after.users).toBe(1);
    expect(countRows(server, 'users', 'email = ?', DEMO_LOGINS.admin.email)).toBe(1);
    for (const table of GUEST_TABLES) expect(after[table], table).toBe(0);
    expect(after.sessions).toBe(countRows(server, 'sessions', 'user_id = (SELECT id FROM users)'));
    expect(after.rooms).toBe(before.rooms);
    expect(countRows(server, 'rooms', "status = 'available' AND rating IS NULL")).toBe(before.rooms);
    expect(after.food_items).toBe(before.food_items);
    expect(after.settings).toBe(0);
    expect((await server.api('GET', '/api/settings/hotel')).body).toEqual({ ...DEFAULT_HOTEL_INFO, timeZone: 'UTC' });
    // The history stays: every earlier audit row, plus one for this removal.
    expect(after.audit_log).toBe(before.audit_log + 1);
    expect(res.body.removed).toMatchObject({
      users: before.users - 1,
      bookings: before.bookings,
      foodOrders: before.food_orders,
      rooms: 0,
      foodItems: 0,
      settings: before.settings,
    });

    const [entry] = (await server.api<{ entries: AuditEntryView[] }>('GET', '/api/admin/audit-log?entity=settings', { token: admin })).body
      .entries;
    expect(entry).toMatchObject({
      action: 'demo-data.remove',
      details: { removed: res.body.removed, kept: { rooms: true, menu: true, settings: false } },
    });

    // Other accounts are gone with their sessions; the administrator still works and signs in.
    expect((await server.api('GET', '/api/auth/me', { token: staff })).status).toBe(401);
    expect((await server.api('POST', '/api/auth/login', { body: DEMO_LOGINS.staff })).status).toBe(401);
    expect((await server.api('GET', '/api/admin/dashboard', { token: admin })).status).toBe(200);
    expect(await tokenFor(server, DEMO_LOGINS.admin)).toBeTruthy();
    const status = await server.api<DemoStatus>('GET', '/api/admin/settings/demo-status', { token: admin });
    expect(status.body.demoPasswordsInUse).toEqual([DEMO_LOGINS.admin.email]);
  });
});

describe('removing demo data with rooms and menu cleared', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('deletes rooms and the menu, keeps the hotel settings', async () => {
    const settingsBefore = countRows(server, 'settings');
    const admin = await tokenFor(server, DEMO_LOGINS.admin);
    const res = await server.api<{ removed: DemoDataRemoved }>('POST', PATH, {
      token: admin,
      body: { confirmation: REMOVE_DEMO_DATA_CONFIRMATION, keepRooms: false, keepMenu: false, keepSettings: true },
    });
    expect(res.status).toBe(200);
    expect(countRows(server, 'rooms')).toBe(0);
    expect(countRows(server, 'food_items')).toBe(0);
    expect(countRows(server, 'settings')).toBe(settingsBefore);
    expect(countRows(server, 'users')).toBe(1);
    expect(res.body.removed.rooms).toBeGreaterThan(0);
    expect(res.body.removed.foodItems).toBeGreaterThan(0);
    expect((await server.api<{ rooms: unknown[] }>('GET', '/api/rooms', { token: admin })).status).toBe(200);
  });
});
