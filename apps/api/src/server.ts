import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, sep } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { repoRoot, type Env } from './env';
import { localize, m, MAX_REQUEST_BYTES, pickLanguage, REALTIME } from '@innkeep/api-contract';
import { closeUnauthenticated } from './lib/auth-timeout';
import { startMaintenance } from './engine/maintenance';
import { clientErrorHandler } from './lib/client-errors';
import { securityHeaders } from './lib/security-headers';
import { restPlugin } from './rest';
import { requestInfo, restErrorHandler, restLanguage } from './rest/adapter';
import { startBackups } from './engine/backups';
import { startChatJanitor, startMailSender } from './services/messages';
import { startAnalyticsUpkeep, startDailySummary } from './services/operations';
import { startFeedSync, startPreArrivalMail, startRegistrationEraser } from './services/stays';
import { startUnpaidOrderSweep } from './services/kitchen';
import { startSessionWatch } from './services/people';
import { callerSession } from './services/people';
import { createContext } from './trpc/context';
import { loadAllLanguages } from './lib/language';
import { webRenderer } from './web-render';
import { trpcHost } from './trpc/host';
import { appRouter, type AppRouter } from './trpc/root';

export interface ServerOptions {
  /** Folder of the built web app; the default is apps/web/dist when it exists. */
  webRoot?: string | null;
  /** How long a WebSocket may stay open without a valid token; tests shorten it. */
  wsAuthTimeoutMs?: number;
  /** How often the mail sender looks for due mail; tests shorten it. */
  mailEveryMs?: number;
  /** How often the channel sync looks for due feeds; tests shorten it. */
  feedSyncEveryMs?: number;
  /** How often the admins' daily summary looks whether its hour has come (tests shorten it). */
  dailySummaryEveryMs?: number;
  /** false: no analytics upkeep on a timer; tests that watch the stored sums run it themselves (`keepAnalyticsSummed`). */
  analyticsUpkeep?: boolean;
}

export async function buildServer(deps: AppDeps, options: ServerOptions = {}): Promise<FastifyInstance> {
  await loadAllLanguages();
  const app = Fastify({
    logger: deps.env.LOG_LEVEL === 'silent' ? false : { level: deps.env.LOG_LEVEL },
    // Cap bodies well above any form, below anything abusive (WebSocket frames alike, below).
    bodyLimit: MAX_REQUEST_BYTES,
    // Errors are logged; a line per request would drown them on a small hotel's server.
    logController: new LogController({ disableRequestLogging: true }),
    // Without request lines a per-request child logger (to tag lines with a request id) tags nothing.
    childLoggerFactory: (logger) => logger,
    // Behind the recommended TLS proxy, req.ip (and so every rate limit) must be the real client.
    trustProxy: trustProxy(deps.env.TRUST_PROXY),
    // Requests Node's parser refuses (e.g. 431 for oversized headers) answer `{ message }` too.
    clientErrorHandler,
    // The router refuses malformed or overlong path parts before any handler; answer those as `{ message }` too.
    frameworkErrors: (error, req, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? m('That address is too long') : m('That address is not valid');
      void (reply as FastifyReply).status(error.statusCode ?? 400).send({ message: localize(restLanguage(req), message) });
    },
  });

  // tRPC hands WebSocket connections to createContext as the raw IncomingMessage, which has no `ip`
  // or `protocol`: keep the Fastify request (trustProxy applied) of each upgrade.
  const upgradeRequests = new WeakMap<IncomingMessage, FastifyRequest>();
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.headers.upgrade) upgradeRequests.set(req.raw, req);
    done();
  });

  // At the root, so an unknown path's unreadable body (bad JSON, too large) also errs as `{ message }`.
  restErrorHandler(app);

  // Helmet's security headers on every answer, worked out once (see lib/security-headers.ts).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and a generated <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Image URLs in answers start with PUBLIC_URL, which may differ from the address in the browser.
        imgSrc: ["'self'", 'data:', 'blob:', ...(deps.env.PUBLIC_URL ? [new URL(deps.env.PUBLIC_URL).origin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The QR code page may be opened from any device's camera app; nothing cross-origin is embedded.
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on the hotel's host by default; a TLS proxy in front sets HSTS itself.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // API answers are per caller or change at any moment (availability, settings): no cache, shared or
    // not, keeps one. A route sending a file sets its own; the web build's files get theirs below.
    if (req.url.startsWith('/api/') || req.url.startsWith('/trpc')) reply.header('cache-control', 'no-store');
    done();
  });
  await app.register(cors, {
    origin: deps.env.CORS_ORIGINS.length > 0 ? deps.env.CORS_ORIGINS : false,
    // The plugin's defaults (GET, HEAD, POST) would block the documented PUT and DELETE paths.
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowedHeaders: ['Authorization', 'Content-Type'],
  });
  // API answers over 1 KB travel compressed when the client accepts it (brotli at the plugin's quality 4,
  // cheap enough per request). Streams stay streams; answers that already carry a Content-Encoding
  // (the web build's precompressed files, cached public reads: rest/adapter.ts) and WebSocket upgrades are left alone.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // ws refuses a larger frame with close code 1009 before parsing it.
  await app.register(websocket, { options: { maxPayload: MAX_REQUEST_BYTES } });
  const authTimeout = closeUnauthenticated(app.websocketServer, options.wsAuthTimeoutMs ?? REALTIME.authTimeoutMs);

  // Ends subscriptions whose session ended, whichever way it did (see session-watch.ts).
  const sessionWatch = startSessionWatch(deps, REALTIME.sessionWatchMs, (err) => app.log.error({ err }, 'session watch failed'));
  app.addHook('onClose', async () => sessionWatch.stop());
  // Scheduled online backups (engine/backups.ts); a failure is logged and shown to admins, and retried.
  const backups = startBackups(
    deps,
    { dir: deps.env.BACKUP_DIR, intervalMinutes: deps.env.BACKUP_INTERVAL_MINUTES, keep: deps.env.BACKUP_KEEP },
    { error: (entry) => app.log.error({ error: entry.error, at: entry.at }, 'backup failed') },
  );
  app.addHook('onClose', async () => backups.stop());
  const serverDeps = { ...deps, sessionWatch, backups };

  await app.register(trpcHost<AppRouter>, {
    prefix: '/trpc',
    router: appRouter,
    keepAlive: { pingMs: 30_000, pongWaitMs: 5_000 },
    wsCallsPerSecond: deps.env.WS_CALLS_PER_SECOND,
    createContext: async ({ req, res, info }) => {
      // HTTP requests are FastifyRequests; WebSocket connections are the raw upgrade request.
      const request = 'ip' in req ? req : upgradeRequests.get(req);
      const ctx = createContext(serverDeps, {
        ...(request ? requestInfo(request) : { authorization: req.headers.authorization, ip: '', userAgent: '' }),
        ...('ip' in req ? {} : { via: 'ws' as const }),
        connectionToken: typeof info?.connectionParams?.token === 'string' ? info.connectionParams.token : undefined,
        // A WebSocket names its language in connectionParams (the browser's upgrade headers say nothing of the screen's).
        ...('ip' in req
          ? {}
          : { language: pickLanguage(typeof info?.connectionParams?.language === 'string' ? info.connectionParams.language : undefined) }),
      });
      // For a WebSocket, `res` is the socket: a valid token lets it stay open while idle.
      if (authTimeout.waiting(res) && callerSession(ctx, ctx.token).session) authTimeout.authenticated(res);
      return ctx;
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
    },
  });

  await app.register(restPlugin, { deps: serverDeps });

  // The 24-hour chat clear happens on the server even when nobody has the chat open.
  const chatJanitor = startChatJanitor(deps, (err) => app.log.error({ err }, 'chat janitor failed'));
  const maintenance = startMaintenance(deps.db, (err) => app.log.warn({ err }, 'database maintenance failed'));
  const unpaidSweep = startUnpaidOrderSweep(deps, (err) => app.log.error({ err }, 'unpaid order sweep failed'));
  // The outbox is delivered here, never on a request's path; a restart picks up what is still queued.
  const mailSender = startMailSender(deps, (err) => app.log.error({ err }, 'mail sender failed'), options.mailEveryMs);
  // Guests' documents go a set number of days after check-out (issue 30 §4).
  const registrationEraser = startRegistrationEraser(deps, (err) => app.log.error({ err }, 'registration erasure failed'));
  const preArrival = startPreArrivalMail(deps, (err) => app.log.error({ err }, 'pre-arrival mail failed'));
  const dailySummary = startDailySummary(deps, (err) => app.log.error({ err }, 'daily summary failed'), options.dailySummaryEveryMs);
  // Channels' calendar feeds are fetched here, never on a request's path (issue 29).
  const feedSync = startFeedSync(deps, (err) => app.log.warn({ err }, 'channel feed sync failed'), options.feedSyncEveryMs);
  app.addHook('onClose', async () => {
    await mailSender.stop();
    await feedSync.stop();
    registrationEraser.stop();
    preArrival.stop();
    dailySummary.stop();
    chatJanitor.stop();
    maintenance.stop();
    unpaidSweep.stop();
  });
  // Analytics' day sums are stored here, off the requests' path: an analytics read never writes.
  if (options.analyticsUpkeep !== false) {
    const analyticsUpkeep = startAnalyticsUpkeep(deps, (err) => app.log.error({ err }, 'analytics upkeep failed'));
    app.addHook('onClose', async () => analyticsUpkeep.stop());
  }

  const webRoot = options.webRoot === undefined ? join(repoRoot(), 'apps/web/dist') : options.webRoot;
  const serveWeb = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Look files up per request rather than globbing at start, so a rebuild never needs a restart.
      wildcard: true,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): served as they are.
      preCompressed: true,
      // `/` is a page the server renders (web-render.ts), not the shell's file.
      index: false,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under /assets; the HTML must always be revalidated.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Room and menu pictures may be shown by pages on other origins; everything else stays same-origin.
        if (path.startsWith(join(webRoot, 'images', sep))) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const renderPage = serveWeb ? await webRenderer(webRoot, serverDeps, app.log) : null;
  const servePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await renderPage?.(req);
    // A page may be rendered for the session or in the language its cookies name: no shared cache may keep it.
    reply.type('text/html').header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Accept-Language');
    return page ? reply.send(page) : reply.sendFile('index.html');
  };
  // `/` is the web root's folder to the static files, which refuse it (403) to a client that accepts no compression.
  if (serveWeb) app.get('/', servePage);
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith('/trpc/')) {
      return reply.status(404).send({ message: `No such endpoint: ${req.method} ${path}` });
    }
    // A missing script or image is a 404, not the app's HTML.
    if (path.startsWith('/assets/') || path.startsWith('/images/')) return reply.status(404).send({ message: 'Not found' });
    // Client-side routes: every other GET gets the single-page app, which shows its own 404.
    if (serveWeb && (req.method === 'GET' || req.method === 'HEAD')) return servePage(req, reply);
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}

/** Fastify trusts a hop count at run time but types only its function form: the same rule, typed. */
function trustProxy(setting: Env['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Tells connected tRPC WebSocket clients to reconnect (to the next server) before we stop. */
export function announceReconnect(app: FastifyInstance): void {
  const message = JSON.stringify({ id: null, method: 'reconnect' });
  for (const client of app.websocketServer.clients) {
    if (client.readyState === client.OPEN) client.send(message);
  }
}
