import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Role } from '@innkeep/api-contract';
import { sessions, users } from '@innkeep/db';
import type { AppDeps } from '../../deps';

/** Who a subscription started as: it must not outlive that identity. */
export interface WatchedIdentity {
  sessionId: string;
  role: Role;
  isApproved: boolean;
}

/** 'ended': the session is gone or expired; 'changed': it lives on, but the role changed or approval was withdrawn. */
export type SessionEnd = 'ended' | 'changed';

export interface SessionWatch {
  /** Calls `onEnd` once when the identity no longer holds; the returned function stops watching. */
  watch(identity: WatchedIdentity, onEnd: (reason: SessionEnd) => void): () => void;
  stop(): void;
}

interface Watcher {
  identity: WatchedIdentity;
  onEnd: (reason: SessionEnd) => void;
}

/**
 * One timer per server re-checks, in one query, every session that has an open subscription.
 * Checking the rows rather than hooking logout, role changes and deletions means any code path
 * that ends a session (or a plain expiry) stops its subscriptions.
 */
export function startSessionWatch(deps: AppDeps, intervalMs: number, onError: (err: unknown) => void): SessionWatch {
  const watchers = new Set<Watcher>();

  const check = () => {
    if (watchers.size === 0) return;
    const ids = [...new Set([...watchers].map((w) => w.identity.sessionId))];
    const alive = new Map(
      deps.db
        .select({ sessionId: sessions.id, role: users.role, isApproved: users.isApproved })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, deps.now().toISOString())))
        .all()
        .map((row) => [row.sessionId, row]),
    );
    for (const watcher of watchers) {
      const now = alive.get(watcher.identity.sessionId);
      const reason: SessionEnd | null = !now
        ? 'ended'
        : now.role !== watcher.identity.role || (watcher.identity.isApproved && !now.isApproved)
          ? 'changed'
          : null;
      if (reason) {
        watchers.delete(watcher);
        watcher.onEnd(reason);
      }
    }
  };

  const timer = setInterval(() => {
    try {
      check();
    } catch (err) {
      onError(err);
    }
  }, intervalMs);
  // The watch must never keep a stopping process alive.
  timer.unref();

  return {
    watch(identity, onEnd) {
      const watcher = { identity, onEnd };
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    stop: () => clearInterval(timer),
  };
}
