import { idInput, recordPaymentInput, refundPaymentInput, stayPayInput, stayPayLinkInput } from '@innkeep/api-contract';
import { assertFolioReader, createPayLink, folio, payByLink, payLinkDetails, recordPayment, refundPayment } from '../../services/money';
import { chargeOrderToRoomByStaff } from '../../services/stays';
import { guestOrDeskProcedure, deskProcedure, publicProcedure, router } from '../trpc';

/** A stay's folio: staff and administrators read and change any; a guest only reads their own. */
export const folioRouter = router({
  get: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => {
    assertFolioReader(ctx.db, ctx.user, input.id);
    return folio(ctx.db, input.id);
  }),
  recordPayment: deskProcedure.input(recordPaymentInput).mutation(({ ctx, input }) => recordPayment(ctx, ctx.user, input)),
  refund: deskProcedure.input(refundPaymentInput).mutation(({ ctx, input }) => refundPayment(ctx, ctx.user, input)),
  /**
   * A QR pay link for the balance, made by the desk or by the guest for their own stay (dashboard);
   * the link's token, not a sign-in, authorizes the two public calls.
   */
  createPayLink: guestOrDeskProcedure.input(idInput).mutation(({ ctx, input }) => {
    assertFolioReader(ctx.db, ctx.user, input.id);
    return createPayLink(ctx, ctx.user, input.id);
  }),
  /** A guest's unpaid order onto the folio of their stay in house (the folio lists them as `unpaidOrders`). */
  chargeOrder: deskProcedure.input(idInput).mutation(({ ctx, input }) => chargeOrderToRoomByStaff(ctx, ctx.user, input.id)),
  payLink: publicProcedure.input(stayPayLinkInput).query(({ ctx, input }) => payLinkDetails(ctx, input)),
  pay: publicProcedure.input(stayPayInput).mutation(({ ctx, input }) => payByLink(ctx, input)),
});
