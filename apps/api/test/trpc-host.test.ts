import { resolveResponse } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@innkeep/api-contract';
import { startBackups } from '../src/jobs/backups';
import { startSessionWatch } from '../src/services/session-watch';
import { createContext } from '../src/trpc/context';
import { appRouter } from '../src/trpc/root';
import { signedIn, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let guest: Account;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  guest = await signedIn(server, 'customer');
});
afterAll(() => server.close());

const trpc = (path: string, init: RequestInit = {}) => fetch(`${server.base}/trpc/${path}`, init);

describe('tRPC over HTTP (trpc/fastify-host.ts)', () => {
  it('answers a batch of calls in one JSON body, each with its own result or error', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const res = await trpc(`rooms.list,auth.me?batch=1&input=${input}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as [{ result: { data: unknown[] } }, { error: { message: string; data: { httpStatus: number } } }];
    expect(body[0].result.data.length).toBeGreaterThan(0);
    expect(body[1].error).toMatchObject({ message: MSG.unauthorized, data: { httpStatus: 401 } });
  });

  it('takes a JSON body for a mutation', async () => {
    const res = await trpc('auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.token}` },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await server.api('GET', '/api/auth/me', { token: guest.token })).status).toBe(401);
  });

  it('refuses a subscription at once: live data runs over the WebSocket only, where sessions can end it', async () => {
    const other = await signedIn(server, 'customer');
    const res = await trpc('live.onChange', { headers: { accept: 'text/event-stream', authorization: `Bearer ${other.token}` } });
    // The whole answer arrives: nothing is left streaming (or watching the session) behind it.
    const text = await res.text();
    expect(text).toContain(MSG.liveOverWebSocket);
  });

  it('answers GET calls as tRPC itself does: the same status and body for results, errors, batches and refusals', async () => {
    const admin = await signedIn(server, 'admin');
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const asks: [string, string | undefined][] = [
      ['rooms.list', undefined],
      ['rooms.list', guest.token],
      [`rooms.list,auth.me?batch=1&input=${input({ 0: {}, 1: {} })}`, undefined],
      [`auth.me,notifications.mine?batch=1&input=${input({})}`, guest.token],
      [`admin.users.list?input=${input({ page: 1, limit: 5 })}`, guest.token],
      [`admin.users.list?input=${input({ page: 1, limit: 5, search: 'demo' })}`, admin.token],
      [`admin.users.list?input=${input({ page: 0, limit: 5 })}`, admin.token],
      [`admin.users.list,rooms.list?batch=1&input=${input({ 0: { page: 'x' } })}`, admin.token],
      [`rooms.byId?input=${input({ id: 'no-such-room' })}`, undefined],
      // Answered by resolveResponse on both sides: an unknown path, a mutation by GET, input that is not JSON, a batch of a list.
      ['no.such.path', undefined],
      ['auth.logout', guest.token],
      ['auth.me?input=%7Bnot-json', guest.token],
      [`auth.me?batch=1&input=${input([{}])}`, guest.token],
    ];
    const sessionWatch = startSessionWatch(server.deps, 60_000, () => undefined);
    const backups = startBackups(server.deps, { dir: server.deps.env.BACKUP_DIR, intervalMinutes: 0, keep: 1 }, { error: () => undefined });
    try {
      for (const [ask, token] of asks) {
        const headers = token ? { authorization: `Bearer ${token}` } : undefined;
        const served = await trpc(ask, { headers });
        const url = new URL(`${server.base}/trpc/${ask}`);
        const ctx = createContext(
          { ...server.deps, sessionWatch, backups },
          { authorization: headers?.authorization, ip: '127.0.0.1', userAgent: '' },
        );
        const expected = await resolveResponse({
          router: appRouter,
          req: new Request(url),
          path: url.pathname.slice('/trpc/'.length),
          error: null,
          createContext: async () => ctx,
        });
        expect({ ask, status: served.status, body: await served.json() }).toEqual({
          ask,
          status: expected.status,
          body: await expected.json(),
        });
      }
    } finally {
      sessionWatch.stop();
    }
  });
});
