import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvLines, type CsvValue } from '@innkeep/api-contract';

/** Rows read per statement: a few milliseconds of work between two turns of the event loop. */
export const CSV_CHUNK_ROWS = 500;

/**
 * A CSV built chunk by chunk: `readChunk(last)` returns up to CSV_CHUNK_ROWS rows after `last`
 * (keyset pagination, so each chunk is one index seek), and the event loop turns between chunks,
 * so other requests are answered while a large export runs. See docs/decisions/csv-exports.md.
 */
export async function csvInChunks<T>(
  header: readonly string[],
  readChunk: (last: T | undefined) => T[],
  cells: (row: T) => readonly CsvValue[],
): Promise<{ csv: string; count: number }> {
  const parts = [csvLines([header])];
  let count = 0;
  let last: T | undefined;
  for (;;) {
    const rows = readChunk(last);
    parts.push(csvLines(rows.map(cells)));
    count += rows.length;
    if (rows.length < CSV_CHUNK_ROWS) return { csv: parts.join(''), count };
    last = rows.at(-1);
    await nextTurn();
  }
}
