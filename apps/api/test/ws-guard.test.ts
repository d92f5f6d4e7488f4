import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BATCH_CALLS, REALTIME } from '@innkeep/api-contract';
import { connect } from './realtime-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const PER_SECOND = 50;
beforeAll(async () => {
  server = await startTestServer({ env: { WS_CALLS_PER_SECOND: String(PER_SECOND) } });
});
afterAll(() => server.close());

const calls = (count: number, from = 0) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: from + i, method: 'query', params: { path: 'health.check' } })));

/** A bare socket, as an attacker's: what it receives and how it closes. */
async function rawSocket() {
  const socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}/trpc`);
  const answers: unknown[] = [];
  socket.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, answers, closed };
}

describe('WebSocket call caps (lib/ws-guard.ts)', () => {
  it('answers a batch of MAX_BATCH_CALLS calls', async () => {
    const { socket, answers } = await rawSocket();
    socket.send(calls(MAX_BATCH_CALLS));
    await expect.poll(() => answers.length).toBe(MAX_BATCH_CALLS);
    socket.close();
  });

  it('closes a socket whose message carries more calls, unanswered, while another client is answered', async () => {
    const other = connect(server, null);
    const attacker = await rawSocket();
    attacker.socket.send(calls(12_000));
    const [code, answer] = await Promise.all([attacker.closed, other.client.health.check.query()]);
    expect(code).toBe(REALTIME.tooManyCallsCloseCode);
    expect(attacker.answers).toEqual([]);
    expect(answer).toMatchObject({ status: 'ok' });
    expect(await other.client.health.check.query()).toMatchObject({ status: 'ok' });
    await other.close();
  });

  it('closes a socket that makes more than the per-second cap in small batches', async () => {
    const { socket, answers, closed } = await rawSocket();
    const messages = Math.ceil(PER_SECOND / MAX_BATCH_CALLS) + 1;
    for (let i = 0; i < messages; i++) socket.send(calls(MAX_BATCH_CALLS, i * MAX_BATCH_CALLS));
    expect(await closed).toBe(REALTIME.tooManyCallsCloseCode);
    expect(answers.length).toBeLessThanOrEqual(PER_SECOND);
  });
});
