import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../trpc/context';
import { restRoutes } from './adapter';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { bookingRoutes } from './bookings';
import { customerRoutes } from './customer';
import { deskRoutes } from './desk';
import { roomRoutes } from './rooms';
import { complaintRoutes } from './complaints';
import { folioRoutes } from './folio';
import { foodRoutes } from './food';
import { notificationRoutes } from './notifications';
import { staffRoutes } from './staff';
import { mailRoutes } from './mail';

/** The documented `/api/...` paths. Later domains add one `xRoutes(r)` line here. */
export async function restPlugin(app: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  const r = restRoutes(app, deps);
  r.get('/api/health', (c) => c.health.check());
  r.get('/api/settings/hotel', (c) => c.settings.hotel());
  authRoutes(r);
  notificationRoutes(r);
  chatRoutes(r);
  roomRoutes(r);
  bookingRoutes(r);
  customerRoutes(r);
  complaintRoutes(r);
  foodRoutes(r);
  staffRoutes(r);
  adminRoutes(r);
  folioRoutes(r);
  deskRoutes(r);
  mailRoutes(r);
}
