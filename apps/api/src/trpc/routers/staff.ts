import { tracked } from '@trpc/server';
import {
  boardFeedInput,
  chargeOrderToRoomInput,
  payOnDeliveryInput,
  updateBookingStatusInput,
  updateFoodOrderStatusInput,
  updateRoomStatusInput,
  bedRefInput,
  cashReportInput,
} from '@innkeep/api-contract';
import { staffDashboard } from '../../services/operations';
import { boardFeed } from '../../services/messages';
import { cashReport } from '../../services/money';
import * as workflow from '../../services/stays';
import { router, staffProcedure } from '../trpc';

/** The procedures below run for approved staff only, who are bound to the one-step rules. */
const staffActor = (user: { id: string; name: string }): workflow.WorkflowActor => ({ id: user.id, name: user.name, role: 'staff' });

/** The board's events as tRPC `tracked` items, so a reconnecting client resumes from `lastEventId`. */
export async function* trackedBoardFeed(
  ctx: Parameters<typeof boardFeed>[0] & { signal?: AbortSignal | undefined },
  lastEventId?: string | null,
) {
  for await (const event of boardFeed(ctx, lastEventId, ctx.signal)) yield tracked(event.id, event.change);
}

/** Approved staff only: the work board and the one-step moves it offers. */
export const staffRouter = router({
  dashboard: staffProcedure.query(({ ctx }) => staffDashboard(ctx)),
  updateBookingStatus: staffProcedure
    .input(updateBookingStatusInput)
    .mutation(({ ctx, input }) => workflow.updateBookingStatus(ctx, staffActor(ctx.user), input.id, input.status, input)),
  updateFoodOrderStatus: staffProcedure
    .input(updateFoodOrderStatusInput)
    .mutation(({ ctx, input }) => workflow.updateFoodOrderStatus(ctx, staffActor(ctx.user), input.id, input.status, input)),
  acceptPayOnDelivery: staffProcedure
    .input(payOnDeliveryInput)
    .mutation(({ ctx, input }) => workflow.acceptPayOnDelivery(ctx, staffActor(ctx.user), input.id, input.method)),
  chargeOrderToRoom: staffProcedure
    .input(chargeOrderToRoomInput)
    .mutation(({ ctx, input }) => workflow.chargeOrderToRoomByStaff(ctx, staffActor(ctx.user), input.id)),
  updateRoomStatus: staffProcedure
    .input(updateRoomStatusInput)
    .mutation(({ ctx, input }) => workflow.updateRoomStatus(ctx, staffActor(ctx.user), input.id, input.status)),
  markBedMade: staffProcedure
    .input(bedRefInput)
    .mutation(({ ctx, input }) => workflow.markBedMade(ctx, staffActor(ctx.user), input.roomId, input.bedId)),
  /** The caller's own drawer: the cash they recorded, per hotel day. */
  cashReport: staffProcedure.input(cashReportInput).query(({ ctx, input }) => cashReport(ctx, input, ctx.user.id)),
  /**
   * What changes on the board (new, advanced or finished items), live. Each event carries its id
   * (tRPC `tracked`), so after a reconnect the client resumes from `lastEventId` without a gap.
   */
  onBoard: staffProcedure.input(boardFeedInput).subscription(({ ctx, input }) => trackedBoardFeed(ctx, input.lastEventId)),
});
