import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ReaderDeps } from './deps';
import type { Env } from './env';
import { concurrencyLimit } from './lib/concurrency';
import { csvDownload, type CsvDownload } from './engine/csv-chunks';
import { CSV_READERS, type CsvFilter, type CsvKind } from './services/operations';

/** How an export is sent: `text/csv`, or the JSON `{ filename, count, csv }` (jsonChunks). */
export type CsvFormat = 'csv' | 'json';
const CONTENT_TYPES: Record<CsvFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** What a worker is asked to read (csv-worker.ts). */
export interface CsvJob {
  kind: CsvKind;
  format: CsvFormat;
  filter: unknown;
  env: Env;
  /** The request's clock, as an instant: a filter's "last 7 days" means the same in the worker. */
  now: string;
}

/**
 * A worker's message: a chunk of text, or the row count once it has read them all. Text, copied into
 * the server's young generation and collected with the next scavenge: transferred bytes were freed
 * only by a full collection, so up to 30 MB of sent chunks waited in the server's RSS for one.
 */
export type CsvWorkerMessage = { text: string } | { count: number };

/** Chunks a worker may read ahead of the socket: one being sent, one ready. */
export const CSV_WORKER_AHEAD = 2;
/** Each worker is a heap and a core of its own; more exports than this wait their turn. */
const exportSlots = concurrencyLimit(2);
/**
 * The export's garbage stays in the worker's small heap; it was 70–130 MB of the server's RSS per
 * 64 MB payments export, read on the event loop (docs/decisions/csv-exports.md).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 };

let running = 0;
/** Export workers alive now (until their thread has exited). */
export const csvWorkersRunning = () => running;

// Bundled, the worker is dist/csv-worker.js beside dist/main.js; from source (tests, `npm run dev`)
// it is TypeScript, loaded through tsx as the rest of the source is.
const bundled = import.meta.url.endsWith('.js');
const workerUrl = new URL(bundled ? './csv-worker.js' : './csv-worker.ts', import.meta.url);

function startWorker(job: CsvJob): Worker {
  const options: WorkerOptions = { workerData: job, resourceLimits: RESOURCE_LIMITS };
  if (bundled) return new Worker(workerUrl, options);
  const [tsx, url] = [import.meta.resolve('tsx/esm/api'), workerUrl.href].map((href) => JSON.stringify(href));
  const load = `import(${tsx}).then((tsx) => tsx.tsImport(${url}, ${url}))`;
  return new Worker(load, { ...options, eval: true });
}

/**
 * A streamed export read by a worker thread on its own read-only connection, as `text/csv` or as the
 * JSON form. The filter is checked and the file named here first (the reader's generator is never
 * started), so a bad filter is still a 4xx before the first byte.
 */
export function streamCsv<K extends CsvKind>(
  deps: ReaderDeps,
  kind: K,
  filter: CsvFilter<K>,
  format: CsvFormat = 'csv',
): Promise<CsvDownload> {
  const { filename, chunks } = CSV_READERS[kind](deps, filter as never);
  void chunks.return(0);
  const job: CsvJob = { kind, format, filter, env: deps.env, now: deps.now().toISOString() };
  return csvDownload({ filename, chunks: readInWorker(job) }, CONTENT_TYPES[format]);
}

/** The worker's chunks as they arrive; it reads one more each time one is taken. Ending early stops it. */
async function* readInWorker(job: CsvJob): AsyncGenerator<string, number, undefined> {
  let release = () => {};
  await new Promise<void>((granted) => {
    void exportSlots(() => {
      granted();
      return new Promise<void>((done) => (release = done));
    });
  });
  const worker = startWorker(job);
  running += 1;
  const inbox: CsvWorkerMessage[] = [];
  let failure: Error | undefined;
  let wake = () => {};
  worker.on('message', (message: CsvWorkerMessage) => {
    inbox.push(message);
    wake();
  });
  worker.on('error', (error: Error) => {
    failure = error;
    wake();
  });
  worker.on('exit', (code) => {
    running -= 1;
    failure ??= new Error(`The export's worker stopped (exit code ${code})`);
    wake();
  });
  try {
    for (;;) {
      while (inbox.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const message = inbox.shift()!;
      if ('count' in message) return message.count;
      worker.postMessage(null);
      yield message.text;
    }
  } finally {
    void worker.terminate();
    release();
  }
}
