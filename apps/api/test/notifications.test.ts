import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTIFICATION_MSG, NOTIFICATIONS_FROM_START, notificationCursor } from '@innkeep/api-contract';
import { auditLog, notifications } from '@innkeep/db';
import { and, eq } from 'drizzle-orm';
import type { NotificationView } from '../src/events';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, gate, Inbox, type Connection } from './realtime-helpers';

type Tracked = { id: string; data: NotificationView };
interface Person {
  id: string;
  token: string;
}

let server: TestServer;
let admin: Person;
const open: Connection[] = [];

async function person(role: 'customer' | 'staff' | 'admin' = 'customer'): Promise<Person> {
  const user = await insertUser(server.deps, role);
  return { id: user.id, token: await tokenFor(server, user) };
}

function connectAs(who: Person | null, options: Parameters<typeof connect>[2] = {}) {
  const connection = connect(server, who?.token ?? null, options);
  open.push(connection);
  return connection;
}

/** Subscribes to the live feed and waits until the server has started it. */
async function subscribe(connection: Connection, lastEventId?: string) {
  const inbox = new Inbox<Tracked>();
  connection.client.notifications.onNotification.subscribe({ lastEventId }, inbox.handlers);
  await inbox.until((i) => i.started > 0 || i.error !== null);
  return inbox;
}

let sent = 0;
async function notify(recipient: Person, fields: Record<string, unknown> = {}) {
  sent += 1;
  const res = await server.api<NotificationView & { recipient: { _id: string; name: string } }>('POST', '/api/admin/notifications', {
    token: admin.token,
    body: { recipient: recipient.id, title: `Notice ${sent}`, message: `Message ${sent}`, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const ids = (inbox: Inbox<Tracked>) => inbox.items.map((item) => item.data._id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await person('admin');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

describe('live notifications over the WebSocket', () => {
  it('delivers a notification to its recipient only, tagged with its cursor', async () => {
    const [ann, bob] = [await person(), await person()];
    const annInbox = await subscribe(connectAs(ann));
    const bobInbox = await subscribe(connectAs(bob));

    const created = await notify(ann, { priority: 'high', type: 'alert' });
    await annInbox.until((i) => i.items.length === 1);
    expect(annInbox.items[0]).toEqual({
      id: notificationCursor(created),
      data: {
        _id: created._id,
        id: created._id,
        type: 'alert',
        priority: 'high',
        title: created.title,
        message: created.message,
        read: false,
        timestamp: created.createdAt,
        createdAt: created.createdAt,
        subject: null,
      },
    });

    // Bob's own notification arrives; Ann's never did.
    const forBob = await notify(bob);
    await bobInbox.until((i) => i.items.length === 1);
    expect(ids(bobInbox)).toEqual([forBob._id]);
    // A later one for Ann is the marker: had Bob's reached her, it would have arrived before it.
    const marker = await notify(ann);
    await annInbox.until((i) => ids(i).includes(marker._id));
    expect(ids(annInbox)).toEqual([created._id, marker._id]);
  });

  it('refuses a subscription without a signed-in user', async () => {
    const inbox = await subscribe(connectAs(null));
    expect(inbox.error).toMatchObject({ message: MSG.unauthorized });
    expect(inbox.items).toEqual([]);
  });

  it('after a dropped connection, resumes from the last id: missed ones arrive once, in order', async () => {
    const ann = await person();
    const reconnect = gate();
    const connection = connectAs(ann, { gate: reconnect.wait });
    const inbox = await subscribe(connection);

    const first = await notify(ann);
    await inbox.until((i) => i.items.length === 1);

    reconnect.close();
    connection.drop();
    const missed = [await notify(ann), await notify(ann), await notify(ann)];
    // The socket is gone and the reconnect waits for the gate, so nothing can have arrived.
    expect(ids(inbox)).toEqual([first._id]);

    reconnect.open();
    await inbox.until((i) => i.started === 2 && i.items.length === 4);
    const live = await notify(ann);
    // Anything replayed twice would arrive before the live one, and the marker comes after any second copy of it.
    const marker = await notify(ann);
    await inbox.until((i) => ids(i).includes(marker._id));
    expect(ids(inbox)).toEqual([first._id, ...missed.map((n) => n._id), live._id, marker._id]);
  });

  it('resumes from a list the client loaded: the start cursor replays everything, a later one only what is newer', async () => {
    const ann = await person();
    const earlier = [await notify(ann), await notify(ann)];

    const all = await subscribe(connectAs(ann), NOTIFICATIONS_FROM_START);
    await all.until((i) => i.items.length === 2);
    expect(ids(all)).toEqual(earlier.map((n) => n._id));

    const newer = await subscribe(connectAs(ann), notificationCursor(earlier[0]!));
    await newer.until((i) => i.items.length === 1);
    // A live one after the replay is the marker: a replay of the older one would have come before it.
    const marker = await notify(ann);
    await newer.until((i) => ids(i).includes(marker._id));
    expect(ids(newer)).toEqual([earlier[1]!._id, marker._id]);
  });

  it('orders notifications stored in the same millisecond as they were stored', async () => {
    const frozen = new Date();
    const local = await startTestServer({ now: () => frozen });
    try {
      const boss = await insertUser(local.deps, 'admin');
      const ann = await insertUser(local.deps, 'customer');
      const bossToken = await tokenFor(local, boss);
      const sendOne = async (title: string) => {
        const res = await local.api<NotificationView>('POST', '/api/admin/notifications', {
          token: bossToken,
          body: { recipient: ann.id, title, message: title },
        });
        expect(res.status).toBe(201);
        return res.body;
      };
      const stored = [];
      for (const title of ['a', 'b', 'c', 'd', 'e', 'f']) stored.push(await sendOne(title));
      const connection = connect(local, await tokenFor(local, ann));
      open.push(connection);
      const inbox = new Inbox<Tracked>();
      connection.client.notifications.onNotification.subscribe({ lastEventId: notificationCursor(stored[1]!) }, inbox.handlers);
      await inbox.until((i) => i.items.length === 4);
      // A live one is the marker: anything more from the replay would have come before it.
      await sendOne('g');
      await inbox.until((i) => i.items.some((item) => item.data.title === 'g'));
      expect(inbox.items.map((i) => i.data.title)).toEqual(['c', 'd', 'e', 'f', 'g']);
    } finally {
      await Promise.all(open.splice(0).map((c) => c.close()));
      await local.close();
    }
  });

  it('fans one recipient out to every open tab', async () => {
    const ann = await person();
    const tabs = await Promise.all([1, 2, 3].map(() => subscribe(connectAs(ann))));
    const created = await notify(ann);
    // The next one is the marker: a second copy of the first would have reached a tab before it.
    const marker = await notify(ann);
    for (const tab of tabs) await tab.until((i) => ids(i).includes(marker._id));
    for (const tab of tabs) expect(ids(tab)).toEqual([created._id, marker._id]);
  });
});

describe('administrator send', () => {
  it('creates the notification, audits it and answers with the recipient', async () => {
    const ann = await person();
    const res = await notify(ann, { type: 'system', priority: 'low' });
    expect(res).toMatchObject({ type: 'system', priority: 'low', read: false, recipient: { _id: ann.id } });
    const row = server.deps.db.select().from(notifications).where(eq(notifications.id, res._id)).get();
    expect(row).toMatchObject({ recipientId: ann.id, senderId: admin.id, title: res.title });
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res._id), eq(auditLog.action, 'notification.send')))
      .all();
    expect(audit).toHaveLength(1);
  });

  it('defaults type info and priority medium', async () => {
    const ann = await person();
    const res = await server.api('POST', '/api/admin/notifications', {
      token: admin.token,
      body: { recipient: ann.id, title: 'Hi', message: 'There' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'info', priority: 'medium' });
  });

  it.each([
    ['a missing title', { title: '  ' }, 400, MSG.requiredFields],
    ['a missing message', { message: undefined }, 400, MSG.requiredFields],
    ['an unknown type', { type: 'error' }, 400, undefined],
    ['an unknown recipient', { recipient: 'ffffffffffffffffffffffff' }, 404, NOTIFICATION_MSG.recipientNotFound],
  ])('refuses %s and stores nothing', async (_label, change, status, message) => {
    const ann = await person();
    const res = await server.api('POST', '/api/admin/notifications', {
      token: admin.token,
      body: { recipient: ann.id, title: 'T', message: 'M', ...change },
    });
    expect(res.status).toBe(status);
    if (message) expect(res.body).toEqual({ message });
    expect(server.deps.db.select().from(notifications).where(eq(notifications.recipientId, ann.id)).all()).toEqual([]);
  });

  it('is for administrators only', async () => {
    const [ann, staff] = [await person(), await person('staff')];
    for (const who of [ann, staff]) {
      const res = await server.api('POST', '/api/admin/notifications', {
        token: who.token,
        body: { recipient: ann.id, title: 'T', message: 'M' },
      });
      expect(res.status).toBe(403);
    }
    expect((await server.api('POST', '/api/admin/notifications', { body: { recipient: ann.id, title: 'T', message: 'M' } })).status).toBe(
      401,
    );
    expect(server.deps.db.select().from(notifications).where(eq(notifications.recipientId, ann.id)).all()).toEqual([]);
  });
});

describe("REST: one's own notifications", () => {
  it('lists newest first with the unread count, marks read, marks all read and deletes', async () => {
    const ann = await person();
    const [n1, n2, n3] = [await notify(ann), await notify(ann), await notify(ann)];
    const list = await server.api<{ notifications: NotificationView[]; unreadCount: number }>(
      'GET',
      '/api/notifications/my-notifications',
      { token: ann.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(3);
    expect(list.body.notifications.map((n) => n._id)).toEqual([n3._id, n2._id, n1._id]);
    // The spec's "_id or id": both, for clients reading either.
    expect(list.body.notifications.map((n) => n.id)).toEqual([n3._id, n2._id, n1._id]);

    const read = await server.api<NotificationView>('PUT', `/api/notifications/${n1._id}/read`, { token: ann.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: n1._id, id: n1._id, read: true });

    const del = await server.api('DELETE', `/api/notifications/${n2._id}`, { token: ann.token });
    expect(del.status).toBe(200);
    expect((await server.api('PUT', '/api/notifications/mark-all-read', { token: ann.token })).body).toEqual({ success: true, updated: 1 });

    const after = await server.api<{ notifications: NotificationView[]; unreadCount: number }>(
      'GET',
      '/api/notifications/my-notifications',
      { token: ann.token },
    );
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.notifications.map((n) => [n._id, n.read])).toEqual([
      [n3._id, true],
      [n1._id, true],
    ]);
  });

  it("answers another user's notification as 404 and leaves it untouched", async () => {
    const [ann, bob] = [await person(), await person()];
    const annsOwn = await notify(ann);
    for (const [method, path] of [
      ['PUT', `/api/notifications/${annsOwn._id}/read`],
      ['DELETE', `/api/notifications/${annsOwn._id}`],
    ] as const) {
      const res = await server.api(method, path, { token: bob.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: NOTIFICATION_MSG.notFound });
    }
    await server.api('PUT', '/api/notifications/mark-all-read', { token: bob.token });
    expect(server.deps.db.select().from(notifications).where(eq(notifications.id, annsOwn._id)).get()).toMatchObject({ read: false });
  });

  it('needs a signed-in user', async () => {
    expect((await server.api('GET', '/api/notifications/my-notifications')).status).toBe(401);
  });
});
