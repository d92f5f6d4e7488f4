import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { chatRouter } from './routers/chat';
import { bookingsRouter } from './routers/bookings';
import { customerRouter } from './routers/customer';
import { deskRouter } from './routers/desk';
import { roomsRouter } from './routers/rooms';
import { complaintsRouter } from './routers/complaints';
import { foodRouter } from './routers/food';
import { folioRouter } from './routers/folio';
import { invoicesRouter } from './routers/invoices';
import { healthRouter } from './routers/health';
import { liveRouter } from './routers/live';
import { notificationsRouter } from './routers/notifications';
import { settingsRouter } from './routers/settings';
import { staffRouter } from './routers/staff';
import { mailRouter } from './routers/mail';
import { recoveryRouter } from './routers/recovery';
import { registrationRouter } from './routers/registration';
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
  live: liveRouter,
  folio: folioRouter,
  invoices: invoicesRouter,
  recovery: recoveryRouter,
  mail: mailRouter,
  registration: registrationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
