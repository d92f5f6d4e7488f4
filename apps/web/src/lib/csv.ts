import { useState } from 'react';
import type { CsvExport } from '@innkeep/api-contract';
import { errorMessage, toast } from './toast';

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

/**
 * An export button's state: `run` fetches the file the server built, saves it and says how many
 * rows it holds ("Exported 3 bookings"), or shows the failure.
 */
export function useCsvExport(fetchFile: () => Promise<CsvExport>, rows: { one: string; many: string }, failed: string) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const file = await fetchFile();
      downloadCsv(file.filename, file.csv);
      toast.success(`Exported ${file.count} ${file.count === 1 ? rows.one : rows.many}`);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run: () => void run() };
}
