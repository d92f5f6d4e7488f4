import { z } from 'zod';
import { emailField, requiredText } from './common';

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
});
export type HotelInfo = z.output<typeof hotelInfoSchema>;
