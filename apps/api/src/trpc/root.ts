import { authRouter } from './routers/auth';
import { healthRouter } from './routers/health';
import { settingsRouter } from './routers/settings';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
