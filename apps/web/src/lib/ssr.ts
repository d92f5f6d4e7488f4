import type { DehydratedState } from '@tanstack/react-query';
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
 * A JSON data block, not a script: the Content-Security-Policy runs no inline script, and a JSON block is
 * never run. Every `<` is escaped, so no text in the data (a room's description) can close the element.
 */
export const SERVER_STATE_ID = 'innkeep-server-state';
export const serverStateTag = (state: ServerState): string =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
