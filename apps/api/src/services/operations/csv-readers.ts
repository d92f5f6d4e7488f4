import type { ReaderDeps } from '../../deps';
import type { CsvFile } from '../../engine/csv-chunks';
import { bookingsCsv } from '../stays/admin-bookings';
import { paymentsCsv } from '../money/payments';
import { complaintsCsv } from '../messages/complaints';

/** Every CSV export by name: what the server checks and names, and a worker thread reads (csv-stream.ts). */
export const CSV_READERS = { payments: paymentsCsv, complaints: complaintsCsv, bookings: bookingsCsv } satisfies Record<
  string,
  (deps: ReaderDeps, filter: never) => CsvFile
>;
export type CsvKind = keyof typeof CSV_READERS;
export type CsvFilter<K extends CsvKind> = Parameters<(typeof CSV_READERS)[K]>[1];
