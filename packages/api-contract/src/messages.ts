import { LIMITS } from './constants';
import { t } from './i18n/translate';

/** User-facing texts quoted from the specification, in one place. */
export const MSG = {
  // Sign-in and registration (spec 01 §5, §8)
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordIsEmail: 'Your password must not be your email address.',
  passwordTooSimple: 'This password is a repeated character or a sequence. Please choose one that is harder to guess.',
  passwordHasHotelName: "Your password must not contain the hotel's name.",
  /** Shown after signing in with a password the rules now refuse. */
  passwordMustChange: 'Your password is easy to guess. Please choose a new one.',
  requiredFields: 'Please fill in all required fields',
  emailAndPasswordRequired: 'Please enter your email and password',
  invalidEmail: 'Please enter a valid email address',
  invalidRegisterRole: 'Account type must be customer or staff',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  customersOnly: 'This login is for customers only',
  staffOnly: 'This login is for staff only',
  adminsOnly: 'This login is for administrators only',
  pendingApprovalWarning: 'Your account is pending approval from an administrator',
  pendingApprovalTitle: 'Account Pending Approval',
  pendingApprovalText: 'Your account is waiting for admin approval. Please check back later.',
  loginSuccess: 'Login successful!',
  staffLoginSuccess: 'Staff login successful!',
  adminLoginSuccess: 'Admin login successful!',
  registrationSuccess: 'Registration successful!',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  // Session and authorization
  unauthorized: 'Please sign in to continue',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do that',
  adminRequired: 'Access denied. Admin privileges required.',
  downloadOnly: (path: string) => t('This is a file download: GET {path}', { path }),
  liveOverWebSocket: 'Live updates come over the WebSocket at /trpc',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountLocked: `Too many failed sign-ins for this account. Please wait ${LIMITS.loginFailureWindowMinutes} minutes and try again.`,
  // Profile and password (spec 01 §5, §8)
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  passwordFieldsRequired: 'Please fill in all password fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  // Landing page
  contactThanks: 'Thank you for your inquiry! We will get back to you soon.',
} as const;

/** Two-step sign-in (issue 32 §3). */
export const TWO_FACTOR_MSG = {
  codeInvalid: 'That code is not valid. Enter the current code from your authenticator app or a recovery code.',
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code',
  ticketExpired: 'Your sign-in has timed out. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
  alreadyOn: 'Two-step sign-in is already on for this account',
  notStarted: 'Start setting up two-step sign-in first',
  notOn: 'Two-step sign-in is not on for this account',
  disabled: 'Two-step sign-in is off',
  reset: 'Two-step sign-in was reset; the account is signed out everywhere',
  setupRequired: 'This hotel requires two-step sign-in for staff and administrators. Set it up on your profile to continue.',
  requiredCannotDisable: 'This hotel requires two-step sign-in for your account, so it cannot be turned off',
  policySaved: 'Two-step sign-in setting saved',
} as const;

/** Guests' data rights (issue 32 §4): export, deletion request, erasure. */
export const DATA_RIGHTS_MSG = {
  requestSent: 'Your request was sent. An administrator will erase your account and tell you by email.',
  requestTitle: 'A guest asked to be deleted',
  requestNotice: 'A guest asked to have their account deleted. Users lists it as "Deletion requested".',
  onlyGuests: 'Only guest accounts can be erased',
  alreadyErased: 'This account is already erased',
  erased: 'The guest was erased; their bookings and payments keep their amounts',
  confirmErase: (name: string) =>
    t(
      'Erase {name}? Their name, email, phone, documents and texts are replaced for good and the account can no longer sign in. Download their invoices first if you must keep them with the name.',
      { name },
    ),
  eraseFailed: 'Could not erase the guest',
  exportFailed: 'Could not download your data',
  deleteRequestFailed: 'Could not send your request',
} as const;
