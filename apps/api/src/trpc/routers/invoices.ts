import { bookingIdInput, idInput } from '@innkeep/api-contract';
import { getInvoice } from '../../services/invoices';
import { authedProcedure, router } from '../trpc';

/** Invoices: a guest reads their own, staff and administrators any (ownership in the service). */
export const invoicesRouter = router({
  forBooking: authedProcedure.input(bookingIdInput).query(({ ctx, input }) => getInvoice(ctx, ctx.user, { bookingId: input.bookingId })),
  forOrder: authedProcedure.input(idInput).query(({ ctx, input }) => getInvoice(ctx, ctx.user, { foodOrderId: input.id })),
});
