import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { restErrorHandler, restRoutes } from './adapter';
import { authRoutes } from './auth';
import { notificationRoutes } from './notifications';

/** The documented `/api/...` paths. Later domains add one `xRoutes(r)` line here. */
export async function restPlugin(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  restErrorHandler(app);
  const r = restRoutes(app, deps);
  r.get('/api/health', (c) => c.health.check());
  r.get('/api/settings/hotel', (c) => c.settings.hotel());
  authRoutes(r);
  notificationRoutes(r);
}
