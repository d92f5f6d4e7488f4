import type { AppDeps } from '../deps';
import { resolveSession, type ActiveSession } from '../services/sessions';

/** What a request brings, from HTTP (tRPC or REST) or a WebSocket connection. */
export interface RequestInfo {
  authorization?: string | undefined;
  /** WebSocket clients send their token in connectionParams, as browsers cannot set headers there. */
  connectionToken?: string | undefined;
  ip: string;
  userAgent: string;
  /** `protocol://host` the request was made to, when its Host header names one. */
  origin?: string | undefined;
}

export interface Context extends AppDeps {
  session: ActiveSession | null;
  /** A token came with the request but no live session stands behind it. */
  tokenRejected: boolean;
  ip: string;
  userAgent: string;
  /** Where image paths in answers point: PUBLIC_URL, else the request's own origin (absent: they stay paths). */
  baseUrl: string | undefined;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export async function createContext(deps: AppDeps, request: RequestInfo): Promise<Context> {
  const token = bearerToken(request.authorization) ?? request.connectionToken;
  const session = token ? await resolveSession(deps, token) : null;
  return {
    ...deps,
    session,
    tokenRejected: Boolean(token) && !session,
    ip: request.ip,
    userAgent: request.userAgent,
    baseUrl: deps.env.PUBLIC_URL ?? request.origin,
  };
}
