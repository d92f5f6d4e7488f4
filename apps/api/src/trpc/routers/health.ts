import { sql } from 'drizzle-orm';
import { publicProcedure, router } from '../trpc';

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => {
    ctx.db.get(sql`select 1`);
    return { status: 'ok' as const, database: 'reachable' as const, time: ctx.now().toISOString() };
  }),
});
