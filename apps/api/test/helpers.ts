import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@innkeep/api-contract';
import { users } from '@innkeep/db';
import { prepare } from '../src/bootstrap';
import type { AppDeps } from '../src/deps';
import { loadEnv } from '../src/env';
import { hashPassword } from '../src/services/people';
import { buildServer, type ServerOptions } from '../src/server';

export interface TestServer {
  base: string;
  deps: AppDeps;
  /** Calls a REST path and returns status and parsed JSON body. */
  api: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  close: () => Promise<void>;
}

/** A real server on a random port with its own temporary SQLite file. */
export async function startTestServer(
  options: { seed?: boolean; env?: Record<string, string>; now?: () => Date; server?: ServerOptions } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'innkeep-test-'));
  const env = loadEnv({
    DATABASE_PATH: join(dir, 'innkeep.db'),
    SEED_DEMO: options.seed ? 'true' : 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    AUTH_RATE_LIMIT: '10000',
    // Each test server keeps its backups beside its database, and makes none unless a test asks.
    BACKUP_DIR: join(dir, 'backups'),
    BACKUP_INTERVAL_MINUTES: '0',
    ...options.env,
  });
  const started = await prepare(env, options.now);
  const app = await buildServer(started.deps, { webRoot: null, ...options.server });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    base,
    deps: started.deps,
    async api(method, path, { body, token } = {}) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
    },
    async close() {
      await app.close();
      started.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid registration payload. */
export function newGuest(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Guest ${counter}`,
    email: `guest${counter}-${Date.now()}@example.test`,
    phone: '+1 555 0100',
    address: '1 Test Street',
    role: 'customer',
    password: 'Quiet-Room-7',
    confirmPassword: 'Quiet-Room-7',
    ...overrides,
  };
}

/** Inserts a user of any role directly (admins cannot register), returning email and password. */
export async function insertUser(deps: AppDeps, role: Role, isApproved = true) {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@example.test`;
  const password = 'Passw0rd!';
  const now = deps.now().toISOString();
  const row = deps.db
    .insert(users)
    .values({
      name: `${role} ${counter}`,
      email,
      phone: '555',
      role,
      isApproved,
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { id: row.id, email, password };
}

/** Signs in through the REST API and returns the token. */
export async function tokenFor(server: TestServer, credentials: { email: string; password: string }): Promise<string> {
  const res = await server.api<{ token: string }>('POST', '/api/auth/login', { body: credentials });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export interface TrpcAnswer<T> {
  status: number;
  data: T;
  message?: string;
}

/** Calls a tRPC procedure over HTTP, as the web app does. */
export async function trpcCall<T>(
  server: Pick<TestServer, 'base'>,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  token?: string,
): Promise<TrpcAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res =
    kind === 'query'
      ? await fetch(`${server.base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${server.base}/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  return { status: res.status, data: body.result?.data as T, message: body.error?.message };
}
