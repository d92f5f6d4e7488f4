import { mailIdInput, mailListInput } from '@innkeep/api-contract';
import { getMail, listMail, queueTestMail, resendMail } from '../../services/messages';
import { adminProcedure, router } from '../trpc';

/** The outbox, for administrators (Admin → Mail). */
export const mailRouter = router({
  list: adminProcedure.input(mailListInput).query(({ ctx, input }) => listMail(ctx.db, input)),
  get: adminProcedure.input(mailIdInput).query(({ ctx, input }) => ({ mail: getMail(ctx.db, input.id) })),
  resend: adminProcedure.input(mailIdInput).mutation(({ ctx, input }) => resendMail(ctx, ctx.user, input.id)),
  test: adminProcedure.mutation(({ ctx }) => queueTestMail(ctx, ctx.user)),
});
