import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@innkeep/api-contract';
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

describe('tRPC over HTTP (trpc/host.ts)', () => {
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
});
