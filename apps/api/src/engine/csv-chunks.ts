import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvLines, type CsvExport, type CsvValue } from '@innkeep/api-contract';

/** Rows read per statement: about 5 ms of work between two turns of the event loop (other requests wait at most that). */
export const CSV_CHUNK_ROWS = 100;

/** An export before it is read: its file name, its row count, and its text chunk by chunk, returning the row count. */
export interface CsvFile {
  filename: string;
  /** The rows the chunks hold, when read in the same read transaction as them. */
  count: () => number;
  chunks: AsyncGenerator<string, number, undefined>;
}

/**
 * A CSV read chunk by chunk: `readChunk(last)` returns up to CSV_CHUNK_ROWS rows after `last`
 * (keyset pagination, so each chunk is one index seek). The first chunk carries the header; the event
 * loop turns between chunks, so other requests are answered while a large export runs, and a
 * consumer that stops pulling (a download whose client left) stops the reading. See
 * docs/decisions/csv-exports.md.
 */
export async function* csvChunks<T>(
  header: readonly string[],
  readChunk: (last: T | undefined) => T[],
  cells: (row: T) => readonly CsvValue[],
): AsyncGenerator<string, number, undefined> {
  let text = csvLines([header]);
  let count = 0;
  let last: T | undefined;
  for (;;) {
    const rows = readChunk(last);
    text += csvLines(rows.map(cells));
    count += rows.length;
    yield text;
    if (rows.length < CSV_CHUNK_ROWS) return count;
    text = '';
    last = rows.at(-1);
    await nextTurn();
  }
}

/** The JSON form (`{ filename, count, csv }`): the whole text, held once. */
export async function csvExport({ filename, chunks }: CsvFile): Promise<CsvExport> {
  const parts: string[] = [];
  for (;;) {
    const step = await chunks.next();
    if (step.done) return { filename, count: step.value, csv: parts.join('') };
    parts.push(step.value);
  }
}

/**
 * The JSON form streamed (`{ filename, count, csv }`, keys in that order): the count read first, then
 * the CSV written as one JSON string, chunk by chunk, each escaped on its own (a chunk holds whole rows,
 * so no escape or surrogate pair is cut), so it is never held whole.
 */
export async function* jsonChunks({ filename, count, chunks }: CsvFile): AsyncGenerator<string, number, undefined> {
  let text = `{"filename":${JSON.stringify(filename)},"count":${count()},"csv":"`;
  for (;;) {
    const step = await chunks.next();
    if (step.done) {
      yield `${text}"}`;
      return step.value;
    }
    yield text + JSON.stringify(step.value).slice(1, -1);
    text = '';
  }
}

/** A streamed `text/csv` download (only the REST adapter sends it; see `downloadOnly` in trpc.ts). */
export interface CsvDownload {
  filename: string;
  contentType: string;
  body: Readable;
}

/**
 * The streamed form: the first chunk is read before answering, so a failure there is still an error
 * answer; after that each chunk is written as it is read. The stream holds text (the socket encodes
 * it as it writes), about one chunk ahead of the socket; destroying it (the client left) ends the generator.
 */
export async function csvDownload(
  { filename, chunks }: Pick<CsvFile, 'filename' | 'chunks'>,
  contentType = 'text/csv; charset=utf-8',
): Promise<CsvDownload> {
  const first = await chunks.next();
  async function* rest(): AsyncGenerator<string> {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return { filename, contentType, body: Readable.from(rest(), { objectMode: false, encoding: 'utf8' }) };
}
