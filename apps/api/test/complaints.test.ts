import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_MSG,
  MSG,
  NOTIFICATIONS_FROM_START,
  type AdminComplaintList,
  type ComplaintActionResult,
  type ComplaintExport,
  type ComplaintView,
  type MyComplaintsInput,
  type MyComplaintsPage,
} from '@innkeep/api-contract';
import { auditLog, complaints } from '@innkeep/db';
import { listPending } from '../src/services/messages';
import { listAfter } from '../src/services/messages';
import { insertUser, newGuest, startTestServer, tokenFor, type TestServer } from './helpers';
import { parseCsv } from './csv-helpers';

type Guest = { id: string; name: string; email: string; token: string };

/**
 * Test dates fall in next year: session tokens expire by the real clock, so a fake clock must not
 * lag behind it. January keeps New York on one UTC offset (EST, UTC-5) throughout.
 */
const YEAR = new Date().getUTCFullYear() + 1;
const at = (monthDayTime: string) => `${YEAR}-${monthDayTime}`;
/** Long sessions, so moving the clock weeks ahead keeps everyone signed in. */
const LONG_SESSIONS = { SESSION_TTL_HOURS: String(24 * 90) };

/** A clock the tests move by hand, so timestamps and date ranges are exact. */
function manualClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}

async function registerGuest(server: TestServer, overrides: Record<string, unknown> = {}): Promise<Guest> {
  const res = await server.api<{ token: string; user: { _id: string; name: string; email: string } }>('POST', '/api/auth/register', {
    body: newGuest(overrides),
  });
  expect(res.status).toBe(201);
  return { id: res.body.user._id, name: res.body.user.name, email: res.body.user.email, token: res.body.token };
}

async function fileComplaint(server: TestServer, guest: Guest, body: Record<string, unknown> = {}): Promise<ComplaintView> {
  const res = await server.api<ComplaintView>('POST', '/api/complaints', {
    token: guest.token,
    body: { title: 'Broken lamp', description: 'The bedside lamp does not turn on.', ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

function complaintRow(server: TestServer, id: string) {
  return server.deps.db.select().from(complaints).where(eq(complaints.id, id)).get();
}

function complaintCount(server: TestServer): number {
  return (server.deps.db.$client.prepare('select count(*) as n from complaints').get() as { n: number }).n;
}

/** What the user reads, in the order stored (the live feed's): their own notifications and the staff notices that reach them. */
function notificationsOf(server: TestServer, userId: string) {
  return listAfter(server.deps.db, userId, NOTIFICATIONS_FROM_START, 1000);
}

function auditOf(server: TestServer, id: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'complaint'), eq(auditLog.entityId, id)))
    .all();
}

describe('complaints: guests, ownership, actions and roles', () => {
  const clock = manualClock(at('03-10T12:00:00.000Z'));
  let server: TestServer;
  let alice: Guest;
  let bob: Guest;
  let admin: { id: string; token: string };
  let staff: { id: string; token: string };
  let pendingStaff: { id: string; token: string };

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: LONG_SESSIONS });
    alice = await registerGuest(server, { name: 'Alice Ashdown' });
    bob = await registerGuest(server, { name: 'Bob Brown' });
    for (const [role, approved, set] of [
      ['admin', true, (u: { id: string; token: string }) => (admin = u)],
      ['staff', true, (u: { id: string; token: string }) => (staff = u)],
      ['staff', false, (u: { id: string; token: string }) => (pendingStaff = u)],
    ] as const) {
      const user = await insertUser(server.deps, role, approved);
      set({ id: user.id, token: await tokenFor(server, user) });
    }
  });
  afterAll(() => server.close());

  describe('filing', () => {
    it('creates a trimmed complaint with the documented shape and defaults general/medium', async () => {
      const created = await fileComplaint(server, alice, { title: '  Cold shower  ', description: '  No hot water since 7am.  ' });
      expect(created).toEqual({
        _id: expect.any(String),
        title: 'Cold shower',
        description: 'No hot water since 7am.',
        category: 'general',
        priority: 'medium',
        status: 'pending',
        response: null,
        respondedAt: null,
        respondedBy: null,
        customer: { _id: alice.id, name: 'Alice Ashdown', email: alice.email, phone: '+1 555 0100' },
        createdAt: at('03-10T12:00:00.000Z'),
        updatedAt: at('03-10T12:00:00.000Z'),
      });
      expect(complaintRow(server, created._id)).toMatchObject({ customerId: alice.id, title: 'Cold shower', status: 'pending' });
    });

    it('ignores a smuggled status, response or owner', async () => {
      const created = await fileComplaint(server, alice, { status: 'resolved', response: 'done', customerId: bob.id });
      expect(created).toMatchObject({ status: 'pending', response: null, customer: { _id: alice.id } });
    });

    it('tells approved staff and admins, with an alert for high priority, and no one else', async () => {
      const high = await fileComplaint(server, alice, { title: 'Smoke smell', priority: 'high', category: 'room' });
      const staffNotes = notificationsOf(server, staff.id).filter((n) => n.message.includes('Smoke smell'));
      expect(staffNotes).toEqual([
        expect.objectContaining({
          type: 'alert',
          priority: 'high',
          title: 'High-priority complaint',
          message: 'Alice Ashdown filed a complaint: Smoke smell.',
        }),
      ]);
      expect(notificationsOf(server, admin.id).filter((n) => n.message.includes('Smoke smell'))).toHaveLength(1);
      expect(notificationsOf(server, pendingStaff.id)).toHaveLength(0);
      expect(notificationsOf(server, bob.id)).toHaveLength(0);
      expect(auditOf(server, high._id).map((a) => a.action)).toEqual(['complaint.create']);

      await fileComplaint(server, alice, { title: 'Squeaky door', priority: 'low' });
      expect(notificationsOf(server, staff.id).find((n) => n.message.includes('Squeaky door'))).toMatchObject({
        type: 'system',
        title: 'New complaint',
      });
    });

    it.each([
      ['a blank title', { title: '   ' }, MSG.requiredFields],
      ['a missing description', { description: undefined }, MSG.requiredFields],
      ['a blank description', { description: ' \n ' }, MSG.requiredFields],
      ['a title over 200 characters', { title: 'x'.repeat(201) }, 'Must be at most 200 characters'],
      ['a description over 5000 characters', { description: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
      ['an unknown category', { category: 'spa' }, COMPLAINT_MSG.invalidCategory],
      ['an unknown priority', { priority: 'urgent' }, COMPLAINT_MSG.invalidPriority],
    ])('refuses %s and stores nothing', async (_label, change, message) => {
      const before = complaintCount(server);
      const res = await server.api('POST', '/api/complaints', {
        token: alice.token,
        body: { title: 'Valid title', description: 'Valid description', ...change },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(complaintCount(server)).toBe(before);
    });

    it('accepts a title of exactly 200 characters', async () => {
      const created = await fileComplaint(server, alice, { title: 't'.repeat(200) });
      expect(created.title).toHaveLength(200);
    });
  });

  describe('ownership', () => {
    it('lists only the guest’s own complaints, newest first, and hides other guests’ by id', async () => {
      clock.set(at('03-10T13:00:00.000Z'));
      const bobs = await fileComplaint(server, bob, { title: 'Bob first' });
      clock.set(at('03-10T14:00:00.000Z'));
      const bobsLater = await fileComplaint(server, bob, { title: 'Bob second' });

      const bobList = await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token: bob.token });
      expect(bobList.status).toBe(200);
      expect(bobList.body.map((c) => c._id)).toEqual([bobsLater._id, bobs._id]);

      const aliceList = await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token: alice.token });
      expect(aliceList.body.length).toBeGreaterThan(0);
      expect(aliceList.body.every((c) => c.customer._id === alice.id)).toBe(true);
      expect(aliceList.body.map((c) => c._id)).not.toContain(bobs._id);

      expect((await server.api('GET', `/api/complaints/${bobs._id}`, { token: bob.token })).body).toMatchObject({ _id: bobs._id });
      const peek = await server.api('GET', `/api/complaints/${bobs._id}`, { token: alice.token });
      expect(peek).toMatchObject({ status: 404, body: { message: COMPLAINT_MSG.notFound } });
    });

    it('never lets a guest answer, re-status or delete a complaint, their own or another’s', async () => {
      const bobs = await fileComplaint(server, bob, { title: 'Bob keeps this' });
      for (const token of [alice.token, bob.token]) {
        for (const [method, path, body] of [
          ['PUT', `/api/admin/complaints/${bobs._id}/respond`, { response: 'Sorted' }],
          ['PUT', `/api/admin/complaints/${bobs._id}/status`, { status: 'closed' }],
          ['DELETE', `/api/admin/complaints/${bobs._id}`, undefined],
          ['PUT', `/api/staff/complaints/${bobs._id}/respond`, { response: 'Sorted' }],
        ] as const) {
          const res = await server.api(method, path, { token, body });
          expect(res.status, `${method} ${path}`).toBe(403);
        }
      }
      expect(complaintRow(server, bobs._id)).toMatchObject({ status: 'pending', response: null });
    });
  });

  describe('roles on every path', () => {
    const adminPaths = (id: string) =>
      [
        ['GET', '/api/admin/complaints', undefined],
        ['GET', '/api/admin/complaints/export', undefined],
        ['PUT', `/api/admin/complaints/${id}/respond`, { response: 'Hi' }],
        ['PUT', `/api/admin/complaints/${id}/status`, { status: 'closed' }],
        ['DELETE', `/api/admin/complaints/${id}`, undefined],
      ] as const;

    it('answers 401 without a session everywhere', async () => {
      const target = await fileComplaint(server, alice);
      for (const [method, path, body] of [
        ...adminPaths(target._id),
        ['GET', '/api/complaints/my-complaints', undefined],
        ['GET', `/api/complaints/${target._id}`, undefined],
        ['POST', '/api/complaints', { title: 'a', description: 'b' }],
        ['PUT', `/api/staff/complaints/${target._id}/respond`, { response: 'Hi' }],
      ] as const) {
        const res = await server.api(method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({ message: MSG.unauthorized });
      }
      expect(complaintRow(server, target._id)).toBeDefined();
    });

    it('keeps the admin paths to admins: customers and staff get the 403 text', async () => {
      const target = await fileComplaint(server, alice);
      for (const token of [alice.token, staff.token, pendingStaff.token]) {
        for (const [method, path, body] of adminPaths(target._id)) {
          const res = await server.api(method, path, { token, body });
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toEqual({ message: COMPLAINT_MSG.pageForbidden });
        }
      }
      expect(complaintRow(server, target._id)).toMatchObject({ status: 'pending' });
    });

    it('keeps the guest paths to customers', async () => {
      for (const token of [admin.token, staff.token]) {
        expect((await server.api('GET', '/api/complaints/my-complaints', { token })).status).toBe(403);
        const before = complaintCount(server);
        expect((await server.api('POST', '/api/complaints', { token, body: { title: 'a', description: 'b' } })).status).toBe(403);
        expect(complaintCount(server)).toBe(before);
      }
    });

    it('lets only approved staff use the staff answer', async () => {
      const target = await fileComplaint(server, alice);
      const path = `/api/staff/complaints/${target._id}/respond`;
      const pending = await server.api('PUT', path, { token: pendingStaff.token, body: { response: 'Hi' } });
      expect(pending).toMatchObject({ status: 403, body: { message: MSG.pendingApprovalText } });
      expect((await server.api('PUT', path, { token: admin.token, body: { response: 'Hi' } })).status).toBe(403);
      expect(complaintRow(server, target._id)).toMatchObject({ status: 'pending', response: null });
    });
  });

  describe('answering and status changes', () => {
    it('resolves the complaint with the server time and the admin as responder, audits and tells the guest', async () => {
      clock.set(at('03-10T15:00:00.000Z'));
      const target = await fileComplaint(server, alice, { title: 'Dripping tap' });
      clock.set(at('03-10T15:30:00.000Z'));
      const res = await server.api<ComplaintActionResult>('PUT', `/api/admin/complaints/${target._id}/respond`, {
        token: admin.token,
        // A client cannot pick the time: the server sets it. An administrator's answer resolves by default.
        body: { response: '  A plumber is on the way.  ', respondedAt: '2000-01-01T00:00:00.000Z' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: COMPLAINT_MSG.responseSent,
        complaint: {
          _id: target._id,
          status: 'resolved',
          response: 'A plumber is on the way.',
          respondedAt: at('03-10T15:30:00.000Z'),
          respondedBy: { _id: admin.id },
          updatedAt: at('03-10T15:30:00.000Z'),
        },
      });
      expect(complaintRow(server, target._id)).toMatchObject({
        status: 'resolved',
        respondedBy: admin.id,
        respondedAt: at('03-10T15:30:00.000Z'),
      });
      expect(auditOf(server, target._id).map((a) => [a.action, a.actorId])).toEqual([
        ['complaint.create', alice.id],
        ['complaint.respond', admin.id],
      ]);
      expect(notificationsOf(server, alice.id).filter((n) => n.message.includes('Dripping tap'))).toEqual([
        expect.objectContaining({
          type: 'system',
          title: 'Your complaint has been answered',
          message: 'Your complaint "Dripping tap" has been answered and is now Resolved.',
          read: false,
        }),
      ]);
      // The guest sees the answer in their own list.
      const mine = await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token: alice.token });
      expect(mine.body.find((c) => c._id === target._id)).toMatchObject({ response: 'A plumber is on the way.', status: 'resolved' });
    });

    it('keeps a staff answer in progress unless the responder resolves it', async () => {
      const target = await fileComplaint(server, bob, { title: 'Late breakfast' });
      clock.set(at('03-10T16:00:00.000Z'));
      const answer = (body: Record<string, unknown>) =>
        server.api<ComplaintActionResult & { message?: string }>('PUT', `/api/staff/complaints/${target._id}/respond`, {
          token: staff.token,
          body,
        });
      const res = await answer({ response: 'We will open the buffet earlier.' });
      expect(res.status).toBe(200);
      expect(res.body.complaint).toMatchObject({
        status: 'in-progress',
        respondedAt: at('03-10T16:00:00.000Z'),
        respondedBy: { _id: staff.id },
      });
      expect(auditOf(server, target._id).at(-1)).toMatchObject({
        action: 'complaint.respond',
        actorId: staff.id,
        details: { status: 'in-progress' },
      });
      expect(
        notificationsOf(server, bob.id).some((n) => n.title === 'Your complaint has been answered' && n.message.includes('In progress')),
      ).toBe(true);
      expect(await answer({ response: 'Done', status: 'closed' })).toMatchObject({
        status: 400,
        body: { message: 'Status must be in-progress or resolved' },
      });
      expect(complaintRow(server, target._id)?.status).toBe('in-progress');
      expect((await answer({ response: 'Buffet opens at 6:30 from tomorrow.', status: 'resolved' })).body.complaint).toMatchObject({
        status: 'resolved',
      });
    });

    it.each([
      ['admin', '/api/admin/complaints/{id}/respond'],
      ['staff', '/api/staff/complaints/{id}/respond'],
    ] as const)('refuses a blank %s response with the spec message and changes nothing', async (who, template) => {
      const target = await fileComplaint(server, alice);
      const token = who === 'admin' ? admin.token : staff.token;
      for (const body of [{ response: '   ' }, { response: '' }, {}]) {
        const res = await server.api('PUT', template.replace('{id}', target._id), { token, body });
        expect(res).toMatchObject({ status: 400, body: { message: COMPLAINT_MSG.responseRequired } });
      }
      expect(complaintRow(server, target._id)).toMatchObject({ status: 'pending', response: null, respondedAt: null });
      expect(auditOf(server, target._id)).toHaveLength(1);
    });

    it('sets any of the four statuses, audits and tells the guest', async () => {
      const target = await fileComplaint(server, alice, { title: 'Noisy fridge' });
      for (const status of ['in-progress', 'resolved', 'closed', 'pending'] as const) {
        const res = await server.api<ComplaintActionResult>('PUT', `/api/admin/complaints/${target._id}/status`, {
          token: admin.token,
          body: { status },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, message: COMPLAINT_MSG.statusUpdated, complaint: { status } });
        expect(complaintRow(server, target._id)?.status).toBe(status);
      }
      expect(
        auditOf(server, target._id)
          .filter((a) => a.action === 'complaint.status')
          .map((a) => a.details),
      ).toEqual([
        { from: 'pending', to: 'in-progress' },
        { from: 'in-progress', to: 'resolved' },
        { from: 'resolved', to: 'closed' },
        { from: 'closed', to: 'pending' },
      ]);
      const notes = notificationsOf(server, alice.id).filter((n) => n.message.includes('Noisy fridge'));
      expect(notes.map((n) => n.message)).toEqual([
        'Your complaint "Noisy fridge" is now In progress.',
        'Your complaint "Noisy fridge" is now Resolved.',
        'Your complaint "Noisy fridge" is now Closed.',
        'Your complaint "Noisy fridge" is now Pending.',
      ]);
      expect(notes.every((n) => n.title === 'Complaint status updated' && n.type === 'system')).toBe(true);
    });

    it('treats setting the current status as a no-op: no audit, no notification', async () => {
      const target = await fileComplaint(server, alice, { title: 'Same status' });
      const res = await server.api('PUT', `/api/admin/complaints/${target._id}/status`, {
        token: admin.token,
        body: { status: 'pending' },
      });
      expect(res.status).toBe(200);
      expect(auditOf(server, target._id)).toHaveLength(1);
      expect(notificationsOf(server, alice.id).filter((n) => n.message.includes('Same status'))).toHaveLength(0);
    });

    it('refuses an unknown status with a clear 400 and changes nothing', async () => {
      const target = await fileComplaint(server, alice);
      for (const status of ['done', '', undefined]) {
        const res = await server.api('PUT', `/api/admin/complaints/${target._id}/status`, { token: admin.token, body: { status } });
        expect(res).toMatchObject({ status: 400, body: { message: COMPLAINT_MSG.invalidStatus } });
      }
      expect(complaintRow(server, target._id)?.status).toBe('pending');
    });

    it('answers 404 for an unknown complaint on every action', async () => {
      for (const [method, path, token, body] of [
        ['PUT', '/api/admin/complaints/nope/respond', admin.token, { response: 'x' }],
        ['PUT', '/api/admin/complaints/nope/status', admin.token, { status: 'closed' }],
        ['DELETE', '/api/admin/complaints/nope', admin.token, undefined],
        ['PUT', '/api/staff/complaints/nope/respond', staff.token, { response: 'x' }],
      ] as const) {
        const res = await server.api(method, path, { token, body });
        expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message: COMPLAINT_MSG.notFound } });
      }
    });

    it('lists pending complaints for the staff dashboard: high priority first, then the longest waiting', async () => {
      const pending = listPending(server.deps.db, 500);
      expect(pending.length).toBeGreaterThan(3);
      expect(pending.every((c) => c.status === 'pending')).toBe(true);
      const rank = { high: 0, medium: 1, low: 2 };
      const keys = pending.map((c) => `${rank[c.priority]}|${c.createdAt}`);
      expect(keys).toEqual([...keys].sort());
      const answered = await fileComplaint(server, alice, { title: 'Answered already' });
      await server.api('PUT', `/api/staff/complaints/${answered._id}/respond`, {
        token: staff.token,
        body: { response: 'Done', status: 'resolved' },
      });
      expect(listPending(server.deps.db, 500).map((c) => c._id)).not.toContain(answered._id);
    });

    it('deletes a complaint and keeps an audit entry of what it was', async () => {
      const target = await fileComplaint(server, bob, { title: 'Delete me' });
      const res = await server.api('DELETE', `/api/admin/complaints/${target._id}`, { token: admin.token });
      expect(res).toMatchObject({ status: 200, body: { success: true, message: COMPLAINT_MSG.deleted } });
      expect(complaintRow(server, target._id)).toBeUndefined();
      expect(auditOf(server, target._id).at(-1)).toMatchObject({
        action: 'complaint.delete',
        actorId: admin.id,
        details: { title: 'Delete me', customerId: bob.id, status: 'pending' },
      });
      expect((await server.api('DELETE', `/api/admin/complaints/${target._id}`, { token: admin.token })).status).toBe(404);
    });
  });
});

describe('complaints: the admin list and CSV export', () => {
  // A hotel in New York: "today" starts at local midnight, 05:00 UTC in January.
  const clock = manualClock(at('01-01T12:00:00.000Z'));
  let server: TestServer;
  let admin: string;
  let carol: Guest;
  let dave: Guest;
  const byTitle = new Map<string, ComplaintView>();

  const list = async (query: string) => {
    const res = await server.api<AdminComplaintList>('GET', `/api/admin/complaints${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const titles = (body: AdminComplaintList) => body.complaints.map((c) => c.title);

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now, env: { HOTEL_TIMEZONE: 'America/New_York', ...LONG_SESSIONS } });
    const user = await insertUser(server.deps, 'admin');
    admin = await tokenFor(server, user);
    carol = await registerGuest(server, { name: 'Carol Quinn' });
    dave = await registerGuest(server, { name: 'Dave Oak_Tree', email: 'dave.100%@example.test' });
    // 25 complaints, one per hour, oldest first; variety in category, priority and status.
    const categories = ['room', 'food', 'billing', 'service', 'general'] as const;
    const priorities = ['low', 'medium', 'high'] as const;
    for (let i = 1; i <= 25; i += 1) {
      clock.set(new Date(Date.parse(at('01-10T10:00:00.000Z')) + i * 3_600_000).toISOString());
      const created = await fileComplaint(server, i % 2 ? carol : dave, {
        title: `C${String(i).padStart(2, '0')}`,
        description: `Description number ${i}`,
        category: categories[i % categories.length],
        priority: priorities[i % priorities.length],
      });
      byTitle.set(created.title, created);
    }
    // Statuses: C01-C05 in progress, C06-C10 resolved, C11-C13 closed, the rest pending.
    for (let i = 1; i <= 13; i += 1) {
      const status = i <= 5 ? 'in-progress' : i <= 10 ? 'resolved' : 'closed';
      const id = byTitle.get(`C${String(i).padStart(2, '0')}`)!._id;
      expect((await server.api('PUT', `/api/admin/complaints/${id}/status`, { token: admin, body: { status } })).status).toBe(200);
    }
  });
  afterAll(() => server.close());

  it('pages 10 at a time by default, newest first, with total and totalPages', async () => {
    const first = await list('');
    expect(first).toMatchObject({ success: true, total: 25, totalPages: 3 });
    expect(titles(first)).toEqual(['C25', 'C24', 'C23', 'C22', 'C21', 'C20', 'C19', 'C18', 'C17', 'C16']);
    expect(titles(await list('?page=3'))).toEqual(['C05', 'C04', 'C03', 'C02', 'C01']);
    expect(await list('?page=4')).toMatchObject({ complaints: [], total: 25, totalPages: 3 });
    expect(await list('?page=2&limit=7')).toMatchObject({ total: 25, totalPages: 4 });
    expect(titles(await list('?page=2&limit=7'))).toEqual(['C18', 'C17', 'C16', 'C15', 'C14', 'C13', 'C12']);
    expect(await list('?limit=100')).toMatchObject({ total: 25, totalPages: 1 });
    // Empty filters are omitted by the web; the REST adapter drops them too.
    expect(await list('?status=&search=&page=')).toMatchObject({ total: 25 });
  });

  it('answers the dashboard-tab form with complaints and total', async () => {
    const body = await list('?status=pending&category=general&priority=high&search=&page=1&limit=10');
    // general = i % 5 === 4 (C14, C19, C24 among the pending); high = i % 3 === 2 → C14 only.
    expect(titles(body)).toEqual(['C14']);
    expect(body).toMatchObject({ total: 1, totalPages: 1 });
  });

  it.each([
    ['?sortBy=title', 'Sort field must be one of: createdAt, priority, status, category'],
    ['?sortOrder=up', 'Sort order must be asc or desc'],
    ['?status=open', COMPLAINT_MSG.invalidStatus],
    ['?category=spa', COMPLAINT_MSG.invalidCategory],
    ['?priority=urgent', COMPLAINT_MSG.invalidPriority],
    ['?dateRange=decade', 'Date range must be one of: today, week, month, year'],
    ['?page=0', 'Page must be a whole number of 1 or more'],
    ['?page=1.5', 'Page must be a whole number of 1 or more'],
    ['?page=abc', 'Page must be a whole number of 1 or more'],
    ['?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['?limit=0', 'Limit must be a whole number from 1 to 100'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await server.api('GET', `/api/admin/complaints${query}`, { token: admin });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('sorts priority by severity and status by workflow, with newest first among ties', async () => {
    const highFirst = (await list('?sortBy=priority&sortOrder=desc&limit=100')).complaints;
    const rank = { high: 2, medium: 1, low: 0 };
    expect(highFirst.map((c) => rank[c.priority])).toEqual([...highFirst.map((c) => rank[c.priority])].sort((a, b) => b - a));
    expect(highFirst.slice(0, 3).map((c) => c.title)).toEqual(['C23', 'C20', 'C17']);
    const lowFirst = await list('?sortBy=priority&sortOrder=asc&limit=3');
    expect(lowFirst.complaints.map((c) => c.priority)).toEqual(['low', 'low', 'low']);
    expect(titles(lowFirst)).toEqual(['C24', 'C21', 'C18']);

    const workflow = (await list('?sortBy=status&sortOrder=asc&limit=100')).complaints.map((c) => c.status);
    expect(workflow).toEqual([
      ...Array(12).fill('pending'),
      ...Array(5).fill('in-progress'),
      ...Array(5).fill('resolved'),
      ...Array(3).fill('closed'),
    ]);
    expect((await list('?sortBy=status&sortOrder=desc&limit=1')).complaints[0]).toMatchObject({ title: 'C13', status: 'closed' });
  });

  it('sorts by category and by date both ways', async () => {
    const categories = (await list('?sortBy=category&sortOrder=asc&limit=100')).complaints.map((c) => c.category);
    expect(categories).toEqual([...categories].sort());
    expect(categories[0]).toBe('billing');
    expect(titles(await list('?sortBy=createdAt&sortOrder=asc&limit=3'))).toEqual(['C01', 'C02', 'C03']);
  });

  it('keeps pages disjoint and complete under a sort with many ties', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      seen.push(...titles(await list(`?sortBy=category&sortOrder=desc&page=${page}`)));
    }
    expect(new Set(seen).size).toBe(25);
  });

  it('searches title, description and customer name or email, case-insensitively, with wildcards taken literally', async () => {
    expect(titles(await list('?search=c07'))).toEqual(['C07']);
    expect((await list('?search=NUMBER%2012')).complaints.map((c) => c.title)).toEqual(['C12']);
    expect((await list('?search=carol%20quinn')).total).toBe(13);
    expect((await list(`?search=${encodeURIComponent(dave.email.toUpperCase())}`)).total).toBe(12);
    // '_' and '%' match only themselves: "Oak_Tree" and "100%" are in Dave's name and email.
    expect((await list('?search=Oak_Tree')).total).toBe(12);
    expect((await list('?search=C_1')).total).toBe(0);
    expect((await list('?search=100%25')).total).toBe(12);
    expect((await list('?search=%25')).total).toBe(12);
    expect((await list('?search=C%255')).total).toBe(0);
    expect((await list('?search=no-such-thing')).total).toBe(0);
  });

  it('filters by date range: today from hotel midnight, week/month/year rolling', async () => {
    // C01..C25 were filed hourly from 11:00 UTC on the 10th to 11:00 UTC on the 11th.
    // Now: January 11, 11:30 UTC = 06:30 in New York, whose midnight was 05:00 UTC: C19 on.
    clock.set(at('01-11T11:30:00.000Z'));
    const today = await list('?dateRange=today&limit=100');
    expect(titles(today)).toEqual(['C25', 'C24', 'C23', 'C22', 'C21', 'C20', 'C19']);
    expect((await list('?dateRange=week')).total).toBe(25);

    clock.set(at('01-18T10:30:00.000Z'));
    expect(titles(await list('?dateRange=week&limit=100'))).toEqual(['C25']);
    expect((await list('?dateRange=month')).total).toBe(25);
    clock.set(at('02-10T11:30:00.000Z'));
    expect((await list('?dateRange=month')).total).toBe(0);
    expect((await list('?dateRange=year')).total).toBe(25);
    clock.set(at('01-11T12:00:00.000Z'));
  });

  it('exports every filtered row, not only one page, as complaints-{hotel date}.csv', async () => {
    clock.set(at('01-11T03:00:00.000Z')); // still January 10 in New York
    const res = await server.api<ComplaintExport>('GET', '/api/admin/complaints/export?search=carol&sortBy=createdAt&sortOrder=asc', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`complaints-${YEAR}-01-10.csv`);
    expect(res.body.count).toBe(13);
    expect(res.body.csv.split('\r\n')[1]).toBe(
      `"${byTitle.get('C01')!._id}","${at('01-10T11:00:00.000Z')}","C01","Description number 1","Food & Dining","Medium","In progress","Carol Quinn","${carol.email}","+1 555 0100","","",""`,
    );
    const rows = parseCsv(res.body.csv);
    expect(rows[0]).toEqual(
      'Complaint ID,Created At,Title,Description,Category,Priority,Status,Customer Name,Customer Email,Customer Phone,Response,Responded At,Responded By'.split(
        ',',
      ),
    );
    expect(rows).toHaveLength(13 + 1);
    const all = await server.api<ComplaintExport>('GET', '/api/admin/complaints/export', { token: admin });
    expect(all.body.count).toBe(25);
    clock.set(at('01-11T12:00:00.000Z'));
  });

  it('quotes every cell, so separators, quotes and line breaks stay in it, and defuses spreadsheet formulas', async () => {
    clock.set(at('01-11T12:00:00.000Z'));
    const tricky = await fileComplaint(server, carol, {
      title: 'Bill says "paid"; but, no',
      description: 'Line one\nLine two, with "quotes"\r\nLine three',
    });
    clock.set(at('01-11T12:01:00.000Z'));
    const formula = await fileComplaint(server, carol, { title: "x;=cmd|' /C calc'!A0", description: '=HYPERLINK("http://x")' });
    const answered = await server.api('PUT', `/api/admin/complaints/${tricky._id}/respond`, {
      token: admin,
      body: { response: '@Refunded, "sorry"' },
    });
    expect(answered.status).toBe(200);

    const res = await server.api<ComplaintExport>('GET', '/api/admin/complaints/export?search=carol&sortBy=createdAt&sortOrder=desc', {
      token: admin,
    });
    const csv = res.body.csv;
    expect(csv).toContain(`"${formula._id}","${formula.createdAt}","x;=cmd|' /C calc'!A0","'=HYPERLINK(""http://x"")","General",`);
    const rows = parseCsv(csv);
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    expect(rows.slice(1, 3).map((row) => [row[0], row[2], row[3], row[10]])).toEqual([
      [formula._id, `x;=cmd|' /C calc'!A0`, `'=HYPERLINK("http://x")`, ''],
      [tricky._id, 'Bill says "paid"; but, no', 'Line one\nLine two, with "quotes"\r\nLine three', `'@Refunded, "sorry"`],
    ]);
  });

  it('validates export filters like the list, and exports only the header when nothing matches', async () => {
    const res = await server.api<ComplaintExport>('GET', '/api/admin/complaints/export?sortBy=title', { token: admin });
    expect(res).toMatchObject({ status: 400, body: { message: 'Sort field must be one of: createdAt, priority, status, category' } });
    const empty = await server.api<ComplaintExport>('GET', '/api/admin/complaints/export?search=zzz-nothing', { token: admin });
    expect(empty.body).toMatchObject({ count: 0 });
    expect(parseCsv(empty.body.csv)).toHaveLength(1);
  });

  it('counts and lists once a complaint found both by its text and by its customer', async () => {
    const before = await list('?search=quinn&limit=100');
    const both = await fileComplaint(server, carol, { title: 'Ms Quinn asks', description: 'Signed, Carol Quinn' });
    const byDave = await fileComplaint(server, dave, { title: 'For Carol Quinn', description: 'Found her key' });
    const after = await list('?search=quinn&limit=100');
    expect(after.total).toBe(before.total + 2);
    expect(after.complaints.map((c) => c._id).filter((id) => id === both._id || id === byDave._id)).toHaveLength(2);
    expect(new Set(after.complaints.map((c) => c._id)).size).toBe(after.total);
  });
});

describe('complaints in the demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('shows the demo guest only her own complaints, with staff answers', async () => {
    const token = await tokenFor(server, { email: 'guest@innkeep.test', password: 'Guest#2026' });
    const res = await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.title)).toEqual(['Air conditioning rattles at night', 'Housekeeping went above and beyond']);
    expect(res.body[0]).toMatchObject({
      status: 'resolved',
      respondedBy: { name: 'Sam Staff' },
      customer: { email: 'guest@innkeep.test' },
    });
    expect(res.body[0]!.respondedAt).toEqual(expect.any(String));
  });

  it('lists all nine for the admin', async () => {
    const token = await tokenFor(server, { email: 'admin@innkeep.test', password: 'Admin#2026' });
    const res = await server.api<AdminComplaintList>('GET', '/api/admin/complaints', { token });
    expect(res.body).toMatchObject({ success: true, total: 9, totalPages: 1 });
  });
});

describe("complaints: the guest's screen, a page at a time", () => {
  let server: TestServer;
  let guest: Guest;
  let other: Guest;
  const STATUSES = ['pending', 'in-progress', 'resolved', 'closed'] as const;
  const PAGE = COMPLAINT_LIMITS.myPageSize;

  /** complaints.minePage over tRPC HTTP, as the screen asks. */
  async function page(token: string, input: MyComplaintsInput) {
    const res = await fetch(`${server.base}/trpc/complaints.minePage?input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { result?: { data: MyComplaintsPage }; error?: { message: string } };
    return { status: res.status, data: body.result?.data, message: body.error?.message };
  }

  /** Every page of one filter, following nextCursor; each page at most PAGE long. */
  async function allPages(token: string, status?: (typeof STATUSES)[number]) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const { status: code, data } = await page(token, { status, cursor });
      expect(code).toBe(200);
      expect(data!.complaints.length).toBeLessThanOrEqual(PAGE);
      ids.push(...data!.complaints.map((c) => c._id));
      cursor = data!.nextCursor;
    } while (cursor);
    return ids;
  }

  beforeAll(async () => {
    server = await startTestServer();
    guest = await registerGuest(server);
    other = await registerGuest(server);
    // More than two pages, four to a millisecond (ties), the statuses in turn; and a few of another guest's.
    server.deps.db.$client
      .prepare(
        `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${PAGE * 2 + 7})
         INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
         SELECT 'mine' || i, ?, 'Mine ' || i, 'Paged', 'room', 'low', CASE i % 4 WHEN 0 THEN 'pending' WHEN 1 THEN 'in-progress'
           WHEN 2 THEN 'resolved' ELSE 'closed' END,
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i / 4) || ' seconds'), '2026-01-01T00:00:00.000Z' FROM s`,
      )
      .run(guest.id);
    await fileComplaint(server, other);
  });
  afterAll(() => server.close());

  it('pages the whole list newest first, as the REST list has it, and of one status as filtered', async () => {
    const whole = await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token: guest.token });
    expect(whole.body).toHaveLength(PAGE * 2 + 7);
    expect(await allPages(guest.token)).toEqual(whole.body.map((c) => c._id));
    for (const status of STATUSES) {
      expect(await allPages(guest.token, status)).toEqual(whole.body.filter((c) => c.status === status).map((c) => c._id));
    }
  });

  it("refuses another guest's complaint or an unknown id as the cursor, like a missing complaint", async () => {
    const [theirs] = (await server.api<ComplaintView[]>('GET', '/api/complaints/my-complaints', { token: other.token })).body;
    for (const cursor of [theirs!._id, 'no-such-complaint']) {
      const refused = await page(guest.token, { cursor });
      expect(refused.status).toBe(404);
      expect(refused.message).toBe(COMPLAINT_MSG.notFound);
    }
    expect((await page(other.token, { cursor: theirs!._id })).data).toEqual({ complaints: [], nextCursor: null });
  });
});
