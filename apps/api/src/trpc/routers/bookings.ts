import { createBookingInput, idInput } from '@innkeep/api-contract';
import * as service from '../../services/stays';
import { authedProcedure, router } from '../trpc';

/** Refuses staff and administrators with the spec's message before any input is read. */
const bookingProcedure = authedProcedure.use(({ ctx, next }) => {
  service.assertCanBook(ctx.user);
  return next();
});

export const bookingsRouter = router({
  create: bookingProcedure.input(createBookingInput).mutation(({ ctx, input }) => service.createBooking(ctx, ctx.user, input)),
  mine: bookingProcedure.query(({ ctx }) => service.listCustomerBookings(ctx, ctx.db, ctx.user.id)),
  cancel: bookingProcedure.input(idInput).mutation(({ ctx, input }) => service.cancelBooking(ctx, ctx.user, input.id)),
});
