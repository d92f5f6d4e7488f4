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

/** What every installation starts with, and what pages show until the real values load. */
export const DEFAULT_HOTEL_INFO: HotelInfo = {
  hotelName: 'Innkeep Hotel & Hostel',
  contactPhone: '+1 (555) 010-2026',
  contactEmail: 'frontdesk@innkeep.test',
  address: '12 Harbour Road, Port Bellamy',
  checkInTime: '14:00',
  checkOutTime: '11:00',
};
