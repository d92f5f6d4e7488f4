// Load generation and reporting shared by the benchmark's sections.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface Answer {
  status: number;
  bytes: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** A keep-alive HTTP client (node:http is several times cheaper per request than fetch). */
export function client(base: string, maxSockets = 64) {
  const url = new URL(base);
  // Idle sockets close well before the server's keep-alive timeout, so none is reused as the server drops it.
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: 20_000 });
  const send = (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const buffer = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, bytes: buffer.length, body: buffer, headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    send,
    get: (path: string, token?: string, headers?: Record<string, string>) => send('GET', path, token, undefined, headers),
    json: async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
      const answer = await send(method, path, token, body);
      if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      return JSON.parse(answer.body.toString()) as T;
    },
    close: () => agent.destroy(),
  };
}
export type Client = ReturnType<typeof client>;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
}

/**
 * Calls `fn` `concurrency` at a time until at least `minCount` calls are done and `budgetMs` has
 * passed, or `maxCount` calls; returns latency percentiles in milliseconds.
 */
export async function latency(
  fn: (i: number) => Promise<{ status: number }>,
  options: { concurrency: number; minCount: number; maxCount: number; budgetMs: number },
): Promise<Latency> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + options.budgetMs;
  let next = 0;
  const more = () => next < options.maxCount && (next < options.minCount || performance.now() < deadline);
  const worker = async () => {
    while (more()) {
      const i = next++;
      const t0 = performance.now();
      // A dropped connection counts as status 0 rather than ending the benchmark.
      const { status } = await fn(i).catch(() => ({ status: 0 }));
      times.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    statuses,
  };
}

/** What `autocannon` measured on one URL. */
export interface Rate {
  /** Mean requests per second over the run's one-second samples. */
  perSecond: number;
  /** Answers that were not 2xx, and connection errors or time-outs. */
  failed: number;
}

/**
 * Requests per second on `url` at `connections`, measured by `autocannon` in a process of its own
 * (after a one-second warm-up at the same concurrency): a generator in the benchmark's own process
 * measured bare Fastify at 18,866 req/s where autocannon measured about 45,000, so the generator and
 * not the server was the ceiling (issue 26).
 */
export async function loadRate(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Rate> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const header = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [
    cli,
    '-j',
    '-n',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '--warmup',
    '[',
    '-c',
    String(connections),
    '-d',
    '1',
    ']',
    ...header,
    url,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return { perSecond: result.requests.average, failed: result.non2xx + result.errors + result.timeouts };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
export const statusText = (statuses: Map<number, number>) => [...statuses].map(([code, n]) => `${code}×${n}`).join(' ');
export const verdict = (met: boolean) => (met ? 'ok' : 'MISSED');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 100 - title.length))}`);
}

/** One figure beside its goal. */
export function line(label: string, value: string, goal: string, met: boolean | null): void {
  console.log(`${label.padEnd(58)} ${value.padEnd(44)} ${goal.padEnd(26)} ${met === null ? '' : verdict(met)}`);
}
