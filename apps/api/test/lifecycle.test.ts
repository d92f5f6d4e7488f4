import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseEnv, cleanUpProcesses, exited, MAIN, PROCESS_TEST_MS, startProcess, tempDb, waitForOutput } from './process-helpers';

afterEach(cleanUpProcesses);

const DEMO_WARNING =
  /still have their published demo password: admin@innkeep\.test, staff@innkeep\.test, pending@innkeep\.test, guest@innkeep\.test/;

// Each test starts a server process: on a busy machine that alone can take tens of seconds.
describe('start-up', { timeout: PROCESS_TEST_MS }, () => {
  it('creates, migrates and seeds a new database, then prints the URL and demo accounts', async () => {
    const { port, output, child } = await startProcess(baseEnv(tempDb()));
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toContain('admin@innkeep.test');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@innkeep.test', password: 'Admin#2026' }),
    });
    expect(login.status).toBe(200);
    // On the loopback address only this machine can use the demo passwords: no warning. The warning
    // would come after the banner, so look once the process has stopped and closed its output.
    const closed = once(child, 'close');
    child.kill('SIGTERM');
    await closed;
    expect(output()).toContain('admin@innkeep.test');
    expect(output()).not.toMatch(DEMO_WARNING);
  });

  it('warns, naming the accounts, when it listens beyond loopback while demo passwords still work', async () => {
    const server = await startProcess(baseEnv(tempDb(), { HOST: '0.0.0.0' }));
    await waitForOutput(server, DEMO_WARNING);
    expect(server.output()).toContain('Listening on 0.0.0.0');
  });

  it('refuses to start with a HOTEL_TIMEZONE that is not an IANA zone, naming it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: baseEnv(tempDb(), { HOTEL_TIMEZONE: 'Mars/Olympus' }),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment: HOTEL_TIMEZONE: "Mars/Olympus" is not an IANA time zone');
  });

  it('with SEED_DEMO=false has no accounts until create-admin makes the first administrator', async () => {
    const databasePath = tempDb();
    const env = baseEnv(databasePath, { SEED_DEMO: 'false' });
    const { port, output, child } = await startProcess(env);
    expect(output()).not.toContain('Demo accounts');
    const demo = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@innkeep.test', password: 'Admin#2026' }),
    });
    expect(demo.status).toBe(401);

    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/scripts/create-admin.ts', '--email', 'Owner@Hotel.example', '--name', 'Olga Owner'],
      { env: { ...env, ADMIN_PASSWORD: 'Own3r-secret' }, encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('owner@hotel.example');

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@hotel.example', password: 'Own3r-secret', portal: 'admin' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ role: 'admin', isApproved: true });

    const again = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/scripts/create-admin.ts', '--email', 'owner@hotel.example', '--name', 'Twice'],
      { env: { ...env, ADMIN_PASSWORD: 'Own3r-secret' }, encoding: 'utf8' },
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    child.kill('SIGTERM');
  });
});

describe('shutdown', { timeout: PROCESS_TEST_MS }, () => {
  it('on SIGTERM tells WebSocket clients to reconnect and exits cleanly', async () => {
    const { child, port } = await startProcess(baseEnv(tempDb()));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push((data as Buffer).toString()));
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(messages.map((m): unknown => JSON.parse(m))).toContainEqual({ id: null, method: 'reconnect' });
  });
});
