// `npm run bench`: request latency of the hottest paths against a real server and a seeded
// temporary database. Goals are printed next to the measurements; tests never time anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, hotelToday } from '@innkeep/api-contract';
import { prepare } from '../src/bootstrap';
import { loadEnv } from '../src/env';
import { buildServer } from '../src/server';

const dir = mkdtempSync(join(tmpdir(), 'innkeep-bench-'));
const env = loadEnv({ DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000' });
const started = await prepare(env);
const app = await buildServer(started.deps, { webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Runs `fn` `count` times, `concurrency` at a time, and reports p50/p95 in milliseconds and the statuses seen. */
async function measure(label: string, goalP95Ms: number, count: number, concurrency: number, fn: (i: number) => Promise<Response>) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const res = await fn(i);
      times.push(performance.now() - t0);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  const p95 = Number(pct(95));
  console.log(
    `${label.padEnd(50)} n=${String(count).padStart(4)} c=${concurrency}  p50 ${pct(50).padStart(6)} ms  p95 ${pct(95).padStart(6)} ms  goal p95 < ${goalP95Ms} ms  ${p95 < goalP95Ms ? 'ok' : 'MISSED'}  [${[...statuses].map(([code, n]) => `${code}×${n}`).join(' ')}]`,
  );
}

const login = await call('POST', '/api/auth/login', undefined, { email: 'guest@innkeep.test', password: 'Guest#2026' });
const { token } = (await login.json()) as { token: string };
const admin = (await (
  await call('POST', '/api/auth/login', undefined, { email: 'admin@innkeep.test', password: 'Admin#2026' })
).json()) as {
  token: string;
};
const rooms = (await (await call('GET', '/api/rooms', token)).json()) as { _id: string; status: string; capacity: number }[];
const room = rooms.find((r) => r.status === 'available')!;
const today = hotelToday(new Date(), env.HOTEL_TIMEZONE);

console.log(`Innkeep benchmark (${rooms.length} rooms, seeded demo data)\n`);
await measure('GET /api/rooms', 50, 300, 8, () => call('GET', '/api/rooms', token));
await measure('GET /api/customer/dashboard', 50, 300, 8, () => call('GET', '/api/customer/dashboard', token));
await measure('GET /api/admin/dashboard', 100, 200, 4, () => call('GET', '/api/admin/dashboard', admin.token));
await measure('GET /api/admin/analytics?period=30', 150, 100, 4, () => call('GET', '/api/admin/analytics?period=30', admin.token));
// Distinct future stays, so each request is a real insert under the write lock.
await measure('POST /api/bookings (one room, distinct nights)', 100, 200, 8, (i) =>
  call('POST', '/api/bookings', token, {
    roomId: room._id,
    checkIn: addDays(today, 400 + i * 2),
    checkOut: addDays(today, 401 + i * 2),
    guests: 1,
  }),
);
await measure('POST /api/bookings (same nights, all but one 409)', 100, 200, 8, () =>
  call('POST', '/api/bookings', token, { roomId: room._id, checkIn: addDays(today, 300), checkOut: addDays(today, 302), guests: 1 }),
);

await app.close();
started.close();
rmSync(dir, { recursive: true, force: true });
