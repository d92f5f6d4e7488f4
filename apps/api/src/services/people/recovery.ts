import { and, eq, gt, isNull } from 'drizzle-orm';
import { MAIL, MAIL_MSG, MSG, t, type ResetPasswordData } from '@innkeep/api-contract';
import { passwordResets, users } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { RateLimiter, limiterPerServer } from '../../lib/rate-limit';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import { recordAudit } from '../operations/audit';
import { passwordRefusal } from './password-policy';
import { linkTokenHash, newLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { endUserSessions } from './sessions';
import { findUserByEmail, findUserById, isUnclaimed } from './users';

const requestsPerEmailOf = limiterPerServer(() => new RateLimiter(MAIL.resetRequestsPerAddress, MAIL.resetWindowMinutes * 60_000));

/**
 * "Forgot password?": for a real account, a single-use link valid 30 minutes is mailed (only the
 * token's hash is stored). The answer is the same whether or not the account exists; requests are
 * counted per email as typed, so the limit tells nothing either (per client address: the router).
 */
export function forgotPassword(deps: AppDeps, email: string): { success: true; message: string } {
  const now = deps.now();
  if (!requestsPerEmailOf(deps.env).take(email, now.getTime())) throw fail.tooManyRequests(MSG.tooManyAttempts);
  const found = findUserByEmail(deps.db, email);
  // The desk's password-less walk-in accounts are claimed by registering, not by a reset.
  if (found && !isUnclaimed(found)) {
    const { token, hash } = newLinkToken();
    deps.db.transaction((tx) => {
      const reset = tx
        .insert(passwordResets)
        .values({
          userId: found.id,
          tokenHash: hash,
          expiresAt: new Date(now.getTime() + MAIL.resetLinkMinutes * 60_000).toISOString(),
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      queueMail(tx, deps, found, () => ({
        event: `password-reset:${reset.id}`,
        kind: 'password-reset',
        content: {
          subject: t('Choose a new password'),
          paragraphs: [
            t('The link works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.', {
              minutes: MAIL.resetLinkMinutes,
            }),
          ],
          action: { label: t('Choose a new password'), url: `${mailLinkBase(deps.env)}/reset-password?token=${token}` },
        },
      }));
    });
  }
  return { success: true, message: MAIL_MSG.resetRequested };
}

/**
 * Sets a new password from a reset link: the same strength rules as everywhere, every session of the
 * account ends (HTTP and WebSocket: the session watch sees the rows go), every other open link of the
 * account stops working, and the account's address is told.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordData): Promise<{ success: true; message: string }> {
  const now = deps.now().toISOString();
  const live = and(
    eq(passwordResets.tokenHash, linkTokenHash(input.token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const reset = deps.db.select().from(passwordResets).where(live).get();
  const user = reset && findUserById(deps.db, reset.userId);
  if (!reset || !user) throw fail.badRequest(MAIL_MSG.resetLinkInvalid);
  const refusal = await passwordRefusal(deps.db, input.password, user.email);
  if (refusal) throw fail.badRequest(refusal);
  const passwordHash = await hashPassword(input.password);
  deps.db.transaction((tx) => {
    // Of two uses of one link racing, only the first finds it unused.
    const used = tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .run();
    if (used.changes === 0) throw fail.badRequest(MAIL_MSG.resetLinkInvalid);
    tx.update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
      .run();
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).run();
    const sessionsEnded = endUserSessions(tx, user.id);
    recordAudit(tx, { id: user.id, name: user.name }, 'user.reset-password', 'user', user.id, { sessionsEnded });
    queueMail(tx, deps, user, () => ({
      event: `password-changed:${reset.id}`,
      kind: 'password-changed',
      content: {
        subject: t('Your password was changed'),
        paragraphs: [t('If this was not you, choose a new password with "Forgot password?" at once and tell the hotel.')],
        action: { label: t('Sign in'), url: `${mailLinkBase(deps.env)}/${user.role === 'customer' ? 'login' : `${user.role}/login`}` },
      },
    }));
  });
  return { success: true, message: MAIL_MSG.passwordReset };
}
