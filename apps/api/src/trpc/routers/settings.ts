import { getHotelInfo } from '../../services/settings';
import { publicProcedure, router } from '../trpc';

export const settingsRouter = router({
  /** Contact details everyone may see: footer, facilities, the complaints help card. */
  hotel: publicProcedure.query(({ ctx }) => getHotelInfo(ctx.db)),
});
