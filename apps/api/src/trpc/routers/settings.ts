import { demoAccountsInUse } from '../../services/operations';
import { getPublicHotelInfo } from '../../services/operations';
import { publicProcedure, router } from '../trpc';

export const settingsRouter = router({
  /** Contact details everyone may see (footer, facilities, the complaints help card) and the hotel's time zone. */
  hotel: publicProcedure.query(({ ctx }) => getPublicHotelInfo(ctx)),
  /** The demo accounts whose published password still works, for the portals to show; empty in production. */
  demoAccounts: publicProcedure.query(async ({ ctx }) =>
    (await demoAccountsInUse(ctx.db)).map(({ email, password, role }) => ({ email, password, role })),
  ),
});
