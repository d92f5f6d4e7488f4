import { tracked } from '@trpc/server';
import { idInput, notificationFeedInput, sendNotificationInput } from '@innkeep/api-contract';
import * as service from '../../services/messages';
import { adminProcedure, authedProcedure, router } from '../trpc';

export const notificationsRouter = router({
  mine: authedProcedure.query(({ ctx }) => service.listMyNotifications(ctx.db, ctx.user.id)),
  markRead: authedProcedure.input(idInput).mutation(({ ctx, input }) => service.markRead(ctx.db, ctx.user.id, input.id)),
  markAllRead: authedProcedure.mutation(({ ctx }) => service.markAllRead(ctx.db, ctx.user.id)),
  remove: authedProcedure.input(idInput).mutation(({ ctx, input }) => service.removeMine(ctx.db, ctx.user.id, input.id)),
  /** An administrator notifies one user; it reaches their live feed at once. */
  send: adminProcedure.input(sendNotificationInput).mutation(({ ctx, input }) => service.sendNotification(ctx, ctx.user, input)),
  /**
   * The signed-in user's own notifications as they arrive. Each event carries its cursor as the
   * tracked id, so after a reconnect the client resumes from `lastEventId` without gaps or repeats.
   */
  onNotification: authedProcedure.input(notificationFeedInput).subscription(async function* ({ ctx, input }) {
    for await (const item of service.notificationFeed(ctx, ctx.user.id, input.lastEventId, ctx.signal)) {
      yield tracked(item.cursor, item.notification);
    }
  }),
});
