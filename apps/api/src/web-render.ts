import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { FastifyRequest } from 'fastify';
import type { UiLanguage } from '@innkeep/api-contract';
import { pageLanguage } from './lib/language';
import { createContext, type ServerDeps } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/root';

/** apps/web/src/entry-server.tsx, as `vite build --ssr` writes it. */
interface WebEntry {
  createRenderer(webRoot: string): (url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage) => Promise<string | null>;
}

/**
 * The public pages' first screen as HTML (docs/decisions/public-pages-on-a-phone.md): the web build's server entry
 * renders the page for a visitor, its data read in-process through the same procedures a browser calls (no
 * HTTP, no token: what any visitor may see). Null when the build has no server entry; the page is then
 * null too and the single-page app's shell is served, as it is for every address the entry does not render.
 */
export async function webRenderer(webRoot: string, deps: ServerDeps, log: FastifyRequest['log']) {
  const entry = join(webRoot, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const render = ((await import(pathToFileURL(entry).href)) as WebEntry).createRenderer(webRoot);
  return async (req: FastifyRequest): Promise<string | null> => {
    const visitor = async () => createContext(deps, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
    try {
      return await render(
        new URL(req.url, 'http://innkeep.invalid'),
        [unstable_localLink({ router: appRouter, createContext: visitor })],
        pageLanguage(req.headers),
      );
    } catch (err) {
      // The shell still works: the browser draws the page itself.
      log.error({ err }, 'server rendering failed');
      return null;
    }
  };
}
