import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { getWSConnectionHandler, handleKeepAlive, type CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import { resolveResponse, type TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Register with Fastify's own `prefix` option (e.g. `/trpc`): calls are `<prefix>/<path>`, the WebSocket is `<prefix>`. */
export interface TrpcHostOptions<TRouter extends AnyRouter> {
  router: TRouter;
  createContext: (
    opts: { req: FastifyRequest; res: FastifyReply; info: TRPCRequestInfo } | CreateWSSContextFnOptions,
  ) => Promise<inferRouterContext<TRouter>>;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
  keepAlive: { pingMs: number; pongWaitMs: number };
}

/**
 * tRPC over HTTP and WebSocket on Fastify. It does what `fastifyTRPCPlugin` does, with one difference:
 * HTTP calls hand `resolveResponse` a Fetch request with only its content type, so nothing streams
 * (subscriptions go over the WebSocket; SSE is off in trpc.ts) and nothing needs aborting, and the
 * answer goes back as one buffer. The official adapter copies every header, arms an AbortController (and a DOMException when
 * each response closes) and pipes the answer through a web stream: about half of a small query's
 * server time (docs/performance.md).
 */
export function trpcHost<TRouter extends AnyRouter>(app: FastifyInstance, opts: TrpcHostOptions<TRouter>, done: (err?: Error) => void) {
  // tRPC parses JSON bodies itself; inside this plugin only (Fastify scopes parsers to the plugin).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => next(null, body));

  app.all('/:path', async (req: FastifyRequest<{ Params: { path: string } }>, reply) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://trpc${req.url}`, {
      method: req.method,
      // The one header resolveResponse needs; without `trpc-accept` or `accept: text/event-stream` it never streams.
      headers: req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : undefined,
      body: hasBody && typeof req.body === 'string' ? req.body : undefined,
    });
    const response = await resolveResponse({
      router: opts.router,
      req: request,
      path: req.params.path,
      error: null,
      createContext: (inner) => opts.createContext({ req, res: reply, info: inner.info }),
      onError: opts.onError,
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });

  const onConnection = getWSConnectionHandler<TRouter>({
    wss: app.websocketServer,
    router: opts.router,
    createContext: opts.createContext,
    onError: opts.onError,
  });
  app.get('/', { websocket: true }, (socket: WebSocket, req) => {
    onConnection(socket, req.raw);
    handleKeepAlive(socket, opts.keepAlive.pingMs, opts.keepAlive.pongWaitMs);
  });
  done();
}
