import { useState } from 'react';
import { tokenStore } from './session';
import { errorMessage, toast } from './toast';

/**
 * Browser side of CSV exports: the server builds the text and the name (`csvLines` in
 * @innkeep/api-contract) and streams it from the export's REST path when asked for `text/csv`
 * (docs/decisions/csv-exports.md), so neither side holds it as one JSON string.
 */

/** Saves bytes as a file download; the byte-order mark lets spreadsheet apps read UTF-8 accents. */
export function downloadCsv(filename: string, parts: BlobPart[]): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Filter = Record<string, string | number | null | undefined>;

/** The filter as a query string; absent and empty values are left out, as the REST adapter does. */
export function queryString(filter: Filter): string {
  const entries = Object.entries(filter).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
  );
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive: line feeds outside quoted cells (a doubled quote
 * inside a cell toggles twice, and neither byte occurs inside a UTF-8 multi-byte character).
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    add(bytes: Uint8Array) {
      for (const byte of bytes) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records += 1;
      }
    },
    get records() {
      return records;
    },
  };
}

/** Downloads an export's stream with the session's token: its file name, its bytes and its row count. */
async function fetchCsv(path: string, filter: Filter, failed: string): Promise<{ filename: string; parts: BlobPart[]; count: number }> {
  const token = tokenStore.get();
  const res = await fetch(path + queryString(filter), {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok || !res.body) {
    const body: unknown = await res.json().catch(() => undefined);
    throw new Error(errorMessage(body, failed));
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const parts: BlobPart[] = [];
  const counter = csvRecordCounter();
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    counter.add(value);
  }
  // The first record is the header.
  return { filename, parts, count: Math.max(0, counter.records - 1) };
}

/**
 * An export button's state: `run` downloads the rows the filter matches from the export's REST path,
 * saves them and says how many there were ("Exported 3 bookings"), or shows the failure.
 */
export function useCsvExport(path: string, filter: Filter, rows: { one: string; many: string }, failed: string) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const file = await fetchCsv(path, filter, failed);
      downloadCsv(file.filename, file.parts);
      toast.success(`Exported ${file.count} ${file.count === 1 ? rows.one : rows.many}`);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run: () => void run() };
}
