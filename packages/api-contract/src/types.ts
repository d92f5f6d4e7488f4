import type { Language } from './i18n/languages';
import type { Role } from './constants';

/** A user as every API answer shows it: never with the password hash. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  role: Role;
  /** Matters for staff only; customers and admins are always approved. */
  isApproved: boolean;
  /** The language chosen on the profile (null until chosen): the app, mails and notifications use it. */
  language: Language | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResult {
  token: string;
  /**
   * Only in a sign-in's answer: `mustChangePassword` when the password used is one the rules now
   * refuse; `mustSetUpTwoFactor` when the hotel requires two-step sign-in of this account and it
   * has none yet (until then the session reaches only the `auth.*` procedures).
   */
  user: PublicUser & { mustChangePassword?: true; mustSetUpTwoFactor?: true };
}

/** Where a signed-in user lands, by role. */
export const DASHBOARD_PATH: Record<Role, string> = {
  admin: '/admin/dashboard',
  staff: '/staff/dashboard',
  customer: '/customer/dashboard',
};

/** A sign-in's first answer for an account with two-step sign-in: no session yet, a ticket for the code step. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  ticket: string;
}
