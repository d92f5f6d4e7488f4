import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '@innkeep/db';

/** One backup file in BACKUP_DIR, or a failed attempt (no file). */
export interface BackupEntry {
  file: string | null;
  at: string;
  bytes: number;
  ok: boolean;
  error?: string;
}

export interface BackupStatus {
  dir: string;
  intervalMinutes: number;
  keep: number;
  /** Newest first: the kept files, and the last attempt when it failed. */
  backups: BackupEntry[];
  lastFailure: BackupEntry | null;
  /** When the next scheduled backup runs; null when scheduling is off. */
  nextAt: string | null;
  running: boolean;
}

export interface BackupSettings {
  dir: string;
  intervalMinutes: number;
  keep: number;
}

/** The scheduled backups, behind one small interface (started and stopped with the server). */
export interface Backups {
  status(): Promise<BackupStatus>;
  /** Runs one now (or joins the one running) and answers its entry; a failure is an entry with ok false. */
  runNow(): Promise<BackupEntry>;
  stop(): void;
}

const NAME = /^innkeep-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.db$/;
/** `innkeep-2026-11-26T19-15-00-000Z.db`: sorts by time, and is a valid name on every file system. */
const fileName = (at: Date) => `innkeep-${at.toISOString().replace(/[:.]/g, '-')}.db`;
const timeOf = (name: string) => (NAME.exec(name)?.[1] ?? '').replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, 'T$1:$2:$3.$4Z');

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * `PRAGMA integrity_check` of a database file in a worker thread: on a large file it takes seconds,
 * which must not stop the event loop that serves requests.
 */
export function integrityCheck(path: string): Promise<string> {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    const Database = require(workerData.module);
    const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
    try { parentPort.postMessage(String(db.pragma('integrity_check', { simple: true }))); } finally { db.close(); }
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { module: betterSqlite, path } });
    worker.once('message', (verdict: string) => resolve(verdict));
    worker.once('error', reject);
  });
}

/** The backups in `dir`, newest first (only checked files carry the final name). */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  return Promise.all(names.map(async (name) => ({ file: name, at: timeOf(name), bytes: (await stat(join(dir, name))).size, ok: true })));
}

/**
 * One online backup with SQLite's backup API (pages copied in steps between requests, never a file
 * copy of a live database) to a temporary name, checked, renamed, then the oldest beyond `keep` removed.
 */
export async function backupOnce(db: Db, settings: BackupSettings, at: Date): Promise<BackupEntry> {
  const name = fileName(at);
  const temp = join(settings.dir, `.tmp-${name}`);
  // The copy keeps the live database's WAL mode, so the check's read-only open leaves these beside it.
  const checkFiles = () => Promise.all(['-wal', '-shm'].map((suffix) => rm(temp + suffix, { force: true })));
  try {
    await mkdir(settings.dir, { recursive: true });
    await db.$client.backup(temp);
    const verdict = await integrityCheck(temp);
    await checkFiles();
    if (verdict !== 'ok') throw new Error(`integrity check: ${verdict}`);
    await rename(temp, join(settings.dir, name));
  } catch (error) {
    // Nothing to remove when the folder itself was the problem.
    await Promise.all([rm(temp, { force: true }), checkFiles()]).catch(() => undefined);
    return { file: null, at: at.toISOString(), bytes: 0, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const kept = await listBackups(settings.dir);
  await Promise.all(kept.slice(settings.keep).map((old) => rm(join(settings.dir, old.file!), { force: true })));
  return kept.find((entry) => entry.file === name)!;
}

/**
 * Every `intervalMinutes` (0: never on a schedule) a backup, timed from the newest one on disk, so a
 * restart neither skips nor repeats one: an overdue backup runs right after start. A failure is
 * logged, kept for the dashboard and retried at the next interval. Timers never hold the process open.
 */
export function startBackups(
  deps: { db: Db; now: () => Date },
  settings: BackupSettings,
  log: { error: (entry: BackupEntry) => void },
): Backups {
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | null = null;
  let running: Promise<BackupEntry> | null = null;
  let lastFailure: BackupEntry | null = null;
  let stopped = false;

  const runNow = (): Promise<BackupEntry> => {
    running ??= backupOnce(deps.db, settings, deps.now()).then((entry) => {
      running = null;
      lastFailure = entry.ok ? null : entry;
      if (!entry.ok) log.error(entry);
      return entry;
    });
    return running;
  };

  const schedule = (at: Date) => {
    if (stopped) return;
    nextAt = at;
    timer = setTimeout(
      () => {
        void runNow().then(() => schedule(new Date(deps.now().getTime() + settings.intervalMinutes * 60_000)));
      },
      Math.max(0, at.getTime() - deps.now().getTime()),
    );
    timer.unref();
  };

  if (settings.intervalMinutes > 0) {
    void listBackups(settings.dir).then(([newest]) => {
      const due = newest ? new Date(new Date(newest.at).getTime() + settings.intervalMinutes * 60_000) : deps.now();
      schedule(due);
    });
  }

  return {
    async status() {
      const backups = await listBackups(settings.dir);
      return {
        dir: settings.dir,
        intervalMinutes: settings.intervalMinutes,
        keep: settings.keep,
        backups: lastFailure ? [lastFailure, ...backups] : backups,
        lastFailure,
        nextAt: nextAt?.toISOString() ?? null,
        running: running !== null,
      };
    },
    runNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
