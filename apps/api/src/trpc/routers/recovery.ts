import { forgotPasswordInput, resetPasswordInput } from '@innkeep/api-contract';
import { forgotPassword, resetPassword } from '../../services/people';
import { publicProcedure, rateLimited, router } from '../trpc';

// Per client address, like sign-in; forgotPassword also counts per email (services/people/recovery.ts).
const limitedProcedure = publicProcedure.use(rateLimited((env) => env.AUTH_RATE_LIMIT));

/** Account recovery by a mailed link, apart from sign-in's own procedures. */
export const recoveryRouter = router({
  forgotPassword: limitedProcedure.input(forgotPasswordInput).mutation(({ ctx, input }) => forgotPassword(ctx, input.email)),
  resetPassword: limitedProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
