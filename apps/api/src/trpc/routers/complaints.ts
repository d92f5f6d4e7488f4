import {
  adminComplaintListInput,
  complaintFilterInput,
  CSV_EXPORT_PATHS,
  createComplaintInput,
  idInput,
  myComplaintsInput,
  respondComplaintInput,
  updateComplaintStatusInput,
} from '@innkeep/api-contract';
import * as service from '../../services/messages';
import { streamCsv } from '../../csv-stream';
import { csvExport } from '../../engine/csv-chunks';
import { adminProcedure, customerProcedure, downloadOnly, router, staffProcedure } from '../trpc';

export const complaintsRouter = router({
  /** The signed-in guest's own complaints only. */
  mine: customerProcedure.query(({ ctx }) => service.listMyComplaints(ctx.db, ctx.user.id)),
  /** The /complaints screen's pages of the same list (the REST path keeps the whole list). */
  minePage: customerProcedure.input(myComplaintsInput).query(({ ctx, input }) => service.pageMine(ctx.db, ctx.user.id, input)),
  byId: customerProcedure.input(idInput).query(({ ctx, input }) => service.findMine(ctx.db, ctx.user.id, input.id)),
  create: customerProcedure.input(createComplaintInput).mutation(({ ctx, input }) => service.create(ctx, ctx.user, input)),

  adminList: adminProcedure.input(adminComplaintListInput).query(({ ctx, input }) => service.adminList(ctx, input)),
  exportCsv: adminProcedure.input(complaintFilterInput).query(({ ctx, input }) => csvExport(service.complaintsCsv(ctx, input))),
  /** The same rows streamed as `text/csv` (the REST path with `Accept: text/csv`). */
  downloadCsv: adminProcedure
    .input(complaintFilterInput)
    .use(downloadOnly(CSV_EXPORT_PATHS.complaints))
    .query(({ ctx, input }) => streamCsv(ctx, 'complaints', input)),
  respond: adminProcedure
    .input(respondComplaintInput)
    .mutation(({ ctx, input }) => service.respond(ctx, ctx.user, input.id, input.response, input.status ?? 'resolved')),
  updateStatus: adminProcedure
    .input(updateComplaintStatusInput)
    .mutation(({ ctx, input }) => service.updateStatus(ctx, ctx.user, input.id, input.status)),
  remove: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.remove(ctx, ctx.user, input.id)),

  /** Approved staff answer from their dashboard; the complaint stays in progress unless they resolve it. */
  staffRespond: staffProcedure
    .input(respondComplaintInput)
    .mutation(({ ctx, input }) => service.respond(ctx, ctx.user, input.id, input.response, input.status ?? 'in-progress')),
});
