import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, skipToken } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
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

/** Who a page is rendered for: visitors only (a session is sent on from it), anyone, or a signed-in guest. */
type Audience = 'visitors' | 'anyone' | 'customers';

/**
 * The pages the server renders (docs/decisions/public-pages-on-a-phone.md), each with its page module, whose
 * styles the HTML links, and who it is rendered for: as the session cookie's holder when there is one, else as a
 * visitor. Every other address, and a page whose audience is not the caller, gets the single-page app's shell.
 * The sign-in and registration forms keep what is typed before the page is hydrated, and their buttons wait for
 * it (lib/forms.ts, useServerRenderedForm).
 */
const PAGES: Record<string, { module: string; for: Audience }> = {
  '/': { module: 'src/pages/public/Landing.tsx', for: 'visitors' },
  '/rooms': { module: 'src/pages/rooms/Rooms.tsx', for: 'anyone' },
  '/rooms/:id': { module: 'src/pages/rooms/RoomDetails.tsx', for: 'anyone' },
  '/facilities': { module: 'src/pages/public/Facilities.tsx', for: 'anyone' },
  '/food-menu': { module: 'src/pages/food/FoodMenu.tsx', for: 'anyone' },
  '/login': { module: 'src/pages/auth/CustomerLogin.tsx', for: 'visitors' },
  '/register': { module: 'src/pages/auth/Register.tsx', for: 'visitors' },
  '/book/:roomId': { module: 'src/pages/rooms/Book.tsx', for: 'customers' },
};
/** The header's signed-in parts, rendered on the server for a session: their styles come with the page. */
const SIGNED_IN_PARTS = ['src/layout/SignedInButtons.tsx'];

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
      // A part that fails here would be drawn by the browser instead, unseen: the server's log says why (web-render.ts).
      onError: reject,
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
   * chunks it may load later. A page renders none of its lazy parts on the server (the landing page's sections
   * wait until scrolled near, the hero's carousel for a hand on it) but the signed-in buttons (SIGNED_IN_PARTS).
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

  /** `session`: the request carries a session cookie, whose token the links send with every call. */
  return async (url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage, session: boolean): Promise<string | null> => {
    await loadForDisplay(language);
    return withLanguage(language, () => renderPage(url, links, language, session));
  };

  async function renderPage(url: URL, links: TRPCLink<AppRouter>[], language: UiLanguage, session: boolean): Promise<string | null> {
    const page = Object.keys(PAGES).find((pattern) => matchPath(pattern, url.pathname));
    if (!page) return null;
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const client = trpc.createClient({ links });
    // Who the cookie's token belongs to, asked as AuthProvider asks (its first render reads the answer). A token
    // that no longer works leaves a visitor; the browser then signs itself out.
    const user = session
      ? await createTRPCQueryUtils({ queryClient, client })
          .auth.me.fetch()
          .then(
            (me) => me.user,
            () => null,
          )
      : null;
    const audience = PAGES[page]!.for;
    if (audience === 'visitors' ? user !== null : audience === 'customers' && user?.role !== 'customer') return null;
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

    const modules = [PAGES[page]!.module, ...(user ? SIGNED_IN_PARTS : [])];
    const styles = [...new Set(modules.flatMap((key) => stylesOf(key)))].filter((file) => !entryStyles.has(file));
    const head = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
    const state = serverStateTag({
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      signedIn: user !== null,
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
