import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MSG } from '@innkeep/api-contract';
import { sessions } from '@innkeep/db';
import { loadEnv } from '../src/env';
import type { AppRouter } from '../src/trpc/root';
import { manualClock } from './admin-helpers';
import { insertUser, newGuest, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const running: TestServer[] = [];
afterEach(async () => {
  for (const each of running.splice(0)) await each.close();
});

async function start(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  server = await startTestServer(options);
  running.push(server);
  return server;
}

describe('the TRUST_PROXY setting', () => {
  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1,::1/128,loopback', ['10.0.0.0/8', '127.0.0.1', '::1/128', 'loopback']],
  ])('reads %j', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example'])('refuses %j naming the setting', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: not an address/);
  });
});

/** A REST call as if relayed by a proxy for `client` (the X-Forwarded-For header). */
async function from(client: string, method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': client };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(server.base + path, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: string; token?: string } };
}

const login = (client: string, email: string, password: string) => from(client, 'POST', '/api/auth/login', { email, password });

describe('TRUST_PROXY decides which address the limits see', () => {
  it('with TRUST_PROXY=1 the forwarded client is limited, each on its own', async () => {
    await start({ env: { AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' } });
    const guess = (client: string) => login(client, 'nobody@example.test', 'wrong-pass');
    expect((await guess('203.0.113.1')).status).toBe(401);
    expect((await guess('203.0.113.1')).status).toBe(401);
    expect(await guess('203.0.113.1')).toEqual({ status: 429, body: { message: MSG.tooManyAttempts } });
    expect((await guess('203.0.113.2')).status).toBe(401);
  });

  it('without it X-Forwarded-For is ignored: every request is the proxy’s', async () => {
    await start({ env: { AUTH_RATE_LIMIT: '2' } });
    const guess = (client: string) => login(client, 'nobody@example.test', 'wrong-pass');
    expect((await guess('203.0.113.1')).status).toBe(401);
    expect((await guess('203.0.113.2')).status).toBe(401);
    expect((await guess('203.0.113.3')).status).toBe(429);
  });

  it('WebSocket connections get the same client address as HTTP requests', async () => {
    await start({ env: { TRUST_PROXY: '127.0.0.1' } });
    const user = await insertUser(server.deps, 'customer');
    // Node's `ws` takes headers as a third argument, which the browser API lacks.
    class ProxiedWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': '198.51.100.7' } });
      }
    }
    const wsClient = createWSClient({
      url: `${server.base.replace(/^http/, 'ws')}/trpc`,
      WebSocket: ProxiedWebSocket as unknown as typeof globalThis.WebSocket,
    });
    try {
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
      await client.auth.login.mutate({ email: user.email, password: user.password });
    } finally {
      await wsClient.close();
    }
    const rows = server.deps.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id)).all();
    expect(rows).toEqual([{ ip: '198.51.100.7' }]);
  });
});

describe('failed sign-ins per account', () => {
  it('locks the account for the addresses that failed, counting failures only, for 15 minutes', async () => {
    const clock = manualClock(new Date().toISOString());
    await start({ now: clock.now, env: { LOGIN_FAILURE_LIMIT: '3', TRUST_PROXY: 'true' } });
    const { email, password } = await insertUser(server.deps, 'customer');
    const locked = { status: 429, body: { message: MSG.accountLocked } };

    // Successes do not count.
    for (let i = 0; i < 4; i += 1) expect((await login('10.0.0.1', email, password)).status).toBe(200);
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(await login(client, email, 'wrong-pass')).toEqual({ status: 401, body: { message: MSG.invalidCredentials } });
    }
    // Over the limit: a failed address is refused even with the right password, a new guess too.
    expect(await login('10.0.0.1', email, password)).toEqual(locked);
    expect(await login('10.0.0.4', email, 'wrong-pass')).toEqual(locked);
    expect(await login('10.0.0.4', email, password)).toEqual(locked);
    // The owner, elsewhere, still signs in.
    expect((await login('10.0.0.5', email, password)).status).toBe(200);

    clock.set(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    expect((await login('10.0.0.1', email, password)).status).toBe(200);
  });

  it('limits an unknown email exactly like an account', async () => {
    await start({ env: { LOGIN_FAILURE_LIMIT: '2', TRUST_PROXY: 'true' } });
    const guess = (client: string) => login(client, 'Nobody@Example.test', 'wrong-pass');
    expect((await guess('10.0.0.1')).status).toBe(401);
    expect((await guess('10.0.0.2')).status).toBe(401);
    expect(await guess('10.0.0.3')).toEqual({ status: 429, body: { message: MSG.accountLocked } });
    expect(await guess('10.0.0.1')).toEqual({ status: 429, body: { message: MSG.accountLocked } });
  });
});

describe('signed-in account checks', () => {
  it('limits password changes and profile updates per account, whatever the address', async () => {
    await start({ env: { AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'true' } });
    const guest = newGuest();
    const { token } = (await from('10.0.1.1', 'POST', '/api/auth/register', guest)).body;
    const other = newGuest();
    await from('10.0.1.2', 'POST', '/api/auth/register', other);

    const change = (client: string) =>
      from(client, 'PUT', '/api/auth/change-password', { currentPassword: 'wrong-pass', newPassword: 'a-new-one' }, token);
    expect((await change('10.0.2.1')).status).toBe(400);
    expect((await change('10.0.2.2')).status).toBe(400);
    expect(await change('10.0.2.3')).toEqual({ status: 429, body: { message: MSG.tooManyAttempts } });

    // Probing which emails have accounts through the profile form.
    const probe = (client: string) =>
      from(client, 'PUT', '/api/auth/profile', { ...guest, email: other.email, currentPassword: guest.password }, token);
    expect(await probe('10.0.3.1')).toEqual({ status: 409, body: { message: MSG.emailTaken } });
    expect((await probe('10.0.3.2')).status).toBe(409);
    expect(await probe('10.0.3.3')).toEqual({ status: 429, body: { message: MSG.tooManyAttempts } });
  });
});
