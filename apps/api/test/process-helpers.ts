import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real entry point run as its own process, as `npm start` and an operator would.
export const MAIN = 'apps/api/src/main.ts';
/**
 * How long a server process may take to start or print: tsx compiling the API, migrating and seeding
 * (argon2) took over 60 s on two cores busy with other work. Only a failing test waits this long.
 */
export const PROCESS_WAIT_MS = 180_000;
/** For tests that start a server and run the scripts beside it. */
export const PROCESS_TEST_MS = 2 * PROCESS_WAIT_MS;
const children: ChildProcess[] = [];
const dirs: string[] = [];

export function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'innkeep-life-'));
  dirs.push(dir);
  return join(dir, 'innkeep.db');
}

export function baseEnv(databasePath: string, extra: Record<string, string> = {}) {
  return { PATH: process.env.PATH, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn', ...extra };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts the server and resolves once its banner names the port (port 0: the system picks a free one). */
export function startProcess(env: Record<string, string | undefined>, timeoutMs = PROCESS_WAIT_MS): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...env, PORT: '0' } });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms: ${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = Number(output.match(/running at http:\/\/localhost:(\d+)/)?.[1]);
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it started: ${output}`));
    });
  });
}

/** Resolves with the exit code once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** For afterEach: kills what the test started and removes its databases. */
export function cleanUpProcesses(): void {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Resolves once what the process printed matches `pattern`, checking on each chunk it prints. */
export function waitForOutput(server: ServerProcess, pattern: RegExp, timeoutMs = PROCESS_WAIT_MS): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = server.output().match(pattern);
      if (!match) return;
      stop();
      resolve(match);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${pattern} never appeared in: ${server.output()}`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      server.child.stdout?.off('data', check);
      server.child.stderr?.off('data', check);
    };
    // Registered after startProcess's own listener, so output() already holds the chunk.
    server.child.stdout?.on('data', check);
    server.child.stderr?.on('data', check);
    check();
  });
}
