import { z } from 'zod';
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
});
export type HotelInfo = z.output<typeof hotelInfoSchema>;
