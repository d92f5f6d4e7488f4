import { idInput } from '@innkeep/api-contract';
import * as service from '../../services/notifications';
import { authedProcedure, router } from '../trpc';

export const notificationsRouter = router({
  mine: authedProcedure.query(({ ctx }) => service.listMine(ctx.db, ctx.user.id)),
  markRead: authedProcedure.input(idInput).mutation(({ ctx, input }) => service.markRead(ctx.db, ctx.user.id, input.id)),
  markAllRead: authedProcedure.mutation(({ ctx }) => service.markAllRead(ctx.db, ctx.user.id)),
  remove: authedProcedure.input(idInput).mutation(({ ctx, input }) => service.removeMine(ctx.db, ctx.user.id, input.id)),
});
