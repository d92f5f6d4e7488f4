import {
  changePasswordInput,
  loginInput,
  registerInput,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorLoginInput,
  setLanguageInput,
  updateProfileInput,
} from '@innkeep/api-contract';
import * as auth from '../../services/people';
import { endSession } from '../../services/people';
import { toPublicUser } from '../../services/people';
import { authedProcedure, publicProcedure, rateLimited, router } from '../trpc';

const authRateLimit = rateLimited((env) => env.AUTH_RATE_LIMIT);
const limitedProcedure = publicProcedure.use(authRateLimit);
// A wrong current password and "email taken" both answer questions an attacker would repeat.
const limitedAuthedProcedure = authedProcedure.use(authRateLimit);

export const authRouter = router({
  register: limitedProcedure
    .input(registerInput)
    .mutation(({ ctx, input }) => auth.register(ctx, input, { ip: ctx.ip, userAgent: ctx.userAgent })),

  login: limitedProcedure.input(loginInput).mutation(({ ctx, input }) => auth.login(ctx, input, { ip: ctx.ip, userAgent: ctx.userAgent })),

  loginTwoFactor: limitedProcedure
    .input(twoFactorLoginInput)
    .mutation(({ ctx, input }) => auth.loginWithTwoFactor(ctx, input, { ip: ctx.ip, userAgent: ctx.userAgent })),

  twoFactor: router({
    status: authedProcedure.query(({ ctx }) => ({
      enabled: auth.isTwoFactorOn(ctx.db, ctx.user.id),
      required: auth.isTwoFactorRequired(ctx.db, ctx.user),
    })),
    setup: limitedAuthedProcedure.mutation(({ ctx }) => auth.setupTwoFactor(ctx, ctx.user)),
    enable: limitedAuthedProcedure
      .input(twoFactorEnableInput)
      .mutation(({ ctx, input }) => auth.enableTwoFactor(ctx, ctx.user, input.code, ctx.ip)),
    disable: limitedAuthedProcedure
      .input(twoFactorDisableInput)
      .mutation(({ ctx, input }) => auth.disableTwoFactor(ctx, ctx.user, input, ctx.ip)),
  }),

  me: authedProcedure.query(({ ctx }) => ({ user: toPublicUser(ctx.user) })),

  logout: authedProcedure.mutation(({ ctx }) => {
    endSession(ctx.db, ctx.sessionId);
    return { success: true as const, message: 'Logged out' };
  }),

  updateProfile: limitedAuthedProcedure.input(updateProfileInput).mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx.user.id, input)),

  setLanguage: authedProcedure.input(setLanguageInput).mutation(({ ctx, input }) => auth.setLanguage(ctx, ctx.user.id, input.language)),

  changePassword: limitedAuthedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx.user.id, ctx.sessionId, input)),
});
