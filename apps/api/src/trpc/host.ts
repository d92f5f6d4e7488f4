import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getWSConnectionHandler, handleKeepAlive, type CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { capSocketCalls } from '../lib/ws-guard';

/** Register with Fastify's own `prefix` option (e.g. `/trpc`): calls are `<prefix>/<path>`, the WebSocket is `<prefix>`. */
export interface TrpcHostOptions<TRouter extends AnyRouter> {
  router: TRouter;
  /** HTTP calls bring no connection params (they are a WebSocket's); a WebSocket brings tRPC's options. */
  createContext: (
    opts: { req: FastifyRequest; res: FastifyReply; info?: undefined } | CreateWSSContextFnOptions,
  ) => Promise<inferRouterContext<TRouter>>;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
  keepAlive: { pingMs: number; pongWaitMs: number };
  /** Calls one WebSocket may make per second (lib/ws-guard.ts). */
  wsCallsPerSecond: number;
}

/**
 * tRPC over HTTP with its own Fastify adapter, and over a WebSocket with its own connection handler on a
 * route of ours, so the socket can be guarded before tRPC reads it. Only tRPC's public exports are used.
 */
export async function trpcHost<TRouter extends AnyRouter>(app: FastifyInstance, opts: TrpcHostOptions<TRouter>) {
  const trpcOptions = { router: opts.router, createContext: opts.createContext, onError: opts.onError };
  // The plugin's options type takes the router's type from a generic Fastify cannot pass on.
  await app.register(fastifyTRPCPlugin, { trpcOptions } as never);
  const onConnection = getWSConnectionHandler<TRouter>({ ...trpcOptions, wss: app.websocketServer });
  app.get('/', { websocket: true }, (socket: WebSocket, req) => {
    capSocketCalls(socket, opts.wsCallsPerSecond);
    onConnection(socket, req.raw);
    handleKeepAlive(socket, opts.keepAlive.pingMs, opts.keepAlive.pongWaitMs);
  });
}
