import { liveChanges } from '../../services/messages';
import { authedProcedure, router } from '../trpc';

/** Live refresh for every signed-in page: which data changed, filtered to what the user may see. */
export const liveRouter = router({
  onChange: authedProcedure.subscription(({ ctx }) => liveChanges(ctx, ctx.user, ctx.signal)),
});
