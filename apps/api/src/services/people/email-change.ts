import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CHANGE_MSG, MAIL, MSG, t } from '@innkeep/api-contract';
import { emailChanges, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import { recordAudit } from '../operations/audit';
import { linkTokenHash, newLinkToken } from './link-tokens';
import { findUserByEmail, findUserById, isUniqueViolation, type UserRow } from './users';

type MailDeps = Pick<AppDeps, 'env' | 'now'>;

/**
 * Inside the profile update's transaction: a single-use link valid 24 hours is mailed to the new
 * address (only its hash is stored). The account keeps its address until the link is opened.
 */
export function requestEmailChange(tx: DbOrTx, deps: MailDeps, user: Pick<UserRow, 'id' | 'name' | 'language'>, newEmail: string): void {
  const now = deps.now();
  const { token, hash } = newLinkToken();
  const change = tx
    .insert(emailChanges)
    .values({
      userId: user.id,
      newEmail,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + MAIL.emailChangeLinkHours * 3_600_000).toISOString(),
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
  // The new address is not the account's yet: the mail follows the account's language.
  queueMail(tx, deps, { email: newEmail, language: user.language }, () => ({
    event: `email-change:${change.id}`,
    kind: 'email-change',
    content: {
      subject: t('Confirm your new email address'),
      paragraphs: [
        t(
          'Hello {name}, you asked to use {email} for your account. The link works once, for {hours} hours; until you open it, your account keeps its old address.',
          { name: user.name, email: newEmail, hours: MAIL.emailChangeLinkHours },
        ),
        t('If you did not ask for this, ignore this mail: nothing changes.'),
      ],
      action: { label: t('Confirm this address'), url: `${mailLinkBase(deps.env)}/confirm-email?token=${token}` },
    },
  }));
}

/**
 * Opens a confirmation link: the account takes the new address, every other open link of the account
 * stops working, and the old address is told. The address must still be free; a link works once.
 */
export function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, token: string): { success: true; message: string } {
  const now = deps.now().toISOString();
  const live = and(eq(emailChanges.tokenHash, linkTokenHash(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));
  const change = deps.db.select().from(emailChanges).where(live).get();
  const user = change && findUserById(deps.db, change.userId);
  if (!change || !user) throw fail.badRequest(EMAIL_CHANGE_MSG.linkInvalid);
  try {
    deps.db.transaction((tx) => {
      // Of two uses of one link racing, only the first finds it unused.
      const used = tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt)))
        .run();
      if (used.changes === 0) throw fail.badRequest(EMAIL_CHANGE_MSG.linkInvalid);
      const owner = findUserByEmail(tx, change.newEmail);
      if (owner && owner.id !== user.id) throw fail.conflict(MSG.emailTaken);
      tx.update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)))
        .run();
      tx.update(users).set({ email: change.newEmail, updatedAt: now }).where(eq(users.id, user.id)).run();
      recordAudit(tx, { id: user.id, name: user.name }, 'user.change-email', 'user', user.id, {}, deps.now());
      queueMail(tx, deps, { email: user.email, language: user.language }, () => ({
        event: `email-changed:${change.id}`,
        kind: 'email-changed',
        content: {
          subject: t('Your email address was changed'),
          paragraphs: [
            t('Hello {name}, your account now uses {email}. Mail from us goes there from now on, and you sign in with it.', {
              name: user.name,
              email: change.newEmail,
            }),
            t('If this was not you, contact the hotel at once.'),
          ],
        },
      }));
    });
  } catch (error) {
    // Someone registered with the address between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw fail.conflict(MSG.emailTaken);
    throw error;
  }
  return { success: true, message: EMAIL_CHANGE_MSG.confirmed(change.newEmail) };
}
