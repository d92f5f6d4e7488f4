import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { changePasswordInput } from './auth';
import { emailField, idField } from './common';

/** Every mail the app sends; each admin may rewrite the opening paragraph of each. */
export const MAIL_KINDS = [
  'welcome',
  'booking-received',
  'booking-confirmed',
  'booking-cancelled',
  'pre-arrival',
  'invoice',
  'staff-approved',
  'staff-rejected',
  'password-reset',
  'password-changed',
  'test',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * queued: waiting for its (next) attempt; sent; failed: gave up after the back-off (or SMTP refused
 * the address for good); unsent: no mail server was configured when it was written.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'unsent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL = {
  /** Retries after the 1st, 2nd and 3rd failure; then every `laterRetryMinutes` until `giveUpAfterHours`. */
  retryMinutes: [1, 5, 30],
  laterRetryMinutes: 120,
  giveUpAfterHours: 48,
  resetLinkMinutes: 30,
  /** Reset requests per email address (as typed) and per account in a window of `resetWindowMinutes`. */
  resetRequestsPerAddress: 5,
  resetWindowMinutes: 15,
  pageSize: 20,
} as const;

export const MAIL_MSG = {
  noMailServer: 'not sent: no mail server configured',
  /** The one answer to every forgot-password request, whether or not the account exists. */
  resetRequested: `If an account uses that address, a link to choose a new password is on its way. It works for ${MAIL.resetLinkMinutes} minutes.`,
  resetLinkInvalid: 'This reset link is not valid or has expired. Ask for a new one.',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  resendQueued: 'The mail is queued to be sent again.',
  testQueued: 'A test mail is queued for your address.',
  forgotPassword: 'Forgot password?',
} as const;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    token: z.string({ error: MAIL_MSG.resetLinkInvalid }).trim().min(1, MAIL_MSG.resetLinkInvalid).max(200, MAIL_MSG.resetLinkInvalid),
    password: changePasswordInput.shape.newPassword,
    /** The web form sends the confirmation; REST callers may leave it out. */
    confirmPassword: z.string().max(LIMITS.maxPasswordLength).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: MSG.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
export type ResetPasswordData = z.output<typeof resetPasswordInput>;

export const mailListInput = z.object({
  status: z.enum(MAIL_STATUSES, { error: `Status must be one of: ${MAIL_STATUSES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000)
    .default(1),
});
export type MailListInput = z.input<typeof mailListInput>;

export const mailIdInput = z.object({ id: idField });

/** One outbox row as admins see it; `html` only when one mail is opened. */
export interface MailView {
  _id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}
export interface MailPage {
  mails: MailView[];
  total: number;
}
