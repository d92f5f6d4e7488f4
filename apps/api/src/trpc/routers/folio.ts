import { bookingIdInput, recordPaymentInput, refundPaymentInput } from '@innkeep/api-contract';
import { assertFolioReader, folio, recordPayment, refundPayment } from '../../services/folio';
import { authedProcedure, deskProcedure, router } from '../trpc';

/** A stay's folio: staff and administrators read and change any; a guest only reads their own. */
export const folioRouter = router({
  get: authedProcedure.input(bookingIdInput).query(({ ctx, input }) => {
    assertFolioReader(ctx.db, ctx.user, input.bookingId);
    return folio(ctx.db, input.bookingId);
  }),
  recordPayment: deskProcedure.input(recordPaymentInput).mutation(({ ctx, input }) => recordPayment(ctx, ctx.user, input)),
  refund: deskProcedure.input(refundPaymentInput).mutation(({ ctx, input }) => refundPayment(ctx, ctx.user, input)),
});
