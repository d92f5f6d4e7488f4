import { mailIdInput, mailListInput, mailSettingsInput } from '@innkeep/api-contract';
import { getMail, getMailSettings, listMail, queueTestMail, resendMail, saveMailSettings } from '../../services/messages';
import { adminProcedure, router } from '../trpc';

/** The outbox, for administrators (Admin → Mail). */
export const mailRouter = router({
  list: adminProcedure.input(mailListInput).query(({ ctx, input }) => listMail(ctx.db, input)),
  get: adminProcedure.input(mailIdInput).query(({ ctx, input }) => ({ mail: getMail(ctx.db, input.id) })),
  resend: adminProcedure.input(mailIdInput).mutation(({ ctx, input }) => resendMail(ctx, ctx.user, input.id)),
  test: adminProcedure.mutation(({ ctx }) => queueTestMail(ctx, ctx.user)),
  settings: adminProcedure.query(({ ctx }) => getMailSettings(ctx.db)),
  saveSettings: adminProcedure.input(mailSettingsInput).mutation(({ ctx, input }) => saveMailSettings(ctx, ctx.user, input)),
});
