import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  MAIL,
  MAIL_MSG,
  hasRealEmail,
  type MailKind,
  type MailListInput,
  type MailPage,
  type MailStatus,
  type MailView,
  DEFAULT_LANGUAGE,
  t,
  withLanguage,
  type Language,
} from '@innkeep/api-contract';
import { mailOutbox, users, type DbOrTx, type MailAttachment } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { newestFirst } from '../../engine/query';
import { recordAudit, type Actor } from '../operations/audit';
import { getHotelInfo, storedSetting } from '../operations/settings';
import { DEFAULT_OPENINGS, renderMail, type MailContent } from './mail-templates';

export interface NewMail {
  /** The event, e.g. `booking-received:<booking id>`; with the recipient it is the idempotency key. */
  event: string;
  kind: MailKind;
  content: MailContent;
  attachments?: MailAttachment[];
}

/**
 * Whom a mail goes to: the address, and the reader's saved language when the caller has it (a new
 * address not yet the account's); else the language of the account with that address, else English.
 */
export interface MailReader {
  email: string;
  language?: Language | null;
}

function readerLanguage(db: DbOrTx, reader: MailReader): Language {
  if (reader.language !== undefined) return reader.language ?? DEFAULT_LANGUAGE;
  const row = db.select({ language: users.language }).from(users).where(eq(users.email, reader.email.toLowerCase())).get();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The admins' replacement opening paragraphs, by mail kind. */
export const MAIL_OPENINGS_KEY = 'mailOpenings';

function openingOf(db: DbOrTx, kind: MailKind): string {
  const stored = storedSetting(db, MAIL_OPENINGS_KEY);
  const custom = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[kind] : undefined;
  return typeof custom === 'string' && custom.trim() ? custom : DEFAULT_OPENINGS[kind];
}

/**
 * Writes a mail to the outbox; call it inside the transaction of the change that causes the mail, so
 * both or neither happen. The same event for the same recipient is written once (false the second time).
 * A walk-in booked without an email has a placeholder address that nothing is sent to. `write` runs in
 * the reader's language, so the mail (subject, texts, attachments) is rendered in it as it is queued,
 * and is sent as written even if the reader changes language before it leaves.
 */
export function queueMail(tx: DbOrTx, deps: Pick<AppDeps, 'env' | 'now'>, reader: MailReader, write: () => NewMail): boolean {
  if (!hasRealEmail(reader.email)) return false;
  const language = readerLanguage(tx, reader);
  const { mail, rendered } = withLanguage(language, () => {
    const mail = write();
    return { mail, rendered: renderMail(getHotelInfo(tx), openingOf(tx, mail.kind), mail.content) };
  });
  const now = deps.now().toISOString();
  const sendable = deps.env.SMTP_URL !== undefined;
  const inserted = tx
    .insert(mailOutbox)
    .values({
      key: `${mail.event}:${reader.email.toLowerCase()}`,
      kind: mail.kind,
      recipient: reader.email,
      ...rendered,
      attachments: mail.attachments ?? [],
      status: sendable ? 'queued' : 'unsent',
      lastError: sendable ? null : MAIL_MSG.noMailServer,
      queuedAt: now,
      nextAttemptAt: sendable ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.key })
    .run();
  return inserted.changes > 0;
}

/** The address links in mails start with: PUBLIC_URL, else the server's own. */
export function mailLinkBase(env: Env): string {
  return env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
}

/**
 * When to try again after `attempts` failures of a mail queued at `queuedAt`: 1, 5 and 30 minutes,
 * then every 2 hours; null once that would pass 2 days after the queueing (the mail has failed).
 */
export function nextAttemptAfter(queuedAt: string, attempts: number, now: Date): string | null {
  const minutes = MAIL.retryMinutes[attempts - 1] ?? MAIL.laterRetryMinutes;
  const next = now.getTime() + minutes * 60_000;
  return next > Date.parse(queuedAt) + MAIL.giveUpAfterHours * 3_600_000 ? null : new Date(next).toISOString();
}

const toMailView = (row: typeof mailOutbox.$inferSelect): MailView => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

/** The outbox, newest first, a page at a time, optionally of one status. */
export function listMail(db: DbOrTx, input: MailListInput): MailPage {
  const page = input.page ?? 1;
  const where = input.status ? eq(mailOutbox.status, input.status) : undefined;
  const rows = db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(...newestFirst(mailOutbox, mailOutbox.createdAt))
    .limit(MAIL.pageSize)
    .offset((Math.max(1, Number(page)) - 1) * MAIL.pageSize)
    .all();
  const total = db.select({ n: count() }).from(mailOutbox).where(where).get()?.n ?? 0;
  return { mails: rows.map(toMailView), total };
}

/** One mail with its HTML and text, as it would look. */
export function getMail(db: DbOrTx, id: string): MailView & { html: string; text: string } {
  const row = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
  if (!row) throw fail.notFound(t('Mail not found'));
  return { ...toMailView(row), html: row.html, text: row.text };
}

/** Puts a mail back in the queue (a failed one, or one written before a mail server was set), due now. */
export function resendMail(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  actor: Actor,
  id: string,
): { success: true; message: string; mail: MailView } {
  if (!deps.env.SMTP_URL) throw fail.conflict(MAIL_MSG.noMailServer);
  const now = deps.now().toISOString();
  const row = deps.db.transaction((tx) => {
    const queued = tx
      .update(mailOutbox)
      .set({ status: 'queued' satisfies MailStatus, attempts: 0, lastError: null, queuedAt: now, nextAttemptAt: now })
      .where(eq(mailOutbox.id, id))
      .returning()
      .get();
    if (!queued) throw fail.notFound(t('Mail not found'));
    recordAudit(tx, actor, 'mail.resend', 'mail', id, { recipient: queued.recipient, subject: queued.subject });
    return queued;
  });
  return { success: true, message: MAIL_MSG.resendQueued, mail: toMailView(row) };
}

/** A test mail to the admin who asks; each request is an event of its own. */
export function queueTestMail(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, admin: { email: string }): { success: true; message: string } {
  deps.db.transaction((tx) =>
    queueMail(tx, deps, admin, () => ({
      event: `test:${randomUUID()}`,
      kind: 'test',
      content: {
        subject: t('Test mail from Innkeep'),
        paragraphs: [t('Nothing else to do: this mail only checks the way to your inbox.')],
      },
    })),
  );
  return { success: true, message: MAIL_MSG.testQueued };
}

export const DUE_LIMIT = 20;

/** The queued mails whose attempt is due, oldest due first (the partial index mail_outbox_due_idx). */
export function dueMail(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}`))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(DUE_LIMIT)
    .all();
}
