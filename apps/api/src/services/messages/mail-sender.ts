import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox, type MailAttachment } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { repeatAsync } from '../../engine/jobs';
import { dueMail, nextAttemptAfter } from './mail-outbox';

export interface OutgoingMail {
  /** Stable per outbox row, so a receiving system can spot a copy. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** The one thing the sender needs from a mail server: accept this mail, or throw. */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when offered; smtps:// is TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transporter.close(),
  };
}

/** An SMTP reply in the 500s refuses the mail for good (unknown mailbox, say): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : 0;
  return code >= 500 && code < 600;
}

/**
 * Delivers what is due, one mail at a time, and records each outcome at once: a restart resumes with
 * whatever is still queued, and a mail marked sent is never picked again.
 */
export async function deliverDueMail(deps: Pick<AppDeps, 'db' | 'now'>, transport: MailTransport): Promise<number> {
  let sent = 0;
  for (const mail of dueMail(deps.db, deps.now())) {
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        messageId: `<${mail.id}@innkeep>`,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      });
      deps.db
        .update(mailOutbox)
        .set({ status: 'sent', attempts, lastError: null, nextAttemptAt: null, sentAt: deps.now().toISOString() })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'queued')))
        .run();
      sent += 1;
    } catch (error) {
      const next = isPermanent(error) ? null : nextAttemptAfter(mail.queuedAt, attempts, deps.now());
      deps.db
        .update(mailOutbox)
        .set({
          status: next ? 'queued' : 'failed',
          attempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: next,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'queued')))
        .run();
    }
  }
  return sent;
}

/** How often the sender looks for due mail. */
export const MAIL_SENDER_MS = 5_000;

/**
 * The sender job: every `everyMs`, delivers what is due unless the previous turn is still sending
 * (so no mail is picked twice). Without SMTP_URL there is nothing to start: mails stay unsent.
 * Stopping waits for a mail being sent, so its outcome is recorded before the database closes.
 */
export function startMailSender(deps: AppDeps, onError: (error: unknown) => void, everyMs = MAIL_SENDER_MS): { stop: () => Promise<void> } {
  if (!deps.env.SMTP_URL) return { stop: async () => undefined };
  const transport = smtpTransport(deps.env.SMTP_URL, deps.env.MAIL_FROM);
  const job = repeatAsync(everyMs, () => deliverDueMail(deps, transport), onError);
  return {
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
