import { exportGuestData, requestDeletion } from '../../services/people';
import { customerDashboard } from '../../services/stays';
import { customerProcedure, router } from '../trpc';

export const customerRouter = router({
  dashboard: customerProcedure.query(({ ctx }) => customerDashboard(ctx, ctx.user.id)),
  exportData: customerProcedure.query(({ ctx }) => exportGuestData(ctx.db, ctx.user.id)),
  deleteRequest: customerProcedure.mutation(({ ctx }) => requestDeletion(ctx, ctx.user)),
});
