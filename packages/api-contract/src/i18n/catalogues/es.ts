import type { Catalogue } from '../languages';

/**
 * Spanish. Keys are the English source texts (ICU messages); keep {placeholders} and plural forms as they are.
 * Sections follow the app's areas so they stay easy to review side by side with German.
 */
export const es: Catalogue = {
  // ── common: layout, header, footer, shared components
  'Skip to content': 'Saltar al contenido',
  '{hotelName} home': 'Inicio de {hotelName}',
  'Open menu': 'Abrir menú',
  'Sign In': 'Iniciar sesión',
  'Register': 'Registrarse',
  'Just now': 'Justo ahora',
  '{minutes}m ago': 'hace {minutes} min',
  '{hours}h ago': 'hace {hours} h',
  'Language': 'Idioma',

  // ── public: landing, facilities, rooms, food menu

  // ── auth: sign-in, registration, password reset, two-step

  // ── guest: dashboard, bookings, booking form, cart, orders, complaints, chat, profile

  // ── desk: calendar, arrivals, folios, invoices, registration cards, housekeeping

  // ── staff: staff dashboard and lists

  // ── admin: users, rooms, beds, food, bookings, payments, overview

  // ── admin: settings, rates, analytics, mail, notifications, audit log, backups, reports

  // ── server: API messages, notifications, mails, calendar files
};
