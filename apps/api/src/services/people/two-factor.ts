import { createHash, randomBytes } from 'node:crypto';
import { eq, isNotNull, and } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import {
  ADMIN_MSG,
  LIMITS,
  MSG,
  TWO_FACTOR_MSG,
  type AuthResult,
  type TwoFactorChallenge,
  type TwoFactorDisableData,
  type TwoFactorLoginData,
  type TwoFactorPolicy,
} from '@innkeep/api-contract';
import { settings, twoFactor, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { FailureLimiter, limiterPerServer } from '../../lib/rate-limit';
import { recordAudit, type Actor } from '../operations/audit';
import { storedSetting } from '../operations/settings';
import { asAdmin } from './admin-users';
import { verifyPassword } from './passwords';
import { endUserSessions, startSession, type SessionMeta } from './sessions';
import { findUserById, type UserRow } from './users';

const PERIOD_SECONDS = 30;
/** Settings key: true when every staff and admin account must use two-step sign-in. */
export const TWO_FACTOR_REQUIRED_KEY = 'twoFactorRequiredForStaff';
const TICKET_AUDIENCE = 'innkeep-two-factor';
const TICKET_MINUTES = 5;
const RECOVERY_CODES = 10;

type TwoFactorRow = typeof twoFactor.$inferSelect;

function totpFor(row: Pick<TwoFactorRow, 'secret'>, label: string): TOTP {
  return new TOTP({
    issuer: 'Innkeep',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(row.secret),
  });
}

// Recovery codes carry 50 random bits each, so a fast hash is enough: nobody can enumerate them.
const hashRecoveryCode = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

function newRecoveryCode(): string {
  const text = randomBytes(7).toString('hex').slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

function rowOf(db: DbOrTx, userId: string): TwoFactorRow | undefined {
  return db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).get();
}

/** Whether signing in to this account asks for a second step. */
export function isTwoFactorOn(db: DbOrTx, userId: string): boolean {
  return !!db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .get();
}

export function getTwoFactorPolicy(db: DbOrTx): TwoFactorPolicy {
  return { requiredForStaff: storedSetting(db, TWO_FACTOR_REQUIRED_KEY) === true };
}

export function saveTwoFactorPolicy(deps: AppDeps, actor: Actor, input: TwoFactorPolicy): { success: true; message: string } {
  const updatedAt = deps.now().toISOString();
  const value = input.requiredForStaff;
  deps.db.transaction((tx) => {
    tx.insert(settings)
      .values({ key: TWO_FACTOR_REQUIRED_KEY, value, updatedAt, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt, updatedBy: actor.id } })
      .run();
    recordAudit(tx, actor, 'settings.two-factor', 'settings', TWO_FACTOR_REQUIRED_KEY, { requiredForStaff: value });
  });
  return { success: true, message: TWO_FACTOR_MSG.policySaved };
}

/** Whether the hotel requires two-step sign-in of this account (staff and admins, when the setting is on). */
export function isTwoFactorRequired(db: DbOrTx, user: Pick<UserRow, 'role'>): boolean {
  return user.role !== 'customer' && getTwoFactorPolicy(db).requiredForStaff;
}

/**
 * An account the hotel requires two-step sign-in of, without it yet: its sessions reach only the
 * `auth.*` procedures (profile, password, setting it up, signing out) until it is on.
 */
export function mustSetUpTwoFactor(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>): boolean {
  return isTwoFactorRequired(db, user) && !isTwoFactorOn(db, user.id);
}

/** Starts (or starts again) setting up: a fresh secret the authenticator app scans as a QR code. */
export function setupTwoFactor(deps: AppDeps, user: UserRow): { secret: string; otpauthUrl: string } {
  if (isTwoFactorOn(deps.db, user.id)) throw fail.conflict(TWO_FACTOR_MSG.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  deps.db
    .insert(twoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastStep: 0, recoveryHashes: '[]' } })
    .run();
  return { secret, otpauthUrl: totpFor({ secret }, user.email).toString() };
}

/**
 * Checks a code for the row, inside the caller's transaction: a TOTP code of the current step (one
 * step of clock drift either way) newer than the last one accepted, or an unused recovery code,
 * which is then spent. Returns false for anything else.
 */
function acceptCode(tx: DbOrTx, deps: AppDeps, row: TwoFactorRow, code: string): boolean {
  const now = deps.now().getTime();
  if (/^\d{6}$/.test(code)) {
    const delta = totpFor(row, '').validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    if (step <= row.lastStep) return false;
    tx.update(twoFactor).set({ lastStep: step }).where(eq(twoFactor.userId, row.userId)).run();
    return true;
  }
  const hashes = JSON.parse(row.recoveryHashes) as string[];
  const hash = hashRecoveryCode(code);
  if (!hashes.includes(hash)) return false;
  tx.update(twoFactor)
    .set({ recoveryHashes: JSON.stringify(hashes.filter((h) => h !== hash)) })
    .where(eq(twoFactor.userId, row.userId))
    .run();
  return true;
}

const codeFailuresOf = limiterPerServer((env) => new FailureLimiter(env.LOGIN_FAILURE_LIMIT, LIMITS.loginFailureWindowMinutes * 60_000));

/** One code attempt for an account, rate-limited per account; throws on a wrong or limited code. */
function checkCode(deps: AppDeps, userId: string, code: string, ip: string, needEnabled: boolean): void {
  const failures = codeFailuresOf(deps.env);
  const at = deps.now().getTime();
  if (failures.blocks(userId, ip, at)) throw fail.tooManyRequests(TWO_FACTOR_MSG.tooManyCodes);
  const ok = deps.db.transaction(
    (tx) => {
      const row = rowOf(tx, userId);
      if (!row || !!row.enabledAt !== needEnabled) throw fail.badRequest(needEnabled ? TWO_FACTOR_MSG.notOn : TWO_FACTOR_MSG.notStarted);
      return acceptCode(tx, deps, row, code);
    },
    { behavior: 'immediate' },
  );
  if (!ok)
    throw failures.fail(userId, ip, at) ? fail.badRequest(TWO_FACTOR_MSG.codeInvalid) : fail.tooManyRequests(TWO_FACTOR_MSG.tooManyCodes);
}

/** Confirms the setup with a first code; answers the ten recovery codes, which are never shown again. */
export function enableTwoFactor(deps: AppDeps, user: UserRow, code: string, ip: string): { recoveryCodes: string[] } {
  checkCode(deps, user.id, code, ip, false);
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  deps.db.transaction((tx) => {
    tx.update(twoFactor)
      .set({ enabledAt: deps.now().toISOString(), recoveryHashes: JSON.stringify(recoveryCodes.map(hashRecoveryCode)) })
      .where(eq(twoFactor.userId, user.id))
      .run();
    recordAudit(tx, { id: user.id, name: user.name }, 'user.two-factor.enable', 'user', user.id);
  });
  return { recoveryCodes };
}

export async function disableTwoFactor(
  deps: AppDeps,
  user: UserRow,
  input: TwoFactorDisableData,
  ip: string,
): Promise<{ success: true; message: string }> {
  if (isTwoFactorRequired(deps.db, user)) throw fail.conflict(TWO_FACTOR_MSG.requiredCannotDisable);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw fail.badRequest(MSG.currentPasswordWrong);
  checkCode(deps, user.id, input.code, ip, true);
  deps.db.transaction((tx) => {
    tx.delete(twoFactor).where(eq(twoFactor.userId, user.id)).run();
    recordAudit(tx, { id: user.id, name: user.name }, 'user.two-factor.disable', 'user', user.id);
  });
  return { success: true, message: TWO_FACTOR_MSG.disabled };
}

/**
 * The password step's answer for an account with two-step sign-in: a five-minute ticket, no
 * session. `weak` (the password used is one the rules now refuse) rides in the ticket, so the code
 * step's answer still asks for a new password.
 */
export async function twoFactorTicket(deps: AppDeps, user: UserRow, weak: boolean): Promise<TwoFactorChallenge> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const ticket = await new SignJWT(weak ? { weak: true } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + TICKET_MINUTES * 60)
    .sign(deps.secret);
  return { twoFactorRequired: true, ticket };
}

/** The code step: a valid ticket and code open the session the password step held back. */
export async function loginWithTwoFactor(deps: AppDeps, input: TwoFactorLoginData, meta: SessionMeta): Promise<AuthResult> {
  let userId: string | undefined;
  let weak = false;
  try {
    const { payload } = await jwtVerify(input.ticket, deps.secret, {
      algorithms: ['HS256'],
      audience: TICKET_AUDIENCE,
      currentDate: deps.now(),
    });
    userId = payload.sub;
    weak = payload.weak === true;
  } catch {
    userId = undefined;
  }
  const user = userId ? findUserById(deps.db, userId) : undefined;
  if (!user) throw fail.unauthorized(TWO_FACTOR_MSG.ticketExpired);
  checkCode(deps, user.id, input.code, meta.ip, true);
  const result = await startSession(deps, user, meta);
  return weak ? { ...result, user: { ...result.user, mustChangePassword: true } } : result;
}

/** An administrator turns another account's two-step sign-in off; the account is signed out everywhere. */
export function resetTwoFactor(deps: AppDeps, actor: Actor, userId: string): { success: true; message: string } {
  asAdmin(deps, actor, (tx) => {
    const target = findUserById(tx, userId);
    if (!target) throw fail.notFound(ADMIN_MSG.userNotFound);
    tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).run();
    endUserSessions(tx, userId);
    recordAudit(tx, actor, 'user.two-factor.reset', 'user', userId, { email: target.email });
  });
  return { success: true, message: TWO_FACTOR_MSG.reset };
}
