import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { AuthResult } from '@innkeep/api-contract';
import { sessions, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../deps';
import { signSessionToken, verifySessionToken } from './tokens';
import { toPublicUser, type UserRow } from './users';

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/** Opens a server-side session for the user and signs a token bound to it. */
export async function startSession(deps: AppDeps, user: UserRow, meta: SessionMeta): Promise<AuthResult> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.env.SESSION_TTL_HOURS * 3_600_000);
  const session = deps.db.transaction((tx) => {
    // Expired rows of this user are dead weight; dropping them here keeps the table small.
    tx.delete(sessions)
      .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now.toISOString())))
      .run();
    return tx
      .insert(sessions)
      .values({
        userId: user.id,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      })
      .returning()
      .get();
  });
  const token = await signSessionToken(deps.secret, { userId: user.id, sessionId: session.id }, now, expiresAt);
  return { token, user: toPublicUser(user) };
}

/** The live session behind a token, or null when the token is invalid or its session has ended. */
export async function resolveSession(deps: AppDeps, token: string): Promise<ActiveSession | null> {
  const now = deps.now();
  const claims = await verifySessionToken(deps.secret, token, now);
  if (!claims) return null;
  const row = deps.db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, now.toISOString())))
    .get();
  return row ?? null;
}

/** A caller's session as of now; `tokenRejected` when a token came but no live session stands behind it. */
export interface CallerSession {
  session: ActiveSession | null;
  tokenRejected: boolean;
}

export async function callerSession(deps: AppDeps, token: string | undefined): Promise<CallerSession> {
  const session = token ? await resolveSession(deps, token) : null;
  return { session, tokenRejected: Boolean(token) && !session };
}

export function endSession(db: DbOrTx, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user, or every one but the caller's own. */
export function endUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): number {
  const condition = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  return db.delete(sessions).where(condition).run().changes;
}
