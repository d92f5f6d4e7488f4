import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { getPublicHotelInfo } from '../../services/settings';
import { findUserByEmail } from '../../services/users';
import { publicProcedure, router } from '../trpc';

export const settingsRouter = router({
  /** Contact details everyone may see (footer, facilities, the complaints help card) and the hotel's time zone. */
  hotel: publicProcedure.query(({ ctx }) => getPublicHotelInfo(ctx)),
  /** The demo accounts that exist in this database, for the portals to show; empty in production. */
  demoAccounts: publicProcedure.query(({ ctx }) =>
    DEMO_ACCOUNTS.filter((account) => findUserByEmail(ctx.db, account.email)).map(({ email, password, role }) => ({
      email,
      password,
      role,
    })),
  ),
});
