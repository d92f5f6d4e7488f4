import { z } from 'zod';
import { t } from '../i18n/translate';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { changePasswordInput } from './auth';
import { isHotelDay } from './bookings';
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
  'booking-changed',
  'pay-link',
  'email-change',
  'email-changed',
  'daily-summary',
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
  /** How long the link confirming a new email address works. */
  emailChangeLinkHours: 24,
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

/** Changing one's email address (issue 30 §3): the new address is confirmed by a mailed link first. */
export const EMAIL_CHANGE_MSG = {
  passwordNeeded: 'Enter your current password to change your email address',
  confirmationSent: (email: string) =>
    t('We sent a link to {email}. Your email address changes when you open it (it works for {hours} hours).', {
      email,
      hours: MAIL.emailChangeLinkHours,
    }),
  linkInvalid: 'This confirmation link is not valid or has expired. Change your email address again from your profile.',
  confirmed: (email: string) => t('Your email address is now {email}.', { email }),
} as const;

export const confirmEmailInput = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MSG.linkInvalid })
    .trim()
    .min(1, EMAIL_CHANGE_MSG.linkInvalid)
    .max(200, EMAIL_CHANGE_MSG.linkInvalid),
});

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

// ---------------------------------------------------------------------------------------------
// Online check-in (issue 30 §4): the guests' details before arrival.

export const DOCUMENT_TYPES = ['passport', 'id-card', 'driving-licence', 'other'] as const;
export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  passport: 'Passport',
  'id-card': 'Identity card',
  'driving-licence': 'Driving licence',
  other: 'Other document',
};

export const REGISTRATION_MSG = {
  saved: 'Thank you: you are checked in online. See you soon!',
  deskSaved: 'Registration saved',
  closed: 'Online check-in is closed for this booking. Please see the front desk.',
  checkedInOnline: 'Checked in online',
} as const;

const registeredGuest = z.object({
  fullName: z.string().trim().min(1, 'Please enter each guest’s full name').max(100, 'Must be at most 100 characters'),
  nationality: z.string().trim().min(1, 'Please enter each guest’s nationality').max(60, 'Must be at most 60 characters'),
  dateOfBirth: z
    .string()
    .trim()
    .refine((day) => isHotelDay(day) && day >= '1900-01-01', 'Please enter a real date of birth as YYYY-MM-DD'),
  documentType: z.enum(DOCUMENT_TYPES, { error: `Document type must be one of: ${DOCUMENT_TYPES.join(', ')}` }),
  documentNumber: z.string().trim().min(1, 'Please enter each guest’s document number').max(40, 'Must be at most 40 characters'),
});
export type RegisteredGuest = z.output<typeof registeredGuest>;

export const registrationInput = z.object({
  id: idField,
  guests: z.array(registeredGuest).min(1, 'Add at least one guest').max(20, 'At most 20 guests'),
  arrivalTime: z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Use a 24-hour time like 14:00')
    .optional()
    .default(''),
  note: z.string().trim().max(500, 'Must be at most 500 characters').optional().default(''),
});
export type RegistrationInput = z.input<typeof registrationInput>;
export type RegistrationData = z.output<typeof registrationInput>;

export interface RegistrationView {
  bookingId: string;
  guests: RegisteredGuest[];
  arrivalTime: string;
  note: string;
  /** Who filled it in last: the guest online, or the desk. */
  by: 'guest' | 'desk';
  updatedAt: string;
}

/** The authorities' guest-registration export: the only export with document numbers (admins, audited). */
export const REGISTRATION_EXPORT_PATH = '/api/admin/registrations/export';
export const REGISTRATION_EXPORT_MAX_DAYS = 366;

export const registrationExportInput = z
  .object({
    from: z.string({ error: 'From must be a date as YYYY-MM-DD' }).refine(isHotelDay, 'From must be a date as YYYY-MM-DD'),
    to: z.string({ error: 'To must be a date as YYYY-MM-DD' }).refine(isHotelDay, 'To must be a date as YYYY-MM-DD'),
  })
  .refine((v) => v.from <= v.to, { message: 'From must not be after To', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) < REGISTRATION_EXPORT_MAX_DAYS * 86_400_000, {
    message: `Export at most ${REGISTRATION_EXPORT_MAX_DAYS} days at a time`,
    path: ['to'],
  });
export type RegistrationExportInput = z.input<typeof registrationExportInput>;

// ---------------------------------------------------------------------------------------------
// Admin → Mail → Settings

const days = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const mailSettingsInput = z.object({
  /** Days before arrival the pre-arrival mail goes (0: on the day). */
  preArrivalDays: days('Days before arrival', 30),
  /** Days after check-out the online check-in details are kept (0: kept). */
  registrationKeepDays: days('Days to keep check-in details', 3650),
  /** The opening paragraph of each mail; an empty one means the default. */
  openings: z.partialRecord(z.enum(MAIL_KINDS), z.string().trim().max(1000, 'An opening paragraph must be at most 1000 characters')),
  // The admins' daily summary: left out, each keeps its stored value.
  dailySummary: z.boolean({ error: 'Daily summary must be true or false' }).optional(),
  dailySummaryHour: z
    .number({ error: 'Summary hour must be a number' })
    .int('Summary hour must be a whole number')
    .min(0, 'Summary hour must be from 0 to 23')
    .max(23, 'Summary hour must be from 0 to 23')
    .optional(),
});
export type MailSettingsInput = z.input<typeof mailSettingsInput>;
export type MailSettingsData = z.output<typeof mailSettingsInput>;
export type MailSettings = z.output<typeof mailSettingsInput> & {
  defaultOpenings: Record<MailKind, string>;
  /** Off by default; sent at `dailySummaryHour` o'clock, hotel time. */
  dailySummary: boolean;
  dailySummaryHour: number;
};
export const DAILY_SUMMARY_DEFAULT_HOUR = 7;
export const MAIL_SETTINGS_SAVED = 'Mail settings saved';
