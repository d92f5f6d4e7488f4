import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type AnyRouter,
  type inferRouterContext,
  type TRPCError,
} from '@trpc/server';
import type { TRPCErrorShape } from '@trpc/server/rpc';
import { getWSConnectionHandler, handleKeepAlive, type CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import { getHTTPStatusCode, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { cachedJson } from '../lib/catalog-cache';
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

type Answer = { status: number; body: string };

/**
 * A GET whose every path is a query, answered as `resolveResponse` answers it (the same envelopes,
 * error shapes, status and `onError`), without its Fetch request and response, URL parsing and an
 * AbortController per call: for a small query they cost more than the procedure (docs/performance.md).
 * A cached public read's JSON goes in as it was serialized. Undefined when the request needs
 * `resolveResponse`: an unknown path, a mutation or subscription, or input that is not JSON.
 */
async function answerQueries<TRouter extends AnyRouter>(
  opts: TrpcHostOptions<TRouter>,
  req: FastifyRequest<{ Params: { path: string }; Querystring: { batch?: string; input?: string } }>,
  reply: FastifyReply,
): Promise<Answer | undefined> {
  const { router } = opts;
  const isBatch = req.query.batch === '1';
  const paths = isBatch ? req.params.path.split(',') : [req.params.path];
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  if (!paths.every((path) => procedures[path]?._def.type === 'query')) return undefined;
  let inputs: unknown;
  try {
    inputs = req.query.input === undefined ? undefined : JSON.parse(req.query.input);
  } catch {
    return undefined;
  }
  // resolveResponse refuses a batch whose input is not an object (BAD_REQUEST): let it.
  if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return undefined;
  const inputAt = (index: number): unknown => (isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs);

  // As in resolveResponse, a context that fails to build fails each call with its error.
  let ctx: inferRouterContext<TRouter> | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await opts.createContext({ req, res: reply });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const config = router._def._config;
  const answers = await Promise.all(
    paths.map(async (path, index) => {
      try {
        if (ctxError) throw ctxError;
        const data: unknown = await callTRPCProcedure({
          router,
          path,
          getRawInput: async () => inputAt(index),
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex: index,
        });
        const cached = cachedJson(data);
        return { json: cached ? `{"result":{"data":${cached.utf8.toString()}}}` : JSON.stringify({ result: { data } }), status: 200 };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        opts.onError({ error, path });
        const shape = getTRPCErrorShape({ config, ctx, error, input: inputAt(index), path, type: 'query' }) as TRPCErrorShape;
        const envelope = { error: shape };
        return { json: JSON.stringify(envelope), status: getHTTPStatusCode(envelope) };
      }
    }),
  );
  const statuses = new Set(answers.map((answer) => answer.status));
  const status = statuses.size === 1 ? answers[0]!.status : 207;
  const parts = answers.map((answer) => answer.json);
  return { status, body: isBatch ? `[${parts.join(',')}]` : parts[0]! };
}

/**
 * tRPC over HTTP and WebSocket on Fastify. It does what `fastifyTRPCPlugin` does, with two differences.
 * GET queries are answered by `answerQueries`, above. Other calls hand `resolveResponse` a Fetch request
 * with only its content type, so nothing streams (subscriptions go over the WebSocket; SSE is off in
 * trpc.ts) and nothing needs aborting, and the answer goes back as one buffer. The official adapter
 * copies every header, arms an AbortController (and a DOMException when each response closes) and pipes
 * the answer through a web stream.
 */
export function trpcHost<TRouter extends AnyRouter>(app: FastifyInstance, opts: TrpcHostOptions<TRouter>, done: (err?: Error) => void) {
  // tRPC parses JSON bodies itself; inside this plugin only (Fastify scopes parsers to the plugin).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => next(null, body));

  // The answers above are JSON as it is: a router with a data transformer needs resolveResponse's.
  const probe = {};
  const plainJson = opts.router._def._config.transformer.output.serialize(probe) === probe;

  app.all('/:path', async (req: FastifyRequest<{ Params: { path: string }; Querystring: { batch?: string; input?: string } }>, reply) => {
    const answer = plainJson && req.method === 'GET' ? await answerQueries(opts, req, reply) : undefined;
    if (answer) {
      return reply.status(answer.status).header('vary', 'trpc-accept, accept').type('application/json').send(answer.body);
    }
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
      createContext: () => opts.createContext({ req, res: reply }),
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
    capSocketCalls(socket, opts.wsCallsPerSecond);
    onConnection(socket, req.raw);
    handleKeepAlive(socket, opts.keepAlive.pingMs, opts.keepAlive.pongWaitMs);
  });
  done();
}
