import { customerDashboard } from '../../services/customer-dashboard';
import { customerProcedure, router } from '../trpc';

export const customerRouter = router({
  dashboard: customerProcedure.query(({ ctx }) => customerDashboard(ctx, ctx.user.id)),
});
