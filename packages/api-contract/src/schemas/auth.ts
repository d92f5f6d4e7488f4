import { LANGUAGES } from '../i18n/languages';
import { z } from 'zod';
import { LIMITS, REGISTER_ROLES, ROLES } from '../constants';
import { MSG, TWO_FACTOR_MSG } from '../messages';
import { isRepetitionOrSequence, passwordIsEmail } from '../passwords';
import { emailField, optionalText, requiredText } from './common';

const password = (tooShort: string, missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(LIMITS.minPasswordLength, tooShort)
    .max(LIMITS.maxPasswordLength, `Password must be at most ${LIMITS.maxPasswordLength} characters`)
    .refine((v) => !isRepetitionOrSequence(v), MSG.passwordTooSimple);

export const registerInput = z
  .object({
    name: requiredText(100),
    email: emailField,
    phone: requiredText(30),
    address: optionalText(300),
    role: z.enum(REGISTER_ROLES, { error: MSG.invalidRegisterRole }),
    password: password(MSG.passwordTooShort, MSG.requiredFields),
    confirmPassword: z.string({ error: MSG.requiredFields }).min(1, MSG.requiredFields),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  // The change-password form has no email field: the server checks that one against the account.
  .refine((v) => !passwordIsEmail(v.password, v.email), { message: MSG.passwordIsEmail, path: ['password'] });
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterData = z.output<typeof registerInput>;

export const loginInput = z.object({
  email: z
    .string({ error: MSG.emailAndPasswordRequired })
    .trim()
    .toLowerCase()
    .min(1, MSG.emailAndPasswordRequired)
    .max(254, MSG.invalidCredentials),
  password: z
    .string({ error: MSG.emailAndPasswordRequired })
    .min(1, MSG.emailAndPasswordRequired)
    .max(LIMITS.maxPasswordLength, MSG.invalidCredentials),
  /** The portal the user signs in on; a user of another role is refused without a session. */
  portal: z.enum(ROLES).optional(),
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginData = z.output<typeof loginInput>;

export const updateProfileInput = z.object({
  name: requiredText(100),
  email: emailField,
  phone: requiredText(30),
  address: optionalText(300),
  /** Needed only when `email` differs from the account's: the new address is confirmed by a mailed link. */
  currentPassword: z.string().max(LIMITS.maxPasswordLength, MSG.currentPasswordWrong).optional(),
});
/** A signed-in person's language (issue 31): saved on the profile so it follows them to another device. */
export const setLanguageInput = z.object({ language: z.enum(LANGUAGES) });

export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfileData = z.output<typeof updateProfileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: MSG.passwordFieldsRequired }).min(1, MSG.passwordFieldsRequired),
    newPassword: password(MSG.newPasswordTooShort, MSG.passwordFieldsRequired),
    /** The REST payload documents only the two passwords; the web form also sends the confirmation. */
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: MSG.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export type ChangePasswordData = z.output<typeof changePasswordInput>;

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The change-password form: all three fields, the missing-field message once on the first empty
 * one, then the same rules as the procedure.
 */
export const changePasswordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    const empty = PASSWORD_FIELDS.find((key) => value[key] === '');
    const issues = empty
      ? [{ message: MSG.passwordFieldsRequired, path: [empty] }]
      : (changePasswordInput.safeParse(value).error?.issues ?? []);
    for (const { message, path } of issues) ctx.addIssue({ code: 'custom', message, path });
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** Which portal rejects which role, and the text it shows. */
export const PORTAL_MESSAGES = {
  customer: MSG.customersOnly,
  staff: MSG.staffOnly,
  admin: MSG.adminsOnly,
} as const;

// Two-step sign-in (issue 32 §3). A code is six digits or a recovery code (letters, digits, a dash).
const twoFactorCode = z
  .string({ error: TWO_FACTOR_MSG.codeRequired })
  .trim()
  .min(6, TWO_FACTOR_MSG.codeRequired)
  .max(20, TWO_FACTOR_MSG.codeInvalid);

export const twoFactorEnableInput = z.object({ code: twoFactorCode });
export const twoFactorDisableInput = z.object({
  password: z.string({ error: MSG.currentPasswordWrong }).min(1).max(200),
  code: twoFactorCode,
});
/** Admin Settings: whether every staff and admin account must use two-step sign-in. */
export const twoFactorPolicyInput = z.object({ requiredForStaff: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicyInput>;
export const twoFactorLoginInput = z.object({
  ticket: z.string({ error: TWO_FACTOR_MSG.ticketExpired }).min(1, TWO_FACTOR_MSG.ticketExpired).max(2000, TWO_FACTOR_MSG.ticketExpired),
  code: twoFactorCode,
});
export type TwoFactorDisableData = z.output<typeof twoFactorDisableInput>;
export type TwoFactorLoginData = z.output<typeof twoFactorLoginInput>;
