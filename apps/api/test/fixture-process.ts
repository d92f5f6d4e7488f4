import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { repoRoot } from '../src/env';

export interface ServerProcess {
  base: string;
  stop: () => Promise<void>;
  /** Resolves once the process holds `n` requests (it prints `held <n>`). */
  holding: (n: number) => Promise<void>;
  /** Releases every held request. */
  go: () => void;
}

/**
 * Starts the fixture server in its own process on the given database file (with its own real clock),
 * holding the requests `hold` matches (`METHOD /path`, see fixtures/server.ts) until `go`.
 */
export async function startServerProcess(databasePath: string, hold = '^POST /api/bookings$'): Promise<ServerProcess> {
  const child = spawn('npx', ['tsx', join(repoRoot(), 'apps/api/test/fixtures/server.ts'), databasePath, '0', `--hold=${hold}`], {
    cwd: repoRoot(),
    // Real clock, so the 2031 stays here lie more than a year ahead.
    env: {
      ...process.env,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      AUTH_RATE_LIMIT: '10000',
      BOOKING_HORIZON_DAYS: '36500',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
    // Its own process group, so stop() ends npx, tsx and the server together.
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  let output = '';
  let held = 0;
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    held = Math.max(held, ...[...output.matchAll(/held (\d+)/g)].map((m) => Number(m[1])));
    for (const wake of waiters) wake();
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited early (${code}): ${output}`)));
    const check = () => {
      const match = output.match(/listening (\d+)/);
      if (!match) return;
      waiters.delete(check);
      resolve(match[1]!);
    };
    waiters.add(check);
    check();
  });
  const holding = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (held < n) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  const go = () => void child.stdin.write('go\n');
  return { base: `http://127.0.0.1:${port}`, stop, holding, go };
}
