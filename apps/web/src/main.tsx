// Mantine's global styles; each component's own styles come with its code (vite.config.ts, mantineStylesWithComponents).
// Not default-css-variables.layer.css (25 KB): the provider writes every theme variable itself
// (deduplicateCssVariables={false}), so the same values would arrive twice.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './AppProviders';
import { initialLanguage, startLanguage } from './i18n/language';
import { tokenStore } from './lib/session';
import { SERVER_STATE_ID, type ServerState } from './lib/ssr';
import { queryClient, trpcClient } from './lib/trpc';
import { routes } from './router';

const container = document.getElementById('root')!;
const stateElement = document.getElementById(SERVER_STATE_ID);

const language = initialLanguage();
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <AppProviders queryClient={queryClient} client={trpcClient} language={language}>
    <RouterProvider router={router} />
  </AppProviders>
);

/** The page's language and the matched routes' page chunks, loaded before hydrating: the first render must be the server's page, not a loader. */
async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    startLanguage(language),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, loaded, { lazy: undefined });
    }),
  ]);
}

/** Resolves once the router has its first page: its chunks loaded and its loaders run. */
function initialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The cookie the server renders a session's pages by follows the stored token (a browser-session cookie).
tokenStore.set(tokenStore.get());
const state = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as ServerState) : null;

// The server rendered the page for whoever this browser is (entry-server.tsx): adopt its HTML. A browser whose
// session the server did not see (a visitor's page under a stored token) gets its own page drawn instead.
if (state && state.signedIn === (tokenStore.get() !== null)) {
  // A guest's own page takes no tap until it is live (PageLive): adding a dish or choosing a date before then would
  // do nothing, silently. A visitor's page keeps its links working meanwhile.
  container.inert = state.signedIn;
  hydrate(queryClient, state.queries);
  // In a transition, as the client render below: hydration then yields to the browser every few milliseconds too,
  // where a plain hydrateRoot adopts the header and then the whole page each in one task (a long task on a phone).
  void loadMatchedPages().then(() =>
    startTransition(() => {
      hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData: state.router })));
    }),
  );
} else {
  // A signed-in browser draws its own page in place of a server's visitor page. That page stays on screen until
  // the new one is ready, but inert (PageLive): a search typed or a tap made into it would be lost when it is replaced.
  container.inert = true;
  // The router starts at once: the page's chunks and its data (the loaders' calls) load side by side.
  const router = createBrowserRouter(routes);
  void Promise.all([startLanguage(language), initialized(router)]).then(() => {
    const root = createRoot(container);
    // A transition's render yields to the browser every few milliseconds, where a plain first render holds the
    // main thread until the whole tree is built (long tasks of 100–300 ms on a phone's CPU, Lighthouse's TBT).
    startTransition(() => root.render(app(router)));
  });
}
