// Server CPU per POST /api/bookings on a copy of a database, without sockets: `fastify.inject` in
// bursts of 16 (so the group commit batches as under the benchmark's load), best of 3 rounds.
// `npx tsx apps/api/bench/booking-cost.ts path/to/copy.db [bookings per round]`
import { addDays, hotelToday } from '@innkeep/api-contract';
import { prepare } from '../src/bootstrap';
import { loadEnv } from '../src/env';
import { buildServer } from '../src/server';
import { benchAccounts } from './accounts';
import { BENCH_JWT_SECRET } from './processes';

const [databasePath, perRound = '480'] = process.argv.slice(2);
if (!databasePath) throw new Error('usage: booking-cost.ts path/to/copy.db [bookings per round]');
const env = loadEnv({
  DATABASE_PATH: databasePath,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JWT_SECRET: BENCH_JWT_SECRET,
  MAX_PENDING_BOOKINGS: '1000000',
});
const started = await prepare(env);
const app = await buildServer(started.deps, { webRoot: null });
const bookers = await benchAccounts(databasePath, 'Cost Bench', 16);
const rooms = (await app.inject({ method: 'GET', url: '/api/rooms' }).then((r) => r.json<{ _id: string; status: string }[]>())).filter(
  (r) => r.status === 'available',
);
const today = hotelToday(new Date(), env.HOTEL_TIMEZONE);
let slot = 0;
const book = async (worker: number) => {
  const mine = slot++;
  const night = addDays(today, 100 + Math.floor(mine / rooms.length));
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${bookers[worker]!.token}` },
    payload: { roomId: rooms[mine % rooms.length]!._id, checkIn: night, checkOut: addDays(night, 1), guests: 1 },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
};
const round = async (n: number) => {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let done = 0; done < n; done += 16) await Promise.all(bookers.map((_, worker) => book(worker)));
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / n, wallMs: (performance.now() - t0) / n };
};
await round(64); // warm-up
const rounds = [];
for (let i = 0; i < 3; i++) rounds.push(await round(Number(perRound)));
const best = rounds.reduce((a, b) => (a.cpuUs < b.cpuUs ? a : b));
const load = (await import('node:os')).loadavg().map((x) => x.toFixed(1));
console.log(
  `${rooms.length} rooms, ${perRound} bookings a round in bursts of 16: server CPU per booking ${best.cpuUs.toFixed(0)} µs ` +
    `(rounds ${rounds.map((r) => r.cpuUs.toFixed(0)).join(', ')}), wall ${best.wallMs.toFixed(2)} ms; load average ${load.join(' ')}`,
);
await app.close();
started.close();
