import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_REQUEST_BYTES, REALTIME } from '@innkeep/api-contract';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect } from './realtime-helpers';

// Short enough to keep the test quick, long enough for a busy machine to authenticate first.
const AUTH_TIMEOUT_MS = 1_000;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ server: { wsAuthTimeoutMs: AUTH_TIMEOUT_MS } });
  token = await tokenFor(server, await insertUser(server.deps, 'customer'));
});
afterAll(() => server.close());

/** A raw socket on /trpc, as tRPC's client opens it when it sends connection params. */
function rawSocket(): { ws: WebSocket; opened: Promise<void>; closed: Promise<{ code: number; reason: string }> } {
  const ws = new WebSocket(`${server.base.replace(/^http/, 'ws')}/trpc?connectionParams=1`);
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, opened, closed };
}

const healthOverSocket = async () => {
  const connection = connect(server, token);
  try {
    return await connection.client.health.check.query();
  } finally {
    await connection.close();
  }
};

describe('WebSocket limits', () => {
  it('refuses a frame above the body limit with 1009 and keeps serving', async () => {
    expect(MAX_REQUEST_BYTES).toBe(1_048_576);
    const { ws, opened, closed } = rawSocket();
    await opened;
    ws.send(Buffer.alloc(2 * MAX_REQUEST_BYTES, 'a'));
    expect((await closed).code).toBe(1009);
    expect((await server.api('GET', '/api/health')).status).toBe(200);
    expect(await healthOverSocket()).toMatchObject({ status: 'ok' });
  });

  it('closes a socket that presents no valid token in time', async () => {
    expect(REALTIME.authTimeoutMs).toBe(10_000);
    const anonymous = rawSocket();
    await anonymous.opened;
    expect(await anonymous.closed).toEqual({ code: REALTIME.authTimeoutCloseCode, reason: 'authentication timeout' });

    const badToken = rawSocket();
    await badToken.opened;
    badToken.ws.send(JSON.stringify({ method: 'connectionParams', data: { token: 'not-a-token' } }));
    expect((await badToken.closed).code).toBe(REALTIME.authTimeoutCloseCode);
  });

  it('leaves an authenticated idle socket open', async () => {
    const authed = rawSocket();
    await authed.opened;
    authed.ws.send(JSON.stringify({ method: 'connectionParams', data: { token } }));
    let authedClosed = false;
    void authed.closed.then(() => (authedClosed = true));
    // Opened later with the same time-out: once it is closed, the first one's would have fired.
    const later = rawSocket();
    await later.opened;
    expect((await later.closed).code).toBe(REALTIME.authTimeoutCloseCode);
    expect(authedClosed).toBe(false);
    expect(authed.ws.readyState).toBe(WebSocket.OPEN);
    authed.ws.close();
  });

  it('a visitor cannot start a subscription (every feed needs a session), so it is closed too', async () => {
    const visitor = rawSocket();
    await visitor.opened;
    const answers: { error?: { data?: { code?: string } } }[] = [];
    visitor.ws.on('message', (data) => answers.push(JSON.parse((data as Buffer).toString()) as (typeof answers)[number]));
    visitor.ws.send(JSON.stringify({ method: 'connectionParams', data: {} }));
    visitor.ws.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'notifications.onNotification', input: {} } }));
    expect((await visitor.closed).code).toBe(REALTIME.authTimeoutCloseCode);
    expect(answers.map((a) => a.error?.data?.code)).toEqual(['UNAUTHORIZED']);
  });
});
