import { and, eq, inArray, like, or, sql, type Column, type SQLWrapper } from 'drizzle-orm';
import { ADMIN_MSG, DATA_RIGHTS_MSG } from '@innkeep/api-contract';
import {
  auditLog,
  bookings,
  chatMessages,
  complaints,
  emailChanges,
  foodOrderItems,
  foodOrders,
  mailOutbox,
  notifications,
  passwordResets,
  payments,
  roomReviews,
  staffNotices,
  stayRegistrations,
  twoFactor,
  users,
  type DbOrTx,
} from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { createNotification, publishNotifications, type StoredNotification } from '../messages/notifications';
import { asAdmin } from './admin-users';
import { endUserSessions } from './sessions';
import { isTwoFactorOn } from './two-factor';
import { findUserById, toPublicUser, type UserRow } from './users';

/** What replaces erased text: it names nobody and reads as what happened. */
const ERASED = '[erased]';

/**
 * Everything held about a guest (issue 32 §4), as stored, minus what only opens things (payment
 * links' tokens, idempotency keys, password and two-step secrets). Each list is the guest's own
 * rows, read on the customer's indexes.
 */
export function exportGuestData(db: DbOrTx, userId: string) {
  const user = findUserById(db, userId);
  if (!user) throw fail.notFound(ADMIN_MSG.userNotFound);
  const stays = db
    .select()
    .from(bookings)
    .where(eq(bookings.customerId, userId))
    .all()
    .map(({ paymentToken: _token, ...booking }) => booking);
  const orders = db
    .select()
    .from(foodOrders)
    .where(eq(foodOrders.customerId, userId))
    .all()
    .map(({ paymentToken: _token, paymentKey: _key, idempotencyKey: _idempotency, ...order }) => order);
  const stayIds = stays.map((stay) => stay.id);
  return {
    exportedFor: user.email,
    account: { ...toPublicUser(user), deletionRequestedAt: user.deletionRequestedAt },
    twoFactor: { enabled: isTwoFactorOn(db, userId) },
    bookings: stays,
    registrations: stayIds.length ? db.select().from(stayRegistrations).where(inArray(stayRegistrations.bookingId, stayIds)).all() : [],
    foodOrders: orders.map((order) => ({
      ...order,
      items: db.select().from(foodOrderItems).where(eq(foodOrderItems.orderId, order.id)).all(),
    })),
    payments: db.select().from(payments).where(eq(payments.customerId, userId)).all(),
    complaints: db.select().from(complaints).where(eq(complaints.customerId, userId)).all(),
    notifications: db.select().from(notifications).where(eq(notifications.recipientId, userId)).all(),
    chatMessages: db.select().from(chatMessages).where(eq(chatMessages.senderId, userId)).all(),
    reviews: db.select().from(roomReviews).where(eq(roomReviews.userId, userId)).all(),
  };
}

/** The guest asks to be deleted: the account is marked for the Users screen and every admin is told. */
export function requestDeletion(deps: AppDeps, user: UserRow): { success: true; message: string } {
  const at = deps.now();
  const stored: StoredNotification[] = deps.db.transaction((tx) => {
    if (user.deletionRequestedAt) return [];
    tx.update(users).set({ deletionRequestedAt: at.toISOString() }).where(eq(users.id, user.id)).run();
    recordAudit(tx, { id: user.id, name: user.name }, 'user.delete-request', 'user', user.id, {}, at);
    const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).all();
    // The notice names nobody, so an erasure leaves nothing of the guest in the admins' inboxes.
    return admins.map((admin) =>
      createNotification(
        tx,
        {
          recipientId: admin.id,
          type: 'system',
          priority: 'high',
          title: DATA_RIGHTS_MSG.requestTitle,
          message: DATA_RIGHTS_MSG.requestNotice,
        },
        at,
      ),
    );
  });
  publishNotifications(deps, stored);
  return { success: true, message: DATA_RIGHTS_MSG.requestSent };
}

/**
 * An administrator erases a guest in one transaction (see docs/decisions/guest-erasure.md): their
 * personal data becomes an anonymous label, free texts they wrote become "[erased]", their
 * registrations, reset links, two-step secret and sessions go. Bookings, orders, the ledger and
 * invoices keep their amounts and numbers, so revenue and analytics do not move.
 */
export function eraseGuest(deps: AppDeps, actor: Actor, userId: string): { success: true; message: string } {
  asAdmin(deps, actor, (tx, at) => {
    const target = findUserById(tx, userId);
    if (!target) throw fail.notFound(ADMIN_MSG.userNotFound);
    if (target.role !== 'customer') throw fail.badRequest(DATA_RIGHTS_MSG.onlyGuests);
    if (target.erasedAt) throw fail.conflict(DATA_RIGHTS_MSG.alreadyErased);
    const label = `Erased guest ${userId.slice(0, 8)}`;
    const labelEmail = `erased-${userId}@erased.invalid`;
    // Where a text may quote the guest among other words (staff answers, notes, audit details).
    const scrub = (column: SQLWrapper) => sql`replace(replace(${column}, ${target.email}, ${labelEmail}), ${target.name}, ${label})`;

    const mentions = (column: Column) => [like(column, `%${target.email}%`), like(column, `%${target.name}%`)];

    const stayIds = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerId, userId))
      .all()
      .map((b) => b.id);
    tx.update(users)
      .set({
        name: label,
        email: labelEmail,
        phone: '',
        address: '',
        // Not a hash argon2 accepts, and not '' (an unclaimed account anyone could claim by registering).
        passwordHash: 'erased',
        deletionRequestedAt: null,
        erasedAt: at.toISOString(),
        updatedAt: at.toISOString(),
      })
      .where(eq(users.id, userId))
      .run();
    if (stayIds.length) {
      tx.update(bookings).set({ specialRequests: '' }).where(eq(bookings.customerId, userId)).run();
      tx.delete(stayRegistrations).where(inArray(stayRegistrations.bookingId, stayIds)).run();
    }
    // A delivery place is usually a room or table, but guests type it: "Table of Ana Lopes" is theirs too.
    tx.update(foodOrders)
      .set({ specialInstructions: '', deliveryLocation: scrub(foodOrders.deliveryLocation) })
      .where(eq(foodOrders.customerId, userId))
      .run();
    tx.update(payments)
      .set({ note: scrub(payments.note) })
      .where(eq(payments.customerId, userId))
      .run();
    tx.update(complaints)
      .set({ title: ERASED, description: ERASED, response: scrub(complaints.response) })
      .where(eq(complaints.customerId, userId))
      .run();
    tx.update(chatMessages).set({ content: ERASED }).where(eq(chatMessages.senderId, userId)).run();
    tx.update(roomReviews).set({ comment: '' }).where(eq(roomReviews.userId, userId)).run();
    tx.update(notifications)
      .set({ title: scrub(notifications.title), message: scrub(notifications.message) })
      .where(eq(notifications.recipientId, userId))
      .run();
    // Mail to the guest: the bodies and attachments (invoices) carry their name and address, the
    // de-duplication keys their address (the label keeps them unique).
    // Addresses they asked to change to were mailed a link (only those mails: another account may own it now).
    const askedFor = tx
      .delete(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .returning({ email: emailChanges.newEmail })
      .all()
      .map((change) => change.email);
    const erasedMail = { recipient: labelEmail, subject: ERASED, html: '', text: '', attachments: [] };
    tx.update(mailOutbox)
      .set({ key: scrub(mailOutbox.key), ...erasedMail })
      .where(eq(mailOutbox.recipient, target.email))
      .run();
    if (askedFor.length) {
      tx.update(mailOutbox)
        .set({ key: sql`'erased:' || ${mailOutbox.id}`, ...erasedMail })
        .where(and(eq(mailOutbox.kind, 'email-change'), inArray(mailOutbox.recipient, askedFor)))
        .run();
    }
    // The administrators' daily summaries name guests (arrivals, balances): a rare scan of that kind.
    tx.update(mailOutbox)
      .set({ html: scrub(mailOutbox.html), text: scrub(mailOutbox.text) })
      .where(and(eq(mailOutbox.kind, 'daily-summary'), or(...mentions(mailOutbox.text))))
      .run();
    tx.delete(passwordResets).where(eq(passwordResets.userId, userId)).run();
    tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).run();
    // Notices to the front desk ("new booking from …") name the guest: a rare, admin-only scan.
    tx.update(staffNotices)
      .set({ title: scrub(staffNotices.title), message: scrub(staffNotices.message) })
      .where(or(...mentions(staffNotices.title), ...mentions(staffNotices.message)))
      .run();
    // The audit log keeps what happened, not who it was: a rare, admin-only scan of its rows.
    tx.update(auditLog).set({ actorName: label }).where(eq(auditLog.actorId, userId)).run();
    tx.update(auditLog)
      .set({ details: sql`json(${scrub(auditLog.details)})` })
      .where(or(...mentions(auditLog.details)))
      .run();
    endUserSessions(tx, userId);
    recordAudit(tx, actor, 'user.erase', 'user', userId, {}, at);
  });
  return { success: true, message: DATA_RIGHTS_MSG.erased };
}
