import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_MSG, type FeedLinkView } from '@innkeep/api-contract';
import { feedLinks, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { countAmong } from '../../engine/search';
import { newestFirst, pageWindow } from '../../engine/query';

/** Every calendar feed link handed out, newest first, a page at a time (feed_links_created_idx). */
export function listFeedLinks(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: { page: number; limit: number },
): { links: FeedLinkView[]; total: number } {
  const now = deps.now().toISOString();
  const { limit, offset } = pageWindow(query);
  const rows = deps.db
    .select({
      id: feedLinks.id,
      guestNames: feedLinks.guestNames,
      createdAt: feedLinks.createdAt,
      expiresAt: feedLinks.expiresAt,
      revokedAt: feedLinks.revokedAt,
      lastUsedAt: feedLinks.lastUsedAt,
      user: { _id: users.id, name: users.name, email: users.email },
      room: { _id: rooms.id, name: rooms.name, roomNumber: rooms.roomNumber },
    })
    .from(feedLinks)
    // CROSS JOIN keeps this order: the page walks feed_links' created index, each holder and room by key.
    // As inner joins SQLite may scan users first and sort every link.
    .crossJoin(users)
    .crossJoin(rooms)
    .where(and(eq(users.id, feedLinks.userId), eq(rooms.id, feedLinks.roomId)))
    .orderBy(...newestFirst(feedLinks, feedLinks.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  return {
    links: rows.map(({ id, ...row }) => ({
      _id: id,
      ...row,
      status: row.revokedAt !== null ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
    })),
    total: countAmong(deps.db, feedLinks, undefined),
  };
}

/** Revokes a link at once (audited); revoking one already revoked changes nothing. */
export function revokeFeedLink(deps: Pick<AppDeps, 'db' | 'now'>, actor: Actor, id: string): { success: true; message: string } {
  const at = deps.now();
  deps.db.transaction((tx: DbOrTx) => {
    const link = tx.select({ id: feedLinks.id, userId: feedLinks.userId }).from(feedLinks).where(eq(feedLinks.id, id)).get();
    if (!link) throw fail.notFound(ADMIN_MSG.feedLinkNotFound);
    const revoked = tx
      .update(feedLinks)
      .set({ revokedAt: at.toISOString() })
      .where(and(eq(feedLinks.id, id), isNull(feedLinks.revokedAt)))
      .run().changes;
    if (revoked) recordAudit(tx, actor, 'feed-link.revoke', 'feed-link', id, { userId: link.userId }, at);
  });
  return { success: true, message: ADMIN_MSG.feedLinkRevoked };
}
