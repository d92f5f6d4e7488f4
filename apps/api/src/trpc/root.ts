import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { chatRouter } from './routers/chat';
import { bookingsRouter } from './routers/bookings';
import { customerRouter } from './routers/customer';
import { deskRouter } from './routers/desk';
import { roomsRouter } from './routers/rooms';
import { complaintsRouter } from './routers/complaints';
import { foodRouter } from './routers/food';
import { healthRouter } from './routers/health';
import { notificationsRouter } from './routers/notifications';
import { settingsRouter } from './routers/settings';
import { staffRouter } from './routers/staff';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  settings: settingsRouter,
  rooms: roomsRouter,
  bookings: bookingsRouter,
  customer: customerRouter,
  notifications: notificationsRouter,
  chat: chatRouter,
  complaints: complaintsRouter,
  food: foodRouter,
  staff: staffRouter,
  desk: deskRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
