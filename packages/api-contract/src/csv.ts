/** CSV text of the server's exports, the only CSV writer (RFC 4180: CRLF rows, quoted fields). */

export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of = + - @ as a formula, also after leading blanks,
// tabs or line breaks; a leading tab or carriage return is itself a known injection vector.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
// Phone numbers and signed numbers ("+1 (555) 010-2026", "-12.50") hold no function call: left as typed.
const PLAIN_NUMBER = /^[+-][\d\s().-]*$/;

/**
 * One field, always quoted (quotes doubled), so no comma, semicolon (the separator many European
 * spreadsheets assume), quote or line break can split a cell. Text that a spreadsheet would run as a
 * formula is prefixed with an apostrophe.
 */
export function escapeCsvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line per row, each ended by CRLF: a part of a CSV written in pieces. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(escapeCsvField).join(',')}\r\n`).join('');
}

/** A header line and one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLines([header, ...rows]);
}

/** The spec's export names: `payments-{date}.csv`, `complaints-{date}.csv` with date as YYYY-MM-DD. */
export function csvFileName(prefix: string, day: string): string {
  return `${prefix}-${day}.csv`;
}

/**
 * The REST paths of the CSV exports. Each answers `{ filename, count, csv }` JSON, or, when the
 * request's Accept header names `text/csv`, the file itself as a streamed download.
 */
export const CSV_EXPORT_PATHS = {
  payments: '/api/admin/payment-history/export',
  complaints: '/api/admin/complaints/export',
  bookings: '/api/desk/bookings/export',
} as const;
