import type { Catalogue } from '../languages';

/**
 * German. Keys are the English source texts (ICU messages); keep {placeholders} and plural forms as they are.
 * Sections follow the app's areas so they stay easy to review side by side with Spanish.
 */
export const de: Catalogue = {
  // ── common: layout, header, footer, shared components
  'Skip to content': 'Zum Inhalt springen',
  '{hotelName} home': '{hotelName} Startseite',
  'Open menu': 'Menü öffnen',
  'Sign In': 'Anmelden',
  'Register': 'Registrieren',
  'Just now': 'Gerade eben',
  '{minutes}m ago': 'vor {minutes} Min.',
  '{hours}h ago': 'vor {hours} Std.',
  'Language': 'Sprache',

  // ── public: landing, facilities, rooms, food menu

  // ── auth: sign-in, registration, password reset, two-step

  // ── guest: dashboard, bookings, booking form, cart, orders, complaints, chat, profile

  // ── desk: calendar, arrivals, folios, invoices, registration cards, housekeeping

  // ── staff: staff dashboard and lists

  // ── admin: users, rooms, beds, food, bookings, payments, overview

  // ── admin: settings, rates, analytics, mail, notifications, audit log, backups, reports

  // ── server: API messages, notifications, mails, calendar files
};
