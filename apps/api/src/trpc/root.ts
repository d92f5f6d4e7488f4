import { authRouter } from './routers/auth';
import { healthRouter } from './routers/health';
import { notificationsRouter } from './routers/notifications';
import { settingsRouter } from './routers/settings';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  settings: settingsRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
