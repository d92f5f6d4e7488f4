import { negotiate } from '@fastify/accept-negotiator';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, localize, MSG, pickLanguage, type Role, type UiLanguage } from '@innkeep/api-contract';
import { cachedJson, type CachedJson, type JsonEncoding } from '../engine/catalog-cache';
import { fail } from '../lib/errors';
import { callerSession } from '../services/people';
import { createContext, type Context, type RequestInfo, type ServerDeps } from '../trpc/context';
import { httpStatusOf, INTERNAL_ERROR_MESSAGE, publicMessage, toTRPCError } from '../trpc/errors';
import { createCaller } from '../trpc/root';

export type Caller = ReturnType<typeof createCaller>;

/**
 * What a REST handler reads. `body` is typed `never` on purpose: it is passed unchecked to a
 * procedure, whose zod input schema is the one validation for both APIs.
 */
export interface RestRequest {
  body: never;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}

type Handler = (caller: Caller, req: RestRequest, ctx: Context) => unknown;
interface RouteOptions {
  /** Status of a successful answer (201 for creations). */
  status?: number;
  /** Role-specific documented paths (e.g. /api/admin/profile) refuse other roles. */
  role?: Role;
  /** The handler answers a `FileReply`, sent as a download instead of JSON. */
  file?: boolean;
  /** The handler answers a `FileReply` whose body is the answer itself (streamed JSON), sent as it is read and not as a download. */
  stream?: boolean;
  /**
   * Answers instead of the handler, with a `FileReply`, when the request's Accept header names
   * `text/csv`: an export streamed as a download rather than one JSON text (docs/decisions/csv-exports.md).
   */
  csv?: Handler;
}

/** A download: the body (bytes, text or a stream) with its type and the name the browser saves it under. */
export interface FileReply {
  filename: string;
  contentType: string;
  body: Buffer | string | NodeJS.ReadableStream;
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RestRoutes = Record<Lowercase<Method>, (url: string, handler: Handler, options?: RouteOptions) => void>;

export function requestInfo(req: FastifyRequest): RequestInfo {
  return {
    authorization: req.headers.authorization,
    language: pickLanguage(req.headers['accept-language']),
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
  };
}

/** Merges the path id into the body, for `PUT /api/x/{id}/...` paths whose procedure takes `{ id, ... }`. */
export function withId(req: RestRequest): never {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as object) : {};
  return { ...body, id: req.params.id } as never;
}

/** Query strings arrive as text; procedures coerce what they need. Empty filters count as absent. */
export function queryInput(req: RestRequest): never {
  return Object.fromEntries(Object.entries(req.query).filter(([, value]) => value !== undefined && value !== '')) as never;
}

/** Each documented path runs the same procedure the web calls, with the same context. */
export function restRoutes(app: FastifyInstance, deps: ServerDeps): RestRoutes {
  const add =
    (method: Method) =>
    (url: string, handler: Handler, options: RouteOptions = {}) => {
      app.route({
        method,
        url,
        handler: async (req, reply) => {
          const ctx = createContext(deps, { ...requestInfo(req), via: 'rest' });
          if (options.role) {
            const { session } = callerSession(ctx, ctx.token);
            if (!session) throw fail.unauthorized(MSG.unauthorized);
            if (session.user.role !== options.role) throw fail.forbidden(MSG.forbidden);
          }
          const csv = options.csv && acceptsCsv(req.headers.accept) ? options.csv : undefined;
          const result = await (csv ?? handler)(createCaller(ctx), req as unknown as RestRequest, ctx);
          if (options.file || csv) {
            const file = result as FileReply;
            return reply
              .status(options.status ?? 200)
              .type(file.contentType)
              .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
              .send(file.body);
          }
          if (options.stream) {
            const streamed = result as FileReply;
            return reply
              .status(options.status ?? 200)
              .type(streamed.contentType)
              .header('cache-control', 'no-store')
              .send(streamed.body);
          }
          const json = cachedJson(result);
          if (json !== undefined) return sendCachedJson(req, reply.status(options.status ?? 200), json);
          return reply.status(options.status ?? 200).send(result);
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
}

/** Whether an Accept header names `text/csv` with a non-zero quality; any other (a browser's default included) keeps JSON. */
export function acceptsCsv(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/csv' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** Below this the compress plugin sends JSON as it is; cached answers follow the same rule. */
const COMPRESS_THRESHOLD = 1024;
/** Chosen as the compress plugin chooses (its negotiator, brotli first), so every answer agrees. */
const JSON_ENCODINGS: JsonEncoding[] = ['br', 'gzip'];

/**
 * A cached answer's bytes: compressed once when the client accepts brotli or gzip (the compress
 * plugin leaves a body that already has a Content-Encoding alone), else its JSON text.
 */
function sendCachedJson(req: FastifyRequest, reply: FastifyReply, json: CachedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    json.utf8.length >= COMPRESS_THRESHOLD && req.headers['x-no-compression'] === undefined
      ? (negotiate(req.headers['accept-encoding'] ?? '', JSON_ENCODINGS) ?? undefined)
      : undefined;
  return encoding ? reply.header('content-encoding', encoding).send(json.bytes(encoding)) : reply.send(json.utf8);
}

interface HttpishError {
  statusCode?: number;
  message: string;
}

/** REST answers for other clients are English unless their Accept-Language asks for a language we have. */
export const restLanguage = (req: FastifyRequest): UiLanguage => pickLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;

/** Every REST failure is `{ message }` with an honest status, in the client's language; internals are logged, not shown. */
export function restErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: HttpishError, req, reply) => {
    const error = toTRPCError(thrown) as HttpishError;
    const language = restLanguage(req);
    if (error instanceof TRPCError) {
      const status = httpStatusOf(error);
      if (status >= 500) req.log.error({ err: error.cause ?? error }, 'procedure failed');
      return reply.status(status).send({ message: publicMessage(error, language) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: localize(language, INTERNAL_ERROR_MESSAGE) });
    }
    return reply.status(status).send({ message: localize(language, error.message) });
  });
}
