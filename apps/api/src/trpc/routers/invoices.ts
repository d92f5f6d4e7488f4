import { idInput } from '@innkeep/api-contract';
import { getInvoice } from '../../services/money';
import { guestOrDeskProcedure, router } from '../trpc';

/** Invoices: a guest reads their own, staff and administrators any (ownership in the service). */
export const invoicesRouter = router({
  forBooking: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => getInvoice(ctx, ctx.user, { bookingId: input.id })),
  forOrder: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => getInvoice(ctx, ctx.user, { foodOrderId: input.id })),
});
