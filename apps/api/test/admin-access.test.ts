import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@innkeep/api-contract';
import { countRows, signedIn, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

/** Every admin REST path (spec 02 §7 and the ones this product adds), with a body where it takes one. */
const ADMIN_PATHS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/missing/approval', { isApproved: true }],
  ['PUT', '/api/admin/users/missing/role', { role: 'staff' }],
  ['DELETE', '/api/admin/users/missing'],
  ['GET', '/api/admin/rooms'],
  ['POST', '/api/admin/rooms', {}],
  ['PUT', '/api/admin/rooms/missing', {}],
  ['DELETE', '/api/admin/rooms/missing'],
  ['GET', '/api/admin/bookings'],
  ['PUT', '/api/admin/bookings/missing/status', { status: 'confirmed' }],
  ['GET', '/api/admin/food'],
  ['POST', '/api/admin/food', {}],
  ['PUT', '/api/admin/food/missing', {}],
  ['PUT', '/api/admin/food/missing/availability', { isAvailable: false }],
  ['DELETE', '/api/admin/food/missing'],
  ['GET', '/api/admin/food-orders'],
  ['PUT', '/api/admin/food-orders/missing/status', { status: 'ready' }],
  ['GET', '/api/admin/notifications'],
  ['POST', '/api/admin/notifications/broadcast', { audience: 'customers', title: 'Hi', message: 'Hello' }],
  ['GET', '/api/admin/payment-history'],
  ['GET', '/api/admin/payment-history/export'],
  ['GET', '/api/admin/analytics?period=30'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', {}],
  ['GET', '/api/admin/settings/backup'],
  ['POST', '/api/admin/settings/clear-chat'],
  ['POST', '/api/admin/settings/sign-out-others'],
  ['GET', '/api/admin/audit-log'],
];

describe('admin paths refuse everyone but administrators', () => {
  let server: TestServer;
  let customer: Account;
  let staff: Account;
  let pending: Account;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    customer = await signedIn(server, 'customer');
    staff = await signedIn(server, 'staff');
    pending = await signedIn(server, 'staff', false);
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  it.each(ADMIN_PATHS)('%s %s: 401 for a visitor, 403 for customer and staff, and changes nothing', async (method, path, body) => {
    const auditBefore = countRows(server, 'audit_log');
    const visitor = await server.api(method, path, { body });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: MSG.unauthorized });
    for (const account of [customer, staff, pending]) {
      const res = await server.api(method, path, { body, token: account.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG.adminRequired });
    }
    expect(countRows(server, 'audit_log')).toBe(auditBefore);
  });

  it.each(ADMIN_PATHS)('%s %s: an administrator gets through the role check', async (method, path, body) => {
    // Clearing the chat and signing out other sessions are real actions, and the backup is a file:
    // admin-settings.test.ts covers them.
    if (/\/(clear-chat|sign-out-others|backup)$/.test(path)) return;
    const res = await server.api(method, path, { body, token: admin.token });
    expect([200, 201, 400, 404]).toContain(res.status);
  });

  it('a signed-out token is refused with the session message', async () => {
    const gone = await signedIn(server, 'admin');
    await server.api('POST', '/api/auth/logout', { token: gone.token });
    const res = await server.api('GET', '/api/admin/dashboard', { token: gone.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.sessionExpired });
  });
});
