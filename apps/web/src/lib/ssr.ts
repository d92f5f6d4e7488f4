import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HydrationState } from 'react-router';

/** What the server's first render of a page hands the browser (entry-server.tsx → main.tsx). */
export interface ServerState {
  /** The page's data, as the server's query cache held it. */
  queries: DehydratedState;
  /** The router's state (its loaders' answers), so the browser does not run them again. */
  router: Partial<HydrationState>;
  /** Rendered for the session cookie's holder (their token is the stored one), not for a visitor. */
  signedIn: boolean;
}

/**
 * Renders nothing; once React has adopted or drawn what holds it, the app's container takes input again (main.tsx
 * makes it inert until then). It sits in the page's own Suspense boundary (AppLayout), which React adopts after the
 * header: a tap on the page's form before that would be lost. An error page (RouteError) holds it too.
 */
export function PageLive(): null {
  useEffect(() => {
    const container = document.getElementById('root');
    if (container) container.inert = false;
  }, []);
  return null;
}

/**
 * A JSON data block, not a script: the Content-Security-Policy runs no inline script, and a JSON block is
 * never run. Every `<` is escaped, so no text in the data (a room's description) can close the element.
 */
export const SERVER_STATE_ID = 'innkeep-server-state';
export const serverStateTag = (state: ServerState): string =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
