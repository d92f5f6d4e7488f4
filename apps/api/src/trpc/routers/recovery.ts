import { confirmEmailInput, forgotPasswordInput, resetPasswordInput } from '@innkeep/api-contract';
import { confirmEmailChange, forgotPassword, resetPassword } from '../../services/people';
import { publicProcedure, rateLimited, router } from '../trpc';

// Per client address, like sign-in; forgotPassword also counts per email (services/people/recovery.ts).
const limitedProcedure = publicProcedure.use(rateLimited((env) => env.AUTH_RATE_LIMIT));

/** What mailed links open (a password reset, a new email address), apart from sign-in's own procedures. */
export const recoveryRouter = router({
  forgotPassword: limitedProcedure.input(forgotPasswordInput).mutation(({ ctx, input }) => forgotPassword(ctx, input.email)),
  resetPassword: limitedProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx, input)),
  // Public: the link may be opened signed out or on another device; the token is the proof.
  confirmEmail: limitedProcedure.input(confirmEmailInput).mutation(({ ctx, input }) => confirmEmailChange(ctx, input.token)),
});
