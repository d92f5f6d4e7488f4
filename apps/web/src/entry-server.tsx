import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, skipToken } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider, type RouteObject } from 'react-router';
import type { AppRouter } from '@innkeep/api/router';
import { directionOf, installLanguageStore, withLanguage, type UiLanguage } from '@innkeep/api-contract';
import { AppProviders } from './AppProviders';
import { loadForDisplay } from './i18n/language';
import { serverStateTag } from './lib/ssr';
import { trpc } from './lib/trpc';
import { routes } from './router';

/**
 * The public pages the server renders for a visitor (docs/decisions/public-pages-on-a-phone.md), each with
 * its page module, whose styles the HTML links. Every other address gets the single-page app's shell. The sign-in
 * and registration forms keep what is typed before the page is hydrated, and their buttons wait for it
 * (lib/forms.ts, useServerRenderedForm).
 */
const PAGES: Record<string, string> = {
  '/': 'src/pages/public/Landing.tsx',
  '/rooms': 'src/pages/rooms/Rooms.tsx',
  '/rooms/:id': 'src/pages/rooms/RoomDetails.tsx',
  '/facilities': 'src/pages/public/Facilities.tsx',
  '/food-menu': 'src/pages/food/FoodMenu.tsx',
  '/login': 'src/pages/auth/CustomerLogin.tsx',
  '/register': 'src/pages/auth/Register.tsx',
};

// The browser's loaders only start fetches; here the data comes from the queries the render asks for (below).
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(
    (route) =>
      ({
        ...route,
        ...(route.loader ? { loader: () => null } : {}),
        ...(route.children ? { children: withoutLoaders(route.children) } : {}),
      }) as RouteObject,
  );
const handler = createStaticHandler(withoutLoaders(routes));

// This build has its own copy of the texts' module: renders of different languages run side by side, each in its own.
const renderLanguage = new AsyncLocalStorage<UiLanguage>();
installLanguageStore({ get: () => renderLanguage.getStore(), run: (language, fn) => renderLanguage.run(language, fn) });

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Renders the whole tree, lazy parts included (they are awaited, so the HTML is the finished page). */
function renderAll(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Every Suspense boundary's finished HTML in place: a large one would otherwise come after the page with
      // an inline script that moves it, which the Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/**
 * The server's renderer over a built web app (`dist`, with its Vite manifest): given an address and the tRPC
 * links that call the API in-process, the page's HTML, or null for an address it does not render.
 */
export function createRenderer(webRoot: string) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

  /**
   * The stylesheets of a page's chunk and of the chunks it imports: each is render-blocking, so not those of the
   * chunks it may load later. A visitor's page renders none of its lazy parts on the server (the landing page's
   * sections wait until scrolled near, the hero's carousel for a hand on it, the signed-in buttons for a session).
   */
  const stylesOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.file === manifest['index.html']?.file) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => stylesOf(k, seen))];
  };
  // What index.html links already: the entry's stylesheets and those of the chunks it imports (the libraries').
  const entry = manifest['index.html'];
  const entryStyles = new Set([...(entry?.css ?? []), ...(entry?.imports ?? []).flatMap((key) => stylesOf(key))]);

  return async (url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage): Promise<string | null> => {
    await loadForDisplay(language);
    return withLanguage(language, () => renderPage(url, links, language));
  };

  async function renderPage(url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage): Promise<string | null> {
    const page = Object.keys(PAGES).find((pattern) => matchPath(pattern, url.pathname));
    if (!page) return null;
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const client = trpc.createClient({ links });
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = () => (
      <AppProviders queryClient={queryClient} client={client} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    );
    // A render asks for its data (the queries it builds); fetched, the next render shows it. Queries a page
    // starts only once it has some data (a room's reviews) take another round.
    let html = '';
    for (let round = 0; round < 4; round += 1) {
      html = await renderAll(tree());
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            query.state.status === 'pending' &&
            query.state.fetchStatus === 'idle' &&
            query.options.queryFn !== skipToken &&
            (query.options as { enabled?: unknown }).enabled !== false,
        );
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }

    const styles = [...new Set(stylesOf(PAGES[page]!))].filter((file) => !entryStyles.has(file));
    const head = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
    const state = serverStateTag({
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    });
    return (
      template
        .replace('<html lang="en">', `<html lang="${language}" dir="${directionOf(language)}">`)
        .replace('</head>', () => `${head}</head>`)
        // The page is drawn without its scripts, which only make it live: the stylesheets and the first pictures
        // come first on a slow network, and the scripts after them.
        .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_shell, end: string) => `<div id="root">${html}</div>${state}${end}`)
    );
  }
}
