import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MSG, MSG, type PublicUser } from '@innkeep/api-contract';
import { auditLog, users } from '@innkeep/db';
import { setRole } from '../src/services/people';
import { countRows, insertBooking, insertFoodOrder, insertPerson, insertRoom, signedIn, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

type UserList = { users: PublicUser[]; total: number };

function userRow(server: TestServer, id: string) {
  return server.deps.db.select().from(users).where(eq(users.id, id)).get();
}

function auditFor(server: TestServer, id: string) {
  return server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id)).all();
}

describe('admin users: list, paging and filters', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server, 'admin');
    // 23 customers created a minute apart, so "newest first" is well defined.
    for (let i = 0; i < 23; i += 1) {
      insertPerson(server.deps, {
        name: `Customer ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      });
    }
    insertPerson(server.deps, { role: 'staff', name: 'Paula Pending', isApproved: false });
    insertPerson(server.deps, { role: 'staff', name: 'Sam Staff', email: 'sam.staff@example.test' });
    insertPerson(server.deps, { name: 'Percent 100% Guest' });
    insertPerson(server.deps, { name: 'Under_score Guest' });
    insertPerson(server.deps, { name: 'ALICE Upper', email: 'alice.upper@example.test' });
  });
  afterAll(() => server.close());

  const list = (query = '') => server.api<UserList>('GET', `/api/admin/users${query}`, { token: admin.token });

  it('answers { users, total } with public fields only, newest first, 10 per page by default', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(29);
    expect(res.body.users).toHaveLength(10);
    for (const user of res.body.users) {
      expect(Object.keys(user).sort()).toEqual([
        '_id',
        'address',
        'createdAt',
        'deletionRequestedAt',
        'email',
        'isApproved',
        'language',
        'name',
        'phone',
        'role',
        'updatedAt',
      ]);
    }
    const dates = res.body.users.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages with LIMIT/OFFSET: 26 customers are 10 + 10 + 6, and a page past the end is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?role=customer&page=${page}&limit=10`)));
    expect(pages.map((p) => p.body.users.length)).toEqual([10, 10, 6, 0]);
    expect(pages.every((p) => p.body.total === 26)).toBe(true);
    const names = pages.flatMap((p) => p.body.users.map((u) => u.name));
    expect(new Set(names).size).toBe(26);
    // Newest first: the 23 numbered customers were created in order, after the rest.
    expect(names.slice(0, 3)).toEqual(['Customer 22', 'Customer 21', 'Customer 20']);
    expect((await list('?role=customer&limit=5&page=5')).body.users.map((u) => u.name)).toEqual([
      'Customer 02',
      'Customer 01',
      'Customer 00',
      ...names.slice(23, 25),
    ]);
  });

  it('filters by role and approval, and refuses bad paging input', async () => {
    expect((await list('?role=staff')).body.total).toBe(2);
    const pending = await list('?role=staff&approval=false');
    expect(pending.body.users.map((u) => u.name)).toEqual(['Paula Pending']);
    expect((await list('?approval=true')).body.total).toBe(28);
    for (const bad of ['?limit=101', '?limit=0', '?page=0', '?page=abc', '?role=owner', '?approval=maybe']) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
  });

  it('searches name, email and phone case-insensitively, taking % and _ literally', async () => {
    expect((await list('?search=alice')).body.users.map((u) => u.name)).toEqual(['ALICE Upper']);
    expect((await list('?search=SAM.STAFF')).body.users.map((u) => u.name)).toEqual(['Sam Staff']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).body.users.map((u) => u.name)).toEqual(['Percent 100% Guest']);
    expect((await list('?search=_')).body.users.map((u) => u.name)).toEqual(['Under_score Guest']);
    expect((await list('?search=nobody-matches-this')).body).toEqual({ users: [], total: 0 });
  });
});

describe('admin users: approval, roles and deletion', () => {
  let server: TestServer;
  let admin: Account;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  const put = (path: string, body: unknown, token = admin.token) =>
    server.api<PublicUser & { message?: string }>('PUT', path, { body, token });

  it('approving a pending staff member opens the staff area to them, audited and announced', async () => {
    const staff = await signedIn(server, 'staff', false);
    expect((await server.api('GET', '/api/staff/dashboard', { token: staff.token })).status).toBe(403);

    const res = await put(`/api/admin/users/${staff.id}/approval`, { isApproved: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: staff.id, role: 'staff', isApproved: true });
    expect(userRow(server, staff.id)?.isApproved).toBe(true);
    expect(auditFor(server, staff.id).map((a) => [a.action, a.actorId])).toEqual([['user.approve', admin.id]]);
    expect(countRows(server, 'notifications', 'recipient_id = ?', staff.id)).toBe(1);

    // Approval does not sign them out: the same session now reaches the staff dashboard.
    expect((await server.api('GET', '/api/staff/dashboard', { token: staff.token })).status).toBe(200);
  });

  it('rejecting a staff member revokes approval and ends their sessions', async () => {
    const staff = await signedIn(server, 'staff', true);
    const res = await put(`/api/admin/users/${staff.id}/approval`, { isApproved: false });
    expect(res.status).toBe(200);
    expect(res.body.isApproved).toBe(false);
    expect(countRows(server, 'sessions', 'user_id = ?', staff.id)).toBe(0);
    expect((await server.api('GET', '/api/auth/me', { token: staff.token })).status).toBe(401);
    expect(auditFor(server, staff.id)[0]).toMatchObject({ action: 'user.reject', details: { sessionsEnded: 1, wasApproved: true } });
  });

  it('approval is for staff only; bad input and unknown ids change nothing', async () => {
    const customer = await signedIn(server, 'customer');
    const audits = countRows(server, 'audit_log');
    const notStaff = await put(`/api/admin/users/${customer.id}/approval`, { isApproved: false });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body).toEqual({ message: ADMIN_MSG.onlyStaffApproval });
    expect((await put(`/api/admin/users/${customer.id}/approval`, {})).status).toBe(400);
    expect((await put(`/api/admin/users/${customer.id}/approval`, { isApproved: 'yes' })).status).toBe(400);
    const missing = await put('/api/admin/users/nobody/approval', { isApproved: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ADMIN_MSG.userNotFound });
    expect(countRows(server, 'audit_log')).toBe(audits);
    expect((await server.api('GET', '/api/auth/me', { token: customer.token })).status).toBe(200);
  });

  it('a role change takes effect at once: the user is approved in the new role and signed out everywhere', async () => {
    const customer = await signedIn(server, 'customer');
    const res = await put(`/api/admin/users/${customer.id}/role`, { role: 'staff' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'staff', isApproved: true });
    expect(userRow(server, customer.id)).toMatchObject({ role: 'staff', isApproved: true });
    expect(countRows(server, 'sessions', 'user_id = ?', customer.id)).toBe(0);
    expect((await server.api('GET', '/api/auth/me', { token: customer.token })).status).toBe(401);
    expect(auditFor(server, customer.id)[0]).toMatchObject({
      action: 'user.role',
      details: { from: 'customer', to: 'staff', sessionsEnded: 1 },
    });

    // Setting the role a user already has changes nothing and records nothing.
    const again = await put(`/api/admin/users/${customer.id}/role`, { role: 'staff' });
    expect(again.status).toBe(200);
    expect(auditFor(server, customer.id)).toHaveLength(1);
    expect((await put(`/api/admin/users/${customer.id}/role`, { role: 'owner' })).status).toBe(400);
  });

  it('an administrator cannot demote or delete themself, so the last administrator always stays', async () => {
    const audits = countRows(server, 'audit_log');
    for (const role of ['staff', 'customer']) {
      const res = await put(`/api/admin/users/${admin.id}/role`, { role });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ADMIN_MSG.ownRole });
    }
    const remove = await server.api('DELETE', `/api/admin/users/${admin.id}`, { token: admin.token });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ message: ADMIN_MSG.ownAccount });
    expect(userRow(server, admin.id)?.role).toBe('admin');
    expect(countRows(server, 'users', "role = 'admin'")).toBe(1);
    expect(countRows(server, 'audit_log')).toBe(audits);
    expect((await server.api('GET', '/api/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('of two administrators demoting each other at once, only the first succeeds', async () => {
    const other = await signedIn(server, 'admin');
    const res = await put(`/api/admin/users/${other.id}/role`, { role: 'customer' });
    expect(res.status).toBe(200);
    expect((await server.api('GET', '/api/admin/users', { token: other.token })).status).toBe(401);
    // The other admin's request was already past the role check when the demotion committed.
    expect(() => setRole(server.deps, { id: other.id, name: 'Other' }, admin.id, 'customer')).toThrow(MSG.adminRequired);
    expect(userRow(server, admin.id)?.role).toBe('admin');
  });

  it('deletes a user with their sessions, complaints and notifications, audited with who it was', async () => {
    const customer = await signedIn(server, 'customer');
    expect(
      (await server.api('POST', '/api/complaints', { token: customer.token, body: { title: 'Noise', description: 'Loud.' } })).status,
    ).toBe(201);
    const res = await server.api('DELETE', `/api/admin/users/${customer.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ADMIN_MSG.userDeleted });
    expect(userRow(server, customer.id)).toBeUndefined();
    expect(countRows(server, 'sessions', 'user_id = ?', customer.id)).toBe(0);
    expect(countRows(server, 'complaints', 'customer_id = ?', customer.id)).toBe(0);
    expect(auditFor(server, customer.id).find((a) => a.action === 'user.delete')).toMatchObject({
      actorId: admin.id,
      details: { email: customer.email, role: 'customer', sessionsEnded: 1 },
    });
    expect((await server.api('DELETE', `/api/admin/users/${customer.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses to delete a guest with bookings or food orders on record (409), keeping everything', async () => {
    const room = insertRoom(server.deps);
    const booker = await signedIn(server, 'customer');
    insertBooking(server.deps, {
      customerId: booker.id,
      roomId: room.id,
      checkIn: '2030-01-01',
      checkOut: '2030-01-02',
      totalCents: 10_000,
      status: 'checked-out',
    });
    const diner = await signedIn(server, 'customer');
    insertFoodOrder(server.deps, { customerId: diner.id });
    const audits = countRows(server, 'audit_log');
    for (const guest of [booker, diner]) {
      const res = await server.api('DELETE', `/api/admin/users/${guest.id}`, { token: admin.token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: ADMIN_MSG.userHasRecords });
      expect(userRow(server, guest.id)).toBeDefined();
      expect((await server.api('GET', '/api/auth/me', { token: guest.token })).status).toBe(200);
    }
    expect(countRows(server, 'audit_log')).toBe(audits);
  });

  it('another administrator can be deleted while one remains', async () => {
    const other = await signedIn(server, 'admin');
    expect((await server.api('DELETE', `/api/admin/users/${other.id}`, { token: admin.token })).status).toBe(200);
    expect(countRows(server, 'users', "role = 'admin'")).toBe(1);
  });
});
