/** CSV text shared by server exports and browser downloads (RFC 4180: CRLF rows, quoted fields). */

export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula: guest-typed text must not.
const FORMULA_START = /^[=+\-@\t\r]/;
// Phone numbers and signed numbers ("+1 (555) 010-2026", "-12.50") hold no function call: left as typed.
const PLAIN_NUMBER = /^[+-][\d\s().-]*$/;

/**
 * One field: quoted when it holds a quote, comma or line break (quotes doubled), and text that a
 * spreadsheet would run as a formula is prefixed with an apostrophe. Numbers are written as is.
 */
export function escapeCsvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line and one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(escapeCsvField).join(',')}\r\n`).join('');
}

/** The spec's export names: `payments-{date}.csv`, `complaints-{date}.csv` with date as YYYY-MM-DD. */
export function csvFileName(prefix: string, day: string): string {
  return `${prefix}-${day}.csv`;
}
