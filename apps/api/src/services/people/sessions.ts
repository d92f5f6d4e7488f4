import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AuthResult } from '@innkeep/api-contract';
import { feedLinks, sessions, users, type Db, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { oncePer } from '../../engine/once-per';
import { VersionedCache } from '../../engine/versioned-cache';
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

const sessionLookup = oncePer((db: Db) =>
  db
    .select({ sessionId: sessions.id, user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .prepare(),
);

interface CachedSession {
  session: ActiveSession;
  /** Epoch ms at which the token or its session row expires, whichever comes first. */
  validUntil: number;
}

/**
 * Sessions by token for a few seconds. Any write to `sessions` or `users` (sign-out, password
 * change, role or approval change, deletion, a profile edit) bumps the counter the cache checks on
 * every request, so an ended session is refused by the very next call; expiry is checked on each
 * call against the server's clock, as without the cache.
 */
const sessionCacheOf = oncePer((_db: Db) => new VersionedCache<CachedSession>('sessions', 5_000, 10_000));

/** The live session behind a token, or null when the token is invalid or its session has ended. */
export function resolveSession(deps: AppDeps, token: string): ActiveSession | null {
  const now = deps.now();
  const cached = sessionCacheOf(deps.db).get(deps.db, token, () => {
    const claims = verifySessionToken(deps.secret, token, now);
    if (!claims) return null;
    const row = sessionLookup(deps.db).get({ sessionId: claims.sessionId, userId: claims.userId });
    if (!row) return null;
    return { session: { sessionId: row.sessionId, user: row.user }, validUntil: Math.min(claims.expiresAt, Date.parse(row.expiresAt)) };
  });
  return cached && now.getTime() < cached.validUntil ? cached.session : null;
}

/** A caller's session as of now; `tokenRejected` when a token came but no live session stands behind it. */
export interface CallerSession {
  session: ActiveSession | null;
  tokenRejected: boolean;
}

export function callerSession(deps: AppDeps, token: string | undefined): CallerSession {
  const session = token ? resolveSession(deps, token) : null;
  return { session, tokenRejected: Boolean(token) && !session };
}

export function endSession(db: DbOrTx, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/**
 * Ends every session of a user, or every one but the caller's own, and revokes their calendar feed
 * links: whatever ends their devices' access (password change, approval withdrawn, role change,
 * signing out other devices) ends the links they handed to calendar apps too.
 */
export function endUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): number {
  const condition = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  db.update(feedLinks)
    .set({ revokedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
    .where(and(eq(feedLinks.userId, userId), isNull(feedLinks.revokedAt)))
    .run();
  return db.delete(sessions).where(condition).run().changes;
}
