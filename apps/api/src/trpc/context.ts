import type { UiLanguage } from '@innkeep/api-contract';
import type { AppDeps } from '../deps';
import type { Backups } from '../engine/backups';
import type { SessionWatch } from '../services/people';

/** What a request brings, from HTTP (tRPC or REST) or a WebSocket connection. */
export interface RequestInfo {
  authorization?: string | undefined;
  /** WebSocket clients send their token in connectionParams, as browsers cannot set headers there. */
  connectionToken?: string | undefined;
  ip: string;
  userAgent: string;
  /** The language the client asks for: Accept-Language over HTTP, connectionParams.language on a WebSocket. */
  language?: UiLanguage | undefined;
  /** Set by the REST adapter (only it can send a file answer: `downloadOnly`) and for a WebSocket (only it carries subscriptions). */
  via?: 'rest' | 'ws';
}

/** The app's dependencies plus what one running server adds. */
export interface ServerDeps extends AppDeps {
  sessionWatch: SessionWatch;
  backups: Backups;
}

export interface Context extends ServerDeps {
  /**
   * The caller's token. Its session is resolved on each call (trpc.ts), not here: a WebSocket's
   * context lives as long as the connection, across sign-outs, role changes and deletions.
   */
  token: string | undefined;
  ip: string;
  userAgent: string;
  /**
   * Where image paths in answers point: PUBLIC_URL, else nowhere (they stay site paths). Never the
   * request's Host header, which a client chooses and a shared cache would hand on to others.
   */
  baseUrl: string | undefined;
  via: 'rest' | 'trpc' | 'ws';
  /** The language the client asks for, if one we have; the caller's saved one may stand in (trpc.ts callerLanguage). */
  language: UiLanguage | undefined;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function createContext(deps: ServerDeps, request: RequestInfo): Context {
  const token = bearerToken(request.authorization) ?? request.connectionToken;
  return {
    ...deps,
    token,
    ip: request.ip,
    userAgent: request.userAgent,
    baseUrl: deps.env.PUBLIC_URL,
    via: request.via ?? 'trpc',
    language: request.language,
  };
}
