import { idInput, registrationInput } from '@innkeep/api-contract';
import { getRegistration, saveRegistration } from '../../services/stays';
import { guestOrDeskProcedure, router } from '../trpc';

/** A stay's online check-in: its guest (own bookings only) and the front desk. */
export const registrationRouter = router({
  get: guestOrDeskProcedure.input(idInput).query(({ ctx, input }) => getRegistration(ctx, ctx.user, input.id)),
  save: guestOrDeskProcedure.input(registrationInput).mutation(({ ctx, input }) => saveRegistration(ctx, ctx.user, input)),
});
