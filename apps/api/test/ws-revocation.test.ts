import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REALTIME, type Role } from '@innkeep/api-contract';
import type { ChatEvent } from '../src/services/messages';
import type { AppRouter } from '../src/trpc/root';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, Inbox, type Connection } from './realtime-helpers';

// A clock the server reads, moved only by the expiry test.
let clock: Date | null = null;
let server: TestServer;
let adminToken: string;
const open: Connection[] = [];

interface Victim {
  id: string;
  email: string;
  password: string;
  token: string;
  connection: Connection;
  /** The notifications feed, open before the session ends. */
  feed: Inbox<unknown>;
}

async function victim(role: Role): Promise<Victim> {
  const user = await insertUser(server.deps, role);
  const token = await tokenFor(server, user);
  const connection = connect(server, token);
  open.push(connection);
  const feed = new Inbox<unknown>();
  connection.client.notifications.onNotification.subscribe({}, feed.handlers);
  await feed.until((i) => i.started > 0);
  // Works before: query and mutation over the same socket.
  expect((await connection.client.auth.me.query()).user.email).toBe(user.email);
  await connection.client.notifications.markAllRead.mutate();
  return { ...user, token, connection, feed };
}

/** The tRPC error code a call fails with (never a 5xx). */
async function codeOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`expected a tRPC error, got ${String(error)}`);
  return String((error as TRPCClientError<AppRouter>).data?.code);
}

/** The subscription ends with UNAUTHORIZED and the session-ended message. */
async function expectEnded<T>(feed: Inbox<T>): Promise<void> {
  // Generous for a busy machine; the watch interval itself is asserted below.
  await feed.until((i) => i.error !== null, 10_000);
  expect(feed.error).toBeInstanceOf(TRPCClientError);
  const error = feed.error as TRPCClientError<AppRouter>;
  expect(error.data?.code).toBe('UNAUTHORIZED');
  expect(error.message).toBe(MSG.sessionExpired);
}

/** What HTTP would answer a signed-out caller: UNAUTHORIZED for the query and the mutation. */
async function expectSignedOut(v: Victim): Promise<void> {
  await expectEnded(v.feed);
  expect(await codeOf(v.connection.client.auth.me.query())).toBe('UNAUTHORIZED');
  expect(await codeOf(v.connection.client.notifications.markAllRead.mutate())).toBe('UNAUTHORIZED');
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock ?? new Date() });
  adminToken = await tokenFor(server, await insertUser(server.deps, 'admin'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

describe('a session that ends stops working on an open WebSocket', () => {
  it('re-checks open subscriptions at least every 500 ms, so they end within a second', () => {
    expect(REALTIME.sessionWatchMs).toBeLessThanOrEqual(500);
  });

  it('signing out (from another tab, over HTTP)', async () => {
    const v = await victim('customer');
    expect((await server.api('POST', '/api/auth/logout', { token: v.token })).status).toBe(200);
    await expectSignedOut(v);
    expect(await codeOf(v.connection.client.complaints.create.mutate({ title: 'Noise', description: 'Loud music next door' }))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('a password change on another device', async () => {
    const v = await victim('customer');
    const other = await tokenFor(server, v);
    const res = await server.api('PUT', '/api/auth/change-password', {
      token: other,
      body: { currentPassword: v.password, newPassword: 'an0ther-secret' },
    });
    expect(res.status).toBe(200);
    await expectSignedOut(v);
    // The device that changed it carries on.
    expect((await server.api('GET', '/api/auth/me', { token: other })).status).toBe(200);
  });

  it('a role change by an administrator (a demoted admin loses admin procedures)', async () => {
    const v = await victim('admin');
    expect((await v.connection.client.admin.users.list.query({})).total).toBeGreaterThan(0);
    const res = await server.api('PUT', `/api/admin/users/${v.id}/role`, { token: adminToken, body: { role: 'customer' } });
    expect(res.status).toBe(200);
    await expectSignedOut(v);
    expect(await codeOf(v.connection.client.admin.users.list.query({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(v.connection.client.notifications.send.mutate({ recipient: v.id, title: 'x', message: 'y' }))).toBe('UNAUTHORIZED');
  });

  it('approval revoked: a rejected staff member stops acting and stops receiving board events', async () => {
    const v = await victim('staff');
    const board = new Inbox<unknown>();
    v.connection.client.staff.onBoard.subscribe({}, board.handlers);
    await board.until((i) => i.started > 0);
    expect(await v.connection.client.staff.dashboard.query()).toBeDefined();
    const res = await server.api('PUT', `/api/admin/users/${v.id}/approval`, { token: adminToken, body: { isApproved: false } });
    expect(res.status).toBe(200);
    await expectSignedOut(v);
    await expectEnded(board);
    expect(await codeOf(v.connection.client.staff.dashboard.query())).toBe('UNAUTHORIZED');
  });

  it('the account deleted by an administrator (no 500 from the missing user)', async () => {
    const v = await victim('customer');
    const res = await server.api('DELETE', `/api/admin/users/${v.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    await expectSignedOut(v);
    expect(await codeOf(v.connection.client.complaints.create.mutate({ title: 'Noise', description: 'Loud music next door' }))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('expiry', async () => {
    const v = await victim('customer');
    try {
      clock = new Date(Date.now() + (server.deps.env.SESSION_TTL_HOURS + 1) * 3_600_000);
      await expectSignedOut(v);
    } finally {
      clock = null;
    }
  });

  it('releases what the subscription held: the chat sees the member leave', async () => {
    const bystander = await victim('customer');
    const v = await victim('customer');
    const { chatId } = await bystander.connection.client.chat.publicChat.query();
    const seen = new Inbox<ChatEvent>();
    bystander.connection.client.chat.onEvent.subscribe({ chatId }, seen.handlers);
    await seen.until((i) => i.started > 0);
    const chat = new Inbox<ChatEvent>();
    v.connection.client.chat.onEvent.subscribe({ chatId }, chat.handlers);
    await seen.until((i) => i.items.filter((e) => e.type === 'user_joined_chat').length === 2);
    expect((await server.api('POST', '/api/auth/logout', { token: v.token })).status).toBe(200);
    await expectEnded(chat);
    await seen.until((i) => i.items.some((e) => e.type === 'user_left_chat'));
  });

  it("leaves everyone else's socket alone", async () => {
    const bystander = await victim('customer');
    const v = await victim('customer');
    expect((await server.api('DELETE', `/api/admin/users/${v.id}`, { token: adminToken })).status).toBe(200);
    await expectEnded(v.feed);
    // A notice sent after the watch has ended the other feed still reaches the bystander's.
    const sent = await server.api('POST', '/api/admin/notifications', {
      token: adminToken,
      body: { recipient: bystander.id, title: 'Still here', message: 'Your socket works' },
    });
    expect(sent.status).toBe(201);
    await bystander.feed.until((i) => i.items.length === 1);
    expect(bystander.feed.error).toBeNull();
    expect((await bystander.connection.client.auth.me.query()).user.email).toBe(bystander.email);
    await bystander.connection.client.notifications.markAllRead.mutate();
  });
});
