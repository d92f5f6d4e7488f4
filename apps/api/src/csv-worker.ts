// One streamed CSV export in a worker thread (started by csv-stream.ts): the same reader the server
// uses, on a read-only connection of its own, sending each chunk once the server has room for it.
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnlyDatabase } from '@innkeep/db';
import { CSV_WORKER_AHEAD, type CsvJob, type CsvWorkerMessage } from './csv-stream';
import { jsonChunks } from './engine/csv-chunks';
import { CSV_READERS } from './services/operations';

const job = workerData as CsvJob;
const port = parentPort!;
let room = CSV_WORKER_AHEAD;
let wake = () => {};
port.on('message', () => {
  room += 1;
  wake();
});

const { db, close } = openReadOnlyDatabase(job.env.DATABASE_PATH);
// One read transaction: the JSON form's count and every chunk see the same rows, whatever is written meanwhile.
db.$client.exec('BEGIN');
const file = CSV_READERS[job.kind]({ db, env: job.env, now: () => new Date(job.now) }, job.filter as never);
const chunks = job.format === 'json' ? jsonChunks(file) : file.chunks;
for (;;) {
  while (room === 0) await new Promise<void>((resolve) => (wake = resolve));
  room -= 1;
  const step = await chunks.next();
  if (step.done) {
    port.postMessage({ count: step.value } satisfies CsvWorkerMessage);
    break;
  }
  port.postMessage({ text: step.value } satisfies CsvWorkerMessage);
}
db.$client.exec('COMMIT');
close();
