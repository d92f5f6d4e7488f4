import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type UiLanguage } from '@innkeep/api-contract';
import { readCookie } from './lib/cookies';
import { pageLanguage } from './lib/language';
import { createContext, type ServerDeps } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/root';

/** apps/web/src/entry-server.tsx, as `vite build --ssr` writes it. */
interface WebEntry {
  createRenderer(
    webRoot: string,
  ): (url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage, session: boolean) => Promise<string | null>;
}

/**
 * The public pages' and the booking form's first screen as HTML (docs/decisions/public-pages-on-a-phone.md): the
 * web build's server entry renders the page, its data read in-process through the same procedures a browser calls
 * (no HTTP), as the session cookie's holder or a visitor: the procedures check that token as they check any
 * other. Null when the build has no server entry; the page is then null too and the single-page app's shell is
 * served, as it is for every address the entry does not render.
 */
export async function webRenderer(webRoot: string, deps: ServerDeps, log: FastifyRequest['log']) {
  const entry = join(webRoot, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const render = ((await import(pathToFileURL(entry).href)) as WebEntry).createRenderer(webRoot);
  return async (req: FastifyRequest): Promise<string | null> => {
    // An empty value is a cleared cookie: a visitor.
    const token = readCookie(req.headers.cookie, SESSION_COOKIE) || undefined;
    const context = async () =>
      createContext(deps, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', authorization: token && `Bearer ${token}` });
    try {
      return await render(
        new URL(req.url, 'http://innkeep.invalid'),
        [unstable_localLink({ router: appRouter, createContext: context })],
        pageLanguage(req.headers),
        token !== undefined,
      );
    } catch (err) {
      // The shell still works: the browser draws the page itself.
      log.error({ err }, 'server rendering failed');
      return null;
    }
  };
}
