import { REGISTRATION_EXPORT_PATH, idInput, registrationExportInput, registrationInput } from '@innkeep/api-contract';
import { csvDownload, csvExport } from '../../engine/csv-chunks';
import { exportRegistrations, getRegistration, saveRegistration } from '../../services/stays';
import { adminProcedure, downloadOnly, guestOrDeskProcedure, router } from '../trpc';

/** A stay's online check-in: its guest (own bookings only) and the front desk; the authorities' register: admins. */
export const registrationRouter = router({
  get: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => getRegistration(ctx, ctx.user, input.id)),
  save: guestOrDeskProcedure.input(registrationInput).mutation(({ ctx, input }) => saveRegistration(ctx, ctx.user, input)),
  /** The guest register of the stays arriving in a range, with documents, as `{ filename, count, csv }`; audited. */
  exportCsv: adminProcedure.input(registrationExportInput).query(({ ctx, input }) => csvExport(exportRegistrations(ctx, ctx.user, input))),
  /** The same file streamed as `text/csv` (the REST path with `Accept: text/csv`). */
  downloadCsv: adminProcedure
    .input(registrationExportInput)
    .use(downloadOnly(REGISTRATION_EXPORT_PATH))
    .query(({ ctx, input }) => csvDownload(exportRegistrations(ctx, ctx.user, input))),
});
