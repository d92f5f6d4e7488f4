import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// These tests run the real entry points as separate processes, as `npm start` and an operator would.
const MAIN = 'apps/api/src/main.ts';
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'innkeep-life-'));
  dirs.push(dir);
  return join(dir, 'innkeep.db');
}

function baseEnv(databasePath: string, extra: Record<string, string> = {}) {
  return { PATH: process.env.PATH, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn', ...extra };
}

async function startProcess(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  // Port 0: the system picks a free port, which the start-up banner reports.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...env, PORT: '0' } });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const port = Number((await waitForOutput(() => output, /running at http:\/\/localhost:(\d+)/))[1]);
  return { child, port, output: () => output };
}

/** Polls a child's output until `pattern` appears (up to 15 s). */
async function waitForOutput(output: () => string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 300; i += 1) {
    const match = output().match(pattern);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${pattern} never appeared in: ${output()}`);
}

const DEMO_WARNING = /still have their published demo password: admin@innkeep\.test, staff@innkeep\.test, pending@innkeep\.test, guest@innkeep\.test/;

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('creates, migrates and seeds a new database, then prints the URL and demo accounts', async () => {
    const { port, output } = await startProcess(baseEnv(tempDb()));
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toContain('admin@innkeep.test');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@innkeep.test', password: 'Admin#2026' }),
    });
    expect(login.status).toBe(200);
    // On the loopback address only this machine can use the demo passwords: no warning.
    expect(output()).not.toMatch(DEMO_WARNING);
  });

  it('warns, naming the accounts, when it listens beyond loopback while demo passwords still work', async () => {
    const { output } = await startProcess(baseEnv(tempDb(), { HOST: '0.0.0.0' }));
    await waitForOutput(output, DEMO_WARNING);
    expect(output()).toContain('Listening on 0.0.0.0');
  });

  it('refuses to start with a HOTEL_TIMEZONE that is not an IANA zone, naming it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], { env: baseEnv(tempDb(), { HOTEL_TIMEZONE: 'Mars/Olympus' }), encoding: 'utf8' });
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

describe('shutdown', () => {
  it('on SIGTERM tells WebSocket clients to reconnect and exits cleanly', async () => {
    const { child, port } = await startProcess(baseEnv(tempDb()));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(String(data)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(messages.map((m) => JSON.parse(m))).toContainEqual({ id: null, method: 'reconnect' });
  });
});
