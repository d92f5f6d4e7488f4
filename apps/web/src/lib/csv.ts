/**
 * Browser side of CSV exports. Build the text with `toCsv` from @innkeep/api-contract (the same
 * escaping the server uses) and name the file with `csvFileName(prefix, localDay())`.
 */

/** Saves text as a file download; the byte-order mark lets spreadsheet apps read UTF-8 accents. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The browser's calendar date as YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
