import { z } from 'zod';
import { CURRENCIES, DEFAULT_MONEY_FORMAT, LOCALES } from '../money';
import { UNPAID_ORDER_CANCEL_MINUTES } from '../hotel-defaults';
import { emailField, formNumber, requiredText } from './common';

const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 14:00');

/** Hotel details shown to guests (help card, facilities, footer) and edited by administrators. */
export const hotelInfoSchema = z.object({
  hotelName: requiredText(100),
  contactPhone: requiredText(40),
  contactEmail: emailField,
  address: requiredText(200),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  /** One VAT/sales-tax rate, in percent; prices include it, and invoices show the part that is tax. 0: no tax line. */
  taxRatePercent: formNumber(
    z.number({ error: 'Tax rate must be a number' }).min(0, 'Tax rate cannot be negative').max(100, 'Tax rate must be at most 100'),
  ).default(0),
  /** Every amount on the web, in server texts and on invoices is written in this currency (ISO 4217) and locale (BCP 47). */
  currency: z.enum(CURRENCIES, { error: `Currency must be one of: ${CURRENCIES.join(', ')}` }).default(DEFAULT_MONEY_FORMAT.currency),
  locale: z.enum(LOCALES, { error: `Locale must be one of: ${LOCALES.join(', ')}` }).default(DEFAULT_MONEY_FORMAT.locale),

  // Room service.
  /** Minutes after its pay link expired that an unpaid QR order is cancelled and the guest told. */
  unpaidOrderCancelMinutes: formNumber(
    z
      .number({ error: 'Minutes must be a number' })
      .int('Minutes must be a whole number')
      .min(5, 'Wait at least 5 minutes')
      .max(1440, 'Wait at most 1440 minutes (a day)'),
  ).default(UNPAID_ORDER_CANCEL_MINUTES),
});
export type HotelInfo = z.output<typeof hotelInfoSchema>;

/** The landing page's contact form (spec 01 §2): all three required, the email well-formed; it is never sent anywhere. */
export const contactFormInput = z.object({
  name: requiredText(100),
  email: emailField,
  message: requiredText(2000),
});
