/** Browser side of CSV exports: the server builds the text and the name (`toCsv` in @innkeep/api-contract). */

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
