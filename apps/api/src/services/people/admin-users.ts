import { and, eq } from 'drizzle-orm';
import { ADMIN_MSG, MSG, type AdminUserListQuery, type PublicUser, type Role, m } from '@innkeep/api-contract';
import { bookings, foodOrders, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { createNotification, publishNotifications, type StoredNotification } from '../messages/notifications';
import { endUserSessions } from './sessions';
import { findUserById, toPublicUser, type UserRow } from './users';
import { newestFirst, pageWindow } from '../../engine/query';
import { findMatches, searchPage } from '../../engine/search';
import { queueStaffDecisionMail } from './account-mail';

/** Each user as the Users screen shows it, with when a guest asked to be deleted (or null). */
export function listUsers(
  db: DbOrTx,
  query: AdminUserListQuery,
): { users: (PublicUser & { deletionRequestedAt: string | null })[]; total: number } {
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.approval === undefined ? undefined : eq(users.isApproved, query.approval),
  );
  const matches = findMatches(db, query.search, users, [{ index: 'users_fts', columns: ['name', 'email', 'phone'] }]);
  const order = newestFirst(users, users.createdAt);
  const page = searchPage(db, { table: users, where, order, matches, window: pageWindow(query) });
  const rows = db
    .select()
    .from(users)
    .where(page.where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { users: rows.map((row) => ({ ...toPublicUser(row), deletionRequestedAt: row.deletionRequestedAt })), total: page.total };
}

/**
 * Every user change runs in one BEGIN IMMEDIATE transaction that first checks the caller is still an
 * administrator. With the rule that nobody demotes or deletes themself, this keeps at least one
 * administrator at all times: the one acting. Two admins demoting each other at the same moment
 * cannot both succeed, since the second finds it is no longer an admin.
 */
export function asAdmin<T>(deps: AppDeps, actor: Actor, change: (tx: DbOrTx, at: Date) => T): T {
  const at = deps.now();
  return deps.db.transaction(
    (tx) => {
      if (findUserById(tx, actor.id)?.role !== 'admin') throw fail.forbidden(MSG.adminRequired);
      return change(tx, at);
    },
    { behavior: 'immediate' },
  );
}

function targetUser(tx: DbOrTx, id: string): UserRow {
  const user = findUserById(tx, id);
  if (!user) throw fail.notFound(ADMIN_MSG.userNotFound);
  return user;
}

/**
 * Approves (true) or rejects (false) a staff account. Rejecting also signs the person out everywhere,
 * so a revoked account cannot keep working on an open dashboard; approving tells them.
 */
export function setApproval(deps: AppDeps, actor: Actor, id: string, isApproved: boolean): PublicUser {
  const { user, stored } = asAdmin(deps, actor, (tx, at) => {
    const target = targetUser(tx, id);
    if (target.role !== 'staff') throw fail.badRequest(ADMIN_MSG.onlyStaffApproval);
    const updated = tx.update(users).set({ isApproved, updatedAt: at.toISOString() }).where(eq(users.id, id)).returning().get();
    const sessionsEnded = isApproved ? 0 : endUserSessions(tx, id);
    recordAudit(
      tx,
      actor,
      isApproved ? 'user.approve' : 'user.reject',
      'user',
      id,
      { name: target.name, email: target.email, wasApproved: target.isApproved, sessionsEnded },
      at,
    );
    // A rejection always tells; an approval only when it changes something.
    if (!isApproved || !target.isApproved) queueStaffDecisionMail(tx, deps, target, isApproved);
    const notes: StoredNotification[] = [];
    if (isApproved && !target.isApproved) {
      notes.push(
        createNotification(
          tx,
          {
            recipientId: id,
            senderId: actor.id,
            type: 'system',
            title: m('Your account has been approved'),
            message: m('An administrator approved your staff account. The staff dashboard is now open to you.'),
          },
          at,
        ),
      );
    }
    return { user: toPublicUser(updated ?? target), stored: notes };
  });
  publishNotifications(deps, stored);
  return user;
}

/**
 * Changes a user's role. The administrator's own role and the last administrator's are off limits.
 * A role chosen by an administrator counts as approved, and the user's sessions end so their next
 * sign-in carries the new role.
 */
export function setRole(deps: AppDeps, actor: Actor, id: string, role: Role): PublicUser {
  return asAdmin(deps, actor, (tx, at) => {
    const target = targetUser(tx, id);
    if (target.role === role) return toPublicUser(target);
    if (id === actor.id) throw fail.forbidden(ADMIN_MSG.ownRole);
    const updated = tx.update(users).set({ role, isApproved: true, updatedAt: at.toISOString() }).where(eq(users.id, id)).returning().get();
    const sessionsEnded = endUserSessions(tx, id);
    recordAudit(
      tx,
      actor,
      'user.role',
      'user',
      id,
      { name: target.name, email: target.email, from: target.role, to: role, sessionsEnded },
      at,
    );
    return toPublicUser(updated ?? target);
  });
}

/**
 * Deletes an account with its sessions, notifications and complaints (the database cascades those).
 * Bookings and food orders are the hotel's financial records: a user who has any is refused with a
 * 409 rather than having that history erased or orphaned.
 */
export function deleteUser(deps: AppDeps, actor: Actor, id: string): { success: true; message: string } {
  asAdmin(deps, actor, (tx, at) => {
    if (id === actor.id) throw fail.forbidden(ADMIN_MSG.ownAccount);
    const target = targetUser(tx, id);
    const hasBooking = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, id)).limit(1).get();
    const hasOrder = tx.select({ id: foodOrders.id }).from(foodOrders).where(eq(foodOrders.customerId, id)).limit(1).get();
    if (hasBooking || hasOrder) throw fail.conflict(ADMIN_MSG.userHasRecords);
    const sessionsEnded = endUserSessions(tx, id);
    tx.delete(users).where(eq(users.id, id)).run();
    // The row is gone, so the entry keeps who it was.
    recordAudit(tx, actor, 'user.delete', 'user', id, { name: target.name, email: target.email, role: target.role, sessionsEnded }, at);
  });
  return { success: true, message: ADMIN_MSG.userDeleted };
}
