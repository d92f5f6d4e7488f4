import { customerDashboard } from '../../services/stays';
import { customerProcedure, router } from '../trpc';

export const customerRouter = router({
  dashboard: customerProcedure.query(({ ctx }) => customerDashboard(ctx, ctx.user.id)),
});
