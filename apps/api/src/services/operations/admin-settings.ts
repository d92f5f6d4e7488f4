import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, gt, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  CURRENCY_MSG,
  MSG,
  formatAmount,
  hotelToday,
  toDollars,
  type HotelInfo,
  type HotelUpdate,
} from '@innkeep/api-contract';
import { auditLog, sessions, settings, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from './audit';
import { clearChat, getPublicChat } from '../messages/chat';
import { endUserSessions, type CallerSession } from '../people/sessions';
import { getHotelInfo } from './settings';
import { ledgerTotalsOf } from '../money/ledger';
import { changedFields, changedValues } from '../../engine/query';

// ---------------------------------------------------------------------------------------------
// General: the hotel's details, read by the footer, facilities and the complaints help card.

export function updateHotelInfo(deps: AppDeps, actor: Actor, { confirmCurrencyChange, ...input }: HotelUpdate): HotelInfo {
  const at = deps.now();
  return deps.db.transaction((tx) => {
    const before = getHotelInfo(tx);
    if (input.currency !== before.currency && !confirmCurrencyChange) refuseUnconvertedMoney(tx, before, input);
    const updatedAt = at.toISOString();
    for (const [key, value] of Object.entries(input)) {
      tx.insert(settings)
        .values({ key, value, updatedAt, updatedBy: actor.id })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt, updatedBy: actor.id } })
        .run();
    }
    recordAudit(
      tx,
      actor,
      'settings.update',
      'settings',
      'hotel',
      { fields: changedFields(before, input), changes: changedValues(before, input) },
      at,
    );
    return getHotelInfo(tx);
  });
}

/** A 409 when the ledger holds money: its amounts would be read in the new currency unconverted (all-time revenue as the example). */
function refuseUnconvertedMoney(db: DbOrTx, before: HotelInfo, after: HotelInfo): void {
  const totals = ledgerTotalsOf(db);
  if (totals.booking.count + totals.food.count === 0) return;
  const amount = toDollars(totals.booking.cents + totals.food.cents);
  const example = { before: formatAmount(amount, before), after: formatAmount(amount, after) };
  throw fail.conflict(CURRENCY_MSG.changeUnconfirmed(before.currency, after.currency, example));
}

// ---------------------------------------------------------------------------------------------
// System maintenance

/** The chat's "Clear now": the same clear as the chat screen's admin control, audited there. */
export function clearChatNow(deps: AppDeps, actor: Actor) {
  return clearChat(deps, { ...actor, role: 'admin' }, getPublicChat(deps).chatId);
}

/**
 * A browser cannot put the session token on a plain download link, so it first asks (over tRPC, with
 * its token) for a ticket: a signed, one-minute token meant only for the backup download, naming the
 * administrator's session. Its own audience keeps it from working as a session token and vice versa.
 * It works once: its id goes into the download's audit entry, which a second use finds.
 */
const TICKET = { alg: 'HS256', issuer: 'innkeep', audience: 'innkeep-backup' } as const;

export async function backupTicket(deps: AppDeps, userId: string, sessionId: string): Promise<{ url: string; expiresInSeconds: number }> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const ticket = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: TICKET.alg })
    .setSubject(userId)
    .setIssuer(TICKET.issuer)
    .setAudience(TICKET.audience)
    .setIssuedAt(now)
    .setJti(randomUUID())
    .setExpirationTime(now + ADMIN_LIMITS.backupLinkSeconds)
    .sign(deps.secret);
  return { url: `/api/admin/settings/backup?ticket=${encodeURIComponent(ticket)}`, expiresInSeconds: ADMIN_LIMITS.backupLinkSeconds };
}

/** The administrator a ticket names (and the ticket's id), while their session is open and they are still an admin. */
async function ticketHolder(deps: AppDeps, ticket: string): Promise<{ actor: Actor; ticketId: string }> {
  let claims: { sub?: unknown; sid?: unknown; jti?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(ticket, deps.secret, {
      currentDate: deps.now(),
      algorithms: [TICKET.alg],
      issuer: TICKET.issuer,
      audience: TICKET.audience,
      requiredClaims: ['sub', 'exp', 'sid', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw fail.unauthorized(ADMIN_MSG.backupLinkInvalid);
    throw error;
  }
  const { sub, sid, jti } = claims;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') throw fail.unauthorized(ADMIN_MSG.backupLinkInvalid);
  const holder = deps.db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), eq(sessions.userId, sub), gt(sessions.expiresAt, deps.now().toISOString())))
    .get();
  if (!holder) throw fail.unauthorized(ADMIN_MSG.backupLinkInvalid);
  if (holder.role !== 'admin') throw fail.forbidden(MSG.adminRequired);
  return { actor: holder, ticketId: jti };
}

function ticketUsed(db: DbOrTx, ticketId: string): boolean {
  const entry = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'settings.backup'), sql`json_extract(${auditLog.details}, '$.ticket') = ${ticketId}`))
    .get();
  return entry !== undefined;
}

/** A file answer: only the REST adapter can send it (see `downloadOnly` in trpc.ts). */
export interface BackupFile {
  filename: string;
  contentType: string;
  body: Readable;
}

/** Who downloads a backup: an administrator's session, or the administrator a ticket names. */
export interface BackupHolder {
  actor: Actor;
  /** Set when a ticket was used: its id goes into the audit entry, so it works only once. */
  ticketId?: string | undefined;
}

/** The authorization of a backup download: the caller is an administrator, or holds a valid ticket. */
export async function backupHolder(deps: AppDeps, caller: CallerSession, ticket: string | undefined): Promise<BackupHolder> {
  if (caller.session?.user.role === 'admin') return { actor: caller.session.user };
  if (ticket) return ticketHolder(deps, ticket);
  if (caller.session) throw fail.forbidden(MSG.adminRequired);
  throw fail.unauthorized(caller.tokenRejected ? MSG.sessionExpired : MSG.unauthorized);
}

/**
 * A consistent copy of the live database made with SQLite's online backup into a temporary file,
 * streamed, then deleted. Requests keep being served while the copy is made.
 */
export async function downloadBackup(deps: AppDeps, { actor, ticketId }: BackupHolder): Promise<BackupFile> {
  const at = deps.now();
  const dir = await mkdtemp(join(tmpdir(), 'innkeep-backup-'));
  const path = join(dir, 'innkeep.db');
  try {
    const { totalPages } = await deps.db.$client.backup(path);
    // Checked and recorded in one write transaction, so two racing uses of a ticket cannot both pass.
    deps.db.transaction(
      (tx) => {
        if (ticketId && ticketUsed(tx, ticketId)) throw fail.unauthorized(ADMIN_MSG.backupLinkUsed);
        recordAudit(tx, actor, 'settings.backup', 'settings', 'database', { pages: totalPages, ticket: ticketId }, at);
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const body = createReadStream(path);
  body.once('close', () => void rm(dir, { recursive: true, force: true }));
  return { filename: `innkeep-backup-${hotelToday(at, deps.env.HOTEL_TIMEZONE)}.db`, contentType: 'application/vnd.sqlite3', body };
}

// ---------------------------------------------------------------------------------------------
// Security

/** Ends every session of the administrator except the one making the request. */
export function signOutOtherSessions(deps: AppDeps, actor: Actor, sessionId: string): { success: true; ended: number; message: string } {
  const at = deps.now();
  const ended = deps.db.transaction((tx) => {
    const count = endUserSessions(tx, actor.id, sessionId);
    recordAudit(tx, actor, 'session.sign-out-others', 'user', actor.id, { ended: count }, at);
    return count;
  });
  return { success: true, ended, message: ADMIN_MSG.otherSessionsEnded(ended) };
}
