import { createHash } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TestServer } from './helpers';

export interface ApiRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/bookings/:id/cancel`. */
  url: string;
}

/**
 * Starts a server while recording every route Fastify registers, through the hook Fastify offers
 * instrumentation (the `fastify.initialization` channel), so a new route cannot escape the tests.
 */
export async function withRouteRecording<T>(start: () => Promise<T>): Promise<{ value: T; routes: ApiRoute[] }> {
  const routes: ApiRoute[] = [];
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? '' });
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const value = await start();
    return { value, routes };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

/** The `/api/...` routes, without the HEAD twins Fastify adds for every GET. */
export const apiRoutes = (routes: ApiRoute[]): ApiRoute[] =>
  routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

export const routeKey = (route: ApiRoute) => `${route.method} ${route.url}`;

/** One hash per table of every row, so a comparison names the table that changed. */
export function tableDigest(server: TestServer): Record<string, string> {
  const client = server.deps.db.$client;
  const tables = client
    .prepare(
      // Ordinary tables only: full-text indexes and their shadow tables (some WITHOUT ROWID) follow the rows they index.
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
    )
    .all() as { name: string; wr: number }[];
  return Object.fromEntries(
    tables.map(({ name, wr }) => {
      // A WITHOUT ROWID table (analytics_days) is read in its key's order.
      const rows = client.prepare(`SELECT * FROM "${name}"${wr ? '' : ' ORDER BY rowid'}`).all();
      return [name, createHash('sha256').update(JSON.stringify(rows)).digest('hex')];
    }),
  );
}
