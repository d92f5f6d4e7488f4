// The benchmark's servers run in their own processes, so the load generator's CPU is not theirs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface Child {
  process: ChildProcess;
  port: number;
  base: string;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<void>;
}

/** Starts `node args…` and resolves once its output contains `ready`. */
export async function startProcess(args: string[], env: Record<string, string>, ready: string, port: number): Promise<Child> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return {
    process: child,
    port,
    base: `http://127.0.0.1:${port}`,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const BENCH_JWT_SECRET = 'innkeep-bench-secret-0123456789abcdef';

/**
 * The environment `npm start` gives the server: the assignments before `node` in apps/api's start
 * script (glibc's `MALLOC_ARENA_MAX`, read before any JavaScript runs), so the benchmark measures it.
 */
function startScriptEnv(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  return Object.fromEntries([...scripts.start.matchAll(/(\w+)=(\S+) /g)].map(([, name, value]) => [name!, value!]));
}

/** The built server (`node apps/api/dist/main.js`, as `npm start` runs it) on `databasePath`, with limits out of the load's way. */
export async function startServer(mainJs: string, databasePath: string): Promise<Child> {
  const port = await freePort();
  return startProcess(
    [mainJs],
    {
      ...startScriptEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      LOGIN_FAILURE_LIMIT: '1000000',
      MAX_PENDING_BOOKINGS: '1000000',
      // The channels section serves its feeds from this machine.
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
    'Innkeep is running at',
    port,
  );
}
