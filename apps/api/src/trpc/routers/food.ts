import { createFoodOrderInput, FOOD_MSG, foodOrderIdInput, payFoodOrderInput, paymentLinkInput } from '@innkeep/api-contract';
import { fail } from '../../lib/errors';
import * as service from '../../services/kitchen';
import { customerProcedure, publicProcedure, router, sessionProcedure } from '../trpc';

/** Ordering answers visitors and other roles with the spec's food-ordering messages. */
const orderingProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw fail.unauthorized(FOOD_MSG.loginToOrder);
  if (ctx.session.user.role !== 'customer') throw fail.forbidden(FOOD_MSG.customersOnly);
  return next({ ctx: { ...ctx, user: ctx.session.user } });
});

export const foodRouter = router({
  /** The whole menu; a hotel's menu is no secret. */
  menu: publicProcedure.query(({ ctx }) => service.publicMenu(ctx)),
  /** The order with its items and a `payment` link for the QR dialog. */
  createOrder: orderingProcedure
    .input(createFoodOrderInput)
    .mutation(({ ctx, input }) => service.createOrder(ctx, { id: ctx.user.id, name: ctx.user.name }, input)),
  /** "Charge to my room": only for a guest checked in now; no payment link, the stay's folio grows. */
  chargeToRoom: orderingProcedure
    .input(createFoodOrderInput)
    .mutation(({ ctx, input }) => service.chargeOrderToRoom(ctx, { id: ctx.user.id, name: ctx.user.name }, input)),
  /** Polled by the checkout dialog to notice a payment made on another device. */
  paymentStatus: customerProcedure
    .input(foodOrderIdInput)
    .query(({ ctx, input }) => service.paymentStatus(ctx.db, ctx.user.id, input.orderId)),
  renewPayment: customerProcedure
    .input(foodOrderIdInput)
    .mutation(({ ctx, input }) => service.renewPayment(ctx, ctx.user.id, input.orderId)),
  /** Public: the token in the link is the authorization, as the phone that scans it may not be signed in. */
  paymentLink: publicProcedure.input(paymentLinkInput).query(({ ctx, input }) => service.paymentLinkDetails(ctx, input)),
  pay: publicProcedure.input(payFoodOrderInput).mutation(({ ctx, input }) => service.payOrder(ctx, input)),
});
