import { and, eq } from 'drizzle-orm';
import {
  EMAIL_CHANGE_MSG,
  LIMITS,
  MSG,
  PORTAL_MESSAGES,
  type AuthResult,
  type ChangePasswordData,
  type LoginData,
  type Language,
  type PublicUser,
  type RegisterData,
  type TwoFactorChallenge,
  type UpdateProfileData,
  t,
} from '@innkeep/api-contract';
import { users } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { FailureLimiter, limiterPerServer } from '../../lib/rate-limit';
import { recordAudit } from '../operations/audit';
import { queueWelcomeMail } from './account-mail';
import { requestEmailChange } from './email-change';
import { passwordRefusal } from './password-policy';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { endUserSessions, startSession, type SessionMeta } from './sessions';
import { isTwoFactorOn, mustSetUpTwoFactor, twoFactorTicket } from './two-factor';
import { findUserByEmail, findUserById, isUnclaimed, isUniqueViolation, toPublicUser, type UserRow } from './users';

/**
 * A new account, or a customer claiming the password-less account the front desk made for them
 * (a walk-in booked with this email): registering sets its password and details, keeping its
 * bookings. Any other account with the email is taken.
 */
export async function register(deps: AppDeps, input: RegisterData, meta: SessionMeta): Promise<AuthResult> {
  const existing = findUserByEmail(deps.db, input.email);
  const claimable = existing && input.role === 'customer' && isUnclaimed(existing);
  if (existing && !claimable) throw fail.conflict(MSG.emailTaken);
  await refusePassword(deps, input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now().toISOString();
  const details = { name: input.name, phone: input.phone, address: input.address, passwordHash, updatedAt: now };
  let user: UserRow | undefined;
  try {
    user = deps.db.transaction((tx) => {
      if (claimable) {
        // Only while still unclaimed: of two simultaneous claims, the second finds a password set.
        const claimed = tx
          .update(users)
          .set(details)
          .where(and(eq(users.id, existing.id), eq(users.passwordHash, '')))
          .returning()
          .get();
        if (claimed) {
          recordAudit(tx, { id: claimed.id, name: claimed.name }, 'user.claim', 'user', claimed.id, { role: claimed.role });
          queueWelcomeMail(tx, deps, claimed);
        }
        return claimed;
      }
      const created = tx
        .insert(users)
        .values({
          ...details,
          email: input.email,
          role: input.role,
          // Staff wait for an administrator; customers can use the hotel at once.
          isApproved: input.role !== 'staff',
          createdAt: now,
        })
        .returning()
        .get();
      recordAudit(tx, { id: created.id, name: created.name }, 'user.register', 'user', created.id, { role: created.role });
      queueWelcomeMail(tx, deps, created);
      return created;
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets a clear 409.
    if (isUniqueViolation(error)) throw fail.conflict(MSG.emailTaken);
    throw error;
  }
  if (!user) throw fail.conflict(MSG.emailTaken);
  return startSession(deps, user, meta);
}

const loginFailuresOf = limiterPerServer((env) => new FailureLimiter(env.LOGIN_FAILURE_LIMIT, LIMITS.loginFailureWindowMinutes * 60_000));

/**
 * Failed sign-ins are counted per email as typed, so an unknown email is limited exactly like an
 * account and the answers still tell nothing about which emails exist.
 */
export async function login(deps: AppDeps, input: LoginData, meta: SessionMeta): Promise<AuthResult | TwoFactorChallenge> {
  const failures = loginFailuresOf(deps.env);
  const at = deps.now().getTime();
  if (failures.blocks(input.email, meta.ip, at)) throw fail.tooManyRequests(MSG.accountLocked);
  const found = findUserByEmail(deps.db, input.email);
  // An account the desk made for a walk-in has no password and never signs in, exactly like no account.
  const user = found && !isUnclaimed(found) ? found : undefined;
  if (!user) await burnPasswordCheck(input.password);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw failures.fail(input.email, meta.ip, at) ? fail.unauthorized(MSG.invalidCredentials) : fail.tooManyRequests(MSG.accountLocked);
  }
  // The portal check comes after the password so it reveals nothing about accounts one cannot open.
  if (input.portal && input.portal !== user.role) throw fail.forbidden(PORTAL_MESSAGES[input.portal]);
  // A password set before today's rules still signs in once more; the web then asks for a new one.
  const weak = !!(await passwordRefusal(deps.db, input.password, user.email));
  if (isTwoFactorOn(deps.db, user.id)) return twoFactorTicket(deps, user, weak);
  const result = await startSession(deps, user, meta);
  const flags = {
    ...(weak && { mustChangePassword: true as const }),
    ...(mustSetUpTwoFactor(deps.db, user) && { mustSetUpTwoFactor: true as const }),
  };
  return { ...result, user: { ...result.user, ...flags } };
}

async function refusePassword(deps: AppDeps, password: string, email: string): Promise<void> {
  const refusal = await passwordRefusal(deps.db, password, email);
  if (refusal) throw fail.badRequest(refusal);
}

/**
 * The profile form: name, phone and address change at once. A new email address needs the current
 * password and changes only once the link mailed to it is opened (email-change.ts); the answer says so.
 */
/** Saves the language a signed-in person chose, so it follows them to another device and into their mails. */
export function setLanguage(deps: AppDeps, userId: string, language: Language): { user: PublicUser } {
  const row = deps.db.update(users).set({ language, updatedAt: deps.now().toISOString() }).where(eq(users.id, userId)).returning().get();
  if (!row) throw fail.notFound(t('User not found'));
  return { user: toPublicUser(row) };
}

export async function updateProfile(
  deps: AppDeps,
  userId: string,
  input: UpdateProfileData,
): Promise<{ user: PublicUser; message?: string; pendingEmail?: string }> {
  const { email, currentPassword, ...details } = input;
  const user = findUserById(deps.db, userId);
  if (!user) throw fail.notFound(t('User not found'));
  const changing = email !== user.email;
  if (changing) {
    if (!currentPassword) throw fail.badRequest(EMAIL_CHANGE_MSG.passwordNeeded);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw fail.badRequest(MSG.currentPasswordWrong);
    if (findUserByEmail(deps.db, email)) throw fail.conflict(MSG.emailTaken);
  }
  const updated = deps.db.transaction((tx) => {
    const row = tx
      .update(users)
      .set({ ...details, updatedAt: deps.now().toISOString() })
      .where(eq(users.id, userId))
      .returning()
      .get();
    if (!row) throw fail.notFound(t('User not found'));
    if (changing) requestEmailChange(tx, deps, row, email);
    return row;
  });
  return {
    user: toPublicUser(updated),
    ...(changing && { message: EMAIL_CHANGE_MSG.confirmationSent(email), pendingEmail: email }),
  };
}

/** Changes the password and signs out every other device; the current session stays. */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  input: ChangePasswordData,
): Promise<{ success: true; message: string }> {
  const user = findUserById(deps.db, userId);
  if (!user) throw fail.notFound(t('User not found'));
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw fail.badRequest(MSG.currentPasswordWrong);
  await refusePassword(deps, input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  deps.db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: deps.now().toISOString() }).where(eq(users.id, userId)).run();
    endUserSessions(tx, userId, sessionId);
    recordAudit(tx, { id: user.id, name: user.name }, 'user.change-password', 'user', user.id);
  });
  return { success: true, message: MSG.passwordChanged };
}
