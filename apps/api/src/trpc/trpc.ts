import { initTRPC } from '@trpc/server';
import { DEFAULT_LANGUAGE, MSG, TWO_FACTOR_MSG, withLanguage, type Role, type UiLanguage, m } from '@innkeep/api-contract';
import { AppError, fail } from '../lib/errors';
import { publicMessage, toTRPCError } from './errors';
import { cachedJson } from '../engine/catalog-cache';
import { withAbsoluteImages } from '../lib/image-urls';
import { untilSessionEnds } from '../lib/session-end';
import { callerSession, mustSetUpTwoFactor } from '../services/people';
import { limiterPerServer, RateLimiter } from '../lib/rate-limit';
import type { Env } from '../env';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  // Subscriptions run over the WebSocket only (authedProcedure), so HTTP answers never stream.
  sse: { enabled: false },
  errorFormatter({ shape, error, ctx }) {
    // Clients get one readable message (the first validation problem), never a zod dump or a stack.
    const language = ctx ? callerLanguage(ctx) : DEFAULT_LANGUAGE;
    return { ...shape, message: publicMessage(error, language), data: { ...shape.data, stack: undefined } };
  },
});

/**
 * The language a call is answered in: the one the client asks for (Accept-Language, a WebSocket's
 * connectionParams) when we have it, else the signed-in caller's saved one, else English. REST
 * answers other clients, so only its Accept-Language counts there.
 */
function callerLanguage(ctx: Context): UiLanguage {
  if (ctx.language) return ctx.language;
  if (ctx.via === 'rest' || !ctx.token) return DEFAULT_LANGUAGE;
  return callerSession(ctx, ctx.token).session?.user.language ?? DEFAULT_LANGUAGE;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Image paths leave as absolute URLs, on tRPC and REST alike since both run the procedure. Cached
 * public reads were mapped for their base URL when cached. A service's AppError leaves as its tRPC
 * code: this is the outermost middleware, so it sees every error of the chain below. The call runs
 * in its caller's language.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => {
  // Every text the call formats (t(…) in a service, a parameterised message) is in the caller's language.
  const result = await withLanguage(callerLanguage(ctx), next);
  // tRPC wrapped a thrown AppError as an internal error with it as the cause.
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result.ok && ctx.baseUrl && cachedJson(result.data) === undefined
    ? { ...result, data: withAbsoluteImages(result.data, ctx.baseUrl) }
    : result;
});

/**
 * Any caller, with their session resolved on this very call: over a WebSocket the context is
 * built once per connection, and a sign-out, role change or deletion must still count at once.
 */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: callerSession(ctx, ctx.token) }));

/**
 * A file download answers a stream, which only the REST adapter can send: over tRPC, a caller who
 * passed the procedure's own checks gets 405 naming the path, before anything is made.
 */
export const downloadOnly = (path: string) =>
  t.middleware(({ ctx, next }) => {
    if (ctx.via !== 'rest') throw fail.methodNotSupported(MSG.downloadOnly(path));
    return next();
  });

/**
 * Signed-in callers. Subscriptions pass `ctx.signal` (not tRPC's `signal`) to their feeds. An
 * account the hotel requires two-step sign-in of and that has none yet reaches only `auth.*`
 * (profile, password, two-step setup, sign-out) until it turns it on.
 */
export const authedProcedure = sessionProcedure.use(async ({ ctx, next, type, signal, path }) => {
  if (!ctx.session) throw fail.unauthorized(ctx.tokenRejected ? MSG.sessionExpired : MSG.unauthorized);
  const { user, sessionId } = ctx.session;
  if (!path.startsWith('auth.') && mustSetUpTwoFactor(ctx.db, user)) throw fail.forbidden(TWO_FACTOR_MSG.setupRequired);
  if (type !== 'subscription') return next({ ctx: { user, sessionId, signal } });

  // A subscription outlives this check, so the session watch re-checks it until it ends. The
  // resolver gets a signal that also aborts then, so its feed releases what it holds.
  const ended = new AbortController();
  const unwatch = ctx.sessionWatch.watch({ sessionId, role: user.role, isApproved: user.isApproved }, (reason) =>
    ended.abort(toTRPCError(reason === 'ended' ? fail.unauthorized(MSG.sessionExpired) : fail.forbidden(MSG.forbidden))),
  );
  const result = await next({
    ctx: { user, sessionId, signal: signal ? AbortSignal.any([signal, ended.signal]) : ended.signal },
  });
  if (!result.ok) {
    unwatch();
    return result;
  }
  // Over HTTP nothing would iterate the feed (and so release the watch): refused after the same checks as on a socket.
  if (ctx.via !== 'ws') {
    unwatch();
    throw fail.methodNotSupported(MSG.liveOverWebSocket);
  }
  return { ...result, data: untilSessionEnds(result.data, ended.signal, unwatch) };
});

const roleProcedure = (role: Role, message: string) =>
  authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) throw fail.forbidden(message);
    return next({ ctx: { ...ctx, user: { ...ctx.user, role } } });
  });

export const customerProcedure = roleProcedure('customer', m('Only customers can do that'));
export const adminProcedure = roleProcedure('admin', MSG.adminRequired);
/** Staff whose account an administrator has approved. */
export const staffProcedure = roleProcedure('staff', m('Only staff can do that')).use(({ ctx, next }) => {
  if (ctx.user.isApproved !== true) throw fail.forbidden(MSG.pendingApprovalText);
  return next();
});

/** Guests (each service checks they own the record) and the front desk; not unapproved staff. */
export const guestOrDeskProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role === 'staff' && ctx.user.isApproved !== true) throw fail.forbidden(MSG.pendingApprovalText);
  return next();
});

/** The front desk: approved staff and administrators (each keeps their own role in `ctx.user`). */
export const deskProcedure = authedProcedure.use(({ ctx, next }) => {
  const { role } = ctx.user;
  if (role !== 'staff' && role !== 'admin') throw fail.forbidden(m('Only staff and administrators can do that'));
  if (role === 'staff' && ctx.user.isApproved !== true) throw fail.forbidden(MSG.pendingApprovalText);
  return next({ ctx: { ...ctx, user: { ...ctx.user, role } } });
});

/**
 * Limits attempts per client address and, when signed in, per account, on tRPC and REST alike since
 * both run the procedure.
 */
export function rateLimited(limitOf: (env: Env) => number, windowMs = 60_000) {
  const limiterOf = limiterPerServer((env) => new RateLimiter(limitOf(env), windowMs));
  return t.middleware(({ ctx, next, path }) => {
    const limiter = limiterOf(ctx.env);
    const keys = [`${path}:${ctx.ip}`];
    // Procedures stacked on authedProcedure carry the caller's `user`; public ones count by address only.
    if ('user' in ctx) keys.push(`${path}:user:${(ctx.user as { id: string }).id}`);
    const now = ctx.now().getTime();
    // Every key is counted, even when an earlier one is already over its limit.
    if (!keys.map((key) => limiter.take(key, now)).every(Boolean)) throw fail.tooManyRequests(MSG.tooManyAttempts);
    return next();
  });
}
