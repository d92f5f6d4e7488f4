import { idInput, recordPaymentInput, refundPaymentInput } from '@innkeep/api-contract';
import { assertFolioReader, folio, recordPayment, refundPayment } from '../../services/folio';
import { guestOrDeskProcedure, deskProcedure, router } from '../trpc';

/** A stay's folio: staff and administrators read and change any; a guest only reads their own. */
export const folioRouter = router({
  get: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => {
    assertFolioReader(ctx.db, ctx.user, input.id);
    return folio(ctx.db, input.id);
  }),
  recordPayment: deskProcedure.input(recordPaymentInput).mutation(({ ctx, input }) => recordPayment(ctx, ctx.user, input)),
  refund: deskProcedure.input(refundPaymentInput).mutation(({ ctx, input }) => refundPayment(ctx, ctx.user, input)),
});
